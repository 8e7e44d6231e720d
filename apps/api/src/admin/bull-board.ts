import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HEARTBEAT_QUEUE, PlatformConfig, PROJECTIONS_QUEUE } from '@arbiter/event-store';
import { adminAccessHook } from './admin-access';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { AUDITS_QUEUE, PAIRINGS_QUEUE, STANDINGS_QUEUE } from '@arbiter/platform';

export const BULL_BOARD_ROUTE = '/admin/queues';

/** Bull Board on the api's Fastify instance: queues, failed jobs and their retries. */
export const BOARD_QUEUES = [PROJECTIONS_QUEUE, PAIRINGS_QUEUE, STANDINGS_QUEUE, AUDITS_QUEUE, HEARTBEAT_QUEUE];

/** Bull Board on the api's Fastify instance: every queue, failed jobs and their retries; guarded by ADMIN_TOKEN. */
export async function mountBullBoard(app: NestFastifyApplication, config: Pick<PlatformConfig, 'adminToken'>): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_ROUTE);
  const queues = BOARD_QUEUES.flatMap((name) => {
    const queue = app.get<Queue>(getQueueToken(name), { strict: false });
    return queue ? [new BullMQAdapter(queue)] : [];
  });
  createBullBoard({
    queues,
    // @bull-board/fastify pins its own patch release of @bull-board/api; the adapter contract is the same.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
  });
  const guard = adminAccessHook(config.adminToken);
  await app.register(
    async (scope: FastifyInstance) => {
      scope.addHook('onRequest', guard);
      await scope.register(serverAdapter.registerPlugin() as never);
    },
    { prefix: BULL_BOARD_ROUTE },
  );
}
