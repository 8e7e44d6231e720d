import { boardFor } from './board';
import { startCombat } from './combat';
import type { EngineContext } from './context';
import { openPriority, type Next } from './priority';
import { interceptors, swapIn } from './special/defender';
import { reachable } from './special/paths';
import type { ChaoticState,Seat } from './types';
import { seatWait } from './waits';
import { setSpace } from './board-writes';

/** Where a creature could step: adjacent spaces not held by its own side (CR 6.3.3). */
export function canEnter(state: ChaoticState, seat: Seat, to: number): boolean {
  const occupant = state.board[to];
  if (occupant === null) return true;
  return state.creatures[occupant].owner !== seat && !state.combatThisTurn;
}

/** True when the active player still has any creature that may legally move (CR 6.3.1). */
export function anyMoveAvailable(state: ChaoticState, ctx?: EngineContext): boolean {
  const board = boardFor(state.size);
  for (const creature of state.creatures) {
    if (creature.owner !== state.active || creature.space === null || creature.movedThisTurn) continue;
    // Masters: what effects allow or forbid (Swift, Range, "cannot move") decides.
    if (state.masters && ctx) { if (reachable(state, ctx, creature.uid).length > 0) return true; continue; }
    for (const to of board.adjacent[creature.space]) if (canEnter(state, state.active, to)) return true;
  }
  return false;
}

/** CR 6.3.3 / 6.3.4: a creature enters an adjacent space; entering an opposing creature's space starts combat. */
export function applyMove(state: ChaoticState, ctx: EngineContext, from: number, to: number): Next {
  const uid = state.board[from]!;
  const creature = state.creatures[uid];
  creature.movedThisTurn = true;
  state.movesThisTurn++;
  state.board[from] = null;
  const occupant = state.board[to];
  if (occupant === null) {
    state.board[to] = uid;
    setSpace(creature, to);
    // CR 6.3.2: after a move the active player receives priority (Masters).
    return state.masters ? openPriority(state, 'move', state.active) : undefined;
  }
  if (state.masters && interceptors(state, ctx, to).length > 0) {
    state.masters.interception = { attacker: uid, space: to };
    state.pending = seatWait('intercept', state.creatures[occupant].owner);
    return undefined;
  }
  return startCombat(state, ctx, uid, occupant, to, false);
}

/** CR 6.3.4.1: the defending player swaps a Defender in, or declines; then combat starts. */
export function applyIntercept(state: ChaoticState, ctx: EngineContext, space: number | null): Next {
  const m = state.masters!;
  const { attacker, space: battle } = m.interception!;
  m.interception = null;
  if (space !== null) swapIn(state, space, battle);
  return startCombat(state, ctx, attacker, state.board[battle]!, battle, false);
}
