import type { Card } from '../src/cards/card';
import { boardFor } from '../src/engine/board';
import { cloneState } from '../src/engine/clone';
import { reachable } from '../src/engine/special/paths';
import { Stats } from '../src/engine/stats';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { ctx, farSpace, game, PLAIN, resolve, seatOf, toStrike } from './dop-support';
import { setFaceUp, setGear, setSpace } from '../src/engine/board-writes';

const byId = (id: string): Card => ctx.cards.byId(id)!;
const stats = (state: ChaoticState) => new Stats(state, ctx);
const energy = (state: ChaoticState, uid: number) => stats(state).stat(uid, 'energy');
const freeAdjacent = (state: ChaoticState, space: number) => boardFor(state.size).adjacent[space].find((s) => state.board[s] === null)!;

/** The striking player plays a plain attack; the burst resolves. */
function strike(state: ChaoticState): void {
  state.zones[seatOf(state)].attackHand = [PLAIN.id];
  mAct(state, 'strike', { card: PLAIN.id });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
}

describe('CR 2.1.2 "target adjacent Creature" (Dibanni) and "cannot have Mugic counters put on it" (Ultadur)', () => {
  it('Dibanni may target only a creature adjacent to it, and its counter lands there', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-32' }]);
    const near = freeAdjacent(state, 4);
    state.board[near] = 1;
    setSpace(state.creatures[1], near);
    // The far-off creature stands away from where Dibanni moves to, not only from where it starts.
    const to = freeAdjacent(state, 4);
    const far = farSpace(state, to);
    expect(far).toBeGreaterThanOrEqual(0);
    state.board[far] = 2;
    setSpace(state.creatures[2], far);
    mAct(state, 'move', { from: 4, to }); // a priority window follows the move (CR 6.3.2)
    expect(boardFor(state.size).adjacent[state.creatures[0].space!]).toContain(near);
    expect(boardFor(state.size).adjacent[state.creatures[0].space!]).not.toContain(far);
    const dibanni = ctx.effects('ZOTH-32').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: dibanni, targets: [2] })).not.toEqual([]);
    const before = state.masters!.counters[1];
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: dibanni, targets: [1] });
    while (state.pending.kind === 'priority') mAct(state, 'pass');
    expect(state.masters!.counters[1]).toBe(before + 1);
  });

  it('Ultadur next to Dibanni gets no counter; another creature next to it does', () => {
    const state = game({ 4: 0, 3: 1, 5: 2 }, [{ seat: 0, index: 0, card: 'ZOTH-32' }, { seat: 0, index: 1, card: 'ZOTH-15' }]);
    expect(boardFor(state.size).adjacent[4]).toEqual(expect.arrayContaining([3, 5]));
    const dibanni = ctx.effects('ZOTH-32').normal.filter((e) => e.kind === 'automated').findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    const before = state.masters!.counters[2];
    resolve(state, byId('ZOTH-32'), { controller: 0, source: 0, targets: [1] }, dibanni);
    expect(state.masters!.counters[1]).toBe(0);
    resolve(state, byId('ZOTH-32'), { controller: 0, source: 0, targets: [2] }, dibanni);
    expect(state.masters!.counters[2]).toBe(before + 1);
  });
});

describe('Hive text on creatures: Daj Huun cannot move, Hiadrom weakens the creature engaged with it', () => {
  it('Daj Huun: with Hive active it cannot move and has 10 more Energy; without, it moves', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-18' }]);
    expect(reachable(state, ctx, 0).length).toBeGreaterThan(0);
    state.masters!.hive = true;
    expect(reachable(state, ctx, 0)).toEqual([]);
    expect(energy(state, 0)).toBe(state.creatures[0].energy + 10);
  });

  it('Hiadrom engaged: the opposing engaged creature has 15 less Energy; Hiadrom elsewhere changes nothing', () => {
    const engaged = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-23' }]));
    const before = energy(engaged, 7);
    engaged.masters!.hive = true;
    expect(energy(engaged, 7)).toBe(before - 15);
    const apart = toStrike(game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 1, card: 'TOTT-23' }]));
    const was = energy(apart, 7);
    apart.masters!.hive = true;
    expect(energy(apart, 1)).toBe(apart.creatures[1].energy + 15);
    expect(energy(apart, 7)).toBe(was);
  });
});

describe('CR 8.8.2 the first attack against a creature each combat deals 0 (Viqtarr, Akkerbal)', () => {
  it('Viqtarr with higher Courage and Wisdom takes nothing from the first attack, full damage from the next', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'SS-9' }]);
    Object.assign(state.creatures[7], { stats: { ...state.creatures[7].stats, courage: 200, wisdom: 200 } });
    toStrike(state);
    strike(state);
    expect(state.creatures[7].damage).toBe(0);
    strike(state); // Viqtarr strikes back
    strike(state);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base);
  });

  it('Viqtarr lower in Wisdom takes the first attack in full', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'SS-9' }]);
    Object.assign(state.creatures[7], { stats: { ...state.creatures[7].stats, courage: 200, wisdom: 0 } });
    toStrike(state);
    strike(state);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base);
  });

  it('Akkerbal: only while its controller controls a Mipedian creature', () => {
    const mipedian = (ctx.cards as unknown as { cards: Card[] }).cards.find((c) => c.type === 'Creature' && c.tribe === 'Mipedian' && c.text.trim() === '')!;
    const guarded = toStrike(game({ 4: 0, 7: 7, 8: 8 }, [{ seat: 1, index: 1, card: 'FUN-2' }, { seat: 1, index: 2, card: mipedian.id }]));
    strike(guarded);
    expect(guarded.creatures[7].damage).toBe(0);
    const alone = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'FUN-2' }]));
    strike(alone);
    expect(alone.creatures[7].damage).toBe(PLAIN.damage.base);
  });
});

