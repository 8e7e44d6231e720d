import type { Standings, StandingsRow } from '@arbiter/api-contract';
import { computeStandings, PROFILES, StandingRow, TournamentEvent, TournamentState } from '@arbiter/tournament';

export const standingsRowView = (r: StandingRow): StandingsRow => ({
  rank: r.rank,
  playerId: r.playerId,
  name: r.name,
  matchPoints: r.matchPoints,
  record: { wins: r.wins, losses: r.losses, draws: r.draws },
  byes: r.byes,
  tiebreakers: { ...r.tiebreakers },
  dropped: r.dropped,
  ...(r.playoffFinish !== undefined ? { playoffFinish: r.playoffFinish } : {}),
  ...(r.playoff !== undefined ? { playoff: r.playoff } : {}),
});

/** The standings body of the api: the library's pure table in the HTTP contract's shape. */
export function standingsView(state: TournamentState, events: readonly TournamentEvent[], version: number): Standings {
  const rows = events.length === 0 ? [] : computeStandings(state);
  const profile = state.settings.tiebreakers;
  return { round: state.roundsPlayed.length, version, profile, tiebreakerOrder: [...PROFILES[profile]], rows: rows.map(standingsRowView) };
}
