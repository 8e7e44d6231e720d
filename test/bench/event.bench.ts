/**
 * `npm run bench:event [-- --players N] [-- --lanes N] [-- --profile api|worker]`: one Swiss event
 * of N players (default 8,192) through the platform, driven over HTTP as its clients drive it,
 * against the built api and worker in processes of their own (as `npm start` runs them) on a
 * database and queue prefix of their own. The organizer registers every player with a random
 * legal Chaotic deck (the game's `decks.random` through the registry), starts round one; at
 * every table one player reports and the other confirms; the organizer ends the round and
 * starts round two. Printed: pairings served after "start round", standings with every result
 * counted after the last result, the memory of the api and of the worker, and the stream's size.
 * `--profile` writes a V8 CPU profile of that process to the temporary directory.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import Redis from 'ioredis';
import { Client } from 'pg';
import { loadConfig, prepareDatabase } from '@arbiter/event-store';
import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { organizerAccessToken } from '../support/accounts';
import { AppProcess, Memory } from './event-bench-apps';
import { ApiClient, inLanes, spread, until } from './event-bench-client';

const PAIRINGS_AIM_MS = 2_000;
const STANDINGS_AIM_MS = 2_000;
const GAME = 'chaotic';
const FORMAT = 'masters';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] !== undefined ? process.argv[at + 1] : fallback;
}

function atLeast(name: string, fallback: number, min: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isSafeInteger(value) || value < min) throw new Error(`--${name} must be a whole number of at least ${min}, got "${option(name, '')}"`);
  return value;
}

const PLAYERS = atLeast('players', 8192, 2);
const LANES = atLeast('lanes', 16, 1);
/** `csv`: the organizer imports the player list, CSV_ROWS players a request; `each`: one request a player. */
const REGISTER = option('register', 'csv');
if (REGISTER !== 'csv' && REGISTER !== 'each') throw new Error(`--register must be "csv" or "each", got "${REGISTER}"`);
const CSV_ROWS = 512;
const PROFILE = option('profile', '');
if (PROFILE && PROFILE !== 'api' && PROFILE !== 'worker') throw new Error(`--profile must be "api" or "worker", got "${PROFILE}"`);

const freePort = (): Promise<number> => new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => resolve(port));
  });
});

const chunks = <T>(items: readonly T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, k) => items.slice(k * size, (k + 1) * size));
const mb = (bytes: number): string => (Number.isNaN(bytes) ? 'n/a' : `${(bytes / 2 ** 20).toFixed(1)} MB`);
const secs = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

interface Pairing {
  matchId: string;
  players: [string, string | null] | string[];
}

interface StandingsBody {
  version: number;
  rows: { playerId: string; record: { wins: number; losses: number; draws: number } }[];
}

