/**
 * `npm run bench:api`: the api under load, in one process with its worker and own database:
 * (a) live action recording (token check, engine validation on the cached state, state hash,
 * one-statement append at the cached stream head) from GAMES games at once;
 * (b) result reporting (report, then the opponent's confirmation) from as many players at once;
 * (c) beside them, a bare Fastify route doing one INSERT into a plain table of the same
 * database, driven by the same load generator at the same concurrency;
 * (d) the time from a confirmed result to the updated standings on the SSE feed.
 * BENCH_GAMES (default 32) and BENCH_FORMAT (apprentice or masters) change the load;
 * BENCH_PROFILE=actions or =reports profiles that run (api-bench-profile.ts).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import Fastify from 'fastify';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { ChaoticAction, chooseMasters, chooseUniformly, configFromHeader, createChaoticEngine, loadChaoticCards, MatchLogHeader } from '@arbiter/chaotic';
import { createDataSource, loadConfig, PostgresEventStore, prepareDatabase } from '@arbiter/event-store';
import { combineSeeds, commitSeed, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { TokenService } from '../../apps/api/src/auth';
import { createApp } from '../../apps/api/src/create-app';
import { createWorker } from '../../apps/worker/src/create-worker';
import { feedLatencies } from './api-bench-feed';
import { profiled } from './api-bench-profile';
import { load, LoadRequest, percentile, requestsPerSecond, summary } from './api-bench-load';
import { SeededRound, seedRound } from './api-bench-seed';

const GAMES = Number(process.env.BENCH_GAMES ?? 32);
const FORMAT = process.env.BENCH_FORMAT ?? 'apprentice';
/** Tournaments whose round-1 results are reported under load (GAMES tables each). */
const REPORT_TOURNAMENTS = 10;
const FEED_TABLES = 60;

