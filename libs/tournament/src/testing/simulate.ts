import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { TournamentEvent } from '../domain/events';
import type { GameScore } from '../domain/match';
import { currentRound, TournamentState } from '../domain/state';
import type { Rng } from '../pairing/rng';

const SCORES: readonly GameScore['wins'][] = [[2, 0], [2, 1], [1, 2], [0, 2]];

/** Random results for every open table of the current round (a draw now and then in Swiss). */
export function randomResults(state: TournamentState, rng: Rng, enteredBy = 'judge-1'): TournamentEvent[] {
  const round = currentRound(state);
  if (!round) return [];
  const events: TournamentEvent[] = [];
  for (const m of round.matches) {
    if (m.status === 'final') continue;
    if (m.players.length > 2) {
      const points = m.players.map(() => 0);
      points[uniformInt(rng, 0, m.players.length - 1)] = m.players.length;
      events.push({ type: 'ResultEntered', data: { round: round.round, table: m.table, result: { kind: 'victory-points', points }, enteredBy, correction: false } });
      continue;
    }
    const draw = round.phase !== 'elimination' && uniformInt(rng, 0, 19) === 0;
    const wins = draw ? ([1, 1] as const) : SCORES[uniformInt(rng, 0, 3)];
    events.push({ type: 'ResultEntered', data: { round: round.round, table: m.table, result: { kind: 'games', wins, draws: 0 }, enteredBy, correction: false } });
  }
  return events;
}
