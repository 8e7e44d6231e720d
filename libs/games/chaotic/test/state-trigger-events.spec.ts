import { resolveBurst } from '../src/engine/burst';
import { withChoices } from '../src/engine/choices';
import { removeDefeated } from '../src/engine/defeat';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct } from './masters-support';
import { ctx, game } from './dop-support';
import { burstCards, equip, freeNextTo, keywords, seam, waiting } from './trigstate-support';

/** Triggered abilities on Mugic counters, Hive, battlegear flips, Mugic played, the end of combat and targets (CR 8.3.1), on real cards in real engine states. */

describe('CR 8.3.1 "When … has a Mugic counter put on it"', () => {
  it('Hifdan gains Range and Swift 2 when a Creature its controller controls gets a Mugic counter, not an opposing one', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-3' }]);
    seam(state, 1).addMugicCounters('7', 1);
    expect(burstCards(state)).toEqual([]);
    seam(state, 0).addMugicCounters('1', 1);
    expect(burstCards(state)).toEqual(['SS-3']);
    expect(keywords(state, 0)).not.toContain('range');
    resolveBurst(state, ctx);
    expect(keywords(state, 0)).toEqual(expect.arrayContaining(['range', 'swift']));
  });

  it('Najarin gets a Mugic counter when an opposing Creature not named Najarin gets one (its own counter does not trigger it again)', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-7' }]);
    const before = state.masters!.counters[0];
    seam(state, 0).addMugicCounters('0', 1);
    expect(burstCards(state)).toEqual([]);
    seam(state, 1).addMugicCounters('7', 1);
    resolveBurst(state, ctx);
    expect(state.masters!.counters[0]).toBe(before + 2);
    expect(state.masters!.burst).toEqual([]);
  });

  it('Olkiex flips the target face-up Battlegear face-down (the target stated in the log\'s choices)', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-8' }]);
    equip(state, 7, 'SS-71', true);
    withChoices(state, ['7'], () => seam(state, 0).addMugicCounters('1', 1));
    expect(state.masters!.burst[0].targets).toEqual([7]);
    resolveBurst(state, ctx);
    expect(state.masters!.gear[7]!.faceUp).toBe(false);
  });

  it('Makrabon infects a target Uninfected Creature when it gets a Mugic counter itself', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-19' }]);
    seam(state, 0).addMugicCounters('1', 1);
    expect(burstCards(state)).toEqual([]);
    withChoices(state, ['7'], () => seam(state, 0).addMugicCounters('0', 1));
    resolveBurst(state, ctx);
    expect(state.masters!.infected).toEqual([7]);
  });
});

describe('CR 8.3.1 "When Hive is activated" (glossary Hive)', () => {
  it('Ramarhvir: its controller can move a Mugic counter from a Danian Creature they control onto Ramarhvir', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-28' }, { seat: 0, index: 1, card: 'ZOTH-17' }]);
    state.masters!.counters[0] = 0;
    state.masters!.counters[1] = 1;
    seam(state, 1).setHive(true);
    expect(burstCards(state)).toEqual(['ZOTH-28']);
    withChoices(state, ['yes', '1'], () => resolveBurst(state, ctx));
    expect(state.masters!.counters[1]).toBe(0);
    expect(state.masters!.counters[0]).toBe(1);
    // Hive already active: activating it again is no event.
    seam(state, 1).setHive(true);
    expect(burstCards(state)).toEqual([]);
  });

  it('Ramarhvir: declining ("no") moves nothing', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-28' }, { seat: 0, index: 1, card: 'ZOTH-17' }]);
    state.masters!.counters[0] = 0;
    state.masters!.counters[1] = 1;
    seam(state, 0).setHive(true);
    withChoices(state, ['no'], () => resolveBurst(state, ctx));
    expect(state.masters!.counters[1]).toBe(1);
    expect(state.masters!.counters[0]).toBe(0);
  });
});

describe('CR 8.3.1 "When … is flipped face-up" (CR 7.2.2 revealed on engagement)', () => {
  it('Telebracers, revealed as its creature becomes engaged, reveals a new active Location', () => {
    const state = game({ 4: 0, 7: 7 });
    equip(state, 0, 'ZOTH-64', false);
    const next = state.zones[0].locationDeck[state.zones[0].locationDeck.length - 1];
    mAct(state, 'move', { from: 4, to: 7 });
    expect(state.masters!.gear[0]!.faceUp).toBe(true);
    expect(burstCards(state)).toContain('ZOTH-64');
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.activeLocation).toEqual({ owner: 0, card: next });
  });

  it('Telebracers already face-up at engagement is not flipped: no trigger', () => {
    const state = game({ 4: 0, 7: 7 });
    equip(state, 0, 'ZOTH-64', true);
    mAct(state, 'move', { from: 4, to: 7 });
    expect(burstCards(state)).not.toContain('ZOTH-64');
  });

  it('Supercharged Alterant flipped face-up by an effect: the equipped Creature gains 100 in the Discipline chosen', () => {
    const state = game({ 4: 0, 7: 7 });
    equip(state, 0, 'ZOTH-62', false);
    const wisdom = new Stats(state, ctx).stat(0, 'wisdom');
    seam(state, 1).flipBattlegear('0', 'up');
    withChoices(state, ['wisdom'], () => resolveBurst(state, ctx));
    expect(new Stats(state, ctx).stat(0, 'wisdom')).toBe(wisdom + 100);
  });

  it('Ki\'bro: a Battlegear its controller controls flipped face-up triggers it; an opposing one does not', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-33' }]);
    equip(state, 7, 'SS-71', false);
    equip(state, 1, 'SS-71', false);
    seam(state, 1).flipBattlegear('7', 'up');
    expect(burstCards(state)).toEqual([]);
    seam(state, 0).flipBattlegear('1', 'up');
    expect(burstCards(state)).toEqual(['TOTT-33']);
    const deck = [...state.zones[0].locationDeck];
    resolveBurst(state, ctx);
    // Look at the top two: one stays on top, the other goes to the bottom.
    expect([...state.zones[0].locationDeck].sort()).toEqual([...deck].sort());
  });
});

