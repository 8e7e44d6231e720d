import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PlatformConfig, PostgresEventStore } from '@arbiter/event-store';
import type { GameRegistry } from '@arbiter/rules';
import { TokenService } from '../../apps/api/src/auth';
import { createApp } from '../../apps/api/src/create-app';
import { createWorker } from '../../apps/worker/src/create-worker';
import { createTestDatabase, TestDatabase } from './postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from './redis';

/** The api and a worker in this process, on a database and queue prefix of their own. */
export interface Platform {
  db: TestDatabase;
  app: NestFastifyApplication;
  worker: INestApplicationContext;
  base: string;
  tokens: TokenService;
  store: PostgresEventStore;
  stop(): Promise<void>;
}

/** `options.games`: the registered games of both the api and the worker (e.g. `registeredGames([raceModule])`). */
export async function startPlatform(label: string, overrides: Partial<PlatformConfig> = {}, options: { games?: GameRegistry } = {}): Promise<Platform> {
  const db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix(label), logLevel: 'warn', tickMs: 60_000, ...overrides });
  const worker = await createWorker(db.config, options);
  const app = await createApp(db.config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    db, app, worker, base: `http://127.0.0.1:${port}`, tokens: app.get(TokenService), store: new PostgresEventStore(db.app),
    async stop() {
      await app.close();
      await worker.close();
      await db.drop();
      await deleteQueueKeys(db.config.queuePrefix);
    },
  };
}
