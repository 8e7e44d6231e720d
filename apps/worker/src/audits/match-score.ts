import { GameScore, PodScore } from '@arbiter/tournament';

/** What the audit of one valid game derived: its winners, or a draw. */
export interface DerivedOutcome {
  readonly winners: readonly string[];
  readonly draw: boolean;
  /** Victory points by player, when the game keeps them (a Lightseekers pod). */
  readonly scores?: Readonly<Record<string, number>>;
}

/**
 * The match score the valid audited games give, once one player has won the match; else null.
 * An elimination match reports no draws (a drawn game is replayed and the match cannot end in a
 * draw), so its drawn games are left out of the score, as the players leave them out of their report.
 */
export function matchScoreOf(outcomes: readonly DerivedOutcome[], players: readonly string[], bestOf: number, elimination: boolean): GameScore | null {
  const wins: [number, number] = [0, 0];
  let draws = 0;
  for (const outcome of outcomes) {
    if (outcome.draw) draws++;
    else players.forEach((p, i) => { if (outcome.winners.includes(p)) wins[i]++; });
  }
  const needed = Math.ceil(bestOf / 2);
  if (wins[0] < needed && wins[1] < needed) return null;
  return { kind: 'games', wins, draws: elimination ? 0 : draws };
}

/**
 * A pod's result from its valid audited games: the victory points of its game, seat by seat.
 * A pod plays one game; when its audited games disagree (a game replayed, say), or none gives
 * points (time was called), the audit cannot tell which counts and leaves the result to an official.
 */
export function podScoreOf(outcomes: readonly DerivedOutcome[], players: readonly string[]): PodScore | null {
  const scored = outcomes.filter((o) => o.scores !== undefined);
  if (scored.length === 0) return null;
  const points = (o: DerivedOutcome) => players.map((p) => o.scores?.[p] ?? 0);
  const [first, ...rest] = scored.map(points);
  if (rest.some((other) => other.some((v, i) => v !== first[i]))) return null;
  return { kind: 'victory-points', points: first };
}
