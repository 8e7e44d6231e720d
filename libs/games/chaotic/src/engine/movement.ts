import { boardFor } from './board';
import { startCombat } from './combat';
import { EngineContext } from './context';
import { openPriority } from './priority';
import { interceptors, swapIn } from './special/defender';
import { reachable } from './special/paths';
import { endTurn } from './turn';
import { ChaoticState, Seat } from './types';
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
export function applyMove(state: ChaoticState, ctx: EngineContext, from: number, to: number): void {
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
    if (state.masters) openPriority(state, ctx, 'move', state.active);
    return;
  }
  if (state.masters && interceptors(state, ctx, to).length > 0) {
    state.masters.interception = { attacker: uid, space: to };
    state.pending = seatWait('intercept', state.creatures[occupant].owner);
    return;
  }
  startCombat(state, ctx, uid, occupant, to, false);
}

/** CR 6.3.4.1: the defending player swaps a Defender in, or declines; then combat starts. */
export function applyIntercept(state: ChaoticState, ctx: EngineContext, space: number | null): void {
  const m = state.masters!;
  const { attacker, space: battle } = m.interception!;
  m.interception = null;
  if (space !== null) swapIn(state, space, battle);
  startCombat(state, ctx, attacker, state.board[battle]!, battle, false);
}

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
export function applyShowdownPick(state: ChaoticState, ctx: EngineContext, space: number): void {
  state.showdownPicks.push(state.board[space]!);
  if (state.showdownPicks.length === 1) {
    state.pending = seatWait('showdown-pick', (1 - state.active) as Seat);
    return;
  }
  const [defender, attacker] = state.showdownPicks;
  const attackerSpace = state.creatures[attacker].space!;
  const battleSpace = state.creatures[defender].space!;
  state.board[attackerSpace] = null;
  startCombat(state, ctx, attacker, defender, battleSpace, true);
}
