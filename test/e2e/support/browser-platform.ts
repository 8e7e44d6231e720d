import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp } from '../../../apps/api/src/create-app';
import { createWorker } from '../../../apps/worker/src/create-worker';
import { createTestDatabase, TestDatabase } from '../../support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../../support/redis';
import { launchChromium, PHONE } from './browser';

/** The api and a worker on a database of their own, and Chromium with one context per person's device. */
export interface BrowserPlatform {
  base: string;
  /** A new browser (its own cookies and storage: one person's device) with a page at `viewport`. */
  device(viewport?: { width: number; height: number }): Promise<Page>;
  stop(): Promise<void>;
}

export async function startBrowserPlatform(label: string): Promise<BrowserPlatform> {
  const db: TestDatabase = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix(label), logLevel: 'warn' });
  const worker: INestApplicationContext = await createWorker(db.config);
  const app: NestFastifyApplication = await createApp(db.config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const browser: Browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    base: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`,
    async device(viewport = PHONE) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      return context.newPage();
    },
    async stop() {
      for (const c of contexts) await c.close();
      await browser.close();
      await app.close();
      await worker.close();
      await db.drop();
      await deleteQueueKeys(db.config.queuePrefix);
    },
  };
}
