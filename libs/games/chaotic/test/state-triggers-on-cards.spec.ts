import { resolveBurst } from '../src/engine/burst';
import { withChoices } from '../src/engine/choices';
import { removeDefeated } from '../src/engine/defeat';
import { endEffects } from '../src/engine/durations';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { engine } from './support';
import { ctx, game, PLAIN, seatOf } from './dop-support';
import { burstCards, equip, freeNextTo, seam, waiting } from './trigstate-support';

/** State-event text of single cards: replacements, a Mugic back to hand, discard-pile and attack triggers, an extra cost (CR 8.3, 8.4.2, 8.8.2). */

describe('CR 8.8.2 Stingblade Prototype: "When Hive is activated, the next time an Attack would deal damage this turn, it deals 10 damage instead"', () => {
  it('the next attack that would deal damage deals 10 instead, and the replacement is used up', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'ZOTH-61', true);
    mAct(state, 'move', { from: 4, to: 7 });
    // Hive activated in the beginning-of-combat window: the trigger resolves with that burst.
    seam(state, 0).setHive(true);
    expect(burstCards(state)).toContain('ZOTH-61');
    while (waiting(state)) mAct(state, 'pass');
    expect(state.pending).toMatchObject({ kind: 'strike' });
    const striker = seatOf(state);
    const target = striker === 0 ? 7 : 0;
    expect(PLAIN.damage.base).toBeGreaterThan(10);
    state.zones[striker].attackHand = [PLAIN.id, PLAIN.id];
    mAct(state, 'strike', { card: PLAIN.id });
    while (waiting(state)) mAct(state, 'pass');
    expect(state.creatures[target].damage).toBe(10);
    expect(state.masters!.ruleMods!.some((r) => r.kind === 'next-damaging-attack')).toBe(false);
  });

  it('face-down, Stingblade Prototype has no ability: no replacement', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'ZOTH-61', false);
    seam(state, 0).setHive(true);
    expect(burstCards(state)).toEqual([]);
  });
});

describe('CR 8.5.7 Recurring Rescue: "If the target … has 30 or less Scanned Energy, return Recurring Rescue to your hand when it resolves"', () => {
  function played(targetCard: string): ChaoticState {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 1, card: targetCard }]);
    state.masters!.counters[0] = 1;
    state.masters!.mugicHand[0] = ['ZOTH-70'];
    state.creatures[1].damage = 10;
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    mAct(state, 'play-mugic', { card: 'ZOTH-70', caster: 0, targets: [1] });
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.creatures[1].damage).toBe(0);
    return state;
  }

  it('a target with 25 Scanned Energy (Najarin): the Mugic goes back to the hand, not the discard pile', () => {
    const state = played('ROTO-7');
    expect(state.masters!.mugicHand[0]).toEqual(['ZOTH-70']);
    expect(state.zones[0].generalDiscard).not.toContain('ZOTH-70');
  });

  it('a target with 40 Scanned Energy (Hifdan): it stays in the discard pile', () => {
    const state = played('SS-3');
    expect(state.masters!.mugicHand[0]).toEqual([]);
    expect(state.zones[0].generalDiscard).toContain('ZOTH-70');
  });
});

describe('CR 7.2.3 Elna: "If Elna is in your general discard pile, at the beginning of combat, activate Hive"', () => {
  it('from its owner\'s general discard pile it activates Hive as a combat begins', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    state.zones[0].generalDiscard.push('FUN-17');
    mAct(state, 'move', { from: 4, to: 7 });
    expect(burstCards(state)).toContain('FUN-17');
    while (waiting(state) && state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.hive).toBe(true);
  });

  it('in play (or nowhere) it does nothing at the beginning of combat', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 1, card: 'FUN-17' }]);
    mAct(state, 'move', { from: 4, to: 7 });
    expect(burstCards(state)).not.toContain('FUN-17');
  });
});

