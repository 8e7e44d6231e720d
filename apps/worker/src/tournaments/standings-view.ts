import { computeStandings, PROFILES, StandingRow, TournamentEvent, TournamentState } from '@arbiter/tournament';

export interface StandingsRowView {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  record: { wins: number; losses: number; draws: number };
  byes: number;
  tiebreakers: Record<string, number>;
  dropped: boolean;
  playoffFinish?: number;
}

export interface StandingsView {
  /** Rounds started so far (the table counts final results of every one of them). */
  round: number;
  /** Stream version the table was computed at, so clients can tell which is newer. */
  version: number;
  profile: string;
  /** The profile's tiebreakers in the order they apply (JSON objects, e.g. in jsonb, do not keep key order). */
  tiebreakerOrder: string[];
  rows: StandingsRowView[];
}

export const standingsRowView = (r: StandingRow): StandingsRowView => ({
  rank: r.rank,
  playerId: r.playerId,
  name: r.name,
  matchPoints: r.matchPoints,
  record: { wins: r.wins, losses: r.losses, draws: r.draws },
  byes: r.byes,
  tiebreakers: { ...r.tiebreakers },
  dropped: r.dropped,
  ...(r.playoffFinish !== undefined ? { playoffFinish: r.playoffFinish } : {}),
});

/** The standings body of the api: the library's pure table in the HTTP contract's shape. */
export function standingsView(state: TournamentState, events: readonly TournamentEvent[], version: number): StandingsView {
  const rows = events.length === 0 ? [] : computeStandings(state);
  const profile = state.settings.tiebreakers;
  const tiebreakerOrder = PROFILES[profile].filter((name) => name !== 'headToHead');
  return { round: state.roundsPlayed.length, version, profile, tiebreakerOrder, rows: rows.map(standingsRowView) };
}
