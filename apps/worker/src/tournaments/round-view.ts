import { MatchResult, MatchState, RoundState, TournamentState } from '@arbiter/tournament';
import { matchIdOf } from './match-id';

export type RoundStatus = 'pairing' | 'open' | 'closed';

/** A result keyed by player id, the shape clients send and read. */
export type ResultView =
  | { wins: Record<string, number>; draws: number; status: MatchState['status']; reportedBy?: string }
  | { points: Record<string, number>; status: MatchState['status']; reportedBy?: string };

export interface PairingView {
  matchId: string;
  table: number;
  /** Two seats; a bye is `[id, null]`; a multiplayer pod lists every seat. */
  players: (string | null)[];
  status: MatchState['status'];
  result?: ResultView;
}

export interface RoundView {
  round: number;
  status: RoundStatus;
  phase?: RoundState['phase'];
  pairings: PairingView[];
}

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

export function pairingView(round: number, match: MatchState): PairingView {
  return {
    matchId: matchIdOf(round, match.table),
    table: match.table,
    players: match.players.length === 1 ? [match.players[0], null] : [...match.players],
    status: match.status,
    ...(match.result && match.players.length > 1 ? { result: resultView(match, match.result) } : {}),
  };
}

export function roundView(round: RoundState): RoundView {
  return {
    round: round.round,
    status: round.ended ? 'closed' : 'open',
    phase: round.phase,
    pairings: round.matches.map((m) => pairingView(round.round, m)),
  };
}

export const findRound = (state: TournamentState, round: number): RoundState | undefined => state.roundsPlayed[round - 1];
