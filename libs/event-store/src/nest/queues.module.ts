import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module } from '@nestjs/common';
import type { ConnectionOptions, JobsOptions } from 'bullmq';
import { PlatformConfig } from '../platform/config';
import { redisOptions } from '../platform/redis';
import { HEARTBEAT_QUEUE, PROJECTIONS_QUEUE } from './tokens';

/** Retries with exponential backoff; finished jobs are dropped, failed ones kept for Bull Board. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: true,
  removeOnFail: { count: 1000 },
} as const;

/** Job options of a wake-up: coalesced by id, one may wait while another runs. */
export function wakeUpOptions(dedupId: string): JobsOptions {
  return { deduplication: { id: dedupId, keepLastIfActive: true } };
}

/** BullMQ on ioredis, shared by api (producers) and worker (processors). */
@Module({})
export class QueuesModule {
  static forRoot(config: PlatformConfig): DynamicModule {
    const queues = BullModule.registerQueue(
      { name: PROJECTIONS_QUEUE, defaultJobOptions: DEFAULT_JOB_OPTIONS },
      { name: HEARTBEAT_QUEUE, defaultJobOptions: { removeOnComplete: { age: 300 }, removeOnFail: { age: 300 } } },
    );
    return {
      module: QueuesModule,
      global: true,
      imports: [BullModule.forRoot({ connection: redisOptions(config.redisUrl) as ConnectionOptions, prefix: config.queuePrefix }), queues],
      exports: [queues],
    };
  }
}
