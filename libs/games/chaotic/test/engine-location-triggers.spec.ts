import type { AttackCard, Card } from '../src/cards/card';
import type { ChaoticState,EngineDeck } from '../src/engine';
import { cards } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';

const set = (cards as unknown as { cards: Card[] }).cards;
const byName = (name: string): Card => set.find((c) => c.name === name)!;
const PLAIN = byName('Viperlash') as AttackCard; // 15 damage, no text

/** Alice's uid 0 (`alice` in slot 0) moves into bob's Krekk (uid 7) with `location` (owned by `owner`) active; the strike is due. */
function combat(location: string, alice: string | null, owner: 0 | 1 = 0, board: Record<number, number> = {}): ChaoticState {
  const decks = withCreatures(alice ? [{ seat: 0, index: 0, card: alice }] : []) as readonly [EngineDeck, EngineDeck];
  const state = arrangedMasters({ 4: 0, 7: 7, ...board }, { decks });
  state.activeLocation = { card: location, owner };
  mAct(state, 'move', { from: 4, to: 7 });
  passAll(state);
  return state;
}

function passAll(state: ChaoticState): void {
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

const striking = (state: ChaoticState): 0 | 1 => (state.pending as { seat: 0 | 1 }).seat;

function strike(state: ChaoticState, attack: string): void {
  state.zones[striking(state)].attackHand = [attack];
  mAct(state, 'strike', { card: attack });
  passAll(state);
}

const gained = (state: ChaoticState, uid: number, stat: string) => state.masters!.mods.filter((m) => m.uid === uid && m.stat === stat).reduce((n, m) => n + m.delta, 0);

describe('CR 8.3.1 combat-event triggers printed on a Location (under its owner, CR 8.3.2)', () => {
  it('Rao\'Pa Sahkk (MI): a M\'arrillian that wins a Challenge on an attack it plays gains 5 Energy', () => {
    const paralEyes = byName('Paral-Eyes').id; // Challenge Speed 15: Ihun'kalin (85) against Krekk (60) wins it
    const state = combat('MI-217', byName("Ihun'kalin").id);
    if (striking(state) === 1) strike(state, PLAIN.id);
    expect(striking(state)).toBe(0);
    strike(state, paralEyes);
    expect([gained(state, 0, 'energy'), gained(state, 7, 'energy')]).toEqual([5, 0]);
  });

  it('Prototype Demolition Field: a creature that deals 20 or more with its first attack each combat loses its Battlegear', () => {
    const primal = byName('Primal Smash') as AttackCard; // 20 damage
    const state = combat('TOTT-96', null);
    const first = striking(state) === 0 ? 0 : 7;
    const gear = state.masters!.gear[first]!.card;
    strike(state, primal.id);
    expect(state.masters!.gear[first]).toBeNull();
    expect(state.zones[state.creatures[first].owner].generalDiscard).toContain(gear);
    // The other creature's first attack deals 15: its Battlegear stays.
    const second = first === 0 ? 7 : 0;
    strike(state, PLAIN.id);
    expect(state.masters!.gear[second]).not.toBeNull();
  });

  it('Van Bloot\'s Banquet: when your engaged Creature loses Initiative, it gains 20 to all Disciplines', () => {
    const owned = [0, 1].map((owner) => {
      const state = combat('MI-221', null, owner as 0 | 1);
      const loser = striking(state) === 0 ? 7 : 0;
      return { owner, loser, seatOfLoser: state.creatures[loser].owner, gains: [gained(state, 0, 'courage'), gained(state, 7, 'courage')] };
    });
    for (const { owner, loser, seatOfLoser, gains } of owned) {
      const expected = [0, 0];
      if (owner === seatOfLoser) expected[loser === 0 ? 0 : 1] = 20;
      expect(gains).toEqual(expected);
    }
    expect(owned.some(({ gains }) => gains.includes(20))).toBe(true);
  });
});

describe('CR 8.3.1 The Training Grounds: when a Creature wins combat, Mugic counters on it equal to its Mugic Ability', () => {
  it('Asadab (Mugic Ability 2) defeats Krekk and gets 2 Mugic counters', () => {
    const asadab = byName('Asadab');
    const state = combat('ROTO-100', asadab.id, 0, { 8: 8 });
    state.masters!.counters[0] = 0;
    state.creatures[7].damage = state.creatures[7].energy - 1;
    if (striking(state) === 1) strike(state, PLAIN.id);
    strike(state, PLAIN.id);
    expect(state.creatures[7].space).toBeNull();
    expect(state.combat).toBeNull();
    expect(state.masters!.counters[0]).toBe((asadab as { mugicAbility: number }).mugicAbility);
  });
});

describe('CR 8.3.1 attack-played triggers printed on a Location (CR 8.6.1.4 the attack\'s elemental types)', () => {
  it('Graalorn Forest: when an Elemental Attack is played by a Creature, heal 5 damage to it; a plain attack heals nothing', () => {
    const hail = byName('Hail Storm').id; // Air 5, Water 5
    const state = combat('AU-196-graalorn-forest', null);
    const first = striking(state) === 0 ? 0 : 7;
    const second = first === 0 ? 7 : 0;
    state.creatures[first].damage = 10;
    state.creatures[second].damage = 10;
    strike(state, hail);
    expect(state.creatures[first].damage).toBe(5);
    strike(state, PLAIN.id);
    expect(state.creatures[second].damage).toBeGreaterThanOrEqual(10);
  });

  it('Rao\'Pa Sahkk (SS): when a Water attack is played, that attack\'s controller reveals a new active Location', () => {
    const hail = byName('Hail Storm').id;
    const state = combat('SS-100', null);
    const seat = striking(state);
    const deck = [...state.zones[seat].locationDeck];
    strike(state, hail);
    expect(state.activeLocation?.card).not.toBe('SS-100');
    expect(state.activeLocation?.owner).toBe(seat);
    expect(state.zones[seat].locationDeck.length).toBe(deck.length - 1);
  });
});
