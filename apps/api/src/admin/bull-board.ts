import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { HEARTBEAT_QUEUE, PROJECTIONS_QUEUE } from '@arbiter/event-store';
import { Queue } from 'bullmq';

export const BULL_BOARD_ROUTE = '/admin/queues';

/** Bull Board on the api's Fastify instance: queues, failed jobs and their retries. */
export async function mountBullBoard(app: NestFastifyApplication, queueNames = [PROJECTIONS_QUEUE, HEARTBEAT_QUEUE]): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(BULL_BOARD_ROUTE);
  createBullBoard({
    queues: queueNames.map((name) => new BullMQAdapter(app.get<Queue>(getQueueToken(name), { strict: false }))),
    // @bull-board/fastify pins its own patch release of @bull-board/api; the adapter contract is the same.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
  });
  await app.register(serverAdapter.registerPlugin() as never, { prefix: BULL_BOARD_ROUTE });
}
