import type { MatchState } from '../domain/match';
import type { TournamentState } from '../domain/state';

/** One round of one player, as the tiebreakers see it. */
export interface RoundRecord {
  readonly round: number;
  /** Absent for a bye or a missed round; several for a multiplayer pod. */
  readonly opponents: readonly string[];
  readonly outcome: 'win' | 'loss' | 'draw';
  /** 3/1/0 for a match; victory points for a pod (Lightseekers rules §5.3). */
  readonly points: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly gamesDrawn: number;
  readonly bye: boolean;
}

const POINTS = { win: 3, draw: 1, loss: 0 } as const;

/**
 * Every player's ranked rounds (Swiss, round robin, pods) with a final result. Elimination
 * rounds do not change the Swiss standings. Missed rounds of a late entry count as 0–2
 * losses unless the organizer recorded them as not played.
 */
export function buildRecords(state: TournamentState, throughRound = Infinity): Map<string, RoundRecord[]> {
  const records = new Map<string, RoundRecord[]>();
  for (const p of state.players.values()) {
    const list: RoundRecord[] = [];
    if (p.missedRoundsAs === 'loss') {
      for (const round of p.missedRounds) {
        if (round <= throughRound) list.push({ round, opponents: [], outcome: 'loss', points: 0, gamesWon: 0, gamesLost: 2, gamesDrawn: 0, bye: false });
      }
    }
    records.set(p.id, list);
  }
  for (const round of state.roundsPlayed) {
    if (round.phase === 'elimination' || round.round > throughRound) continue;
    for (const match of round.matches) addMatch(records, round.round, match);
  }
  return records;
}

function addMatch(records: Map<string, RoundRecord[]>, round: number, match: MatchState): void {
  if (match.status !== 'final' || !match.result) return;
  const { players, result } = match;
  if (result.kind === 'victory-points') {
    const best = Math.max(...result.points);
    const leaders = result.points.filter((v) => v === best).length;
    players.forEach((id, seat) => {
      const vp = result.points[seat] ?? 0;
      const outcome = vp < best ? 'loss' : leaders > 1 ? 'draw' : 'win';
      records.get(id)?.push({ round, opponents: players.filter((o) => o !== id), outcome, points: vp, gamesWon: 0, gamesLost: 0, gamesDrawn: 0, bye: false });
    });
    return;
  }
  if (players.length === 1) {
    records.get(players[0])?.push({ round, opponents: [], outcome: 'win', points: 3, gamesWon: 2, gamesLost: 0, gamesDrawn: 0, bye: true });
    return;
  }
  const [a, b] = result.wins;
  const outcomeA = a > b ? 'win' : a < b ? 'loss' : 'draw';
  const outcomeB = a > b ? 'loss' : a < b ? 'win' : 'draw';
  records.get(players[0])?.push({ round, opponents: [players[1]], outcome: outcomeA, points: POINTS[outcomeA], gamesWon: a, gamesLost: b, gamesDrawn: result.draws, bye: false });
  records.get(players[1])?.push({ round, opponents: [players[0]], outcome: outcomeB, points: POINTS[outcomeB], gamesWon: b, gamesLost: a, gamesDrawn: result.draws, bye: false });
}
