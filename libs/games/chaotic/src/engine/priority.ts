import type { PriorityPoint } from './masters-state';
import type { ChaoticState,Seat } from './types';
import { priorityWait } from './waits';

/**
 * What a step of the turn and combat flow hands back to its caller: `GO_ON` when a priority
 * point opened without priority windows (CR 10.2), so the burst resolves or the window closes
 * at once; nothing when the game now waits for a player. The steps call only the steps after
 * them; `goOn` (`go-on.ts`) is the one place that runs what comes next, so no step imports
 * the ones that may call it.
 */
export const GO_ON = 'go-on';
export type Next = typeof GO_ON | undefined;

/** CR 10.2: Advanced Apprentice players never receive priority except to play an attack. */
export function hasPriority(state: ChaoticState): boolean {
  return state.format === 'masters' || state.format === 'limited';
}

/**
 * A priority point (CR 6.2.3, 6.3.2, 7.2.3, 7.2.5.3): `seat` receives priority. Without
 * priority windows (Advanced Apprentice) the burst resolves at once and the game moves on:
 * the caller hands `GO_ON` back up to `goOn`.
 */
export function openPriority(state: ChaoticState, point: PriorityPoint, seat: Seat): Next {
  const m = state.masters!;
  m.point = point;
  m.passes = 0;
  if (!hasPriority(state)) return GO_ON;
  state.pending = priorityWait(seat);
  return undefined;
}

/** CR 8.2.2.1: after a player extends the burst, the opponent has the first choice. */
export function afterExtending(state: ChaoticState, seat: Seat): void {
  state.masters!.passes = 0;
  state.pending = priorityWait((1 - seat) as Seat);
}
