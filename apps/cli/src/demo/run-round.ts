import type { Round, Standings, TournamentSummary } from '@arbiter/api-contract';
import type { AnyGameModule } from '@arbiter/rules';
import { ApiClient } from './api-client';
import { BotPlayer } from './bot-player';
import { MatchOutcome, playMatch, playPod } from './play-match';
import { waitFor } from './wait-for';

export interface RoundContext {
  api: ApiClient;
  /** The game the tournament plays. */
  module: AnyGameModule;
  tournamentId: string;
  organizerToken: string;
  bots: Map<string, BotPlayer>;
  bestOf: number;
  /** Where the bots stop a game unfinished; the game's bot cap by default. */
  maxActions?: number;
  log: (line: string) => void;
}

export interface PlayedRound {
  round: number;
  matches: MatchOutcome[];
}

/**
 * One round as an organizer runs it: ask for the round, wait for the pairings worker to pair
 * it, let every table play at once, end the round, and wait for the standings that follow.
 */
export async function runRound(ctx: RoundContext, round: number, elimination: boolean): Promise<PlayedRound> {
  const { api, tournamentId, organizerToken } = ctx;
  const base = `/api/tournaments/${tournamentId}`;
  await api.command(`${base}/rounds`, { round }, organizerToken);
  const paired = await waitFor(`the pairings of round ${round}`, async () => {
    const body = await api.get<Round>(`${base}/rounds/${round}`, organizerToken).catch(() => undefined);
    if (body?.failure) throw new Error(`round ${round} could not be paired: ${body.failure.code} ${body.failure.message}`);
    return body && body.status !== 'pairing' ? body : undefined;
  });
  const tables = paired.pairings.filter((p) => p.players.length > 1 && p.players[1] !== null);
  const byes = paired.pairings.length - tables.length;
  const pods = paired.phase === 'pods';
  const sizes = pods ? ` (${tables.map((t) => t.players.length).join(', ')} players)` : '';
  ctx.log(`round ${round}${elimination ? ' (top cut)' : ''} paired: ${tables.length} ${pods ? (tables.length === 1 ? 'pod' : 'pods') : tables.length === 1 ? 'table' : 'tables'}${sizes}${byes ? `, ${byes} bye` : ''}`);

  const started = Date.now();
  // A pod of three or more plays one game seating everyone; a table of two plays its match.
  const matches = await Promise.all(tables.map((pairing) => (pairing.players.length > 2
    ? playPod(api, ctx.module, tournamentId, pairing, ctx.bots, { officialToken: organizerToken, maxActions: ctx.maxActions })
    : playMatch(api, ctx.module, tournamentId, pairing, ctx.bots, { bestOf: ctx.bestOf, elimination, officialToken: organizerToken, maxActions: ctx.maxActions }))));
  const games = matches.reduce((n, m) => n + m.gameIds.length, 0);
  const actions = matches.reduce((n, m) => n + m.actions, 0);
  const seconds = (Date.now() - started) / 1000;
  ctx.log(`round ${round} results in: ${games} games, ${actions} actions recorded live in ${seconds.toFixed(1)} s (${Math.round(actions / seconds)} actions/s)`);
  for (const gameId of matches.flatMap((m) => m.unfinished)) {
    ctx.log(`game ${gameId} unfinished: the bots stopped it at their cap (a game the rules let go on forever); the organizer called time, so it counts as a drawn game`);
  }

  await api.command(`${base}/rounds/${round}/end`, {}, organizerToken);
  const standings = await freshStandings(api, tournamentId, organizerToken);
  if (elimination) {
    const advanced = matches.map((m) => nameOf(ctx, Object.entries(m.wins).sort((a, b) => b[1] - a[1])[0][0]));
    ctx.log(`round ${round} winners: ${advanced.join(', ')}`);
  } else {
    const leader = standings.rows[0];
    if (leader && pods) ctx.log(`standings after round ${round}: 1. ${leader.name} (${leader.matchPoints} VP)`);
    else if (leader) ctx.log(`standings after round ${round}: 1. ${leader.name} (${leader.matchPoints} points, ${leader.record.wins}-${leader.record.losses}-${leader.record.draws})`);
  }
  return { round, matches };
}

const nameOf = (ctx: RoundContext, playerId: string) => ctx.bots.get(playerId)?.name ?? playerId;

/**
 * The standings computed at (at least) the tournament's current stream version. Polls with a
 * token, so its rate budget is the organizer's and not the address's a browser shares.
 */
export async function freshStandings(api: ApiClient, tournamentId: string, token: string): Promise<Standings> {
  const { version } = await api.get<TournamentSummary>(`/api/tournaments/${tournamentId}`, token);
  return waitFor('the standings worker', async () => {
    const standings = await api.get<Standings>(`/api/tournaments/${tournamentId}/standings`, token).catch(() => undefined);
    return standings && standings.version >= version ? standings : undefined;
  });
}
