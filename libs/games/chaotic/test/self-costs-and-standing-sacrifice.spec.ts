import { boardFor } from '../src/engine/board';
import { Stats } from '../src/engine/stats';
import { checkTargets, targetChoices } from '../src/engine/target-check';
import type { ChaoticState } from '../src/engine';
import { mAct, mRules } from './masters-support';
import { ctx, game } from './dop-support';
import { setGear } from '../src/engine/board-writes';

/** The index of the `n`-th activated ability of a creature card among its abilities. */
const activated = (card: string, n = 0) => ctx.effects(card).normal.map((e, i) => (e.kind === 'automated' && e.timing.kind === 'activated' ? i : -1)).filter((i) => i >= 0)[n];

/** Alice's uid 0 (space 4) moves into bob's uid 7: combat, and a priority window for alice. */
function engaged(card: string): ChaoticState {
  const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card }]);
  mAct(state, 'move', { from: 4, to: 7 });
  expect(state.pending).toEqual({ kind: 'priority', seat: 0 });
  return state;
}

const resolveBurst = (state: ChaoticState) => { while (state.masters!.burst.length > 0 && state.pending.kind === 'priority') mAct(state, 'pass'); };

describe('CR 8.4.4.1 "Deactivate Hive" as a cost (glossary Hive): Khavakk, Faash', () => {
  it('Khavakk cannot pay it while Hive is off; with Hive on it pays, Hive goes off, and the damage is dealt', () => {
    const state = engaged('ZOTH-25');
    state.masters!.counters[0] = 1;
    const ability = activated('ZOTH-25', 1);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] })).toEqual(['8.4.4.1']);
    state.masters!.hive = true;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] });
    expect(state.masters!.hive).toBe(false);
    expect(state.masters!.counters[0]).toBe(0);
    resolveBurst(state);
    expect(state.creatures[7].damage).toBe(15);
  });

  it('Faash gains "Fire 5." and Hive cannot be activated again this turn', () => {
    const state = engaged('ZOTH-21');
    state.masters!.hive = true;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated('ZOTH-21') });
    expect(state.masters!.hive).toBe(false);
    resolveBurst(state);
    expect(new Stats(state, ctx).total(0, 'element', undefined, (a) => a.element === 'Fire')).toBe(5);
    // An "Activate Hive" later this turn does nothing.
    const hiveAmber = ctx.cards.byId('MI-136')!;
    const effect = ctx.effects(hiveAmber.id).normal.find((e) => e.kind === 'automated')!;
    expect(effect.kind === 'automated' && effect.steps).toEqual([{ verb: 'set-hive', params: { on: true } }]);
    setGear(state.masters!, 0, { card: hiveAmber.id, faceUp: true, disarmed: false });
    mAct(state, 'activate', { creature: 0, from: 'battlegear', ability: 0 });
    resolveBurst(state);
    expect(state.masters!.hive).toBe(false);
  });
});

describe('CR 8.4.4.1 damage to the creature itself as a cost: Kamangareth, Xield', () => {
  it('Kamangareth pays 15 damage only while engaged, and Hive goes off', () => {
    const ability = activated('ZOTH-9');
    const apart = game({ 4: 0, 0: 1, 7: 7 }, [{ seat: 0, index: 1, card: 'ZOTH-9' }]);
    apart.masters!.hive = true;
    mAct(apart, 'move', { from: 4, to: 7 });
    expect(mRules(apart, 'activate', { creature: 1, from: 'creature', ability })).toEqual(['8.4.4.1']);
    const state = engaged('ZOTH-9');
    state.masters!.hive = true;
    mAct(state, 'activate', { creature: 0, from: 'creature', ability });
    expect(state.creatures[0].damage).toBe(15);
    resolveBurst(state);
    expect(state.masters!.hive).toBe(false);
  });

  it('Xield (Dawn of Perim) pays 10 damage to itself and its target gains 10 Energy', () => {
    const state = engaged('DOP-55');
    const ability = activated('DOP-55');
    const before = new Stats(state, ctx).stat(7, 'energy');
    mAct(state, 'activate', { creature: 0, from: 'creature', ability, targets: [7] });
    expect(state.creatures[0].damage).toBe(10);
    resolveBurst(state);
    expect(new Stats(state, ctx).stat(7, 'energy')).toBe(before + 10);
  });
});

describe('a standing "If Drimesse has no Mugic counters on it, sacrifice it" (checked with defeats, CR 8.5.6; glossary Sacrifice)', () => {
  const run = (target: number) => {
    const state = game({ 4: 0, 3: 1, 5: 2, 7: 7 }, [{ seat: 0, index: 0, card: 'ZOTH-32' }, { seat: 0, index: 1, card: 'SS-23' }]);
    state.masters!.counters[0] = 2;
    state.masters!.counters[1] = 0;
    const free = [0, 1, 2, 6, 8].find((s) => state.board[s] === null && boardFor(state.size).adjacent[5].includes(s))!;
    mAct(state, 'move', { from: 5, to: free });
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated('ZOTH-32'), targets: [target] });
    resolveBurst(state);
    return state;
  };

  it('once anything resolves while Drimesse has no counters, it goes to the discard pile with its battlegear', () => {
    const state = run(2);
    expect(state.creatures[1].space).toBeNull();
    expect(state.zones[0].generalDiscard).toContain('SS-23');
  });

  it('given a counter by that resolution, it stays', () => {
    const state = run(1);
    expect(state.creatures[1].space).toBe(3);
    expect(state.masters!.counters[1]).toBe(1);
  });
});

describe('glossary Untargetable for battlegear: Ebbikka', () => {
  it('"Destroy target Battlegear" cannot target the battlegear of its controller\'s OverWorld creature; of another tribe it can', () => {
    const cards = (ctx.cards as unknown as { cards: { id: string; type: string; tribe?: string; text: string }[] }).cards;
    const plain = (tribe: string) => cards.find((c) => c.type === 'Creature' && c.tribe === tribe && c.text.trim() === '')!.id;
    const state = game({ 4: 0, 3: 1, 5: 2, 7: 7 }, [
      { seat: 0, index: 0, card: 'FUN-26' }, { seat: 0, index: 1, card: plain('OverWorld') }, { seat: 0, index: 2, card: plain('UnderWorld') }, { seat: 1, index: 1, card: 'SS-15' },
    ]);
    const destroy = ctx.effects('SS-15').normal.filter((e) => e.kind === 'automated' && e.steps.some((s) => s.verb === 'destroy-battlegear'));
    expect(destroy).toHaveLength(1);
    const stats = new Stats(state, ctx);
    expect(checkTargets(state, ctx, stats, 1, 1, destroy, [1], 7).map((v) => v.rule)).toEqual(['8.4.1.3']);
    expect(checkTargets(state, ctx, stats, 1, 1, destroy, [2], 7)).toEqual([]);
    expect(targetChoices(state, ctx, stats, 1, destroy, 7).map(([uid]) => uid)).not.toContain(1);
  });
});
