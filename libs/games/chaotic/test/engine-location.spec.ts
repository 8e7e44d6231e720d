import type { AttackCard, Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { createContext } from '../src/engine/context';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,EngineDeck } from '../src/engine';
import { cards, UID } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';

const ctx = createContext(cards);
const set = (cards as unknown as { cards: Card[] }).cards;
const byName = (name: string): Card => set.find((c) => c.name === name)!;
const byId = (id: string): Card => set.find((c) => c.id === id)!;
const PLAIN = byName('Viperlash') as AttackCard; // 15 damage, no elements, no text

/**
 * Alice's creature (uid 0, space 4) moves into bob's uid 7 (Krekk unless replaced, space 7)
 * with `location` active; every beginning-of-combat ability resolves, then the strike is due.
 */
function toStrike(location: string | null, alice: string | null = null, bob: string | null = null, before?: (s: ChaoticState) => void): ChaoticState {
  const changes = [...(alice ? [{ seat: 0 as const, index: 0, card: alice }] : []), ...(bob ? [{ seat: 1 as const, index: 1, card: bob }] : [])];
  const state = arrangedMasters({ 4: 0, 7: 7 }, { decks: withCreatures(changes) as readonly [EngineDeck, EngineDeck] });
  state.activeLocation = location ? { card: location, owner: 0 } : null;
  before?.(state);
  mAct(state, 'move', { from: 4, to: 7 });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  expect(state.pending.kind).toBe('strike');
  return state;
}