describe('CR 8.3.3 Fire Ring: "When Fire Ring is played, deal 10 damage to your engaged Creature"', () => {
  it('the trigger goes on the burst above the attack and damages the striker\'s own engaged creature first', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    mAct(state, 'move', { from: 4, to: 7 });
    while (waiting(state)) mAct(state, 'pass');
    const striker = seatOf(state);
    const mine = striker === 0 ? 0 : 7;
    state.zones[striker].attackHand = ['FUN-46'];
    mAct(state, 'strike', { card: 'FUN-46' });
    expect(state.masters!.burst.map((i) => i.kind)).toEqual(['attack', 'trigger']);
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(state.creatures[mine].damage).toBe(10);
  });
});

describe('CR 8.3.1 Destructozooka: "choose an Elemental Type. Equipped Creature gains the chosen Elemental Type and "Element 5" of it"', () => {
  it('the Elemental Type chosen (any of the four) and Element 5 of it, until the end of the turn', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'MI-135', false);
    expect(new Stats(state, ctx).hasElement(0, 'Water')).toBe(false);
    seam(state, 1).flipBattlegear('0', 'up');
    withChoices(state, ['Water'], () => resolveBurst(state, ctx));
    const stats = new Stats(state, ctx);
    expect(stats.hasElement(0, 'Water')).toBe(true);
    expect(stats.keywords(0)).toContainEqual({ kind: 'element', element: 'Water', x: 5 });
  });
});

describe('CR 7.2.3 Blazier\'s Map Collection: "If equipped Creature moved this turn, at the beginning of combat reveal a new active Location"', () => {
  it('its creature moved earlier this turn (not the one engaged): a new active Location is revealed as the combat begins', () => {
    const state = game({ 4: 0, 1: 1, 7: 7, 5: 8 });
    equip(state, 1, 'TOTT-56', true);
    const next = state.zones[0].locationDeck[state.zones[0].locationDeck.length - 1];
    mAct(state, 'move', { from: 1, to: freeNextTo(state, 1) });
    while (waiting(state)) mAct(state, 'pass');
    mAct(state, 'move', { from: 4, to: 7 });
    expect(burstCards(state)).toContain('TOTT-56');
    while (waiting(state) && state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.activeLocation).toEqual({ owner: 0, card: next });
  });

  it('its creature did not move this turn: the trigger does nothing', () => {
    const state = game({ 4: 0, 1: 1, 7: 7, 5: 8 });
    equip(state, 1, 'TOTT-56', true);
    mAct(state, 'move', { from: 4, to: 7 });
    while (waiting(state) && state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.activeLocation).toBeNull();
  });
});

describe('CR 8.3.1 Mindclasp: "When a source controlled by an opponent reduces any of equipped Creature\'s Disciplines, Mindclasp deals 5 damage to target engaged Creature"', () => {
  function engaged(): ChaoticState {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'MI-141', true);
    state.combat = { attacker: 0, defender: 7, space: 7, showdown: false, striker: 0, zeroDamageStreak: 0 };
    return state;
  }

  it('an opposing effect lowering all four Disciplines triggers it once; the target stated takes 5', () => {
    const state = engaged();
    withChoices(state, ['7'], () => { for (const stat of ['courage', 'power', 'wisdom', 'speed'] as const) seam(state, 1).modifyStat('0', stat, -10, 'end-of-turn'); });
    expect(burstCards(state)).toEqual(['MI-141', 'MI-141', 'MI-141', 'MI-141']);
    const once = engaged();
    const ectx = seam(once, 1);
    withChoices(once, ['7'], () => { for (const stat of ['courage', 'power', 'wisdom', 'speed'] as const) ectx.modifyStat('0', stat, -10, 'end-of-turn'); });
    expect(burstCards(once)).toEqual(['MI-141']);
    resolveBurst(once, ctx);
    expect(once.creatures[7].damage).toBe(5);
  });

  it('its own controller\'s effects, gains, and Energy losses do not trigger it', () => {
    const state = engaged();
    seam(state, 0).modifyStat('0', 'courage', -10, 'end-of-turn');
    seam(state, 1).modifyStat('0', 'courage', 10, 'end-of-turn');
    seam(state, 1).modifyStat('0', 'energy', -10, 'end-of-turn');
    expect(burstCards(state)).toEqual([]);
  });
});

