import { boardFor } from '../board';
import { EngineContext } from '../context';
import { Stats } from '../stats';
import { ChaoticState } from '../types';

/**
 * CR 6.3.3.1–6.3.3.3: a creature moves one space, plus X with Swift X, along a path of
 * unoccupied spaces (Range: through occupied ones too); it may end only on an empty space
 * or, to start combat, on an opposing creature's space (not after this turn's combat, CR 6.3.5).
 */
export function reachable(state: ChaoticState, ctx: EngineContext, uid: number): number[] {
  const creature = state.creatures[uid];
  if (creature.space === null) return [];
  const board = boardFor(state.size);
  const stats = new Stats(state, ctx);
  const steps = 1 + stats.total(uid, 'swift');
  const range = stats.keywords(uid).some((a) => a.kind === 'range');
  const seen = new Set<number>([creature.space]);
  const ends = new Set<number>();
  let frontier = [creature.space];
  for (let step = 0; step < steps && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const from of frontier) {
      for (const to of board.adjacent[from]) {
        if (seen.has(to)) continue;
        seen.add(to);
        const occupant = state.board[to];
        if (occupant === null) { ends.add(to); next.push(to); continue; }
        if (state.creatures[occupant].owner !== creature.owner && !state.combatThisTurn) ends.add(to);
        if (range) next.push(to);
      }
    }
    frontier = next;
  }
  return [...ends].sort((a, b) => a - b);
}
