import type { MatchResult as ResultView, Pairing, Round } from '@arbiter/api-contract';
import { MatchResult, MatchState, RoundState, TournamentState } from '@arbiter/tournament';
import { matchIdOf } from './match-id';

export function resultView(match: MatchState, result: MatchResult): ResultView {
  const extra = { status: match.status, ...(match.reportedBy ? { reportedBy: match.reportedBy } : {}) };
  if (result.kind === 'games') {
    const wins: Record<string, number> = {};
    match.players.forEach((p, i) => (wins[p] = result.wins[i] ?? 0));
    return { wins, draws: result.draws, ...extra };
  }
  const points: Record<string, number> = {};
  match.players.forEach((p, i) => (points[p] = result.points[i] ?? 0));
  return { points, ...extra };
}

export function pairingView(round: number, match: MatchState): Pairing {
  return {
    matchId: matchIdOf(round, match.table),
    table: match.table,
    players: match.players.length === 1 ? [match.players[0], null] : [...match.players],
    status: match.status,
    ...(match.result && match.players.length > 1 ? { result: resultView(match, match.result) } : {}),
  };
}

export function roundView(round: RoundState): Round {
  return {
    round: round.round,
    status: round.ended ? 'closed' : 'open',
    phase: round.phase,
    pairings: round.matches.map((m) => pairingView(round.round, m)),
    ...(round.timer ? { timer: { ...round.timer } } : {}),
  };
}

export const findRound = (state: TournamentState, round: number): RoundState | undefined => state.roundsPlayed[round - 1];