describe('CR 2.2.6 equipped or not: Neekwin, Ilx; Tasqa targets only equipped creatures', () => {
  it('Neekwin unequipped has Untargetable and Water 5; equipped (even face-down) it has neither', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'TOTT-26' }]);
    expect(state.masters!.gear[0]).not.toBeNull();
    setFaceUp(state.masters!.gear[0]!, false);
    expect(stats(state).keywords(0).map((a) => a.kind)).not.toContain('untargetable');
    setGear(state.masters!, 0, null);
    expect(stats(state).keywords(0).map((a) => a.kind)).toEqual(expect.arrayContaining(['untargetable', 'element']));
  });

  it('Ilx engaged with an unequipped creature has another Recklessness 5; with an equipped one only its printed one', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-20' }]));
    expect(stats(state).total(0, 'recklessness')).toBe(5);
    setGear(state.masters!, 7, null);
    expect(stats(state).total(0, 'recklessness')).toBe(10);
  });

  it('Tasqa: an adjacent unequipped creature is not a legal target', () => {
    const state = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-14' }]);
    state.masters!.counters[0] = 1;
    const tasqa = ctx.effects('ROTO-14').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    mAct(state, 'move', { from: 4, to: 7 }); // into combat: a priority window opens
    expect(boardFor(state.size).adjacent[state.creatures[0].space!]).toContain(state.creatures[1].space);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: tasqa, targets: [1] })).toEqual([]);
    setGear(state.masters!, 1, null);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: tasqa, targets: [1] })).toEqual(['8.4.1.3']);
  });
});

describe('conditions on the other creatures in play: Frafdo, Arrthoa', () => {
  it('Frafdo has 45 more Energy only while its controller controls no other creature', () => {
    const alone = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-3' }]);
    expect(energy(alone, 0)).toBe(alone.creatures[0].energy + 45);
    const together = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'MI-3' }]);
    expect(energy(together, 0)).toBe(together.creatures[0].energy);
  });

  it('Arrthoa has Range while an opposing creature has Water', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-2' }]);
    Object.assign(state.creatures[7], { elements: [] });
    expect(stats(state).keywords(0).map((a) => a.kind)).not.toContain('range');
    Object.assign(state.creatures[7], { elements: ['Water'] });
    // Printed Elemental Types never change in play, so the kept innate layer does not watch them: a copy of the state reads afresh.
    expect(stats(cloneState(state, ctx)).keywords(0).map((a) => a.kind)).toContain('range');
  });
});

describe('CR 4.1.6 text that works from the general discard pile: Makanaz', () => {
  it('Makanaz in its owner\'s general discard pile gives their Mandiblor 15 Energy; in play it gives nothing', () => {
    const inPlay = game({ 4: 0, 3: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-18' }, { seat: 0, index: 1, card: 'TOTT-25' }]);
    expect(energy(inPlay, 0)).toBe(inPlay.creatures[0].energy);
    const discarded = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-18' }, { seat: 0, index: 1, card: 'TOTT-25' }]);
    discarded.zones[0].generalDiscard.push(discarded.creatures[1].card);
    expect(energy(discarded, 0)).toBe(discarded.creatures[0].energy + 15);
    // In the opponent's pile it is theirs: Daj Huun gains nothing.
    const theirs = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-18' }, { seat: 1, index: 1, card: 'TOTT-25' }]);
    setSpace(theirs.creatures[7], null);
    theirs.board[7] = null;
    theirs.zones[1].generalDiscard.push(theirs.creatures[7].card);
    expect(energy(theirs, 0)).toBe(theirs.creatures[0].energy);
  });
});

describe('CR 9.2 / 8.6.2.2 Brainwashed Agrino Jaldar deals 5 more attack damage to Infected creatures', () => {
  // Its Brainwashed text is active while its controller controls a Chieftain (Xis'torq here, CR 9.2.2).
  const withChieftain = () => game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 0, card: 'ROTO-15' }, { seat: 0, index: 1, card: 'MI-66' }]);
  it('an infected target takes 5 more, an uninfected one does not', () => {
    expect(byId('MI-66').subtypes).toContain('Chieftain');
    const infected = toStrike(withChieftain());
    infected.masters!.infected.push(7);
    strike(infected);
    expect(infected.creatures[7].damage).toBe(PLAIN.damage.base + 5);
    const clean = toStrike(withChieftain());
    strike(clean);
    expect(clean.creatures[7].damage).toBe(PLAIN.damage.base);
  });
});

describe('CR 8.4.1.3 "Another target Creature" (Kalt) cannot be Kalt itself', () => {
  it('Kalt may target another creature, not itself', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'SS-5' }]);
    state.masters!.counters[0] = 2;
    mAct(state, 'move', { from: 4, to: 7 });
    const kalt = ctx.effects('SS-5').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: kalt, targets: [0] })).not.toEqual([]);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: kalt, targets: [7] })).toEqual([]);
  });
});
