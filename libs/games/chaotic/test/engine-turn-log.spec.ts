/**
 * Real cards that ask what happened this turn or this combat: the Mugic that cost 2 less after an
 * engaged creature of the caster's won Initiative, dealt or took attack damage or won a Challenge,
 * Retaliatory Strike and Nivenna. Played through real actions in real Masters games.
 */
import type { AttackCard } from '../src/cards/card';
import { endTurn } from '../src/engine/turn';
import type { ChaoticState,EngineDeck,Seat } from '../src/engine';
import { byName, ctx, PLAIN, seatOf, toStrike } from './dop-support';
import { arrangedMasters, mAct, mRules, withCreatures } from './masters-support';
import { stats } from './mugic-support';
import { combineSeeds } from '@arbiter/rules';
import { auditMatchLog, configFromHeader, parseMatchLog, toNdjson } from '../src';
import { playBotMatch } from '../src/bots';
import { cards, engine, PLAYERS, starterDecks } from './support';

const ALLEGRO = byName('Allegro').id;
const IMPROVISATIONAL = byName('Improvisational Melody').id;
const POLYPHONY = byName('Intense Polyphony').id;
const MIRACLES = byName('Melody of Miracles').id;
const RETALIATORY = byName('Retaliatory Strike').id;
/** "Challenge Wisdom 15: Deal 10 damage", no printed damage. */
const QUICK_EXIT = byName('Quick Exit').id;
const ATTACKS = (ctx.cards as unknown as { cards: AttackCard[] }).cards.filter((c) => c.type === 'Attack');
/** An attack that deals no damage at all: no base, no elemental values, no text. */
const NOTHING = ATTACKS.find((c) => c.text.trim() === '' && c.damage.base + c.damage.fire + c.damage.air + c.damage.earth + c.damage.water === 0)!;
/** A creature of a tribe, to cast that tribe's Mugic. */
const ofTribe = (tribe: string) => (ctx.cards as unknown as { cards: { id: string; type: string; tribe?: string; text?: string }[] }).cards.find((c) => c.type === 'Creature' && c.tribe === tribe && (c.text ?? '').trim() === '')!.id;

/**
 * Alice's uid 0 (space 4) and bob's uid 7 (space 7), with `mugic` in the Mugic hand of its seat and
 * the creatures changed; Mugic counters at 0, so only a Mugic costing nothing can be played.
 */
function arranged(mugic: { seat: Seat; card: string }[], creatures: { seat: Seat; index: number; card: string }[] = [], attacks: { seat: Seat; card: string }[] = []): ChaoticState {
  const decks = withCreatures(creatures) as [EngineDeck, EngineDeck];
  for (const { seat, card } of mugic) decks[seat] = { ...decks[seat], mugic: [card, ...(decks[seat].mugic ?? []).slice(1)] };
  for (const { seat, card } of attacks) decks[seat] = { ...decks[seat], attacks: [card, ...decks[seat].attacks.slice(1)] };
  const state = arrangedMasters({ 4: 0, 7: 7 }, { decks });
  state.masters!.counters = state.masters!.counters.map(() => 0);
  return state;
}

/** The striking player plays `card` (put in their hand), and both pass until the attack has resolved. */
function strike(state: ChaoticState, card: string): void {
  state.zones[seatOf(state)].attackHand = [card];
  mAct(state, 'strike', { card });
  while (state.pending.kind === 'priority' && state.masters!.burst.length > 0) mAct(state, 'pass');
}

