import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { PLATFORM_CONFIG, PlatformConfig, PROJECTIONS_QUEUE, TICK_JOB } from '@arbiter/event-store';
import { Queue } from 'bullmq';

/** The safety net: a repeating tick, so a lost wake-up costs latency, never data. */
@Injectable()
export class TickScheduler implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(PROJECTIONS_QUEUE) private readonly queue: Queue,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(TICK_JOB, { every: this.config.tickMs }, {
      name: TICK_JOB,
      opts: { removeOnComplete: true, removeOnFail: { count: 100 } },
    });
  }
}
