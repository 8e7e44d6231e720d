import { attackDamage, type CreatureState, initiativeSeat, ZERO_DAMAGE_LIMIT } from '../src/engine';
import { act, arranged, cards, engine, rules, UID, violations } from './support';

function creature(owner: 0 | 1, overrides: Partial<CreatureState> = {}): CreatureState {
  return {
    uid: owner, card: 'x', owner, space: 0, damage: 0, movedThisTurn: false, tribe: 'OverWorld', subtypes: [], elements: [],
    stats: { courage: 50, power: 50, wisdom: 50, speed: 50 }, energy: 50, mugicAbility: 0, ...overrides,
  };
}

describe('CR 7.2.4.1 initiative', () => {
  it('3) the higher value of the location’s discipline wins', () => {
    const fast = creature(1, { stats: { courage: 0, power: 0, wisdom: 0, speed: 90 } });
    expect(initiativeSeat('Speed', 0, creature(0), fast)).toBe(1);
    expect(initiativeSeat('Courage', 0, creature(0), fast)).toBe(0);
  });

  it('3) an element, tribe or subtype line favours the creature that has it', () => {
    expect(initiativeSeat('Fire', 0, creature(0), creature(1, { elements: ['Fire'] }))).toBe(1);
    expect(initiativeSeat('UnderWorld', 0, creature(0), creature(1, { tribe: 'UnderWorld' }))).toBe(1);
    expect(initiativeSeat('Muge', 1, creature(0, { subtypes: ['Conqueror', 'Muge'] }), creature(1))).toBe(0);
    expect(initiativeSeat('Scanned Energy', 0, creature(0), creature(1, { energy: 60 }))).toBe(1);
  });

  it('4) a tie goes to the active player’s creature', () => {
    expect(initiativeSeat('Wisdom', 1, creature(0), creature(1))).toBe(1);
    expect(initiativeSeat('Fire', 0, creature(0, { elements: ['Fire'] }), creature(1, { elements: ['Fire'] }))).toBe(0);
  });

  it('CR 10.1 lines that depend on abilities have no effect in Apprentice', () => {
    expect(initiativeSeat('Invisibility', 1, creature(0), creature(1))).toBe(1);
  });

  it('in play: Frafdo (speed 75) strikes first against Toxis (speed 50) at a Speed location', () => {
    const state = arranged({ 3: UID.Frafdo, 6: UID.Toxis }, { active: 1, location: 'DOP-208' });
    state.active = 1;
    act(state, 'move', { from: 6, to: 3 });
    expect(state.combat?.striker).toBe(0);
    expect(engine.activePlayers(state)).toEqual(['alice']);
  });
});

describe('CR 8.6.1 attack damage', () => {
  const damage = { base: 5, fire: 10, air: 0, earth: 5, water: -20 };
  it('adds base damage and the value of every element the striker has (CR 8.6.1.2)', () => {
    expect(attackDamage(damage, creature(0))).toBe(5);
    expect(attackDamage(damage, creature(0, { elements: ['Fire', 'Earth'] }))).toBe(20);
  });
  it('never deals less than 0', () => {
    expect(attackDamage(damage, creature(0, { elements: ['Water'] }))).toBe(0);
  });
});

