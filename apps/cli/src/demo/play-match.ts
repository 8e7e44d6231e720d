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
}

/** Elimination has no draws: a drawn (or unfinished) game is replayed, up to this many games in all. */
const MAX_GAMES = 9;

/**
 * Plays a match to its end — ⌈bestOf / 2⌉ game wins, or in Swiss at most bestOf games (so a
 * drawn best-of-one stays a draw); in elimination until someone wins — and reports it as
 * players do: the first seat reports, the opponent confirms.
 */
export async function playMatch(api: ApiClient, module: AnyGameModule, tournamentId: string, pairing: Pairing, bots: Map<string, BotPlayer>, options: { bestOf: number; elimination: boolean; officialToken: string; maxActions?: number }): Promise<MatchOutcome> {
  const seats = pairing.players.map((id) => bots.get(id!)!) as [BotPlayer, BotPlayer];
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

/** Refusals that mean the result is already in (the audit worker enters the engine's score when it gets there first). */
const ALREADY_IN = new Set(['tournament/result-already-final', 'tournament/nothing-to-confirm']);

async function report(api: ApiClient, tournamentId: string, matchId: string, seats: [BotPlayer, BotPlayer], score: { wins: Record<string, number>; draws: number }): Promise<void> {
  const base = `/api/tournaments/${tournamentId}/matches/${matchId}`;
  try {
    await api.command(`${base}/report`, score, seats[0].token);
    await api.command(`${base}/confirm`, {}, seats[1].token);
  } catch (error) {
    if (!(error instanceof ApiError && error.code && ALREADY_IN.has(error.code))) throw error;
    await expectRecorded(api, tournamentId, matchId, score.wins, seats[0].token);
  }
}

/** The result the tournament holds must be the one the bots played, whoever entered it. */
async function expectRecorded(api: ApiClient, tournamentId: string, matchId: string, wins: Record<string, number>, token: string): Promise<void> {
  // The round's read model follows the events a moment later.
  const held = await waitFor(`the result of match ${matchId}`, async () => {
    const round = await api.get<Round>(`/api/tournaments/${tournamentId}/rounds/${matchId.split('-')[0]}`, token);
    const pairing = round.pairings.find((p) => p.matchId === matchId);
    if (pairing?.status !== 'final') return undefined;
    return pairing.result && 'wins' in pairing.result ? pairing.result.wins : {};
  }, 30_000);
  const same = Object.entries(wins).every(([player, n]) => (held[player] ?? 0) === n);
  if (!same) throw new Error(`match ${matchId}: the tournament holds ${JSON.stringify(held)}, the bots played ${JSON.stringify(wins)}`);
}
