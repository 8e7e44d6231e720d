import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { EVENT_STORE, EventStore } from '@arbiter/event-store';
import { registeredGames, SWEEP_ROUND_REQUESTS_JOB } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { Platform, startPlatform } from '../../../test/support/platform';
import { organizerAccessToken } from '../../../test/support/accounts';
import { TestDatabase } from '../../../test/support/postgres';
import { PairingsProcessor, pairRequestedRound } from '../src/tournaments/pairings.processor';

jest.setTimeout(120_000);

// The pairing job on a running platform: tournaments are set up over the api's HTTP routes.
describe('pairings worker (requested rounds)', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let base: string;
  const rng = new SeededRng(rngStateFromSeed(5));
  const chaotic = registeredGames().get('chaotic');
  const deck = () => chaotic.decks.random('masters', rng);

  const call = async (method: string, path: string, opts: { token?: string; body?: unknown } = {}) => {
    const { token, body } = opts;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };
  const create = async () => {
    const res = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Test', game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 3, seed: 3 } });
    expect(res.status).toBe(201);
    return res.body as { tournamentId: string; organizerToken: string };
  };
  const register = async (tid: string, org: string, name: string) =>
    call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name, deck: deck() } });

  let platform: Platform;
  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));
  beforeAll(async () => {
    platform = await startPlatform('pairings');
    ({ db, app, worker, base } = platform);
  });
  afterAll(async () => platform?.stop());

  it('pairs a requested round once even when the job runs twice at the same time', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed']) expect((await register(tid, org, name)).status).toBe(201);
    const store = app.get<EventStore>(EVENT_STORE);
    const job = { tournamentId: tid, round: 1, actor: { id: 'organizer', role: 'organizer' as const }, now: '2026-03-01T10:00:00Z' };
    const outcomes = await Promise.all([pairRequestedRound(store, job), pairRequestedRound(store, job)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already-paired', 'appended']);
    const started = await db.owner.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND type = 'RoundStarted'`, [`tournament-${tid}`]);
    expect(started[0].n).toBe(1);
    const round = await call('GET', `/api/tournaments/${tid}/rounds/1`);
    expect(round.body.pairings.map((p: { players: unknown[] }) => p.players.length)).toEqual([2, 2, 2]);
    expect(round.body.pairings.filter((p: { players: unknown[] }) => p.players[1] === null)).toHaveLength(1);
  });

  it('pairs a requested round whose job was lost on the next sweep', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    for (const name of ['Ada', 'Bo']) await register(tid, org, name);
    // The request is recorded but its job never reached Redis.
    await db.owner.query(`INSERT INTO tournament_round_requests (tournament_id, round, requested_by, requested_role) VALUES ($1, 1, 'organizer', 'organizer')`, [tid]);
    expect((await call('GET', `/api/tournaments/${tid}/rounds/1`)).body.status).toBe('pairing');
    await worker.get(PairingsProcessor).process({ name: SWEEP_ROUND_REQUESTS_JOB, data: {} } as never);
    let status = 'pairing';
    for (let i = 0; i < 200 && status === 'pairing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await call('GET', `/api/tournaments/${tid}/rounds/1`)).body.status;
    }
    expect(status).toBe('open');
  });
});
