import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createDataSource, loadConfig, prepareDatabase } from '@arbiter/event-store';
import { registeredGames } from '@arbiter/platform';
import { Client } from 'pg';
import { auditCounts, type ChaosChecks, checkChaosRun, jobCounts, standingsBehind } from './chaos-checks';
import { organizerAccessToken } from '../support/accounts';
import { ChaosClient } from './chaos-client';
import { type ChaosTournament, type PlayedGame, runChaosTournament } from './chaos-tournament';
import { ENTRIES, PlatformProcess } from './platform-process';
import { PrivatePostgres } from './private-postgres';
import { PrivateRedis } from './private-redis';

export interface ChaosOptions {
  /** How long bots start tournaments and faults are injected; the run then settles and checks. */
  readonly minutes: number;
  /** Tournaments played at the same time. */
  readonly concurrent: number;
  readonly players: number;
  readonly rounds: number;
  /** Actions after which a game is ended on time (keeps games, and so runs, short). */
  readonly maxActions: number;
  /** Time between two faults. */
  readonly faultEveryMs: number;
  readonly game: string;
  readonly log: (line: string) => void;
  /** Lines the api and worker processes print (warnings and errors). */
  readonly output?: (line: string) => void;
}

export type FaultKind = 'worker killed' | 'api killed' | 'redis restarted empty' | 'postgres restarted';