async function main(): Promise<void> {
  const name = `arbiter_bench_${randomBytes(4).toString('hex')}`;
  const base = loadConfig();
  const url = new URL(base.databaseUrl);
  url.pathname = `/${name}`;
  const config = loadConfig(process.env, { databaseUrl: url.toString(), queuePrefix: `arbiter-bench-event-${randomBytes(4).toString('hex')}` });
  await prepareDatabase(config);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATABASE_URL: config.databaseUrl, QUEUE_PREFIX: config.queuePrefix, HOST: '127.0.0.1', PORT: String(port),
    LOG_LEVEL: 'warn', AUTH_SECRET: randomBytes(32).toString('base64url'),
    // The load comes from one address and measures the platform, not the limiter.
    RATE_LIMIT_MAX: '0',
  };
  const profileArgs = (app: string) => (PROFILE === app ? ['--cpu-prof', `--cpu-prof-dir=${tmpdir()}`, `--cpu-prof-name=arbiter-event-bench-${app}.cpuprofile`] : []);
  const worker = new AppProcess('worker', env, profileArgs('worker'));
  const api = new AppProcess('api', env, profileArgs('api'));
  const owner = new Client({ connectionString: config.databaseUrl });
  const client = new ApiClient(`http://127.0.0.1:${port}`);
  let finished: Promise<void> | undefined;
  const finish = () => (finished ??= (async () => {
    client.close();
    await Promise.allSettled([api.stop(), worker.stop()]);
    await owner.end().catch(() => undefined);
    await cleanUp(name, config.redisUrl, config.queuePrefix);
  })());
  // Interrupted, the bench still stops its apps and drops what it made.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void finish().finally(() => process.exit(130)));
  try {
    await Promise.all([worker.ready, api.ready]);
    await owner.connect();
    const memory: { phase: string; api: Memory; worker: Memory }[] = [];
    const sample = async (phase: string) => memory.push({ phase, api: await api.memory(), worker: await worker.memory() });
    await sample('started');
    console.log(`event bench: ${PLAYERS} players (${GAME} ${FORMAT}, random legal decks from the game module), ${LANES} clients at once, ${cpus().length} cores, Node ${process.version}, load average at the start ${loadavg()[0].toFixed(1)}; api, worker, clients and PostgreSQL share the machine`);

    // The organizer creates the event and registers every player (a CSV import, or one request each from LANES at once).
    const created = await client.post('/api/tournaments', { name: `Bench event of ${PLAYERS}`, game: GAME, format: FORMAT, structure: 'swiss', bestOf: 1, seed: 1 }, await organizerAccessToken(`http://127.0.0.1:${port}`, 'Bench Organizer'), 201);
    const { tournamentId, organizerToken } = created.json as { tournamentId: string; organizerToken: string };
    const t = `/api/tournaments/${tournamentId}`;
    const module = registeredGames().get(GAME);
    const rng = new SeededRng(rngStateFromSeed(1));
    const decks = Array.from({ length: PLAYERS }, () => module.decks.random(FORMAT, rng));
    const tokenOf = new Map<string, string>();
    const registering = performance.now();
    const registrationTimes = REGISTER === 'each'
      ? await inLanes(decks, LANES, async (deck, i) => {
        const answer = await client.post(`${t}/players`, { name: `Player ${i + 1}`, deck }, organizerToken, 201, { 'idempotency-key': `register-${i}` });
        tokenOf.set(answer.json.playerId, answer.json.token);
      })
      : await inLanes(chunks(decks, CSV_ROWS), 1, async (part, k) => {
        const csv = ['name,deck', ...part.map((deck, i) => `Player ${k * CSV_ROWS + i + 1},${module.decks.cardIds(deck).join(';')}`)].join('\n');
        const answer = await client.post(`${t}/players/import`, csv, organizerToken, 201, { 'content-type': 'text/csv', 'idempotency-key': `import-${k}` });
        for (const p of answer.json.players as { playerId: string; token: string }[]) tokenOf.set(p.playerId, p.token);
      });
    const registrationMs = performance.now() - registering;
    if (tokenOf.size !== PLAYERS) throw new Error(`${tokenOf.size} players registered, not ${PLAYERS}`);
    await sample('registered');
    console.log(`registration: ${PLAYERS} players in ${secs(registrationMs)} (${Math.round(PLAYERS / (registrationMs / 1000))}/s; ${REGISTER === 'csv' ? `CSV imports of ${CSV_ROWS}` : 'one request a player'}, ${spread(registrationTimes)})`);

    // Round one: from the request to the pairings served.
    const pair = async (round: number) => {
      const asked = performance.now();
      await client.post(`${t}/rounds`, { round }, organizerToken, 202);
      const served = await until(async () => {
        const answer = await client.send('GET', `${t}/rounds/${round}`);
        if (answer.status !== 200) throw new Error(`GET rounds/${round} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`);
        if (answer.json.failure) throw new Error(`round ${round} was refused: ${JSON.stringify(answer.json.failure)}`);
        return answer.json.status === 'open' ? { pairings: answer.json.pairings as Pairing[], bytes: answer.bytes } : undefined;
      }, `round ${round}'s pairings`);
      return { ...served, ms: performance.now() - asked };
    };
    const round1 = await pair(1);
    await sample('round 1 paired');
    console.log(`round 1: start → pairings served ${secs(round1.ms)} (${round1.pairings.length} tables, ${mb(round1.bytes)} body)`);

    // Every result: one player reports a 1–0, the opponent confirms.
    const tables = round1.pairings.filter((p) => p.players[1] !== null);
    let lastVersion = 0;
    const reporting = performance.now();
    const reportTimes = await inLanes(tables, LANES, async (p) => {
      const [a, b] = p.players as [string, string];
      const match = `${t}/matches/${p.matchId}`;
      await client.post(`${match}/report`, { wins: { [a]: 1, [b]: 0 }, draws: 0 }, tokenOf.get(a), 200, { 'idempotency-key': `report-${p.matchId}` });
      const confirmed = await client.post(`${match}/confirm`, {}, tokenOf.get(b), 200, { 'idempotency-key': `confirm-${p.matchId}` });
      lastVersion = Math.max(lastVersion, confirmed.json.version as number);
    });
    const lastResult = performance.now();
    const reportingMs = lastResult - reporting;
    console.log(`results: ${tables.length} reported and confirmed in ${secs(reportingMs)} (${Math.round((2 * tables.length) / (reportingMs / 1000))} requests/s; report and confirm ${spread(reportTimes)})`);

    // From the last result to standings that count every one of them.
    const byes = round1.pairings.length - tables.length;
    const standings = await until(async () => {
      const answer = await client.send('GET', `${t}/standings`);
      if (answer.status !== 200) throw new Error(`GET standings answered ${answer.status}`);
      const body = answer.json as StandingsBody;
      const counted = body.rows.reduce((n, r) => n + r.record.wins + r.record.losses + r.record.draws, 0);
      return body.version >= lastVersion && counted === 2 * tables.length + byes ? { bytes: answer.bytes, rows: body.rows.length } : undefined;
    }, 'the standings with every result');
    const standingsMs = performance.now() - lastResult;
    await sample('results in, standings served');
    console.log(`standings: last result → every result counted ${secs(standingsMs)} (${standings.rows} rows, ${mb(standings.bytes)} body)`);

    // The organizer ends round one and starts round two.
    await client.post(`${t}/rounds/1/end`, {}, organizerToken, 200);
    const round2 = await pair(2);
    await sample('round 2 paired');
    console.log(`round 2: start → pairings served ${secs(round2.ms)} (${round2.pairings.length} tables)`);

    const stream = (await owner.query(
      `SELECT count(*)::int AS events, sum(octet_length(data::text) + octet_length(metadata::text))::bigint AS json_bytes,
              sum(pg_column_size(data) + pg_column_size(metadata))::bigint AS stored_bytes,
              sum(CASE WHEN type = 'PlayerRegistered' THEN octet_length((data->'deck')::text) ELSE 0 END)::bigint AS deck_bytes
         FROM events WHERE stream_id = $1`, [`tournament-${tournamentId}`])).rows[0] as { events: number; json_bytes: string; stored_bytes: string; deck_bytes: string };

    const pairingsMs = Math.max(round1.ms, round2.ms);
    const startHeap = memory[0];
    const heldApi = memory[memory.length - 1].api.heapUsed - startHeap.api.heapUsed;
    const heldWorker = memory[memory.length - 1].worker.heapUsed - startHeap.worker.heapUsed;
    const decklists = Number(stream.deck_bytes);
    console.log(`stream: ${stream.events} events, ${mb(Number(stream.json_bytes))} as JSON text (${mb(Number(stream.stored_bytes))} stored), decklists ${mb(decklists)}`);
    console.log('memory (heap after a full GC; RSS now and peak):');
    for (const m of memory) {
      console.log(`  ${m.phase.padEnd(30)} api heap ${mb(m.api.heapUsed).padStart(9)} rss ${mb(m.api.rss).padStart(9)}   worker heap ${mb(m.worker.heapUsed).padStart(9)} rss ${mb(m.worker.rss).padStart(9)}`);
    }
    const last = memory[memory.length - 1];
    console.log(`  peak RSS: api ${mb(last.api.peakRss)}, worker ${mb(last.worker.peakRss)}; held since start: api ${mb(heldApi)}, worker ${mb(heldWorker)} (${(heldApi / decklists).toFixed(1)}× and ${(heldWorker / decklists).toFixed(1)}× the decklists' JSON)`);
    const aims = [
      `pairings ${secs(pairingsMs)} (aim ≤ ${secs(PAIRINGS_AIM_MS)}): ${pairingsMs <= PAIRINGS_AIM_MS ? 'met' : 'NOT met'}`,
      `standings ${secs(standingsMs)} (aim ≤ ${secs(STANDINGS_AIM_MS)}): ${standingsMs <= STANDINGS_AIM_MS ? 'met' : 'NOT met'}`,
    ];
    console.log(`aims: ${aims.join('; ')}`);
  } finally {
    await finish();
    if (PROFILE) console.log(`CPU profile of the ${PROFILE}: ${tmpdir()}/arbiter-event-bench-${PROFILE}.cpuprofile`);
  }
}

/** Drops the bench's database and the keys under its queue prefix (never anything else in the shared Redis). */
async function cleanUp(name: string, redisUrl: string, prefix: string): Promise<void> {
  const url = new URL(loadConfig().databaseUrl);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
