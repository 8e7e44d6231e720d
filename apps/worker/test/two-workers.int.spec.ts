import { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { CATCH_UP_JOB, PostgresEventStore, PROJECTIONS_QUEUE, wakeUpOptions } from '@arbiter/event-store';
import { Queue } from 'bullmq';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../../../test/support/redis';
import { command } from '../../../libs/event-store/test/fixtures';
import { createWorker } from '../src/create-worker';

describe('two workers on one projection', () => {
  let db: TestDatabase;
  let workers: INestApplicationContext[] = [];
  let store: PostgresEventStore;

  beforeAll(async () => {
    // The tick is an hour away: only wake-ups can make the projection catch up here.
    db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix('workers'), tickMs: 3_600_000, logLevel: 'silent' });
    store = new PostgresEventStore(db.app);
    workers = [await createWorker(db.config), await createWorker(db.config)];
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await db.drop();
    await deleteQueueKeys(db.config.queuePrefix);
  });

  it('catches up on every wake-up, whichever worker receives it', async () => {
    const queue = workers[0].get<Queue>(getQueueToken(PROJECTIONS_QUEUE), { strict: false });
    for (let i = 1; i <= 8; i++) {
      await store.appendToStream(`wake-${i}`, command(1), { expectedVersion: 'no_stream', streamType: 'wake' });
      await queue.add(CATCH_UP_JOB, { projection: 'stream_stats' }, wakeUpOptions('catch-up-stream_stats'));
      const started = Date.now();
      const deadline = started + 5_000;
      let seen = 0;
      while (Date.now() < deadline) {
        [{ n: seen }] = await db.owner.query(`SELECT coalesce(sum(events), 0)::int AS n FROM stream_stats WHERE stream_type = 'wake'`);
        if (seen === i) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(seen).toBe(i);
    }
  });
});