export interface ChaosReport {
  readonly seconds: number;
  readonly faults: Record<FaultKind, number>;
  /** How PostgreSQL was failed: a private cluster stopped as if it crashed, or (no server binaries) every backend terminated. */
  readonly postgresOutage: 'private cluster crash-stopped and restarted' | 'backends terminated on the shared server';
  readonly tournaments: number;
  readonly requests: number;
  readonly retries: number;
  readonly adoptedStarts: number;
  /** Api and worker processes that exited without being killed (each was started again). */
  readonly exitedOnTheirOwn: Record<string, number>;
  readonly checks: ChaosChecks;
  /** Bot tournaments that failed (an error the bots could not get past). */
  readonly errors: string[];
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Two apis and two workers as separate processes on a PostgreSQL and a Redis of their own;
 * bots play tournaments through the apis while workers and apis are killed with SIGKILL and
 * started again, Redis is restarted empty and PostgreSQL is restarted. Then the run settles and
 * is checked (`checkChaosRun`).
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const { log } = options;
  const module = registeredGames().get(options.game);
  const redis = new PrivateRedis(await freePort());
  await redis.start();
  let pg = PrivatePostgres.create(await freePort());
  try {
    pg?.init();
    pg?.start();
  } catch (error) {
    log(`no private PostgreSQL cluster (${(error as Error).message}); outages will terminate backends on the shared server`);
    pg?.destroy();
    pg = undefined;
  }
  const database = `arbiter_chaos_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string;
  if (pg) {
    databaseUrl = pg.url(database);
  } else {
    const shared = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
    shared.pathname = `/${database}`;
    databaseUrl = shared.toString();
  }
  log(`postgres: ${pg ? `private cluster on port ${pg.port}` : 'shared server (outages by terminating backends)'}; redis: private on port ${redis.port}`);
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redis.url, QUEUE_PREFIX: 'arbiter-chaos' });
  await prepareDatabase(config);

  const env = (port: number): NodeJS.ProcessEnv => ({
    ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redis.url, QUEUE_PREFIX: config.queuePrefix, PORT: String(port), HOST: '127.0.0.1',
    LOG_LEVEL: 'error', TICK_MS: '1000', RATE_LIMIT_MAX: '0', AUTH_SECRET: randomBytes(32).toString('hex'), HEARTBEAT_TIMEOUT_MS: '2000',
  });
  // Process output is shown with --verbose; an exit nobody asked for is always logged.
  const output = (line: string) => (options.output ?? ((l: string) => /exited on its own|did not start again/.test(l) && log(l)))(line);
  const apiPorts = [await freePort(), await freePort()];
  const sharedEnv = env(0);
  const apis = apiPorts.map((port, i) => new PlatformProcess(`api-${i + 1}`, ENTRIES.api, { ...sharedEnv, PORT: String(port) }, output));
  const workers = [1, 2].map((i) => new PlatformProcess(`worker-${i}`, ENTRIES.worker, sharedEnv, output));
  const all = [...workers, ...apis];
  const faults: Record<FaultKind, number> = { 'worker killed': 0, 'api killed': 0, 'redis restarted empty': 0, 'postgres restarted': 0 };
  const tournaments: ChaosTournament[] = [];
  const played: PlayedGame[] = [];
  const errors: string[] = [];
  const client = new ChaosClient(() => apiPorts.map((p) => `http://127.0.0.1:${p}`), randomBytes(3).toString('hex'));
  let checks: ChaosChecks | undefined;
  try {
    await Promise.all(all.map((p) => p.start()));
    log('2 apis and 2 workers running');
    const creatorToken = await organizerAccessToken(`http://127.0.0.1:${apiPorts[0]}`, 'Chaos Organizer');
    const deadline = Date.now() + options.minutes * 60_000;

    // Bots: each lane plays tournaments one after another until the time is up.
    let seed = 0;
    const lanes = Array.from({ length: options.concurrent }, async () => {
      do {
        const mine = ++seed;
        try {
          tournaments.push(await runChaosTournament(client, module, { seed: mine, players: options.players, rounds: options.rounds, maxActions: options.maxActions, log, played, creatorToken }));
          log(`tournament ${tournaments.length} complete`);
        } catch (error) {
          errors.push(`tournament with seed ${mine}: ${(error as Error).message}`);
          log(`tournament with seed ${mine} failed: ${(error as Error).message}`);
        }
      } while (Date.now() < deadline);
    });

    // Faults, in turn, until the time is up.
    const kinds: FaultKind[] = ['redis restarted empty', 'worker killed', 'postgres restarted', 'api killed'];
    const restarting = new Map<PlatformProcess, Promise<void>>();
    const monkey = (async () => {
      for (let n = 0; Date.now() + options.faultEveryMs < deadline; n++) {
        await sleep(options.faultEveryMs);
        const kind = kinds[n % kinds.length];
        log(`fault: ${kind}`);
        if (kind === 'worker killed' || kind === 'api killed') {
          // Restarted in the background (a start takes seconds): the faults go on meanwhile.
          const candidates = (kind === 'worker killed' ? workers : apis).filter((p) => p.running && !restarting.has(p));
          if (candidates.length === 0) continue;
          const victim = candidates[faults[kind] % candidates.length];
          await victim.kill9();
          faults[kind]++;
          restarting.set(victim, sleep(300).then(() => victim.start())
            .catch((error: Error) => { errors.push(`${victim.name} did not start again: ${error.message}`); })
            .finally(() => restarting.delete(victim)));
        } else if (kind === 'redis restarted empty') {
          faults[kind]++;
          await redis.kill();
          await sleep(500);
          await redis.start();
        } else if (pg) {
          faults[kind]++;
          pg.stop('immediate');
          await sleep(1000);
          pg.start();
        } else {
          faults[kind]++;
          await terminateBackends(databaseUrl, database);
        }
      }
    })();
    await Promise.all([monkey, ...lanes]);
    await Promise.all(restarting.values());
    log(`faults over; ${tournaments.length} tournaments played; settling`);

    // Settle: every ended game audited, standings caught up, no job waiting.
    const owner = await createDataSource(config, 'owner', 4).initialize();
    try {
      const settleBy = Date.now() + 180_000;
      for (;;) {
        const audits = await auditCounts(owner);
        const behind = await standingsBehind(owner);
        const jobs = await jobCounts(redis.url, config.queuePrefix);
        if (audits.unaudited.length === 0 && behind === 0 && Object.keys(jobs.stuck).length === 0) break;
        if (Date.now() > settleBy) {
          log(`not settled after 180 s: ${audits.unaudited.length} game(s) unaudited, ${behind} standings behind, jobs ${JSON.stringify(jobs.stuck)}`);
          break;
        }
        await sleep(1000);
      }
      const jobs = await jobCounts(redis.url, config.queuePrefix);
      await Promise.all(all.map((p) => p.stop()));
      checks = await checkChaosRun(owner, client, played, jobs);
    } finally {
      await owner.destroy();
    }
  } finally {
    await Promise.all(all.map((p) => p.stop()));
    await redis.kill();
    if (pg) pg.destroy();
    else await dropShared(databaseUrl, database);
  }
  return {
    seconds: Math.round((Date.now() - started) / 1000), faults,
    postgresOutage: pg ? 'private cluster crash-stopped and restarted' : 'backends terminated on the shared server',
    tournaments: tournaments.length, requests: client.requests, retries: client.retries,
    adoptedStarts: tournaments.reduce((n, t) => n + t.adoptedStarts, 0), checks: checks!, errors,
    exitedOnTheirOwn: Object.fromEntries(all.filter((p) => p.crashes > 0).map((p) => [p.name, p.crashes])),
  };
}

async function adminQuery(databaseUrl: string, sql: string, params: unknown[]): Promise<void> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(sql, params);
  } finally {
    await admin.end();
  }
}

/** The outage when PostgreSQL cannot be restarted here: every connection to the database is cut. */
function terminateBackends(databaseUrl: string, database: string): Promise<void> {
  return adminQuery(databaseUrl, 'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
}

function dropShared(databaseUrl: string, database: string): Promise<void> {
  return adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, []);
}
