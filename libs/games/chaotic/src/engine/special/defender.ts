import { boardFor, isAdjacent } from '../board';
import type { EngineContext } from '../context';
import { anyMayHaveKeyword, keywordKinds } from '../may-have-keyword';
import { Stats } from '../stats';
import type { ChaoticState } from '../types';
import { setSpace } from '../board-writes';

const DEFENDER = keywordKinds(['defender']);

/**
 * CR 6.3.4.1: creatures with Defender adjacent to the battle space, controlled by the player
 * whose creature was entered, that may swap in for it (Defender: X only for a creature with
 * characteristic X, CR 6.3.4.1.2). Returns their spaces.
 */
export function interceptors(state: ChaoticState, ctx: EngineContext, space: number): number[] {
  const defended = state.board[space];
  if (defended === null) return [];
  const target = state.creatures[defended];
  const board = boardFor(state.size);
  const candidates: number[] = [];
  for (const c of state.creatures) {
    if (c.uid !== defended && c.owner === target.owner && c.space !== null && isAdjacent(board, c.space, space)) candidates.push(c.uid);
  }
  // Replay speed: most creatures cannot have Defender, and then the innate layer of this passing state is not built to say so.
  if (!anyMayHaveKeyword(state, ctx, candidates, DEFENDER)) return [];
  const stats = new Stats(state, ctx);
  const out: number[] = [];
  for (const uid of candidates) {
    const defender = stats.keywords(uid).find((a) => a.kind === 'defender');
    if (!defender || defender.kind !== 'defender') continue;
    const cond = defender.condition?.replace(/s$/, '');
    if (cond && target.tribe !== cond && !target.subtypes.some((s) => s === cond || s === defender.condition)) continue;
    out.push(state.creatures[uid].space!);
  }
  return out.sort((a, b) => a - b);
}

/** CR 6.3.4.1.5: the Defender exchanges position with the creature whose space was entered. */
export function swapIn(state: ChaoticState, defenderSpace: number, battleSpace: number): void {
  const defender = state.board[defenderSpace]!;
  const defended = state.board[battleSpace]!;
  state.board[battleSpace] = defender;
  state.board[defenderSpace] = defended;
  setSpace(state.creatures[defender], battleSpace);
  setSpace(state.creatures[defended], defenderSpace);
}