/** Both pass the strike window: the other player strikes next. */
function nextStriker(state: ChaoticState): void {
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

const play = (state: ChaoticState, card: string, caster: number, targets: number[], player: string) => mRules(state, 'play-mugic', { card, caster, targets }, player);

describe('CR 8.4.2 a Mugic that costs less for what happened this turn', () => {
  it('Allegro: 2 less once an engaged creature the caster\'s player controls won Initiative this turn, and the full cost again next turn', () => {
    const state = arranged([{ seat: 0, card: ALLEGRO }], [{ seat: 0, index: 0, card: ofTribe('Mipedian') }]);
    expect(state.masters!.turnLog).toBeDefined();
    mAct(state, 'move', { from: 4, to: 7 });
    // The beginning of combat: Initiative is not yet decided.
    expect(play(state, ALLEGRO, 0, [0], 'alice')).toEqual(['8.4.2.1']);
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    // CR 7.2.4.1: no active Location, so the active player's creature has Initiative.
    expect(seatOf(state)).toBe(0);
    state.zones[0].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    expect(play(state, ALLEGRO, 0, [0], 'alice')).toEqual([]);
    mAct(state, 'play-mugic', { card: ALLEGRO, caster: 0, targets: [0] }, 'alice');
    expect(state.masters!.counters[0]).toBe(0);
    expect(state.masters!.burst.map((i) => i.card)).toEqual([PLAIN.id, ALLEGRO]);
    endTurn(state, ctx);
    expect(state.masters!.turnLog!.initiative).toEqual([]);
  });

  it('Improvisational Melody: attack damage dealt this turn adds up, and 2 less from 20', () => {
    const underworld = starterDecks[1].creatures[0];
    const state = toStrike(arranged([{ seat: 0, card: IMPROVISATIONAL }], [{ seat: 0, index: 0, card: underworld }]));
    const dealt = () => state.masters!.turnLog!.dealt[0];
    strike(state, PLAIN.id);
    expect(dealt()).toBe(state.creatures[7].damage);
    expect(dealt()).toBeGreaterThanOrEqual(15);
    expect(dealt()).toBeLessThan(20);
    nextStriker(state);
    strike(state, NOTHING.id);
    nextStriker(state);
    state.zones[0].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    // The second attack is still on the burst: 15 or more, but not yet 20.
    expect(play(state, IMPROVISATIONAL, 0, [7], 'alice')).toEqual(['8.4.2.1']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(dealt()).toBeGreaterThanOrEqual(20);
    // CR 8.2.2: after the attack resolved the striking player has priority: now 2 less.
    expect(seatOf(state)).toBe(0);
    expect(play(state, IMPROVISATIONAL, 0, [7], 'alice')).toEqual([]);
  });

  it('Intense Polyphony: 2 less once an engaged creature the caster\'s player controls has taken 15 attack damage this turn', () => {
    const state = toStrike(arranged([{ seat: 1, card: POLYPHONY }], [{ seat: 1, index: 1, card: ofTribe('Danian') }]));
    state.zones[0].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    // Alice's attack on the burst, her first response passed: bob's creature has taken nothing yet.
    mAct(state, 'pass');
    expect(play(state, POLYPHONY, 7, [], 'bob')).toEqual(['8.4.2.1']);
    mAct(state, 'pass');
    expect(state.masters!.turnLog!.taken[7]).toBe(state.creatures[7].damage);
    expect(state.creatures[7].damage).toBeGreaterThanOrEqual(15);
    // The strike window after alice's attack: alice passes, bob holds priority.
    mAct(state, 'pass');
    expect(play(state, POLYPHONY, 7, [], 'bob')).toEqual([]);
  });

  it('Melody of Miracles: a Wisdom Challenge won with an attack lowers it; one lost does not', () => {
    /** One creature's Wisdom raised by 100 until the end of the turn (as a Mugic would), so the Challenge goes its way whatever else the creatures have. */
    const afterQuickExit = (wiser: number) => {
      const state = toStrike(arranged([{ seat: 0, card: MIRACLES }]));
      state.masters!.mods.push({ uid: wiser, stat: 'wisdom', delta: 100, until: 'end-of-turn' });
      strike(state, QUICK_EXIT);
      return state;
    };
    const won = afterQuickExit(0);
    expect(won.masters!.turnLog!.challenges).toEqual(['0:wisdom']);
    expect(play(won, MIRACLES, 0, [0], 'alice')).toEqual([]);
    const lost = afterQuickExit(7);
    expect(lost.masters!.turnLog!.challenges).toEqual([]);
    expect(play(lost, MIRACLES, 0, [0], 'alice')).toEqual(['8.4.2.1']);
  });

  it('a game whose decks hold no such text keeps no record of the turn (its state and hash as before)', () => {
    const state = toStrike(arrangedMasters({ 4: 0, 7: 7 }));
    strike(state, PLAIN.id);
    expect(state.masters!.turnLog).toBeUndefined();
    expect('turnLog' in JSON.parse(JSON.stringify(state.masters))).toBe(false);
  });
});

describe('CR 8.6.2.2 Retaliatory Strike: "deals additional damage equal to the damage dealt by the last attack played this combat"', () => {
  /** Bob's uid 7 plays Retaliatory Strike after alice's uid 0 played `first`: the damage it deals. */
  const retaliation = (first: string) => {
    const state = toStrike(arranged([], [], [{ seat: 1, card: RETALIATORY }]));
    strike(state, first);
    const lastAttack = state.creatures[7].damage;
    nextStriker(state);
    expect(seatOf(state)).toBe(1);
    const before = state.creatures[0].damage;
    strike(state, RETALIATORY);
    return { lastAttack, dealt: state.creatures[0].damage - before };
  };

  it('adds what the attack before it dealt', () => {
    const after = retaliation(PLAIN.id);
    const afterNothing = retaliation(NOTHING.id);
    expect(afterNothing.lastAttack).toBe(0);
    expect(after.lastAttack).toBeGreaterThanOrEqual(15);
    expect(after.dealt - afterNothing.dealt).toBe(after.lastAttack);
  });

  it('a new combat has no last attack', () => {
    const state = arranged([], [], [{ seat: 1, card: RETALIATORY }]);
    // As if an attack of an earlier combat this turn had dealt 12.
    state.masters!.turnLog!.lastAttack = 12;
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.masters!.turnLog!.lastAttack).toBe(0);
  });
});

describe('CR 8.4.1.3 Nivenna: "Target Creature which dealt attack damage this turn gains "Element 10" of the chosen Elemental Type"', () => {
  const NIVENNA = byName('Nivenna').id;
  /** Bob's legal activations of Nivenna (uid 7), by their targets. */
  const nivennaTargets = (state: ChaoticState) => engine.legalActions(state, 'bob')
    .filter((a) => a.type === 'activate' && (a.payload as { creature: number }).creature === 7)
    .map((a) => (a.payload as { targets?: number[] }).targets);

  it('only a creature that dealt attack damage this turn may be its target; it gains Element 10 of the type chosen', () => {
    const state = toStrike(arranged([], [{ seat: 1, index: 1, card: NIVENNA }]));
    state.masters!.counters[7] = 1;
    state.zones[0].attackHand = [PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    mAct(state, 'pass');
    expect(seatOf(state)).toBe(1);
    // Alice's attack is on the burst, not yet resolved: nobody has dealt attack damage.
    expect(nivennaTargets(state)).toEqual([]);
    expect(mRules(state, 'activate', { creature: 7, from: 'creature', ability: 0, targets: [0] }, 'bob')).toEqual(['8.4.1.3']);
    mAct(state, 'pass');
    expect(state.creatures[7].damage).toBeGreaterThan(0);
    mAct(state, 'pass');
    expect(nivennaTargets(state)).toEqual([[0]]);
    mAct(state, 'activate', { creature: 7, from: 'creature', ability: 0, targets: [0] }, 'bob');
    // Alice passes first; bob's pass resolves the ability, stating the Elemental Type he chose.
    mAct(state, 'pass');
    mAct(state, 'pass', { choices: ['Fire'] });
    expect(stats(state).keywords(0)).toContainEqual({ kind: 'element', element: 'Fire', x: 10 });
  });
});

/** How often the game's actions played Melody of Miracles or Improvisational Melody from a creature with fewer than their printed 2 counters. */
function playedForLess(match: ReturnType<typeof playBotMatch>): number {
  const seeds = match.trailer.flatMap((r) => (r.kind === 'seed-reveal' ? [r.seed] : []));
  const state = engine.setup(configFromHeader(match.header), { combined: combineSeeds(seeds, match.header.matchId) });
  let found = 0;
  for (const action of match.actions) {
    const p = action.payload as { card?: string; caster?: number };
    if (action.type === 'play-mugic' && (p.card === MIRACLES || p.card === IMPROVISATIONAL) && state.masters!.counters[p.caster!] < 2) found++;
    engine.applyInPlace(state, action);
  }
  return found;
}

describe('CR 10.3 bot games with these cards', () => {
  /** The starter decks with the cards above in them: Melody of Miracles for the OverWorld, Improvisational Melody, Retaliatory Strike and Nivenna for the UnderWorld. */
  const decks = (): [EngineDeck, EngineDeck] => {
    const [overworld, underworld] = withCreatures([{ seat: 1, index: 1, card: byName('Nivenna').id }]) as [EngineDeck, EngineDeck];
    return [
      { ...overworld, mugic: [MIRACLES, MIRACLES, ...(overworld.mugic ?? []).slice(2)] },
      { ...underworld, mugic: [IMPROVISATIONAL, IMPROVISATIONAL, ...(underworld.mugic ?? []).slice(2)], attacks: [RETALIATORY, RETALIATORY, ...underworld.attacks.slice(2)] },
    ];
  };

  it('play to an outcome, use the turn\'s record and audit valid', () => {
    let cheaper = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const match = playBotMatch({ cards, decks: decks(), seed, format: 'masters', players: [...PLAYERS] });
      expect(match.outcome).not.toBeNull();
      const report = auditMatchLog(parseMatchLog(toNdjson(match.header, match.actions, match.trailer)).log!, cards, { mode: 'strict' });
      expect(report.violations).toEqual([]);
      expect(report.attested.filter((e) => [MIRACLES, IMPROVISATIONAL, RETALIATORY].includes(e.card))).toEqual([]);
      cheaper += playedForLess(match);
    }
    expect(cheaper).toBeGreaterThan(0);
  });
});
