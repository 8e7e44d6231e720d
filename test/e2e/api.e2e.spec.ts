import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../support/redis';
import { createWorker } from '../../apps/worker/src/create-worker';
import { createApp } from '../../apps/api/src/create-app';

// Real databases and processes: Jest's 5 s default is too short on a loaded machine.
jest.setTimeout(120_000);

const TOKEN = 'test-internal-token';
const BODY_LIMIT = 64 * 1024;

describe('api (in-process, port 0)', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let worker: INestApplicationContext;
  let base: string;

  const post = (path: string, body: string | object, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const appendBody = (over: Record<string, unknown> = {}) => ({
    streamType: 'note',
    expectedVersion: 'no_stream',
    commandId: randomUUID(),
    events: [{ type: 'NoteRecorded', data: { text: 'hello' } }],
    ...over,
  });
  const countEvents = async (): Promise<number> => Number((await db.owner.query('SELECT count(*) AS n FROM events'))[0].n);

  beforeAll(async () => {
    db = await createTestDatabase({
      redisUrl: TEST_REDIS_URL,
      queuePrefix: uniqueQueuePrefix('api'),
      internalToken: TOKEN,
      bodyLimit: BODY_LIMIT,
      adminToken: 'board-password',
      logLevel: 'warn',
      tickMs: 60_000,
    });
    worker = await createWorker(db.config);
    app = await createApp(db.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.getHttpServer().address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app?.close();
    await worker?.close();
    await db?.drop();
    if (db) await deleteQueueKeys(db.config.queuePrefix);
  });

  it('reports PostgreSQL, Redis and a worker that processed a heartbeat on /health', async () => {
    const res = await fetch(`${base}/health`);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', checks: { postgres: { status: 'up' }, redis: { status: 'up' }, worker: { status: 'up' } } });
    expect(res.status).toBe(200);
  });

  it('appends through the internal endpoint, reads the stream back, and the worker projects it', async () => {
    const res = await post('/internal/streams/note-1/events', appendBody());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ appended: true, nextVersion: 1 });
    const read = await fetch(`${base}/internal/streams/note-1/events`, { headers: { 'x-internal-token': TOKEN } });
    expect(read.status).toBe(200);
    const events = await read.json();
    expect(events).toEqual([expect.objectContaining({ streamId: 'note-1', type: 'NoteRecorded', data: { text: 'hello' }, streamPosition: 1 })]);
    // The wake-up job makes the worker catch up (the tick is a minute away).
    for (let i = 0; i < 100; i++) {
      const rows = await db.owner.query(`SELECT events::int AS n FROM stream_stats WHERE stream_type = 'note'`);
      if (rows[0]?.n === 1) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('stream_stats never caught up');
  });

  it('answers a stale expected version with 409 problem details', async () => {
    await post('/internal/streams/note-2/events', appendBody());
    const res = await post('/internal/streams/note-2/events', appendBody({ expectedVersion: 0 }));
    expect(res.status).toBe(409);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 409, code: 'event-store/concurrency', expected: 0, actual: 1, streamId: 'note-2' });
  });

  it('answers an unknown stream with 404 problem details', async () => {
    const res = await fetch(`${base}/internal/streams/never-written/events`, { headers: { 'x-internal-token': TOKEN } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, code: 'event-store/stream-not-found', instance: '/internal/streams/never-written/events' });
  });

  describe('bad input appends nothing', () => {
    let before: number;
    beforeEach(async () => (before = await countEvents()));
    afterEach(async () => expect(await countEvents()).toBe(before));

    it('malformed JSON → 400 request/malformed-json', async () => {
      const res = await post('/internal/streams/bad-1/events', '{"streamType": "note", ');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 400, code: 'request/malformed-json' });
    });

    it(`a body over the ${BODY_LIMIT}-byte limit → 413 request/body-too-large`, async () => {
      const res = await post('/internal/streams/bad-2/events', appendBody({ events: [{ type: 'Big', data: { blob: 'x'.repeat(BODY_LIMIT) } }] }));
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ status: 413, code: 'request/body-too-large', limitBytes: BODY_LIMIT });
    });

    it('wrong types → 400 request/validation naming each field', async () => {
      const res = await post('/internal/streams/bad-3/events', appendBody({ expectedVersion: 'latest', commandId: 42, events: [{ type: 7, data: 'text' }] }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; errors: { field: string }[] };
      expect(body.code).toBe('request/validation');
      expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['commandId', 'events[0].data', 'events[0].type', 'expectedVersion']);
    });

    it('unknown fields → 400 request/validation', async () => {
      const res = await post('/internal/streams/bad-4/events', appendBody({ sneaky: true }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'request/validation', errors: [expect.objectContaining({ field: 'sneaky' })] });
    });

    it('a malformed stream id → 422 event-store/invalid-append', async () => {
      const res = await post(`/internal/streams/${encodeURIComponent('has space')}/events`, appendBody());
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'event-store/invalid-append', field: 'streamId' });
    });

    it('a wrong query type → 400 request/validation', async () => {
      const res = await fetch(`${base}/internal/streams/note-1/events?fromVersion=abc`, { headers: { 'x-internal-token': TOKEN } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'request/validation', errors: [expect.objectContaining({ field: 'fromVersion' })] });
    });

    it('no internal token → 401', async () => {
      const res = await post('/internal/streams/bad-5/events', appendBody(), { 'x-internal-token': 'wrong' });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: 401, code: 'http/401' });
    });

    it('raw streams are not readable without the internal token (they hold hidden information)', async () => {
      const res = await fetch(`${base}/internal/streams/note-1/events`);
      expect(res.status).toBe(401);
    });
  });

  it('answers an unknown route with 404 problem details', async () => {
    const res = await fetch(`${base}/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404, code: 'http/not-found' });
  });

  it('serves OpenAPI at /docs and Bull Board at /admin/queues', async () => {
    const docs = await fetch(`${base}/docs-json`);
    expect(docs.status).toBe(200);
    expect(((await docs.json()) as { paths: object }).paths).toHaveProperty(['/api/tournaments']);
    expect((await fetch(`${base}/docs`)).status).toBe(200);
    expect((await fetch(`${base}/admin/queues`)).status).toBe(401); // administrators only
    const board = await fetch(`${base}/admin/queues`, { headers: { authorization: `Basic ${Buffer.from('admin:board-password').toString('base64')}` } });
    expect(board.status).toBe(200);
    expect(await board.text()).toContain('<html');
  });
});

describe('api /health without a worker', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix('noworker'), heartbeatTimeoutMs: 300, logLevel: 'silent' });
    app = await createApp(db.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    if (db) await deleteQueueKeys(db.config.queuePrefix);
  });

  it('answers 503 with the worker down while PostgreSQL and Redis are up: Redis answering is not enough', async () => {
    const { port } = app.getHttpServer().address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: 'degraded',
      checks: { postgres: { status: 'up' }, redis: { status: 'up' }, worker: { status: 'down', detail: expect.stringContaining('heartbeat') } },
    });
  });
});