async function post(url: string, body: unknown, token?: string): Promise<{ status: number; json: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

interface PreparedGame {
  gameId: string;
  actions: ChaoticAction[];
  tokenOf: Record<string, string>;
}

/** Every game started and seeded over HTTP; its actions chosen ahead by the bots, so the load only sends. */
async function prepareGames(base: string, seeded: SeededRound, tokens: TokenService): Promise<PreparedGame[]> {
  const engine = createChaoticEngine(loadChaoticCards());
  const organizer = tokens.issue({ tournamentId: seeded.tournamentId, role: 'organizer' });
  const games: PreparedGame[] = [];
  for (let t = 0; t < seeded.tables; t++) {
    const seat = [seeded.players[2 * t], seeded.players[2 * t + 1]];
    const tokenOf = Object.fromEntries(seat.map((p) => [p, tokens.issue({ tournamentId: seeded.tournamentId, role: 'player', playerId: p })]));
    const seeds = Object.fromEntries(seat.map((p) => [p, `${p}-seed-${randomBytes(8).toString('hex')}`]));
    const started = await post(`${base}/api/tournaments/${seeded.tournamentId}/matches/1-${t + 1}/games`, { mode: 'digital', seedCommitments: Object.fromEntries(seat.map((p) => [p, commitSeed(seeds[p])])) }, organizer);
    if (started.status !== 201) throw new Error(`starting game 1-${t + 1}: ${started.status} ${JSON.stringify(started.json)}`);
    const header = started.json.header as MatchLogHeader;
    for (const p of seat) await post(`${base}/api/games/${started.json.gameId}/seeds`, { seed: seeds[p] }, tokenOf[p]);
    const state = engine.setup(configFromHeader(header), { combined: combineSeeds(header.players.map((p) => seeds[p.id]), header.matchId) });
    const rng = new SeededRng(rngStateFromSeed(t + 1));
    const actions: ChaoticAction[] = [];
    while (engine.outcome(state) === null) {
      const action = (FORMAT === 'apprentice' ? chooseUniformly : chooseMasters)(engine, state, rng)!;
      actions.push(action);
      engine.applyInPlace(state, action);
    }
    games.push({ gameId: started.json.gameId, actions, tokenOf });
  }
  return games;
}

/** Lane i reports and confirms table i of every tournament, starting at a different tournament per lane. */
function reportLanes(base: string, rounds: SeededRound[], tokens: TokenService): LoadRequest[][] {
  return Array.from({ length: GAMES }, (_, t) => rounds.flatMap((_, k) => {
    const r = rounds[(t + k) % rounds.length];
    const [a, b] = [r.players[2 * t], r.players[2 * t + 1]];
    const token = (p: string) => tokens.issue({ tournamentId: r.tournamentId, role: 'player', playerId: p });
    const match = `${base}/api/tournaments/${r.tournamentId}/matches/1-${t + 1}`;
    return [
      { url: `${match}/report`, body: { wins: { [a]: 1, [b]: 0 }, draws: 0 }, token: token(a), expect: 200, retryConflict: true },
      { url: `${match}/confirm`, body: {}, token: token(b), expect: 200, retryConflict: true },
    ];
  }));
}

async function main(): Promise<void> {
  const url = new URL(loadConfig().databaseUrl);
  const name = `arbiter_bench_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${name}`;
  process.env.RATE_LIMIT_MAX = '0'; // the load comes from one address and measures the endpoint, not the limiter
  const config = loadConfig(process.env, { databaseUrl: url.toString(), queuePrefix: `arbiter-bench-${randomBytes(3).toString('hex')}`, logLevel: 'silent' });
  await prepareDatabase(config);
  const worker = await createWorker(config);
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
  const tokens = app.get(TokenService);
  const owner = await createDataSource(config, 'owner', 1).initialize();
  const store = new PostgresEventStore(owner);
  await owner.query('CREATE TABLE bench_plain (id bigint GENERATED ALWAYS AS IDENTITY, game text, seq int, action jsonb)');

  const games = await prepareGames(base, await seedRound(store, 'bench-games', GAMES, FORMAT), tokens);
  const reportRounds: SeededRound[] = [];
  for (let k = 0; k < REPORT_TOURNAMENTS; k++) reportRounds.push(await seedRound(store, `bench-reports-${k + 1}`, GAMES, FORMAT));
  const feedRound = await seedRound(store, 'bench-feed', FEED_TABLES, FORMAT);

  const bare = Fastify();
  const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
  bare.post('/bare', async (request) => {
    const body = request.body as { game: string; seq: number; action: unknown };
    await pool.query('INSERT INTO bench_plain (game, seq, action) VALUES ($1, $2, $3)', [body.game, body.seq, JSON.stringify(body.action)]);
    return { seq: body.seq };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const actionLanes = games.map((g) => g.actions.map((a): LoadRequest => ({
    url: `${base}/api/games/${g.gameId}/actions`, body: { seq: a.seq, action: { type: a.type, payload: a.payload } }, token: g.tokenOf[a.player], expect: 201,
  })));
  const bareLanes = games.map((g) => g.actions.map((a): LoadRequest => ({ url: bareUrl, body: { game: g.gameId, seq: a.seq, action: a }, expect: 200 })));
  await load(bareLanes.map((lane) => lane.slice(0, 5))); // warm-up (the api warmed up while the games were started)
  await owner.query('TRUNCATE bench_plain');

  const bareRun = await load(bareLanes);
  const actionRun = await profiled('actions', () => load(actionLanes));
  const reportRun = await profiled('reports', () => load(reportLanes(base, reportRounds, tokens)));
  await new Promise((resolve) => setTimeout(resolve, 2_000)); // let the standings wake-ups of the report run drain
  const feed = (await feedLatencies(base, feedRound, (p) => tokens.issue({ tournamentId: feedRound.tournamentId, role: 'player', playerId: p }))).sort((a, b) => a - b);

  const actionsPerGame = Math.round(actionRun.ms.length / games.length);
  console.log(`api bench: ${GAMES} concurrent clients, ${FORMAT} (${actionsPerGame} actions a game), ${cpus().length} cores, Node ${process.version}, load average ${loadavg()[0].toFixed(1)}; api, worker, load generator (worker thread) and PostgreSQL share the machine`);
  console.log(summary('(c) bare Fastify route, one INSERT', bareRun));
  console.log(summary('(a) POST /api/games/:id/actions', actionRun));
  console.log(summary('(b) POST …/report, …/confirm', reportRun));
  console.log(`recording an action costs ${(requestsPerSecond(bareRun) / requestsPerSecond(actionRun)).toFixed(1)}× the bare insert; reporting ${(requestsPerSecond(bareRun) / requestsPerSecond(reportRun)).toFixed(1)}×`);
  console.log(`(d) confirmed result → standings on the SSE feed: ${feed.length} results, p50 ${percentile(feed, 50).toFixed(1)} ms, p95 ${percentile(feed, 95).toFixed(1)} ms, max ${feed[feed.length - 1].toFixed(1)} ms`);
  const aims = [
    `actions ${requestsPerSecond(actionRun)}/s (aim ≥ 2000): ${requestsPerSecond(actionRun) >= 2000 ? 'met' : 'NOT met'}`,
    `actions p99 ${percentile([...actionRun.ms].sort((a, b) => a - b), 99).toFixed(1)} ms (aim < 50): ${percentile([...actionRun.ms].sort((a, b) => a - b), 99) < 50 ? 'met' : 'NOT met'}`,
    `standings p95 ${percentile(feed, 95).toFixed(1)} ms (aim ≤ 300): ${percentile(feed, 95) <= 300 ? 'met' : 'NOT met'}`,
  ];
  console.log(`aims: ${aims.join('; ')}`);

  await bare.close();
  await pool.end();
  await app.close();
  await worker.close();
  await owner.destroy();
  const admin = new Pool({ connectionString: (() => { const u = new URL(config.databaseUrl); u.pathname = '/postgres'; return u.toString(); })(), max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(config.redisUrl);
  const keys = await redis.keys(`${config.queuePrefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
