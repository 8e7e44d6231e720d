import { startCombat } from './combat';
import type { EngineContext } from './context';
import type { Next } from './priority';
import { endTurn } from './turn';
import type { ChaoticState,Seat } from './types';
import { seatWait } from './waits';

/** CR 6.3.7 the showdown: a turn whose action step ends without combat in it or the two turns before closes with one. */

/**
 * CR 6.3.6 / 6.3.7.1: ending the action step checks for a showdown: no combat this turn or
 * the two turns before. Otherwise the turn goes to the recovery step (CR 6.4).
 */
export function applyEndActionStep(state: ChaoticState, ctx?: EngineContext): void {
  if (state.turn - state.lastCombatTurn >= 3) {
    state.pending = seatWait('showdown-pick', state.active);
    return;
  }
  endTurn(state, ctx);
}

/**
 * CR 6.3.7.2: the active player picks an opposing creature, then the non-active player picks
 * one of the active player's creatures, which is placed into the first creature's space.
 */
export function applyShowdownPick(state: ChaoticState, ctx: EngineContext, space: number): Next {
  state.showdownPicks.push(state.board[space]!);
  if (state.showdownPicks.length === 1) {
    state.pending = seatWait('showdown-pick', (1 - state.active) as Seat);
    return undefined;
  }
  const [defender, attacker] = state.showdownPicks;
  const attackerSpace = state.creatures[attacker].space!;
  const battleSpace = state.creatures[defender].space!;
  state.board[attackerSpace] = null;
  return startCombat(state, ctx, attacker, defender, battleSpace, true);
}
