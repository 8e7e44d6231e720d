import type { Pairing, Round } from '@arbiter/api-contract';
import type { AnyGameModule } from '@arbiter/rules';
import { ApiClient, ApiError } from './api-client';
import { BotPlayer } from './bot-player';
import { playGame } from './play-game';
import { waitFor } from './wait-for';

export interface MatchOutcome {
  matchId: string;
  gameIds: string[];
  actions: number;
  wins: Record<string, number>;
  draws: number;
  /** Games the bots left unfinished at their cap, ended by the official calling time; each counts as a drawn game. */
  unfinished: string[];
  /** A pod's victory points by player, as its game gave them (Lightseekers rules §5.3). */
  points?: Record<string, number>;
}

/** Elimination has no draws: a drawn (or unfinished) game is replayed, up to this many games in all. */
const MAX_GAMES = 9;

/**
 * Plays a match to its end — ⌈bestOf / 2⌉ game wins, or in Swiss at most bestOf games (so a
 * drawn best-of-one stays a draw); in elimination until someone wins — and reports it as
 * players do: the first seat reports, the opponent confirms.
 */
export async function playMatch(api: ApiClient, module: AnyGameModule, tournamentId: string, pairing: Pairing, bots: Map<string, BotPlayer>, options: { bestOf: number; elimination: boolean; officialToken: string; maxActions?: number }): Promise<MatchOutcome> {
  const seats = pairing.players.map((id) => bots.get(id!)!);
  const needed = Math.ceil(options.bestOf / 2);
  const wins: Record<string, number> = Object.fromEntries(seats.map((b) => [b.playerId, 0]));
  let draws = 0;
  const gameIds: string[] = [];
  const unfinished: string[] = [];
  let actions = 0;
  while (Math.max(...Object.values(wins)) < needed) {
    if (gameIds.length >= MAX_GAMES) throw new Error(`match ${pairing.matchId}: no winner after ${MAX_GAMES} games`);
    const game = await playGame(api, module, tournamentId, pairing.matchId, seats, options.officialToken, options.maxActions);
    gameIds.push(game.gameId);
    actions += game.actions;
    if (game.outcome === null) unfinished.push(game.gameId);
    if (game.outcome === null || game.outcome.draw) draws++;
    else for (const w of game.outcome.winners) wins[w]++;
    if (!options.elimination && gameIds.length >= options.bestOf) break;
  }
  // An elimination match reports no draws: its drawn games were replayed.
  await report(api, tournamentId, pairing.matchId, seats, { wins, draws: options.elimination ? 0 : draws });
  return { matchId: pairing.matchId, gameIds, actions, wins, draws, unfinished };
}

/**
 * A multiplayer pod (Lightseekers rules §5.3): one game seating the whole pod, and the pod's
 * result is the victory points the game gave each player, reported by the first seat and
 * confirmed by the second. A game the bots leave unfinished ends on time with no points: the
 * pod reports none, as an organizer would enter it.
 */
export async function playPod(api: ApiClient, module: AnyGameModule, tournamentId: string, pairing: Pairing, bots: Map<string, BotPlayer>, options: { officialToken: string; maxActions?: number }): Promise<MatchOutcome> {
  const seats = pairing.players.map((id) => bots.get(id!)!);
  const game = await playGame(api, module, tournamentId, pairing.matchId, seats, options.officialToken, options.maxActions);
  const points = Object.fromEntries(seats.map((b) => [b.playerId, game.outcome?.scores?.[b.playerId] ?? 0]));
  const wins = Object.fromEntries(seats.map((b) => [b.playerId, game.outcome?.winners.includes(b.playerId) ? 1 : 0]));
  await report(api, tournamentId, pairing.matchId, seats, { points });
  return {
    matchId: pairing.matchId, gameIds: [game.gameId], actions: game.actions, wins, draws: game.outcome && !game.outcome.draw ? 0 : 1,
    unfinished: game.outcome === null ? [game.gameId] : [], points,
  };
}

/** Refusals that mean the result is already in (the audit worker enters the engine's score when it gets there first). */
const ALREADY_IN = new Set(['tournament/result-already-final', 'tournament/nothing-to-confirm']);

type Score = { wins: Record<string, number>; draws: number } | { points: Record<string, number> };

async function report(api: ApiClient, tournamentId: string, matchId: string, seats: readonly BotPlayer[], score: Score): Promise<void> {
  const base = `/api/tournaments/${tournamentId}/matches/${matchId}`;
  try {
    await api.command(`${base}/report`, score, seats[0].token);
    await api.command(`${base}/confirm`, {}, seats[1].token);
  } catch (error) {
    if (!(error instanceof ApiError && error.code && ALREADY_IN.has(error.code))) throw error;
    await expectRecorded(api, tournamentId, matchId, 'points' in score ? score.points : score.wins, seats[0].token);
  }
}

/** The result the tournament holds (games won, or a pod's victory points) must be the one the bots played, whoever entered it. */
async function expectRecorded(api: ApiClient, tournamentId: string, matchId: string, wins: Record<string, number>, token: string): Promise<void> {
  // The round's read model follows the events a moment later.
  const held = await waitFor(`the result of match ${matchId}`, async () => {
    const round = await api.get<Round>(`/api/tournaments/${tournamentId}/rounds/${matchId.split('-')[0]}`, token);
    const pairing = round.pairings.find((p) => p.matchId === matchId);
    if (pairing?.status !== 'final') return undefined;
    if (!pairing.result) return {};
    return 'points' in pairing.result ? pairing.result.points : pairing.result.wins;
  }, 30_000);
  const same = Object.entries(wins).every(([player, n]) => (held[player] ?? 0) === n);
  if (!same) throw new Error(`match ${matchId}: the tournament holds ${JSON.stringify(held)}, the bots played ${JSON.stringify(wins)}`);
}
