import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { HEARTBEAT_QUEUE, PLATFORM_CONFIG, PlatformConfig } from '@arbiter/event-store';
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
  checks: { postgres: Check; redis: Check; worker: Check };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

@Injectable()
export class HealthService {
  constructor(
    private readonly db: DataSource,
    @InjectQueue(HEARTBEAT_QUEUE) private readonly heartbeat: Queue,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  async check(): Promise<Health> {
    const [postgres, redis, worker] = await Promise.all([
      this.timed(() => this.db.query('SELECT 1')),
      this.timed(() => this.heartbeat.getJobCounts('waiting')), // a real Redis round trip
      this.timed(() => this.workerProcessesJobs()),
    ]);
    const up = [postgres, redis, worker].every((c) => c.status === 'up');
    return { status: up ? 'ok' : 'degraded', checks: { postgres, redis, worker } };
  }

  /** A worker is alive when it completes a heartbeat job in time, not when Redis merely answers. */
  private async workerProcessesJobs(): Promise<void> {
    const job = await this.heartbeat.add('heartbeat', {}, { jobId: `heartbeat-${randomUUID()}` });
    const deadline = Date.now() + this.config.heartbeatTimeoutMs;
    while (Date.now() < deadline) {
      const state = await this.heartbeat.getJobState(job.id!);
      if (state === 'completed') return;
      if (state === 'failed') throw new Error('heartbeat job failed');
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