describe('CR 8.4.2 Hive Unsung: "As Hive Unsung is played, its caster can pay a Mugic counter. If the caster does, return Hive Unsung to your hand when it resolves"', () => {
  /** Bob's Danian Mahrrant (uid 7, 1 counter) in the move window; Hive is active. */
  function bobWithHiveUnsung(): ChaoticState {
    const state = game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 1, index: 1, card: 'ZOTH-27' }]);
    state.masters!.hive = true;
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['ZOTH-78'];
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    mAct(state, 'pass');
    return state;
  }

  it('paid ("extra": true): the counter is spent, Hive deactivates and the Mugic goes back to the hand', () => {
    const state = bobWithHiveUnsung();
    const offered = engine.legalActions(state, 'bob').filter((a) => a.type === 'play-mugic').map((a) => a.payload);
    expect(offered).toContainEqual({ card: 'ZOTH-78', caster: 7, extra: true });
    expect(offered).toContainEqual({ card: 'ZOTH-78', caster: 7 });
    mAct(state, 'play-mugic', { card: 'ZOTH-78', caster: 7, extra: true });
    expect(state.masters!.counters[7]).toBe(0);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.hive).toBe(false);
    expect(state.masters!.mugicHand[1]).toEqual(['ZOTH-78']);
    expect(state.zones[1].generalDiscard).not.toContain('ZOTH-78');
  });

  it('not paid: it costs nothing and goes to the discard pile; paying with no counter left is refused (CR 8.4.2.1)', () => {
    const state = bobWithHiveUnsung();
    mAct(state, 'play-mugic', { card: 'ZOTH-78', caster: 7 });
    expect(state.masters!.counters[7]).toBe(1);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.zones[1].generalDiscard).toContain('ZOTH-78');
    const broke = bobWithHiveUnsung();
    broke.masters!.counters[7] = 0;
    expect(mRules(broke, 'play-mugic', { card: 'ZOTH-78', caster: 7, extra: true })).toEqual(['8.4.2.1']);
    expect(mRules(broke, 'play-mugic', { card: 'DOP-191', caster: 7, extra: true })).not.toEqual([]);
  });
});

describe('Mipedian Fulgurite: "Equipped Creature has "Air 10." At the end of any combat, destroy Mipedian Fulgurite" (two abilities on one printed line)', () => {
  it('its creature has Air 10 while it is face-up, and it is destroyed once a combat ends', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'FUN-73', true);
    expect(new Stats(state, ctx).keywords(0)).toContainEqual({ kind: 'element', element: 'Air', x: 10 });
    mAct(state, 'move', { from: 4, to: 7 });
    state.masters!.burst = [];
    state.creatures[7].damage = new Stats(state, ctx).stat(7, 'energy');
    removeDefeated(state, new Stats(state, ctx));
    resolveBurst(state, ctx);
    expect(burstCards(state)).toEqual(['FUN-73']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.gear[0]).toBeNull();
    expect(state.zones[0].generalDiscard).toContain('FUN-73');
  });
});

describe('CR 8.2 Vix\'ben: "When a Mugic played by an opposing Creature, remove all Mugic counters from Vix\'ben. If the Mugic\'s cost is less than the number … removed this way, negate that Mugic"', () => {
  function bobPlaysCanon(counters: number): ChaoticState {
    const state = game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-7' }]);
    state.masters!.counters[0] = counters;
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['DOP-183'];
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [8] });
    expect(burstCards(state)).toEqual(['DOP-183', 'TOTT-7']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.counters[0]).toBe(0);
    expect(state.zones[1].generalDiscard).toContain('DOP-183');
    return state;
  }

  it('3 counters removed, more than the cost of 1: Canon of Casualty is negated', () => {
    expect(bobPlaysCanon(3).creatures[8].damage).toBe(0);
  });

  it('1 counter removed, not more than the cost: it resolves', () => {
    expect(bobPlaysCanon(1).creatures[8].damage).toBe(20);
  });
});

