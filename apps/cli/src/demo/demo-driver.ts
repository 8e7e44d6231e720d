import type { CompletedTournament, CreatedTournament, GameAudit, RegisteredPlayer, Standings, TournamentSummary } from '@arbiter/api-contract';
import { registeredGames } from '@arbiter/platform';
import type { AnyGameModule } from '@arbiter/rules';
import { ApiClient } from './api-client';
import { demoOrganizerToken } from './demo-organizer';
import { createBots } from './bot-player';
import { freshStandings, PlayedRound, RoundContext, runRound } from './run-round';
import { waitFor } from './wait-for';

export interface DemoOptions {
  /** The api's base URL, e.g. http://127.0.0.1:3000 */
  baseUrl: string;
  name: string;
  players: number;
  /** Swiss (two players a table, the default) or multiplayer pods of 3–5 (Lightseekers). */
  structure?: 'swiss' | 'pods';
  /** Swiss or pod rounds; from attendance (MTR Appendix E) when omitted. */
  rounds?: number;
  /** Swiss only: pods have no top cut. */
  topCut: 0 | 4 | 8 | 16;
  format: string;
  bestOf: 1 | 3;
  /** Decks, bot moves and the tournament's pairing seed. */
  seed: number;
  log: (line: string) => void;
  /** The game the tournament plays (a registered one, as the api plays only those); Chaotic by default. */
  game?: AnyGameModule;
  /** Where the bots stop a game unfinished; the game's bot cap by default. */
  maxActions?: number;
}

export interface DemoResult {
  tournamentId: string;
  organizerToken: string;
  winner: { playerId: string; name: string } | null;
  rounds: PlayedRound[];
  gameIds: string[];
  /** Games the bots left unfinished at their cap: the organizer called time on each (audited like the others). */
  unfinished: string[];
  audits: GameAudit[];
  standings: Standings;
  requests: number;
}

/**
 * A whole tournament played by bots through the public api, as its organizer and players
 * would: the organizer creates it and registers each bot's deck (each bot keeps the token
 * it is given), runs every Swiss round and the top cut (or every round of pods), and completes
 * it; the bots record every game live and report their results (a pod's: the victory points
 * its game gave). Ends when every finished game has its audit.
 */
export async function runDemoTournament(options: DemoOptions): Promise<DemoResult> {
  const api = new ApiClient(options.baseUrl);
  const module = options.game ?? registeredGames().get('chaotic');
  const { log } = options;

  const pods = options.structure === 'pods';
  // The organizer signs in (or up) and creates the event with their account.
  const creator = await demoOrganizerToken(options.baseUrl);
  const created = await api.post<CreatedTournament>('/api/tournaments', {
    name: options.name, game: module.id, format: options.format, structure: pods ? 'pods' : 'swiss', bestOf: options.bestOf,
    ...(pods ? {} : { topCut: options.topCut }), seed: options.seed, ...(options.rounds ? { rounds: options.rounds } : {}),
  }, creator);
  const { tournamentId, organizerToken } = created;
  const base = `/api/tournaments/${tournamentId}`;

  const bots = createBots(module, options.format, options.players, options.seed);
  for (const bot of bots) {
    const registered = await api.command<RegisteredPlayer>(`${base}/players`, { name: bot.name, deck: bot.deck }, organizerToken);
    bot.playerId = registered.playerId;
    bot.token = registered.token;
  }
  const plan = (await api.get<TournamentSummary>(base, organizerToken)).plan;
  log(`tournament ${tournamentId}: ${bots.length} bots registered with legal ${options.format} decks; ${pods ? `${plan.rounds} rounds in pods of 3–5` : `${plan.rounds} Swiss rounds, top ${plan.topCut}`}`);

  const ctx: RoundContext = { api, module, tournamentId, organizerToken, bots: new Map(bots.map((b) => [b.playerId, b])), bestOf: options.bestOf, maxActions: options.maxActions, log };
  const rounds: PlayedRound[] = [];
  for (let round = 1; round <= plan.rounds; round++) rounds.push(await runRound(ctx, round, false));
  if (plan.topCut > 0) {
    await api.command(`${base}/top-cut`, {}, organizerToken);
    for (let left = plan.topCut; left > 1; left /= 2) rounds.push(await runRound(ctx, rounds.length + 1, true));
  }
  const completed = await api.command<CompletedTournament>(`${base}/complete`, {}, organizerToken);
  const winner = completed.winner ? { playerId: completed.winner, name: ctx.bots.get(completed.winner)?.name ?? completed.winner } : null;
  log(`tournament complete: ${winner ? `${winner.name} wins` : 'no winner'}`);

  const gameIds = rounds.flatMap((r) => r.matches.flatMap((m) => m.gameIds));
  const unfinished = rounds.flatMap((r) => r.matches.flatMap((m) => m.unfinished));
  const audits: GameAudit[] = [];
  for (const gameId of gameIds) {
    audits.push(await waitFor(`the audit of game ${gameId}`, () => api.get<GameAudit>(`/api/games/${gameId}/audit`, organizerToken).catch(() => undefined), 120_000, 250));
  }
  const valid = audits.filter((a) => a.verdict === 'valid').length;
  log(`audits: ${valid} of ${audits.length} games valid${valid < audits.length ? ` — ${audits.length - valid} flagged for judges` : ''}${unfinished.length ? `; ${unfinished.length} ended on time` : ''}`);
  const standings = await freshStandings(api, tournamentId, organizerToken);
  return { tournamentId, organizerToken, winner, rounds, gameIds, unfinished, audits, standings, requests: api.requests };
}
