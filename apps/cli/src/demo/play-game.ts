import type { ActionRecorded, SeedsRevealed, StartedGame, TimeCalled } from '@arbiter/api-contract';
import { AnyGameModule, combineSeeds, GameOutcome, MatchLogHeader, stateHash } from '@arbiter/rules';
import { ApiClient } from './api-client';
import { BotPlayer } from './bot-player';

export interface PlayedGame {
  gameId: string;
  actions: number;
  /** null: the bots stopped at their cap with the game unfinished, and an official called time on it (a drawn game). */
  outcome: GameOutcome | null;
}

/** The first line of the match log as this player may see it (their own decklist, every hash). */
async function headerSeenBy(api: ApiClient, gameId: string, bot: BotPlayer): Promise<MatchLogHeader> {
  const log = await api.get<string | MatchLogHeader>(`/api/games/${gameId}/log`, bot.token);
  // A log of one line (no action yet) reads as one JSON document.
  return typeof log === 'string' ? (JSON.parse(log.split('\n')[0]) as MatchLogHeader) : log;
}

/**
 * One digital game of a match or pod, recorded live through the games api by the bots at the
 * table, each with its own token: the first seat starts the game with every seed commitment,
 * each bot reveals its seed, then every action goes to `POST /api/games/:id/actions` with the
 * seq the bots have seen. The bots follow the game on a local copy of the engine (each knows
 * its own deck as the platform recorded it, and the shuffles come from the revealed seeds),
 * and the api's state hash must match the local one (checked every 50th action and at the end).
 * Some games may go on forever under the rules (in Chaotic, creatures that heal more than any
 * attack deals): the bots stop such a game after `maxActions` (the game's bot cap by default), and the official (`officialToken`) calls time on
 * it, as a judge would: it ends unfinished, counts as a drawn game and is audited like any other.
 */
export async function playGame(api: ApiClient, module: AnyGameModule, tournamentId: string, matchId: string, seats: readonly BotPlayer[], officialToken: string, maxActions = module.bots.actionCap): Promise<PlayedGame> {
  const [first] = seats;
  const seedCommitments = Object.fromEntries(seats.map((bot) => [bot.playerId, bot.newSeed()]));
  const { gameId } = await api.post<StartedGame>(`/api/tournaments/${tournamentId}/matches/${matchId}/games`, { mode: 'digital', seedCommitments }, first.token);
  let reveal: SeedsRevealed | undefined;
  for (const bot of seats) reveal = await api.post<SeedsRevealed>(`/api/games/${gameId}/seeds`, { seed: bot.seed }, bot.token);
  if (!reveal?.ready) throw new Error(`game ${gameId}: the api holds the seeds of ${reveal?.revealed.join(', ') || 'nobody'} only, not all ${seats.length}`);

  const views = await Promise.all(seats.map((bot) => headerSeenBy(api, gameId, bot)));
  const header: MatchLogHeader = { ...views[0], decks: Object.assign({}, ...views.map((v) => v.decks ?? {})) };
  const byId = new Map(seats.map((bot) => [bot.playerId, bot]));
  const seeds = header.players.map((p) => byId.get(p.id)!.seed);
  // The engine version the api started the game under, as an audit would replay it.
  const engine = module.engines.engine(header.engineVersion);
  const state: unknown = engine.setup(module.engines.configFromHeader(header), { combined: combineSeeds(seeds, header.matchId) });

  let recorded = 0;
  while (engine.outcome(state) === null) {
    if (recorded >= maxActions) {
      const called = await api.post<TimeCalled>(`/api/games/${gameId}/time`, {}, officialToken);
      if (called.seq !== recorded) throw new Error(`game ${gameId}: time was called after ${called.seq} actions, the bots recorded ${recorded}`);
      return { gameId, actions: recorded, outcome: null };
    }
    const [playerId] = engine.activePlayers(state);
    const bot = byId.get(playerId);
    const action = bot?.choose(module, engine, state);
    if (!bot || !action) throw new Error(`game ${gameId}: no legal action for ${playerId} at seq ${recorded + 1}`);
    const answer = await api.post<ActionRecorded>(`/api/games/${gameId}/actions`, {
      seq: action.seq, action: { type: action.type, payload: action.payload },
    }, bot.token);
    engine.applyInPlace(state, action);
    recorded++;
    // Hashing the whole state costs as much as the move; every 50th and the last one are enough to catch a drift.
    if ((recorded % 50 === 0 || recorded === maxActions || engine.outcome(state) !== null) && answer.stateHash !== stateHash(state)) {
      throw new Error(`game ${gameId} seq ${action.seq}: the api's state hash ${answer.stateHash} differs from the bots' ${stateHash(state)}`);
    }
  }
  return { gameId, actions: recorded, outcome: engine.outcome(state) as GameOutcome };
}
