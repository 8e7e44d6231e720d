import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { auditMatchLog, buildRandomDeck, deckLegalityChecker, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import type { ChaoticAction, ChaoticState, EngineDeck, EngineFormat } from '../src/engine';
import { cards, engine, PLAYERS, starterDecks } from './support';
import { arrangedMasters, mastersConfig } from './masters-support';

const limitedDecks = (): readonly [EngineDeck, EngineDeck] => {
  const rng = new SeededRng(rngStateFromSeed(9));
  return [buildRandomDeck(cards, 'limited', rng), buildRandomDeck(cards, 'limited', rng)];
};

function paperBotGame(format: EngineFormat, seed: number) {
  const decks = format === 'limited' ? limitedDecks() : starterDecks;
  return playBotMatch({ cards, decks, seed, format, mode: 'paper', players: [...PLAYERS], maxActions: 1500 });
}

describe('CR 4.1.4 / 4.1.5 paper play in every format: the bots declare each hidden card and the log audits valid', () => {
  it.each([
    ['masters', 1], ['masters', 2], ['masters', 3],
    ['advanced-apprentice', 1], ['advanced-apprentice', 2],
    ['limited', 1], ['limited', 2],
  ] as const)('%s seed %i', (format, seed) => {
    const match = paperBotGame(format, seed);
    expect(match.header.mode).toBe('paper');
    const { log, errors } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
    expect(errors).toEqual([]);
    const report = auditMatchLog(log!, cards, { mode: 'strict', checkDeck: deckLegalityChecker(cards) });
    expect(report.violations).toEqual([]);
    expect(report.applied).toBe(match.actions.length);
    // Every attack drawn and location revealed is declared by a line of the log.
    expect(match.actions.filter((a) => a.type === 'draw-attack').length).toBeGreaterThanOrEqual(4);
    expect(match.actions.some((a) => a.type === 'reveal-location')).toBe(true);
  });

  it('paper Masters bots declare the battlegear an engaging move turns face up', () => {
    const declared = [1, 2, 3].flatMap((seed) => paperBotGame('masters', seed).actions).filter((a) => a.type === 'move' && Array.isArray((a.payload as { choices?: unknown }).choices));
    expect(declared.length).toBeGreaterThan(0);
    for (const move of declared) for (const card of (move.payload as { choices: string[] }).choices) expect(cards.byId(card)?.type).toBe('Battlegear');
  });
});

/** A paper Masters game at its first action step, every draw and the first location declared from the registered lists. */
function paperMasters(): ChaoticState {
  const state = engine.setup({ ...mastersConfig(), mode: 'paper', startingPlayer: 'alice' }, {});
  while (state.pending.kind === 'draw-attack' || state.pending.kind === 'reveal-location') {
    const [player] = engine.activePlayers(state);
    const options = engine.legalActions(state, player);
    engine.applyInPlace(state, options[0]);
  }
  return state;
}

const declare = (state: ChaoticState, type: ChaoticAction['type'], payload: object): ChaoticAction => {
  const [player] = engine.activePlayers(state);
  return { seq: state.lastSeq + 1, player: player ?? PLAYERS[0], type, payload } as ChaoticAction;
};

describe('CR 4.1.5 paper Masters: a declared attack draw comes from what is left of the registered Attack Deck', () => {
  it('refuses an attack the registered list does not hold, and a copy beyond those it holds', () => {
    const state = engine.setup({ ...mastersConfig(), mode: 'paper', startingPlayer: 'alice' }, {});
    const foreign = starterDecks[1].attacks.find((card) => !starterDecks[0].attacks.includes(card))!;
    expect(engine.validate(state, declare(state, 'draw-attack', { card: foreign }))).toEqual([expect.objectContaining({ code: 'chaotic/card-not-in-deck', rule: '4.2.4' })]);
    const single = starterDecks[0].attacks.find((card) => starterDecks[0].attacks.filter((c) => c === card).length === 1)!;
    engine.applyInPlace(state, declare(state, 'draw-attack', { card: single }));
    expect(engine.validate(state, declare(state, 'draw-attack', { card: single }))).toEqual([expect.objectContaining({ rule: '4.2.4' })]);
  });
});

describe('CR 6.2.1 paper Masters: the revealed location comes from what is left of the registered Location Deck', () => {
  it('refuses a location the registered list does not hold', () => {
    const state = engine.setup({ ...mastersConfig(), mode: 'paper', startingPlayer: 'alice' }, {});
    while (state.pending.kind === 'draw-attack') engine.applyInPlace(state, engine.legalActions(state, engine.activePlayers(state)[0])[0]);
    expect(state.pending.kind).toBe('reveal-location');
    const foreign = starterDecks[1].locations.find((card) => !starterDecks[0].locations.includes(card))!;
    expect(engine.validate(state, declare(state, 'reveal-location', { card: foreign }))).toEqual([expect.objectContaining({ code: 'chaotic/location-not-in-deck', rule: '6.2.1' })]);
  });
});

describe('CR 4.1.3 paper Masters: a played mugic comes from what is left of the registered mugic hand', () => {
  it('refuses a mugic the registered list does not hold, and a copy beyond those it holds', () => {
    const state = paperMasters();
    const seat = state.active;
    const foreign = starterDecks[1 - seat].mugic!.find((card) => !starterDecks[seat].mugic!.includes(card))!;
    const caster = state.creatures.find((c) => c.owner === seat)!.uid;
    const rulesOf = (card: string) => engine.validate(state, declare(state, 'play-mugic', { card, caster })).map((v) => v.rule);
    expect(rulesOf(foreign)).toContain('4.1.3');
    state.masters!.mugicHand[seat].length = 0; // every copy already played
    expect(rulesOf(starterDecks[seat].mugic![0])).toContain('4.1.3');
  });
});

/** A Masters fight arranged as in paper play: alice's creature 0 on space 4 may engage bob's 7, alice's 1 waits on space 1. */
function paperFight(): ChaoticState {
  const state = arrangedMasters({ 4: 0, 1: 1, 7: 7, 11: 10 });
  (state as { mode: ChaoticState['mode'] }).mode = 'paper';
  state.rng = null;
  return state;
}

describe('CR 4.1.2 paper Masters: battlegear turned face up is declared among the owner\'s face-down battlegear', () => {
  const [placedUnder0, placedUnder1] = starterDecks[0].battlegear!;

  it('an engagement declares the attacker\'s battlegear, which trades places with the face-down copy that held it', () => {
    expect(placedUnder0).not.toBe(placedUnder1);
    const state = paperFight();
    const move = declare(state, 'move', { from: 4, to: 7, choices: [placedUnder1] });
    expect(engine.validate(state, move)).toEqual([]);
    engine.applyInPlace(state, move);
    expect(state.masters!.gear[0]).toEqual(expect.objectContaining({ card: placedUnder1, faceUp: true }));
    expect(state.masters!.gear[1]).toEqual(expect.objectContaining({ card: placedUnder0, faceUp: false }));
  });

  it('undeclared, the battlegear is the one placed in decklist order', () => {
    const state = paperFight();
    engine.applyInPlace(state, declare(state, 'move', { from: 4, to: 7 }));
    expect(state.masters!.gear[0]).toEqual(expect.objectContaining({ card: placedUnder0, faceUp: true }));
  });

  it('refuses a battlegear the owner has not placed face down', () => {
    const state = paperFight();
    const foreign = starterDecks[1].battlegear!.find((card) => !starterDecks[0].battlegear!.includes(card))!;
    const found = engine.validate(state, declare(state, 'move', { from: 4, to: 7, choices: [foreign] }));
    expect(found).toEqual([expect.objectContaining({ code: 'chaotic/declared-card-not-held', rule: '4.1.2' })]);
  });

  it('refuses a battlegear whose only copy is already face up (declared twice beyond its copies)', () => {
    expect(starterDecks[0].battlegear!.filter((card) => card === placedUnder1)).toHaveLength(1);
    const state = paperFight();
    (state.masters!.gear as ({ card: string; faceUp: boolean; disarmed: boolean } | null)[])[1] = { card: placedUnder1, faceUp: true, disarmed: false };
    const found = engine.validate(state, declare(state, 'move', { from: 4, to: 7, choices: [placedUnder1] }));
    expect(found).toEqual([expect.objectContaining({ code: 'chaotic/declared-card-not-held', rule: '4.1.2' })]);
  });
});