function strike(state: ChaoticState, attack: string = PLAIN.id): void {
  const seat = (state.pending as { seat: 0 | 1 }).seat;
  state.zones[seat].attackHand = [attack];
  mAct(state, 'strike', { card: attack });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

/** Damage each engaged creature has taken from one strike by whoever strikes first. */
function firstStrikeDamage(location: string | null, alice: string | null = null, bob: string | null = null): { striker: number; dealt: number } {
  const state = toStrike(location, alice, bob);
  const striker = (state.pending as { seat: 0 | 1 }).seat === 0 ? 0 : 7;
  const target = striker === 0 ? 7 : 0;
  const before = state.creatures[target].damage;
  strike(state);
  return { striker, dealt: state.creatures[target].damage - before };
}

describe('CR 8.6.2.2 The Phalanx Portcullis: creatures with less than 50 Courage deal 5 less attack damage', () => {
  it('Krekk (10 Courage) strikes for 5 less; Arias (over 50 Courage) for the printed damage', () => {
    const state = toStrike(byId('TOTT-98').id);
    const stats = new Stats(state, ctx);
    expect(stats.stat(UID.Krekk, 'courage')).toBeLessThan(50);
    expect(stats.stat(UID.Arias, 'courage')).toBeGreaterThanOrEqual(50);
    expect(stats.stat(UID.Arias, 'courage')).toBeLessThanOrEqual(100);
    strike(state);
    strike(state);
    expect([state.creatures[UID.Arias].damage, state.creatures[UID.Krekk].damage]).toEqual([PLAIN.damage.base - 5, PLAIN.damage.base]);
  });
});

describe('CR 8.5.4 Herken\'s Feast: the first attack played by a creature each combat is reduced by 20 damage', () => {
  it('the first attack of each creature deals 20 less (never below 0), the second one full damage', () => {
    const state = toStrike(byId('AU-197-herken-s-feast').id);
    const primal = byName('Primal Smash') as AttackCard; // 20 damage
    const seat = (state.pending as { seat: 0 | 1 }).seat;
    const [striker, target] = seat === 0 ? [0, 7] : [7, 0];
    strike(state, primal.id);
    expect(state.creatures[target].damage).toBe(0);
    strike(state, primal.id);
    expect(state.creatures[striker].damage).toBe(0);
    strike(state, primal.id);
    expect(state.creatures[target].damage).toBe(primal.damage.base);
  });
});

describe('CR 8.6.2.2 Castle Rathwaq: the engaged creature with the lowest Power deals 5 less damage with attacks', () => {
  it('only the engaged creature with less Power than the other strikes for less', () => {
    const state = toStrike(byId('AU-191').id);
    const stats = new Stats(state, ctx);
    const weaker = stats.stat(UID.Arias, 'power') < stats.stat(UID.Krekk, 'power') ? UID.Arias : UID.Krekk;
    const stronger = weaker === UID.Arias ? UID.Krekk : UID.Arias;
    expect(stats.stat(weaker, 'power')).toBeLessThan(stats.stat(stronger, 'power'));
    strike(state);
    strike(state);
    // Each struck once: the damage a creature took was dealt by the other one.
    expect(state.creatures[stronger].damage).toBe(PLAIN.damage.base - 5);
    expect(state.creatures[weaker].damage).toBe(PLAIN.damage.base);
  });
});

describe('CR 9.4 Queen\'s Gate: Creatures engaged with Scouts do not have and cannot gain Invisibility', () => {
  it('Ario engaged with Krekk (a Scout) loses Invisibility and the Strike it wraps', () => {
    const ario = byName('Ario').id;
    const without = toStrike(null, ario);
    expect(new Stats(without, ctx).keywords(0, 7).map((a) => a.kind)).toContain('strike');
    const gate = toStrike(byId('ZOTH-98').id, ario);
    expect(gate.creatures[7].subtypes).toContain('Scout');
    expect(new Stats(gate, ctx).keywords(0, 7).map((a) => a.kind)).toEqual([]);
  });
});

describe('Pouril Forest: Creatures do not have and cannot gain Defender', () => {
  it('a creature granted Defender does not have it', () => {
    const state = toStrike(byId('TOTT-95').id);
    state.masters!.granted.push({ uid: 0, ability: { kind: 'defender' }, until: 'end-of-turn' });
    expect(new Stats(state, ctx).keywords(0).map((a) => a.kind)).not.toContain('defender');
    state.activeLocation = null;
    expect(new Stats(state, ctx).keywords(0).map((a) => a.kind)).toContain('defender');
  });
});

describe('The Magma Dam: Creatures without Fire have "Recklessness 5."', () => {
  it('Arias (Earth) has Recklessness 5, Krekk (Fire) has none', () => {
    const state = toStrike(byId('AU-215-the-magma-dam').id);
    const stats = new Stats(state, ctx);
    expect(stats.total(UID.Arias, 'recklessness')).toBe(5);
    expect(stats.total(UID.Krekk, 'recklessness')).toBe(0);
  });
});

describe('Van Bloot\'s Banquet: Creatures that are a M\'arrillian or a Minion have an additional 5 Energy', () => {
  it('a M\'arrillian gains 5 Energy; Arias (OverWorld Warrior) does not', () => {
    const marr = byName("Ihun'kalin");
    const state = toStrike(null, null, marr.id);
    const energy = (uid: number) => new Stats(state, ctx).stat(uid, 'energy');
    const [marrBefore, ariasBefore] = [energy(7), energy(0)];
    state.activeLocation = { card: byId('MI-221').id, owner: 0 };
    expect([energy(7), energy(0)]).toEqual([marrBefore + 5, ariasBefore]);
  });
});

describe('Annex of the Arcane: Creatures with one or more Mugic counters have an additional 10 Energy', () => {
  it('the Energy follows the counters as they change', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.activeLocation = { card: byId('LR-19').id, owner: 0 };
    state.masters!.counters[0] = 0;
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(state.creatures[0].energy);
    state.masters!.counters[0] = 1;
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(state.creatures[0].energy + 10);
  });
});

describe('CR 8.3.2 beginning-of-combat Location triggers that damage some engaged creatures', () => {
  it('The Infectorium deals 15 damage to the Infected engaged non-Danian creature only', () => {
    const state = toStrike(byId('MI-208').id, null, null, (s) => s.masters!.infected.push(7));
    expect(state.creatures[7].damage).toBe(15);
    expect(state.creatures[0].damage).toBe(0);
  });

  it('Pyrogenousist\'s Hearth deals 10 damage to each engaged creature with no Mugic counters', () => {
    const state = toStrike(byId('FUN-97').id, null, null, (s) => { s.masters!.counters[0] = 1; s.masters!.counters[7] = 0; });
    expect(state.creatures[7].damage).toBe(10);
    expect(state.creatures[0].damage).toBe(0);
  });
});

