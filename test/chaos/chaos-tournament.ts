import type { ActionRecorded, CreatedTournament, MatchGames, RegisteredPlayer, Round, SeedsRevealed, StartedGame } from '@arbiter/api-contract';
import { type AnyGameModule, combineSeeds, type GameOutcome, type MatchLogHeader } from '@arbiter/rules';
import { type BotPlayer, createBots } from '../../apps/cli/src/demo/bot-player';
import { ChaosApiError, type ChaosClient, NoAnswer } from './chaos-client';

export interface ChaosTournamentOptions {
  readonly seed: number;
  readonly players: number;
  readonly rounds: number;
  /** Where the bots stop a game and the organizer calls time (keeps a short run short). */
  readonly maxActions: number;
  readonly log: (line: string) => void;
  /** Every game started, kept up to date as actions are acknowledged (also for a tournament that fails). */
  readonly played: PlayedGame[];
  /** The organizer account's access token that creates the tournament. */
  readonly creatorToken: string;
}

/** A game as the bots played it: how many actions the api acknowledged, in seq order. */
export interface PlayedGame {
  readonly tournamentId: string;
  readonly matchId: string;
  readonly gameId: string;
  actions: number;
  timeCalled: boolean;
}

export interface ChaosTournament {
  readonly tournamentId: string;
  readonly organizerToken: string;
  readonly games: PlayedGame[];
  /** Starts whose answer was lost, and the game found (or not) afterwards. */
  readonly adoptedStarts: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Refusals that mean a retried report or confirmation was already carried out. */
const ALREADY_IN = new Set(['tournament/result-already-final', 'tournament/nothing-to-confirm']);

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms = 180_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/**
 * A Swiss tournament played by bots through the api while it fails under them: the organizer
 * creates it, registers the bots, asks for each round and ends it; at each table the bots
 * play one digital game live, action by action, then report and confirm the result.
 */
export async function runChaosTournament(client: ChaosClient, module: AnyGameModule, options: ChaosTournamentOptions): Promise<ChaosTournament> {
  const format = module.formats.default;
  const created = await client.command<CreatedTournament>('/api/tournaments', {
    name: `Chaos ${options.seed}`, game: module.id, format, structure: 'swiss', rounds: options.rounds, topCut: 0, bestOf: 1, seed: options.seed,
  }, options.creatorToken);
  const { tournamentId, organizerToken } = created;
  const base = `/api/tournaments/${tournamentId}`;
  const bots = createBots(module, format, options.players, options.seed);
  for (const bot of bots) {
    const registered = await client.command<RegisteredPlayer>(`${base}/players`, { name: bot.name, deck: bot.deck }, organizerToken);
    bot.playerId = registered.playerId;
    bot.token = registered.token;
  }
  const byId = new Map(bots.map((b) => [b.playerId, b]));
  const games: PlayedGame[] = [];
  let adoptedStarts = 0;
  for (let round = 1; round <= options.rounds; round++) {
    await client.command(`${base}/rounds`, { round }, organizerToken);
    const paired = await until(`the pairings of round ${round} of ${tournamentId}`, async () => {
      const body = await client.get<Round>(`${base}/rounds/${round}`, organizerToken);
      if (body.failure) throw new Error(`round ${round} could not be paired: ${body.failure.code}`);
      return body.status !== 'pairing' ? body : undefined;
    });
    const tables = paired.pairings.filter((p) => p.players.length === 2 && p.players[1] !== null);
    await Promise.all(tables.map(async (pairing) => {
      const seats = pairing.players.map((id) => byId.get(id as string)!);
      const game = await playGame(client, module, tournamentId, pairing.matchId, seats, organizerToken, options.maxActions, options.played);
      adoptedStarts += game.adopted ? 1 : 0;
      games.push(game.played);
      const winner = game.outcome && !game.outcome.draw ? game.outcome.winners[0] : undefined;
      const wins = Object.fromEntries(seats.map((bot) => [bot.playerId, bot.playerId === winner ? 1 : 0]));
      await tolerate(() => client.command(`${base}/matches/${pairing.matchId}/report`, { wins, draws: winner ? 0 : 1 }, seats[0].token));
      await tolerate(() => client.command(`${base}/matches/${pairing.matchId}/confirm`, {}, seats[1].token));
    }));
    await client.command(`${base}/rounds/${round}/end`, {}, organizerToken);
    options.log(`${tournamentId}: round ${round} played (${tables.length} tables)`);
  }
  await client.command(`${base}/complete`, {}, organizerToken);
  return { tournamentId, organizerToken, games, adoptedStarts };
}

async function tolerate(command: () => Promise<unknown>): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (!(error instanceof ChaosApiError && error.code && ALREADY_IN.has(error.code))) throw error;
  }
}