describe('CR 8.3.1 / 9.2 Mivindal (Brainwashed): "Sacrifice Mivindal: When target Chieftain Creature is destroyed this turn, return it to play in an unoccupied space"', () => {
  // Its Brainwashed text (CR 9.2.2): active while its controller controls a Chieftain (MI-57 here).
  const second = () => ctx.effects('MI-36').brainwashed.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');

  it('the Chieftain destroyed later this turn comes back, undamaged, on an unoccupied space', () => {
    const state = game({ 4: 0, 3: 1, 1: 2, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'MI-36' }, { seat: 0, index: 1, card: 'MI-57' }]);
    mAct(state, 'move', { from: 1, to: freeNextTo(state, 1) });
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: second(), targets: [1] });
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.creatures[0].space).toBeNull();
    state.creatures[1].damage = new Stats(state, ctx).stat(1, 'energy');
    removeDefeated(state, new Stats(state, ctx));
    expect(state.creatures[1].space).toBeNull();
    expect(burstCards(state)).toEqual(['MI-36']);
    resolveBurst(state, ctx);
    expect(state.creatures[1].space).not.toBeNull();
    expect(state.creatures[1].damage).toBe(0);
  });

  it('the delayed trigger ends with the turn (CR 8.9.1)', () => {
    const state = game({ 4: 0, 3: 1, 1: 2, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'MI-36' }, { seat: 0, index: 1, card: 'MI-57' }]);
    mAct(state, 'move', { from: 1, to: freeNextTo(state, 1) });
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: second(), targets: [1] });
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    endEffects(state.masters!, 'end-of-turn');
    state.creatures[1].damage = new Stats(state, ctx).stat(1, 'energy');
    removeDefeated(state, new Stats(state, ctx));
    expect(burstCards(state)).toEqual([]);
  });
});

describe('"… count as Mandiblors you control when counting Mandiblors": Illexia (Hive) and Khritlaan (from the discard pile)', () => {
  /** Ekuud: "Hive: Ekuud has an additional 5 Energy for each Mandiblor you control and each Infected Creature in play". */
  const ekuudEnergy = (state: ChaoticState) => new Stats(state, ctx).stat(0, 'energy');

  it('Illexia: with Hive active, each Mugic counter on it counts as a Mandiblor its controller controls', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'DOP-57' }, { seat: 0, index: 1, card: 'ZOTH-22' }]);
    state.masters!.hive = true;
    state.masters!.counters[1] = 0;
    // Ekuud and Illexia (both Nobles, no Mandiblor in play): 5 Energy for each counter on Illexia, counted anew as they change.
    expect(ekuudEnergy(state)).toBe(state.creatures[0].energy);
    state.masters!.counters[1] = 3;
    expect(ekuudEnergy(state)).toBe(state.creatures[0].energy + 15);
    state.masters!.hive = false;
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(state.creatures[0].energy);
  });

  it('Illexia: "Your adjacent Creatures have "Defender."" — adjacent ones of its controller only', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 1, card: 'ZOTH-22' }]);
    const kinds = (uid: number) => new Stats(state, ctx).keywords(uid).map((a) => a.kind);
    expect(kinds(0)).toContain('defender');
    expect(kinds(8)).not.toContain('defender');
  });

  it('Khritlaan: from its owner\'s general discard pile, the Mandiblor Creature Cards there count (itself only if it is one)', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'DOP-57' }]);
    state.masters!.hive = true;
    const base = ekuudEnergy(state);
    state.zones[0].generalDiscard.push('DOP-59', 'DOP-61');
    expect(ekuudEnergy(state)).toBe(base);
    state.zones[0].generalDiscard.push('ZOTH-26');
    expect(ekuudEnergy(state)).toBe(base + 10);
    // The opponent's pile does not count for alice.
    state.zones[0].generalDiscard = [];
    state.zones[1].generalDiscard.push('DOP-59', 'ZOTH-26');
    expect(ekuudEnergy(state)).toBe(base);
  });
});
