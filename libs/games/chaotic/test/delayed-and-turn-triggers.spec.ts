import { boardFor } from '../src/engine/board';
import { afterResolution } from '../src/engine/burst';
import { withChoices } from '../src/engine/choices';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct, passTwice } from './masters-support';
import { ctx, game } from './dop-support';
import { beginTurnOf, burstCards, equip, seam } from './trigstate-support';

/** Turn boundaries (CR 6.1–6.4): a delayed trigger, "each player" at the beginning of a turn, a swap, the end of each turn. */

describe('CR 8.3.1 a delayed trigger: Ulmar\'s Activating Arpeggio ("Destroy that Battlegear at the beginning of the next turn")', () => {
  /** Bob (UnderWorld uid 7) plays it on alice's uid 0, whose battlegear is face-down. */
  function played(): ChaoticState {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'SS-71', false);
    state.masters!.counters[7] = 1;
    state.masters!.mugicHand[1] = ['LR-18'];
    mAct(state, 'move', { from: 4, to: 3 });
    mAct(state, 'pass');
    mAct(state, 'play-mugic', { card: 'LR-18', caster: 7, targets: [0] });
    while (state.masters!.burst.length > 0) mAct(state, 'pass');
    expect(state.masters!.gear[0]).toEqual({ card: 'SS-71', faceUp: true, disarmed: false });
    return state;
  }

  it('the battlegear is flipped face-up now and destroyed when the next turn begins', () => {
    const state = played();
    beginTurnOf(state, 1);
    expect(burstCards(state)).toContain('LR-18');
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.masters!.gear[0]).toBeNull();
    expect(state.zones[0].generalDiscard).toContain('SS-71');
  });

  it('a battlegear no longer equipped there by then is not destroyed in its place', () => {
    const state = played();
    equip(state, 0, 'ROTO-74', true);
    beginTurnOf(state, 1);
    expect(burstCards(state)).not.toContain('LR-18');
    expect(state.masters!.gear[0]!.card).toBe('ROTO-74');
  });
});

describe('CR 8.3.1 / 9.2 Na-inna: at the beginning of your turn each player puts a counter on one of theirs with none (Brainwashed: removes one)', () => {
  it('each player picks among their own creatures: a counter goes on one with none', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-18' }]);
    const c = state.masters!.counters;
    [c[0], c[1], c[7], c[8]] = [1, 0, 2, 0];
    beginTurnOf(state, 0);
    expect(burstCards(state)).toEqual(['TOTT-18']);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect([c[0], c[1], c[7], c[8]]).toEqual([1, 1, 2, 1]);
  });

  it('Brainwashed (its controller controls a Chieftain, CR 9.2.2): each player removes a counter from one of theirs that has any', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-18' }, { seat: 0, index: 1, card: 'MI-57' }]);
    const c = state.masters!.counters;
    [c[0], c[1], c[7], c[8]] = [0, 1, 2, 0];
    beginTurnOf(state, 0);
    expect(burstCards(state)).toEqual(['TOTT-18']);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect([c[0], c[1], c[7], c[8]]).toEqual([0, 0, 1, 0]);
  });

  it('on the opponent\'s turn it does nothing', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'TOTT-18' }]);
    beginTurnOf(state, 1);
    expect(burstCards(state)).not.toContain('TOTT-18');
  });
});

describe('CR 8.3.1 Pranker Tanker: "At the beginning of each turn, equipped Creature swaps spaces … with another unengaged Creature you control"', () => {
  it('the equipped creature and the other creature its controller picks change spaces', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 });
    equip(state, 0, 'AU-151', true);
    beginTurnOf(state, 1);
    expect(burstCards(state)).toContain('AU-151');
    while (state.masters!.burst.length > 0) passTwice(state);
    expect([state.creatures[0].space, state.creatures[1].space]).toEqual([3, 4]);
    expect([state.board[3], state.board[4]]).toEqual([0, 1]);
  });

  it('with no other creature of its controller in play it does nothing', () => {
    const state = game({ 4: 0, 7: 7, 5: 8 });
    equip(state, 0, 'AU-151', true);
    beginTurnOf(state, 0);
    while (state.masters!.burst.length > 0) passTwice(state);
    expect(state.creatures[0].space).toBe(4);
  });
});

describe('CR 6.4.2 "At the end of each turn" (the recovery step, no priority): Stelgar', () => {
  it('gets a Growth counter as each turn ends, and 10 more Energy and Disciplines for it', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'AU-40-stelgar' }]);
    const energy = new Stats(state, ctx).stat(0, 'energy');
    const courage = new Stats(state, ctx).stat(0, 'courage');
    mAct(state, 'move', { from: 3, to: boardFor(state.size).adjacent[3].find((s) => state.board[s] === null)! });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    mAct(state, 'end-action-step');
    expect(state.active).toBe(1);
    expect(state.masters!.burst.filter((i) => i.card === 'AU-40-stelgar')).toEqual([]);
    expect(new Stats(state, ctx).stat(0, 'energy')).toBe(energy + 10);
    expect(new Stats(state, ctx).stat(0, 'courage')).toBe(courage + 10);
  });
});

describe('Saand: "you can sacrifice Saand. If you do, each player removes a total of 3 Mugic counters …"; "If Saand has any Mugic counters on it, sacrifice it"', () => {
  it('sacrificed at the beginning of its controller\'s turn, each player loses up to 3 counters from their creatures', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'SS-32' }]);
    const c = state.masters!.counters;
    [c[0], c[1], c[7], c[8]] = [0, 2, 4, 0];
    beginTurnOf(state, 0);
    expect(burstCards(state)).toContain('SS-32');
    withChoices(state, ['yes'], () => { while (state.masters!.burst.length > 0) passTwice(state); });
    expect(state.creatures[0].space).toBeNull();
    expect(state.zones[0].generalDiscard).toContain('SS-32');
    expect([c[1], c[7], c[8]]).toEqual([0, 1, 0]);
  });

  it('declined, nothing happens; given a Mugic counter, it is sacrificed once the effect has resolved', () => {
    const state = game({ 4: 0, 3: 1, 7: 7, 5: 8 }, [{ seat: 0, index: 0, card: 'SS-32' }]);
    beginTurnOf(state, 0);
    withChoices(state, ['no'], () => { while (state.masters!.burst.length > 0) passTwice(state); });
    expect(state.creatures[0].space).not.toBeNull();
    // A resolving effect puts a counter on it: the check after the resolution sacrifices it (glossary Sacrifice).
    seam(state, 1).addMugicCounters('0', 1);
    afterResolution(state, ctx);
    expect(state.creatures[0].space).toBeNull();
  });
});