describe('CR 8.3.3 "When a Mugic is played by …": the trigger goes on the burst above the Mugic', () => {
  it('Hune Marquard gets a Mugic counter when an opposing Creature plays a Danian Mugic', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-3' }, { seat: 1, index: 1, card: 'ZOTH-27' }]);
    const before = state.masters!.counters[0];
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['DOP-191'];
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: 'DOP-191', caster: 7, targets: [] });
    expect(burstCards(state)).toEqual(['DOP-191', 'ZOTH-3']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.counters[0]).toBe(before + 1);
    expect(state.masters!.hive).toBe(true);
  });

  it('Heptadd\'s Crown deals 10 damage to the equipped Creature when it plays a Mugic', () => {
    const state = game({ 4: 0, 7: 7 });
    equip(state, 0, 'SS-69', true);
    state.masters!.counters[0] = 1;
    state.masters!.mugicHand[0] = ['DOP-191'];
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    const space = state.creatures[0].space;
    mAct(state, 'play-mugic', { card: 'DOP-191', caster: 0, targets: [] });
    expect(burstCards(state)).toEqual(['DOP-191', 'SS-69']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.creatures[0].space).toBe(space);
    expect(state.creatures[0].damage).toBe(10);
  });
});

describe('CR 7.3 / 8.3.1 "At the end of (any) combat"', () => {
  /** Alice's uid 0 attacks bob's uid 7 (bob keeps uid 8); bob's creature is defeated and the burst empties: the combat ends (CR 7.3.1). */
  function endedCombat(state: ChaoticState): ChaoticState {
    mAct(state, 'move', { from: 4, to: 7 });
    state.masters!.burst = [];
    state.creatures[7].damage = new Stats(state, ctx).stat(7, 'energy');
    removeDefeated(state, new Stats(state, ctx));
    resolveBurst(state, ctx);
    expect(state.combat).toBeNull();
    return state;
  }

  it('Warriors of Owayki flips itself face-down once the combat is over', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'TOTT-73', true);
    endedCombat(state);
    expect(burstCards(state)).toEqual(['TOTT-73']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.gear[0]!.faceUp).toBe(false);
  });

  it('Nunk\'worn (AU-42) loses all its Mugic counters at the end of any combat, its own or not', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 1, card: 'AU-42-nunk-worn' }]);
    state.masters!.counters[1] = 3;
    endedCombat(state);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.counters[1]).toBe(0);
    // Two passes on the empty burst: the action step goes on (CR 7.3.3).
    while (waiting(state)) mAct(state, 'pass');
    expect(state.pending.kind).toBe('action-step');
  });
});

describe('CR 8.4.1.3 / 8.3.3 "When … is targeted by a Mugic (or ability)": the trigger goes on the burst above it', () => {
  /** Alice moves (no combat) and passes: bob has priority in the move window. */
  function bobToPlay(state: ChaoticState): ChaoticState {
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    mAct(state, 'pass');
    return state;
  }

  it('Yondaf (ZOTH-30) infects the opposing Uninfected Creature its controller\'s Mugic targets', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'ZOTH-30' }]);
    state.masters!.counters[1] = 1;
    state.masters!.mugicHand[0] = ['DOP-182'];
    mAct(state, 'move', { from: 4, to: freeNextTo(state, 4) });
    mAct(state, 'play-mugic', { card: 'DOP-182', caster: 1, targets: [7] });
    expect(burstCards(state)).toEqual(['DOP-182', 'ZOTH-30']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.infected).toEqual([7]);
  });

  it('Yondaf (ZOTH-30): the opponent\'s Mugic targeting their own creature does not trigger it', () => {
    const state = bobToPlay(game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'ZOTH-30' }]));
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['DOP-183'];
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [8] });
    expect(burstCards(state)).toEqual(['DOP-183']);
  });

  it('Appelai gets a Mugic counter when an opposing Mugic targets a Warbeast its controller controls, not Appelai itself', () => {
    const state = bobToPlay(game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'ROTO-22' }, { seat: 0, index: 1, card: 'SS-25' }]));
    const before = state.masters!.counters[0];
    state.masters!.counters[7] = 2;
    state.masters!.mugicHand[1] = ['DOP-183', 'DOP-183'];
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [0] });
    expect(burstCards(state)).toEqual(['DOP-183']);
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [1] });
    expect(burstCards(state)).toEqual(['DOP-183', 'DOP-183', 'ROTO-22']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.counters[0]).toBe(before + 1);
  });

  it('Topar: an Infected Danian Creature its controller controls, targeted, is Uninfected and the Mugic is negated', () => {
    const state = bobToPlay(game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-14' }]));
    state.masters!.infected.push(0);
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['DOP-183'];
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [0] });
    expect(burstCards(state)).toEqual(['DOP-183', 'TOTT-14']);
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.infected).toEqual([]);
    expect(state.creatures[0].damage).toBe(0);
    expect(state.zones[1].generalDiscard).toContain('DOP-183');
  });

  it('Topar: an Uninfected one is not protected', () => {
    const state = bobToPlay(game({ 4: 0, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-14' }]));
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['DOP-183'];
    mAct(state, 'play-mugic', { card: 'DOP-183', caster: 7, targets: [0] });
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.creatures[0].damage).toBe(20);
  });
});