describe('CR 7.2.5 strike phase', () => {
  // Arias (Earth, 50 energy) attacks Zaur (50 energy) at a Power location: Zaur (75) strikes first.
  const engaged = () => act(arranged({ 3: UID.Arias, 7: UID.Zaur, 0: UID.Vidav, 11: UID.Krekk }, { active: 0, location: 'DOP-214' }), 'move', { from: 3, to: 7 });

  it('the striking player draws, plays an attack from hand, and it goes to the attack discard pile (CR 7.2.5.1–7.2.5.2)', () => {
    const state = engaged();
    expect(state.combat?.striker).toBe(1);
    expect(state.zones[1].attackHand).toHaveLength(3);
    const card = state.zones[1].attackHand[0];
    act(state, 'strike', { card });
    expect(state.zones[1].attackHand).toHaveLength(2);
    expect(state.zones[1].attackDiscard).toEqual([card]);
    expect(state.combat?.striker).toBe(0);
    expect(state.zones[0].attackHand).toHaveLength(3);
  });

  it('an attack that is not in the striker’s hand is refused; the other player may not strike', () => {
    const state = engaged();
    const notHeld = ['DOP-88', 'DOP-92', 'DOP-93', 'DOP-104', 'DOP-129'].find((c) => !state.zones[1].attackHand.includes(c))!;
    expect(violations(state, 'strike', { card: notHeld })).toEqual([expect.objectContaining({ code: 'chaotic/attack-not-in-hand', rule: '7.2.5.2' })]);
    // CR 7.2.4.1: the first strike of a combat belongs to the creature with initiative.
    expect(rules(violations(state, 'strike', { card: state.zones[0].attackHand[0] }, 'alice'))).toEqual(['7.2.4.1']);
    expect(rules(violations(state, 'move', { from: 0, to: 1 }, 'bob'))).toEqual(['7.2.5.2']);
  });

  it('CR 7.2.5.1 an empty Attack Deck is refilled from the attack discard pile', () => {
    const state = engaged();
    const zones = state.zones[0];
    zones.attackDiscard.push(...zones.attackDeck.splice(0));
    act(state, 'strike', { card: state.zones[1].attackHand[0] });
    expect(zones.attackHand).toHaveLength(3);
    expect(zones.attackDeck.length + zones.attackDiscard.length).toBe(17);
    expect(zones.attackDiscard).toEqual([]);
  });

  it('CR 3.2.9.3 / 7.3.1 damage equal to energy defeats the creature; the winner holds the space (CR 6.3.4)', () => {
    const state = engaged();
    state.creatures[UID.Arias].damage = 45;
    // Zaur strikes with a 5-base attack if bob holds one; give him one to be sure.
    state.zones[1].attackHand[0] = 'DOP-124';
    act(state, 'strike', { card: 'DOP-124' });
    expect(state.creatures[UID.Arias].space).toBeNull();
    expect(state.zones[0].generalDiscard).toEqual([cards.byId('DOP-1')!.id]);
    expect(state.board[7]).toBe(UID.Zaur);
    expect(state.board[3]).toBeNull();
    expect(state.combat).toBeNull();
    expect(state.pending.kind).toBe('action-step');
  });

  it('an attacker that wins takes the defender’s space', () => {
    const state = engaged();
    state.creatures[UID.Zaur].damage = 49;
    state.zones[1].attackHand[0] = 'DOP-92'; // no damage
    act(state, 'strike', { card: 'DOP-92' });
    state.zones[0].attackHand[0] = 'DOP-97'; // base 5
    act(state, 'strike', { card: 'DOP-97' });
    expect(state.board[7]).toBe(UID.Arias);
    expect(state.creatures[UID.Arias].space).toBe(7);
  });

  it('CR 7.3.2 twenty attacks by each player without damage defeat both engaged creatures', () => {
    const state = engaged();
    for (let i = 0; i < ZERO_DAMAGE_LIMIT; i++) {
      const seat = state.combat!.striker;
      state.zones[seat].attackHand[0] = 'DOP-123'; // deals no damage in Apprentice
      act(state, 'strike', { card: 'DOP-123' });
      // Combat goes on until the last of the attacks ends it.
      expect(state.combat === null).toBe(i === ZERO_DAMAGE_LIMIT - 1);
    }
    expect(state.creatures[UID.Arias].space).toBeNull();
    expect(state.creatures[UID.Zaur].space).toBeNull();
    expect(state.board[7]).toBeNull();
  });

  it('CR 7.3.3 after combat the active player goes on moving other creatures', () => {
    const state = engaged();
    state.creatures[UID.Arias].damage = 49;
    state.zones[1].attackHand[0] = 'DOP-124';
    act(state, 'strike', { card: 'DOP-124' });
    expect(engine.activePlayers(state)).toEqual(['alice']);
    expect(violations(state, 'move', { from: 0, to: 1 })).toEqual([]);
  });
});

describe('CR 5.1 winning and losing', () => {
  it('5.1.1 a player who loses their last creature is eliminated and the other wins', () => {
    const state = act(arranged({ 3: UID.Arias, 7: UID.Zaur, 11: UID.Krekk }, { active: 0, location: 'DOP-214' }), 'move', { from: 3, to: 7 });
    state.creatures[UID.Arias].damage = 49;
    state.zones[1].attackHand[0] = 'DOP-124';
    act(state, 'strike', { card: 'DOP-124' });
    expect(engine.outcome(state)).toEqual({ winners: ['bob'], losers: ['alice'], draw: false, reason: 'last-creature-defeated' });
    expect(engine.activePlayers(state)).toEqual([]);
    expect(rules(violations(state, 'end-action-step', {}, 'alice'))).toEqual(['5.1']);
  });

  it('5.1.2 both players eliminated at once is a draw', () => {
    const state = act(arranged({ 3: UID.Arias, 7: UID.Zaur }, { active: 0, location: 'DOP-214' }), 'move', { from: 3, to: 7 });
    for (let i = 0; i < ZERO_DAMAGE_LIMIT; i++) {
      const seat = state.combat!.striker;
      state.zones[seat].attackHand[0] = 'DOP-123';
      act(state, 'strike', { card: 'DOP-123' });
    }
    expect(engine.outcome(state)).toEqual({ winners: [], losers: ['alice', 'bob'], draw: true, reason: 'both-eliminated' });
  });
});
