import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { HEARTBEAT_QUEUE, PLATFORM_CONFIG, PlatformConfig } from '@arbiter/event-store';
import { jobSchedulerName, missingJobSchedulers } from '@arbiter/platform';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

export interface Check {
  status: 'up' | 'down';
  latencyMs: number;
  detail?: string;
}
export interface Health {
  status: 'ok' | 'degraded';
  checks: { postgres: Check; redis: Check; worker: Check; schedulers: Check };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

@Injectable()
export class HealthService implements OnModuleDestroy {
  /** Read-only handles on the queues that hold job schedulers, over the heartbeat queue's connection. */
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly db: DataSource,
    @InjectQueue(HEARTBEAT_QUEUE) private readonly heartbeat: Queue,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async check(): Promise<Health> {
    const [postgres, redis, worker, schedulers] = await Promise.all([
      this.timed(() => this.db.query('SELECT 1')),
      this.timed(() => this.heartbeat.getJobCounts('waiting')), // a real Redis round trip
      this.timed(() => this.workerProcessesJobs()),
      this.timed(() => this.schedulersRegistered()),
    ]);
    const up = [postgres, redis, worker, schedulers].every((c) => c.status === 'up');
    return { status: up ? 'ok' : 'degraded', checks: { postgres, redis, worker, schedulers } };
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
  }

  /** Redis may lose the repeating safety nets (a flush, a restart without persistence): until a worker registers them again, lost wake-ups stay lost. */
  private async schedulersRegistered(): Promise<void> {
    const connection = await this.heartbeat.getBackend().client;
    const missing = await missingJobSchedulers((name) => {
      let queue = this.queues.get(name);
      if (!queue) {
        queue = new Queue(name, { connection, prefix: this.config.queuePrefix });
        this.queues.set(name, queue);
      }
      return queue;
    });
    if (missing.length) throw new Error(`job scheduler missing from Redis: ${missing.map(jobSchedulerName).join(', ')}`);
  }

  /** A worker is alive when it completes a heartbeat job in time, not when Redis merely answers. */
  private async workerProcessesJobs(): Promise<void> {
    const job = await this.heartbeat.add('heartbeat', {}, { jobId: `heartbeat-${randomUUID()}` });
    const deadline = Date.now() + this.config.heartbeatTimeoutMs;
    while (Date.now() < deadline) {
      const state = await this.heartbeat.getJobState(job.id!);
      if (state === 'completed') return;
      if (state === 'failed') throw new Error(`heartbeat job failed: ${(await this.heartbeat.getJob(job.id!))?.failedReason ?? 'no reason given'}`);
      await sleep(25);
    }
    await job.remove().catch(() => undefined);
    throw new Error(`no worker processed a heartbeat within ${this.config.heartbeatTimeoutMs} ms`);
  }

  private async timed(probe: () => Promise<unknown>): Promise<Check> {
    const started = Date.now();
    const limit = this.config.heartbeatTimeoutMs + 1000;
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${limit} ms`)), limit);
    });
    try {
      await Promise.race([probe(), expired]);
      return { status: 'up', latencyMs: Date.now() - started };
    } catch (error) {
      return { status: 'down', latencyMs: Date.now() - started, detail: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
  }
}
