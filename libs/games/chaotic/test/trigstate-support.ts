/** Helpers for the engine tests of triggered abilities on state events (engine-trigstate*.spec.ts). */
import { boardFor } from '../src/engine/board';
import { removeDefeated } from '../src/engine/defeat';
import { EngineEffectContext } from '../src/engine/effect-context';
import { settle } from '../src/engine/flow';
import { Stats } from '../src/engine/stats';
import { startNextTurn } from '../src/engine/turn';
import type { ChaoticState,Seat } from '../src/engine';
import { ctx } from './dop-support';
import { setGear } from '../src/engine/board-writes';

export const equip = (state: ChaoticState, uid: number, id: string, faceUp: boolean) => { setGear(state.masters!, uid, { card: id, faceUp, disarmed: false }); };
/** A priority window is open (a function, so TypeScript does not narrow `pending` across actions). */
export const waiting = (state: ChaoticState) => state.pending.kind === 'priority';
export const burstCards = (state: ChaoticState) => state.masters!.burst.map((i) => i.card);
/** The engine's effect seam for an effect `seat` controls (what a resolving verb calls). */
export const seam = (state: ChaoticState, seat: Seat) => new EngineEffectContext(state, ctx, new Stats(state, ctx), { controller: seat, source: null, targets: [] });
export const keywords = (state: ChaoticState, uid: number) => new Stats(state, ctx).keywords(uid).map((a) => a.kind);
export const freeNextTo = (state: ChaoticState, space: number) => boardFor(state.size).adjacent[space].find((s) => state.board[s] === null)!;

/** The next turn starts with `seat` active: the location step reveals and its triggers go on the burst. */
export function beginTurnOf(state: ChaoticState, seat: Seat): ChaoticState {
  state.active = (1 - seat) as Seat;
  startNextTurn(state);
  settle(state, ctx);
  return state;
}

/** Creatures whose damage reached their Energy go to the discard pile (CR 8.5.6); what that triggers goes on the burst. */
export function defeat(state: ChaoticState, ...uids: number[]): void {
  const stats = new Stats(state, ctx);
  for (const uid of uids) state.creatures[uid].damage = stats.stat(uid, 'energy');
  removeDefeated(state, stats);
}
