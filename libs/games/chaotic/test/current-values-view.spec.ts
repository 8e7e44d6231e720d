import type { Viewer } from '@arbiter/rules';
import { viewFor } from '../src/engine/view';
import { Stats } from '../src/engine/stats';
import { setFaceUp, setGear } from '../src/engine/board-writes';
import { keywordLabel } from '../src/engine/current-values';
import { ctx } from './dop-support';
import { arrangedMasters, mAct } from './masters-support';

const VIEWERS: Viewer[] = [{ kind: 'player', player: 'alice' }, { kind: 'player', player: 'bob' }, { kind: 'spectator' }, { kind: 'judge' }];

describe('CR 8.7 current values in the Chaotic view', () => {
  it('every viewer sees a creature\'s values as the engine computes them, the printed ones kept in `creatures`', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    state.masters!.mods.push({ uid: 0, stat: 'courage', delta: 15, until: 'end-of-turn' });
    const printed = state.creatures[0].stats.courage;
    for (const viewer of VIEWERS) {
      const view = viewFor(state, viewer, ctx);
      expect(view.masters!.current[0]).toEqual(expect.objectContaining({ courage: printed + 15, energy: new Stats(state, ctx).stat(0, 'energy') }));
      expect(view.creatures[0].stats.courage).toBe(printed);
      expect(view.masters!.current[1]).toBeNull(); // off the board
    }
  });

  it('CR 8.7.2.3 face-down battlegear counts for nothing: swapping it leaves the current values every viewer sees unchanged', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    const before = viewFor(state, { kind: 'spectator' }, ctx).masters!.current;
    const other = state.masters!.gear[1]!.card;
    setGear(state.masters!, 0, { card: other, faceUp: false, disarmed: false });
    expect(viewFor(state, { kind: 'player', player: 'bob' }, ctx).masters!.current).toEqual(before);
    setFaceUp(state.masters!.gear[0]!, true);
    expect(viewFor(state, { kind: 'spectator' }, ctx).masters!.current[0]).toEqual(expect.objectContaining({ courage: new Stats(state, ctx).stat(0, 'courage') }));
  });

  it('CR 4.1.3 the judge sees each player\'s mugic hand apart; a player only their own', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    const judge = viewFor(state, { kind: 'judge' }, ctx).masters!;
    expect(judge.mugicHands).toEqual([state.masters!.mugicHand[0], state.masters!.mugicHand[1]]);
    const alice = viewFor(state, { kind: 'player', player: 'alice' }, ctx).masters!;
    expect(alice.mugicHands).toBeUndefined();
    expect(alice.mugicHand).toEqual(state.masters!.mugicHand[0]);
  });

  it('CR 8.8 keyword abilities in force read as printed on cards', () => {
    expect(keywordLabel({ kind: 'strike', x: 10 })).toBe('Strike 10');
    expect(keywordLabel({ kind: 'element', element: 'Fire', x: 5 })).toBe('Fire 5');
    expect(keywordLabel({ kind: 'range' })).toBe('Range');
    expect(keywordLabel({ kind: 'text', text: 'anything' })).toBeNull();
  });

  it('CR 7.2.2 an engagement turns the battlegear face up and its values show in the view', () => {
    const state = arrangedMasters({ 4: 0, 7: 7 });
    mAct(state, 'move', { from: 4, to: 7 });
    const stats = new Stats(state, ctx);
    const current = viewFor(state, { kind: 'spectator' }, ctx).masters!.current[0]!;
    expect(current).toEqual(expect.objectContaining({ courage: stats.stat(0, 'courage'), power: stats.stat(0, 'power'), wisdom: stats.stat(0, 'wisdom'), speed: stats.stat(0, 'speed'), elements: stats.elements(0) }));
  });
});
