import { auditMatchLog, parseMatchLog } from '../src';
import { createChaoticEngine } from '../src/engine';
import { readTextBounds } from '../src/engine/attest-text-bounds';
import type { ChaoticAction } from '../src/engine/types';
import { attestedGame, decksOf, stateAt } from './attest-games';
import { cards, engine } from './support';

const GLACIER_PLAINS = 'TOTT-93';
const MI_76 = 'MI-76';
const card = (id: string) => cards.byId(id)!;
/** Engine 1.4.0 took every stated outcome on trust: its logs replay under that rule. */
const trusting = createChaoticEngine(cards, '1.4.0');

const glacierDecks = decksOf('locations', GLACIER_PLAINS);
const mi76Decks = decksOf('attacks', MI_76);

describe('reading attested card text into bounds (attest-text-bounds.ts)', () => {
  it('reads the kind, number and target of each change the registry\'s clause templates know', () => {
    const mi76 = card(MI_76);
    const text = mi76.type === 'Attack' ? 'Challenge Power 30: Deal 10 damage. If you lose this Challenge, gain 15 Power' : '';
    expect(readTextBounds(text, mi76)!.map(({ text: _t, ...c }) => c)).toEqual([
      { kind: 'damage', sign: 1, amount: 10, target: 'opposing-engaged', which: null },
      { kind: 'stats', sign: 1, amount: 15, target: 'your-engaged', which: ['power'] },
    ]);
    const glacier = readTextBounds('At the beginning of combat, each player can remove two Mugic counters from any Creatures they control. If a player does not, their engaged Creature loses 50 in each Discipline', card(GLACIER_PLAINS))!;
    expect(glacier.map((c) => [c.kind, c.sign, c.amount, c.target, c.which])).toEqual([
      ['counters', -1, 2, 'any', null],
      ...['courage', 'power', 'wisdom', 'speed'].map((stat) => ['stats', -1, 50, 'engaged', [stat]]),
    ]);
  });

  it('leaves text no template reads unbounded (null): 1.5.0 leaves its outcome for a judge, 1.6.0 bounds it by its words (attest-word-bounds.spec.ts)', () => {
    expect(readTextBounds('Your opponent reveals X Mugic Cards from their hand and you choose one of them. Your opponent discards the chosen card', card('MI-174'))).toBeNull();
    expect(readTextBounds('Creatures are considered Past Creatures', card('AU-193'))).toBeNull();
  });
});

describe('CR 8.5.2 an attested outcome is checked against what its card\'s text could do (engine 1.5.0)', () => {
  const game = attestedGame(GLACIER_PLAINS, glacierDecks);
  const attest = game.actions[game.index];
  const state = stateAt(game.ndjson, game.index);
  const engaged = state.combat!.attacker;
  const unengaged = state.creatures.find((c) => c.space !== null && c.uid !== state.combat!.attacker && c.uid !== state.combat!.defender)!.uid;
  const stating = (outcome: object): ChaoticAction => ({ ...attest, payload: { item: (attest.payload as { item: number }).item, card: GLACIER_PLAINS, ...outcome } } as ChaoticAction);
  const beyond = [expect.objectContaining({ code: 'chaotic/attested-beyond-text', rule: '8.5.2', seq: attest.seq })];

  it('8.5.2 kind: Glacier Plains (TOTT-93) changes Disciplines and Mugic counters, so stated damage or an element is refused', () => {
    const damage = engine.validate(state, stating({ damage: { [engaged]: 10 } }));
    expect(damage).toEqual(beyond);
    expect(damage[0].message).toContain('it allows counters up to 2 removed (any Creature); stats -50 courage/power/wisdom/speed (an engaged Creature)');
    expect(engine.validate(state, stating({ elements: [{ creature: engaged, element: 'Fire', has: false }] }))).toEqual(beyond);
    // Energy is not a Discipline: "loses 50 in each Discipline" does not reach it.
    expect(engine.validate(state, stating({ stats: [{ creature: engaged, stat: 'energy', by: -50 }] }))).toEqual(beyond);
  });

  it('8.5.2 number: "loses 50 in each Discipline" refuses a loss of 60, or a gain', () => {
    const more = engine.validate(state, stating({ stats: [{ creature: engaged, stat: 'courage', by: -60 }] }));
    expect(more).toEqual(beyond);
    expect(more[0].message).toContain('more than the 50 it names');
    expect(engine.validate(state, stating({ stats: [{ creature: engaged, stat: 'courage', by: -30 }, { creature: engaged, stat: 'courage', by: -30 }] }))).toEqual(beyond);
    expect(engine.validate(state, stating({ stats: [{ creature: engaged, stat: 'power', by: 50 }] }))).toEqual(beyond);
  });

  it('8.5.2 target: "their engaged Creature" refuses a loss stated for an unengaged creature', () => {
    const found = engine.validate(state, stating({ stats: [{ creature: unengaged, stat: 'courage', by: -50 }] }));
    expect(found).toEqual(beyond);
    expect(found[0].message).toContain('not a creature it names');
  });

  it('a stated outcome within the text is valid: the bots\' reading, part of it, counters removed, or no change', () => {
    expect(engine.validate(state, attest)).toEqual([]);
    expect(engine.validate(state, stating({ stats: [{ creature: engaged, stat: 'wisdom', by: -50 }], counters: {} }))).toEqual([]);
    expect(engine.validate(state, stating({}))).toEqual([]);
  });

  it('engine 1.4.0 takes the same outcomes on trust, so its logs replay as recorded', () => {
    expect(trusting.validate(state, stating({ damage: { [engaged]: 10 } }))).toEqual([]);
    expect(trusting.validate(state, stating({ stats: [{ creature: unengaged, stat: 'courage', by: -60 }] }))).toEqual([]);
  });
});

