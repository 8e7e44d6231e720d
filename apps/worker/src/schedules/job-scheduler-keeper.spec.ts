import { EventEmitter } from 'node:events';
import type { ModuleRef } from '@nestjs/core';
import { loadConfig } from '@arbiter/event-store';
import { JOB_SCHEDULERS } from '@arbiter/platform';
import type { Logger } from 'pino';
import { HeartbeatProcessor } from '../heartbeat.processor';
import { JobSchedulerKeeper } from './job-scheduler-keeper';

/** A queue as the keeper uses it: schedulers in a map Redis may lose, and a backend that emits `ready`. */
class FakeQueue {
  readonly schedulers = new Map<string, number>();
  readonly backend = new EventEmitter();
  async getJobScheduler(id: string) {
    return this.schedulers.has(id) ? { key: id } : undefined;
  }
  async upsertJobScheduler(id: string, repeat: { every: number }) {
    this.schedulers.set(id, repeat.every);
  }
  getBackend() {
    return this.backend;
  }
}

const flush = () => new Promise((r) => setImmediate(r));

describe('job scheduler keeper', () => {
  const queues = new Map<string, FakeQueue>();
  const moduleRef = { get: (token: string) => queues.get(token.replace(/^BullQueue_/, ''))! } as unknown as ModuleRef;
  const logger = { warn: jest.fn(), debug: jest.fn() } as unknown as Logger;
  const config = loadConfig({}, { tickMs: 60_000 });
  let keeper: JobSchedulerKeeper;
  const registered = () => JOB_SCHEDULERS.filter((s) => queues.get(s.queue)!.schedulers.has(s.id)).length;

  beforeEach(async () => {
    queues.clear();
    for (const s of JOB_SCHEDULERS) queues.set(s.queue, queues.get(s.queue) ?? new FakeQueue());
    keeper = new JobSchedulerKeeper(moduleRef, config, logger);
    await keeper.onApplicationBootstrap();
  });
  afterEach(() => keeper.onApplicationShutdown());

  it('registers every scheduler at start, each at its period', async () => {
    expect(registered()).toBe(JOB_SCHEDULERS.length);
    expect(queues.get('projections')!.schedulers.get('tick')).toBe(60_000);
    expect(await keeper.missing()).toEqual([]);
  });

  it('registers them again when a queue connection is ready after a reconnect (Redis came back empty)', async () => {
    for (const q of queues.values()) q.schedulers.clear();
    expect(await keeper.missing()).toEqual(JOB_SCHEDULERS.map((s) => `${s.queue}/${s.id}`));
    queues.get('pairings')!.backend.emit('ready');
    await flush();
    await flush();
    expect(registered()).toBe(JOB_SCHEDULERS.length);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('no longer repairs once it stops watching', async () => {
    keeper.stopWatching();
    for (const q of queues.values()) q.schedulers.clear();
    queues.get('pairings')!.backend.emit('ready');
    await flush();
    await flush();
    expect(registered()).toBe(0);
  });

  it('fails the heartbeat, naming the scheduler, while one is missing', async () => {
    const heartbeat = new HeartbeatProcessor(keeper);
    await expect(heartbeat.process()).resolves.toMatchObject({ pid: process.pid });
    queues.get('audits')!.schedulers.clear();
    await expect(heartbeat.process()).rejects.toThrow('job scheduler missing from Redis: audits/audit-sweep');
  });
});
