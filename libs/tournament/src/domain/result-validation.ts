import type { RoundPhase } from './events';
import type { MatchResult, MatchState } from './match';
import { reject, Rejection } from './rejection';
import type { BestOf } from './settings';

const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Checks a result against its table and the match length; undefined when it is acceptable. */
export function checkResult(result: MatchResult, match: MatchState, phase: RoundPhase, bestOf: BestOf): Rejection | undefined {
  if (match.players.length < 2) return reject('tournament/result-invalid', `Table ${match.table} is a bye; it has no result to report.`);
  if (result.kind === 'victory-points') {
    if (phase !== 'pods') return reject('tournament/result-invalid', 'Victory points are only for multiplayer pods.');
    const { points } = result;
    if (!Array.isArray(points) || points.length !== match.players.length || !points.every(isCount)) {
      return reject('tournament/result-invalid', `result.points must hold ${match.players.length} non-negative integers, one per seat.`);
    }
    // Lightseekers §5.3.1 and §5.3.3: one VP per removal plus one for the last player standing.
    const total = points.reduce((s, v) => s + v, 0);
    if (total > match.players.length) return reject('tournament/result-invalid', `A pod of ${match.players.length} awards at most ${match.players.length} VP in all (Lightseekers rules §5.3.1, §5.3.3); got ${total}.`);
    return undefined;
  }
  if (result.kind !== 'games') return reject('tournament/result-invalid', 'result.kind must be "games" or "victory-points".');
  if (match.players.length !== 2) return reject('tournament/result-invalid', 'A pod result is given in victory points.');
  const [a, b] = result.wins ?? [];
  if (!isCount(a) || !isCount(b) || !isCount(result.draws)) return reject('tournament/result-invalid', 'result.wins must be two non-negative integers and result.draws one.');
  const needed = Math.ceil(bestOf / 2);
  if (a > needed || b > needed || (a === needed && b === needed) || a + b > bestOf) {
    return reject('tournament/result-invalid', `${a}–${b} is not a possible best-of-${bestOf} score.`);
  }
  if (phase === 'elimination' && a === b) return reject('tournament/draw-in-elimination', 'An elimination match cannot end in a draw.');
  return undefined;
}