/**
 * One game at a table. Starting a game is not idempotent (each start is a new game), so a
 * start whose answer was lost is looked up among the match's games before it is sent again.
 */
async function playGame(client: ChaosClient, module: AnyGameModule, tournamentId: string, matchId: string, seats: BotPlayer[], officialToken: string, maxActions: number, record: PlayedGame[]):
Promise<{ played: PlayedGame; outcome: GameOutcome | null; adopted: boolean }> {
  const [first] = seats;
  const gamesPath = `/api/tournaments/${tournamentId}/matches/${matchId}/games`;
  const seedCommitments = Object.fromEntries(seats.map((bot) => [bot.playerId, bot.newSeed()]));
  let gameId: string | undefined;
  let adopted = false;
  while (!gameId) {
    const known = new Set((await client.get<MatchGames>(gamesPath)).games.map((g) => g.gameId));
    try {
      gameId = (await client.send<StartedGame>('POST', gamesPath, { token: first.token, body: { mode: 'digital', seedCommitments }, once: true })).gameId;
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error;
      await sleep(500);
      const fresh = await until('the games of a match', async () => (await client.get<MatchGames>(gamesPath)).games.filter((g) => !known.has(g.gameId)));
      if (fresh.length > 0) {
        gameId = fresh[0].gameId;
        adopted = true;
      }
    }
  }
  const played: PlayedGame = { tournamentId, matchId, gameId, actions: 0, timeCalled: false };
  record.push(played);
  for (const bot of seats) await client.post<SeedsRevealed>(`/api/games/${gameId}/seeds`, { seed: bot.seed }, bot.token);
  const views = await Promise.all(seats.map(async (bot) => {
    const log = await client.get<string | MatchLogHeader>(`/api/games/${gameId}/log`, bot.token);
    return typeof log === 'string' ? (JSON.parse(log.split('\n')[0]) as MatchLogHeader) : log;
  }));
  const header: MatchLogHeader = { ...views[0], decks: Object.assign({}, ...views.map((v) => v.decks ?? {})) };
  const byId = new Map(seats.map((bot) => [bot.playerId, bot]));
  const engine = module.engines.engine(header.engineVersion);
  const state: unknown = engine.setup(module.engines.configFromHeader(header), { combined: combineSeeds(header.players.map((p) => byId.get(p.id)!.seed), header.matchId) });
  let recorded = 0;
  while (engine.outcome(state) === null && recorded < maxActions) {
    const [playerId] = engine.activePlayers(state);
    const bot = byId.get(playerId)!;
    const action = bot.choose(module, engine, state);
    if (!action) throw new Error(`game ${gameId}: no legal action for ${playerId} at seq ${recorded + 1}`);
    await client.post<ActionRecorded>(`/api/games/${gameId}/actions`, { seq: action.seq, action: { type: action.type, payload: action.payload } }, bot.token);
    engine.applyInPlace(state, action);
    played.actions = ++recorded;
  }
  let outcome = engine.outcome(state) as GameOutcome | null;
  played.timeCalled = outcome === null;
  if (played.timeCalled) {
    try {
      outcome = (await client.post<{ outcome: GameOutcome }>(`/api/games/${gameId}/time`, {}, officialToken)).outcome;
    } catch (error) {
      // A retried call after the first one ended the game: the game is over either way.
      if (!(error instanceof ChaosApiError && error.status === 409)) throw error;
      const game = (await client.get<MatchGames>(gamesPath)).games.find((g) => g.gameId === gameId);
      if (game?.status !== 'ended') throw error;
      outcome = game.outcome as GameOutcome | null;
    }
  }
  return { played, outcome, adopted };
}

