import { EngineContext } from './context';
import { PriorityPoint } from './masters-state';
import { resolveBurst } from './burst';
import { ChaoticState, Seat } from './types';
import { closeWindow } from './windows';
import { priorityWait } from './waits';

/** CR 10.2: Advanced Apprentice players never receive priority except to play an attack. */
export function hasPriority(state: ChaoticState): boolean {
  return state.format === 'masters' || state.format === 'limited';
}

/**
 * A priority point (CR 6.2.3, 6.3.2, 7.2.3, 7.2.5.3): `seat` receives priority. Without
 * priority windows (Advanced Apprentice) the burst resolves at once and the game moves on.
 */
export function openPriority(state: ChaoticState, ctx: EngineContext, point: PriorityPoint, seat: Seat): void {
  const m = state.masters!;
  m.point = point;
  m.passes = 0;
  if (!hasPriority(state)) {
    if (m.burst.length > 0) resolveBurst(state, ctx);
    else closeWindow(state, ctx);
    return;
  }
  state.pending = priorityWait(seat);
}

/** CR 8.2.2.1: a pass gives the choice to the opponent; two passes in a row resolve the burst, or end the window on an empty one. */
export function applyPass(state: ChaoticState, ctx: EngineContext, seat: Seat): void {
  const m = state.masters!;
  m.passes++;
  if (m.passes < 2) {
    state.pending = priorityWait((1 - seat) as Seat);
    return;
  }
  m.passes = 0;
  if (m.burst.length > 0) resolveBurst(state, ctx);
  else closeWindow(state, ctx);
}

/** CR 8.2.2.1: after a player extends the burst, the opponent has the first choice. */
export function afterExtending(state: ChaoticState, seat: Seat): void {
  state.masters!.passes = 0;
  state.pending = priorityWait((1 - seat) as Seat);
}
