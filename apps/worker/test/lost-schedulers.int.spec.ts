import Redis from 'ioredis';
import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { Platform, startPlatform } from '../../../test/support/platform';
import { organizerAccessToken } from '../../../test/support/accounts';
import { ThrowawayRedis } from '../../../test/support/redis';
import { JobSchedulerKeeper } from '../src/schedules/job-scheduler-keeper';

jest.setTimeout(120_000);

async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not true within ${ms} ms`);
}

// Redis loses its data while the platform runs: the job schedulers (the safety nets) go with it.
describe('job schedulers lost with Redis data', () => {
  const redis = new ThrowawayRedis();
  let platform: Platform;
  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));
  let keeper: JobSchedulerKeeper;
  const rng = new SeededRng(rngStateFromSeed(11));
  const deck = () => registeredGames().get('chaotic').decks.random('masters', rng);

  const call = async (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${platform.base}${path}`, {
      method,
      headers: { ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { status: res.status, body: JSON.parse(await res.text()) };
  };
  const flushPrivateRedis = async () => {
    const client = new Redis(redis.url);
    await client.flushall();
    client.disconnect();
  };
  const health = () => call('GET', '/health');
  const healthy = async () => (await health()).status === 200;
  const registeredTournament = async () => {
    const created = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Flush', game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 1, seed: 4 } });
    const { tournamentId, organizerToken } = created.body as { tournamentId: string; organizerToken: string };
    for (const name of ['Ada', 'Bo']) {
      expect((await call('POST', `/api/tournaments/${tournamentId}/players`, { token: organizerToken, body: { name, deck: deck() } })).status).toBe(201);
    }
    return tournamentId;
  };
  /** A tournament with a requested round whose pairing job never reached Redis. */
  const pendingRound = async () => {
    const tournamentId = await registeredTournament();
    await platform.db.owner.query(
      `INSERT INTO tournament_round_requests (tournament_id, round, requested_by, requested_role) VALUES ($1, 1, 'organizer', 'organizer')`, [tournamentId],
    );
    return tournamentId;
  };
  const roundStatus = async (tid: string) => (await call('GET', `/api/tournaments/${tid}/rounds/1`)).body.status as string;

  beforeAll(async () => {
    await redis.start();
    platform = await startPlatform('schedulers', { redisUrl: redis.url, tickMs: 500, heartbeatTimeoutMs: 2000 });
    keeper = platform.worker.get(JobSchedulerKeeper);
  });
  afterAll(async () => {
    await platform?.stop();
    await redis.destroy();
  });

  it('fails /health while a scheduler is missing, then registers them again and pairs a round left pending', async () => {
    await eventually(healthy, 10_000);
    // A worker that does not watch: what a flush did before the keeper existed.
    keeper.stopWatching();
    await flushPrivateRedis();
    const tid = await pendingRound();

    const failing = await health();
    expect(failing.status).toBe(503);
    expect(failing.body.checks.schedulers).toMatchObject({ status: 'down', detail: expect.stringContaining('projections/tick') });
    expect(failing.body.checks.schedulers.detail).toContain('pairings/sweep-round-requests');
    expect(failing.body.checks.worker).toMatchObject({ status: 'down', detail: expect.stringContaining('job scheduler missing') });
    await new Promise((r) => setTimeout(r, 1500)); // three ticks: nothing sweeps the request up
    expect(await roundStatus(tid)).toBe('pairing');

    keeper.watch();
    await eventually(async () => (await keeper.missing()).length === 0, 5000);
    await eventually(async () => (await roundStatus(tid)) === 'open', 15_000);
    await eventually(healthy, 5000);
  });

  it('projects the standings of a tournament whose wake-up Redis lost after it was enqueued', async () => {
    const tid = await registeredTournament();
    await eventually(async () => (await platform.db.owner.query('SELECT 1 FROM tournament_standings WHERE tournament_id = $1', [tid])).length === 1, 15_000);
    // The wake-ups projection moved past the events; the job it enqueued is gone with Redis.
    await platform.db.owner.query('DELETE FROM tournament_standings WHERE tournament_id = $1', [tid]);
    await eventually(async () => (await platform.db.owner.query('SELECT 1 FROM tournament_standings WHERE tournament_id = $1', [tid])).length === 1, 15_000);
    expect((await call('GET', `/api/tournaments/${tid}/standings`)).status).toBe(200);
  });

  it('registers the schedulers again when Redis comes back empty after a restart', async () => {
    await eventually(healthy, 10_000);
    await flushPrivateRedis();
    await redis.stop();
    await redis.start();
    const tid = await pendingRound();
    await eventually(async () => (await keeper.missing()).length === 0, 10_000);
    await eventually(async () => (await roundStatus(tid)) === 'open', 15_000);
    await eventually(healthy, 10_000);
  });
});