/** Resolves the `index`-th automated ability of a Location as its owner (seat 0) controls it. */
function resolveLocation(state: ChaoticState, id: string, index = 0): void {
  const effect = ctx.effects(id).normal.filter((e): e is AutomatedEffect => e.kind === 'automated')[index];
  expect(effect).toBeDefined();
  applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: 0, source: null, targets: [] }), effect);
}

describe('"each player …" on becoming the active Location: each player in turn, the controller first', () => {
  it('The Rao\'Pa Sahkk Chimegrid: each player puts a Mugic counter on a Creature they control', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    state.masters!.counters = state.masters!.counters.map(() => 0);
    resolveLocation(state, 'ROTO-99');
    const mine = [0, 1].reduce((n, uid) => n + state.masters!.counters[uid], 0);
    expect([mine, state.masters!.counters[7]]).toEqual([1, 1]);
  });

  it('Mount Pillar Reservoir: each player Infects an Uninfected Creature they control', () => {
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 });
    state.masters!.infected = [0];
    resolveLocation(state, 'AU-203');
    expect([...state.masters!.infected].sort()).toEqual([0, 1, 7]);
  });

  it('Riverlands: each player removes a Mugic counter from a Creature they control', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.masters!.counters[0] = 2;
    state.masters!.counters[7] = 1;
    resolveLocation(state, 'MI-218');
    expect([state.masters!.counters[0], state.masters!.counters[7]]).toEqual([1, 0]);
  });

  it('Imaginary Walls: only the opponent can return a Mugic Card in their general discard pile to their hand', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    const mugic = byName('Canon of Casualty').id;
    state.zones[0].generalDiscard = [mugic];
    state.zones[1].generalDiscard = [mugic];
    state.masters!.mugicHand = [[], []];
    resolveLocation(state, 'MI-207');
    expect(state.masters!.mugicHand).toEqual([[], [mugic]]);
    expect(state.zones[0].generalDiscard).toEqual([mugic]);
  });
});

describe('CR 8.3.2 beginning-of-combat Location triggers counted for each engaged creature on its own (for-each-creature)', () => {
  const gained = (state: ChaoticState, uid: number, stat: 'energy' | 'courage') =>
    state.masters!.mods.filter((m) => m.uid === uid && m.stat === stat).reduce((n, m) => n + m.delta, 0);

  it('Elmantiir: Laarina (Earth, Water) gains 10 Energy, Krekk (Fire) 5', () => {
    const state = toStrike(byId('AU-194').id, byName('Laarina').id);
    expect([gained(state, 0, 'energy'), gained(state, 7, 'energy')]).toEqual([10, 5]);
  });

  it('Gorram\'s Briefing: 5 Energy and 5 to all Disciplines for each Tribe the engaged creature\'s controller controls', () => {
    const decks = withCreatures([{ seat: 0, index: 1, card: byName('Hota').id }]) as readonly [EngineDeck, EngineDeck];
    const state = arrangedMasters({ 4: 0, 5: 1, 7: 7 }, { decks });
    state.activeLocation = { card: byId('FUN-92').id, owner: 0 };
    expect(state.creatures[1].tribe).toBe('Danian');
    mAct(state, 'move', { from: 4, to: 7 });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect([gained(state, 0, 'energy'), gained(state, 0, 'courage'), gained(state, 7, 'energy'), gained(state, 7, 'courage')]).toEqual([10, 10, 5, 5]);
  });

  it('Sha-Kree Flats: the engaged Elementalist gains an Elemental Type its controller picks; Arias gains none', () => {
    const magmon = byName('Magmon');
    const state = toStrike(byId('ZOTH-100').id, null, magmon.id);
    expect(state.creatures[7].subtypes).toContain('Elementalist');
    const stats = new Stats(state, ctx);
    expect(stats.elements(7).length).toBe(2);
    expect(stats.elements(0)).toEqual(['Earth']);
  });

  it('The Training Grounds: 5 damage to each engaged creature for each Mugic counter on it', () => {
    const state = toStrike(byId('ROTO-100').id, null, null, (s) => { s.masters!.counters[0] = 2; s.masters!.counters[7] = 0; });
    expect([state.creatures[0].damage, state.creatures[7].damage]).toEqual([10, 0]);
  });
});
