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
  // "cannot move" (a prohibition in force on it or on every creature).
  if (stats.prohibitions().some((p) => p.action === 'move' && (p.uid === null || p.uid === uid))) return [];
  // "can move to any space as if it were adjacent": every space is one step away.
  if (stats.ruleMods().some((r) => r.kind === 'move-anywhere' && r.uid === uid)) {
    return state.board.flatMap((occupant, to) => (to !== creature.space && (occupant !== null || !stats.prohibitions().some((p) => p.action === 'move-to-unoccupied' && (p.uid === null || p.uid === uid))) && canEnd(state, creature.owner, occupant, stats) ? [to] : []));
  }
  // "cannot move or relocate into unoccupied spaces" (Phelphor): only a move into combat is left.
  const toEmpty = !stats.prohibitions().some((p) => p.action === 'move-to-unoccupied' && (p.uid === null || p.uid === uid));
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
        if (occupant === null) { if (toEmpty) ends.add(to); next.push(to); continue; }
        if (canEnd(state, creature.owner, occupant, stats)) ends.add(to);
        if (range) next.push(to);
      }
    }
    frontier = next;
  }
  return [...ends].sort((a, b) => a - b);
}

/**
 * A move may end on an empty space or, to start combat, on an opposing creature's space (CR 6.3.5),
 * unless "Creatures cannot end their move in" that creature's space (Sahrnokk).
 */
function canEnd(state: ChaoticState, owner: number, occupant: number | null, stats: Stats): boolean {
  if (occupant === null) return true;
  if (stats.prohibitions().some((p) => p.action === 'end-move-in-space' && p.uid === occupant)) return false;
  return state.creatures[occupant].owner !== owner && !state.combatThisTurn;
}
