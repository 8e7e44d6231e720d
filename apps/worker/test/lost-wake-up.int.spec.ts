import { INestApplicationContext } from '@nestjs/common';
import { CATCH_UP_JOB, PostgresEventStore, PROJECTIONS_QUEUE, redisOptions, wakeUpOptions } from '@arbiter/event-store';
import { Queue } from 'bullmq';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { ThrowawayRedis, uniqueQueuePrefix } from '../../../test/support/redis';
import { command } from '../../../libs/event-store/test/fixtures';
import { createWorker } from '../src/create-worker';

async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not true within ${ms} ms`);
}

describe('worker safety-net tick', () => {
  const redis = new ThrowawayRedis();
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let store: PostgresEventStore;
  const projected = async (): Promise<number> =>
    Number((await db.owner.query(`SELECT coalesce(sum(events), 0)::int AS n FROM stream_stats WHERE stream_type = 'tick'`))[0].n);

  beforeAll(async () => {
    await redis.start();
    db = await createTestDatabase({ redisUrl: redis.url, queuePrefix: uniqueQueuePrefix('tick'), tickMs: 500, logLevel: 'silent' });
    store = new PostgresEventStore(db.app);
    worker = await createWorker(db.config);
  });
  afterAll(async () => {
    await worker?.close();
    await redis.destroy();
    await db?.drop();
  });

  it('makes good a wake-up lost while Redis restarts', async () => {
    await store.appendToStream('tick-1', command(2), { expectedVersion: 'no_stream', streamType: 'tick' });
    await eventually(async () => (await projected()) === 2, 10_000);

    await redis.stop();
    await store.appendToStream('tick-2', command(3), { expectedVersion: 'no_stream', streamType: 'tick' });
    // The wake-up for it cannot be enqueued: Redis is down, so it is lost.
    const producer = new Queue(PROJECTIONS_QUEUE, {
      connection: { ...redisOptions(redis.url), enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null },
      prefix: db.config.queuePrefix,
    });
    producer.on('error', () => undefined);
    await expect(producer.add(CATCH_UP_JOB, { projection: 'stream_stats' }, wakeUpOptions('catch-up-stream_stats'))).rejects.toThrow();
    await producer.close().catch(() => undefined);
    expect(await projected()).toBe(2);

    await redis.start();
    await eventually(async () => (await projected()) === 5, 20_000);
  });
});
