import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { PINO, PLATFORM_CONFIG, PlatformConfig } from '@arbiter/event-store';
import { JOB_SCHEDULERS, jobSchedulerName, missingJobSchedulers, upsertJobScheduler } from '@arbiter/platform';
import type { Queue } from 'bullmq';
import type { Logger } from 'pino';

/**
 * Keeps the platform's job schedulers registered. Redis may lose them (a flush, a restart
 * without persistence) while the worker runs; without them a lost wake-up is never made good.
 * So they are registered at start, again each time a queue connection is ready after a
 * reconnect, and by a self-check every tick.
 */
@Injectable()
export class JobSchedulerKeeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private readonly unwatch: (() => void)[] = [];
  private repairing: Promise<string[]> | undefined;

  constructor(
    private readonly moduleRef: ModuleRef,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
    @Inject(PINO) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const spec of JOB_SCHEDULERS) await upsertJobScheduler(this.queue(spec.queue), spec, this.config);
    this.watch();
  }

  onApplicationShutdown(): void {
    this.stopWatching();
  }

  /** Names (`queue/id`) of the schedulers Redis does not hold now. */
  async missing(): Promise<string[]> {
    return (await missingJobSchedulers((name) => this.queue(name))).map(jobSchedulerName);
  }

  /** Registers the missing schedulers again; returns their names. One repair at a time. */
  repair(): Promise<string[]> {
    this.repairing ??= this.repairMissing().finally(() => (this.repairing = undefined));
    return this.repairing;
  }

  /** Repairs on every `ready` of a queue connection and on a timer; idempotent. */
  watch(): void {
    this.stopWatching();
    const queues = [...new Set(JOB_SCHEDULERS.map((s) => s.queue))].map((name) => this.queue(name));
    for (const queue of queues) {
      const backend = queue.getBackend();
      const onReady = () => void this.repairQuietly();
      backend.on('ready', onReady);
      this.unwatch.push(() => backend.off('ready', onReady));
    }
    this.timer = setInterval(() => void this.repairQuietly(), this.config.tickMs);
    this.timer.unref();
  }

  stopWatching(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const off of this.unwatch.splice(0)) off();
  }

  private async repairMissing(): Promise<string[]> {
    const missing = await missingJobSchedulers((name) => this.queue(name));
    for (const spec of missing) await upsertJobScheduler(this.queue(spec.queue), spec, this.config);
    const names = missing.map(jobSchedulerName);
    if (names.length) this.logger.warn({ schedulers: names }, 'job schedulers were missing from Redis; registered them again');
    return names;
  }

  /** A repair that fails (Redis still down) is retried on the next tick or reconnect. */
  private async repairQuietly(): Promise<void> {
    try {
      await this.repair();
    } catch (error) {
      this.logger.debug({ err: error }, 'job scheduler check failed; retrying on the next tick');
    }
  }

  private queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