describe('CR 8.6.2.1 an attack\'s attested text bounds its stated outcome (MI-76: two lines, each "Challenge …: Deal 10 damage. If you lose this Challenge, gain 15 …")', () => {
  const game = attestedGame(MI_76, mi76Decks);
  const attest = game.actions[game.index];
  const state = stateAt(game.ndjson, game.index);
  const striker = state.combat!.attacker === state.masters!.burst.at(-1)!.source ? state.combat!.attacker : state.combat!.defender;
  const opposing = striker === state.combat!.attacker ? state.combat!.defender : state.combat!.attacker;
  const stating = (outcome: object): ChaoticAction => ({ ...attest, payload: { item: (attest.payload as { item: number }).item, card: MI_76, ...outcome } } as ChaoticAction);
  const beyond = [expect.objectContaining({ code: 'chaotic/attested-beyond-text', rule: '8.6.2.1', seq: attest.seq })];

  it('8.6.2.1 number: two lines of "Deal 10 damage" refuse 25; target: they deal it to the opposing engaged creature only; kind: no card moves', () => {
    const more = engine.validate(state, stating({ damage: { [opposing]: 25 } }));
    expect(more).toEqual(beyond);
    expect(more[0].message).toContain('more than the 20 it names');
    expect(engine.validate(state, stating({ stats: [{ creature: striker, stat: 'power', by: 20 }] }))).toEqual(beyond);
    expect(engine.validate(state, stating({ damage: { [striker]: 10 } }))).toEqual(beyond);
    expect(engine.validate(state, stating({ moves: [{ card: state.zones[0].attackDeck[0], owner: state.players[0], from: 'attackDeck', to: 'attackHand' }] }))).toEqual(beyond);
  });

  it('"Deal 10 damage … gain 15 Power" within its numbers and targets is valid', () => {
    expect(engine.validate(state, stating({ damage: { [opposing]: 10 }, stats: [{ creature: striker, stat: 'power', by: 15 }] }))).toEqual([]);
    expect(engine.validate(state, stating({ damage: { [opposing]: 20 }, stats: [{ creature: striker, stat: 'speed', by: 15 }] }))).toEqual([]);
  });
});

describe('bot games with attested text audit valid under this version: the bots attest within bounds, read by templates or by words', () => {
  it.each([[GLACIER_PLAINS, glacierDecks], [MI_76, mi76Decks], ['SS-64', decksOf('attacks', 'SS-64')], ['SS-82', decksOf('mugic', 'SS-82')], ['AU-192', decksOf('locations', 'AU-192')]] as const)('%s', (id, decks) => {
    const game = attestedGame(id, decks);
    const report = auditMatchLog(parseMatchLog(game.ndjson).log!, cards, { mode: 'strict' });
    expect(report.violations).toEqual([]);
    expect(report.valid).toBe(true);
  });
});
