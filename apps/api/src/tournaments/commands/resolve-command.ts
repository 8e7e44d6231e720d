import { MatchResult, TournamentCommand, TournamentState } from '@arbiter/tournament';
import { parseMatchId } from '@arbiter/platform';
import { ApiProblem } from '../api-problem';

/** A result as clients send it, keyed by player id. */
export interface ScoreInput {
  wins?: Record<string, number>;
  draws?: number;
  /** Victory points per player, for a multiplayer pod. */
  points?: Record<string, number>;
}

/** What an endpoint asks for: a domain command, a result addressed by match id, or a batch (CSV import). */
export type CommandInput =
  | { kind: 'domain'; command: TournamentCommand }
  | { kind: 'score'; action: 'ReportResult' | 'EnterResult'; matchId: string; score: ScoreInput; note?: string }
  | { kind: 'batch'; commands: { command: TournamentCommand; line: number }[] };

/** Round and table of a match id, or 404 when the id names no match of this tournament. */
export function locateMatch(state: TournamentState, matchId: string): { round: number; table: number; players: readonly string[] } {
  const at = parseMatchId(matchId);
  const match = at && state.roundsPlayed[at.round - 1]?.matches[at.table - 1];
  if (!at || !match) throw new ApiProblem(404, 'tournament/match-unknown', `No match "${matchId}" in this tournament (match ids are <round>-<table>).`, { matchId });
  return { ...at, players: match.players };
}

/** Turns a score keyed by player id into the seat order of the match. */
export function toMatchResult(players: readonly string[], score: ScoreInput, matchId: string): MatchResult {
  const invalid = (message: string) => new ApiProblem(422, 'tournament/result-invalid', `${matchId}: ${message}`, { matchId });
  if (players.length === 1) throw invalid('a bye has no result to report');
  const byPlayer = players.length > 2 ? score.points : score.wins;
  const field = players.length > 2 ? 'points' : 'wins';
  if (!byPlayer || typeof byPlayer !== 'object') throw invalid(`${field} must map each player of the match (${players.join(', ')}) to a number`);
  const keys = Object.keys(byPlayer);
  const strangers = keys.filter((k) => !players.includes(k));
  if (strangers.length > 0) throw invalid(`${field} names players who are not in this match: ${strangers.join(', ')}`);
  const values = players.map((p) => byPlayer[p] ?? 0);
  if (values.some((v) => !Number.isInteger(v) || v < 0)) throw invalid(`${field} must be whole numbers of at least 0`);
  if (players.length > 2) return { kind: 'victory-points', points: values };
  const draws = score.draws ?? 0;
  if (!Number.isInteger(draws) || draws < 0) throw invalid('draws must be a whole number of at least 0');
  return { kind: 'games', wins: [values[0], values[1]], draws };
}
