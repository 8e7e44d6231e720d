import { GameScore } from '@arbiter/tournament';

/** What the audit of one valid game derived: its winners, or a draw. */
export interface DerivedOutcome {
  readonly winners: readonly string[];
  readonly draw: boolean;
}

/**
 * The match score the valid audited games give, once one player has won the match; else null.
 * An elimination match reports no draws (a drawn game is replayed and the match cannot end in a
 * draw), so its drawn games are left out of the score, as the players leave them out of their report.
 */
export function matchScoreOf(outcomes: readonly DerivedOutcome[], players: readonly [string, string], bestOf: number, elimination: boolean): GameScore | null {
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
