import type { EngineContext } from './context';
import { resolveBurst } from './burst';
import { GO_ON, type Next } from './priority';
import type { ChaoticState,Seat } from './types';
import { closeWindow } from './windows';
import { priorityWait } from './waits';

/**
 * Runs what comes next after a step handed back `GO_ON` (`priority.ts`): two passes on the
 * burst, in effect, with nobody to make them (CR 10.2) — it resolves, or the window on an
 * empty burst closes — until the game waits for a player. Every step reaches a priority point
 * as its last act, so running this once the step has returned keeps the order of events.
 */
export function goOn(state: ChaoticState, ctx: EngineContext, next: Next): void {
  while (next === GO_ON) next = state.masters!.burst.length > 0 ? resolveBurst(state, ctx) : closeWindow(state, ctx);
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
  goOn(state, ctx, GO_ON);
}
