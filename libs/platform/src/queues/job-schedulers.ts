import { PlatformConfig, PROJECTIONS_QUEUE, TICK_JOB } from '@arbiter/event-store';
import type { Queue } from 'bullmq';
import { AUDITS_QUEUE } from '../games/game-stream';
import { PAIRINGS_QUEUE, STANDINGS_QUEUE, SWEEP_ROUND_REQUESTS_JOB, SWEEP_STANDINGS_JOB } from './tournament-queues';

/** Repeating job that re-enqueues the audits of ended games whose job was lost. */
export const AUDIT_SWEEP_JOB = 'audit-sweep';
const AUDIT_SWEEP_EVERY_MS = 30_000;

/** A repeating job the worker keeps registered: the safety nets that make lost wake-ups cost only latency. */
export interface JobSchedulerSpec {
  queue: string;
  id: string;
  everyMs(config: PlatformConfig): number;
}

/** Every job scheduler of the platform. Redis may lose them (a flush, a restart without persistence): the worker re-registers them and /health fails while one is missing. */
export const JOB_SCHEDULERS: readonly JobSchedulerSpec[] = [
  { queue: PROJECTIONS_QUEUE, id: TICK_JOB, everyMs: (config) => config.tickMs },
  { queue: PAIRINGS_QUEUE, id: SWEEP_ROUND_REQUESTS_JOB, everyMs: (config) => config.tickMs },
  { queue: STANDINGS_QUEUE, id: SWEEP_STANDINGS_JOB, everyMs: (config) => config.tickMs },
  { queue: AUDITS_QUEUE, id: AUDIT_SWEEP_JOB, everyMs: () => AUDIT_SWEEP_EVERY_MS },
];

/** `queue/id` of a scheduler, as health reports and logs name it. */
export const jobSchedulerName = (spec: JobSchedulerSpec): string => `${spec.queue}/${spec.id}`;

/** The schedulers Redis does not hold, read through `queueOf`. */
export async function missingJobSchedulers(queueOf: (name: string) => Queue): Promise<JobSchedulerSpec[]> {
  const found = await Promise.all(JOB_SCHEDULERS.map((spec) => queueOf(spec.queue).getJobScheduler(spec.id)));
  return JOB_SCHEDULERS.filter((_, i) => !found[i]);
}

/** Registers a scheduler (idempotent: an existing one is updated in place). */
export async function upsertJobScheduler(queue: Queue, spec: JobSchedulerSpec, config: PlatformConfig): Promise<void> {
  await queue.upsertJobScheduler(spec.id, { every: spec.everyMs(config) }, {
    name: spec.id,
    opts: { removeOnComplete: true, removeOnFail: { count: 100 } },
  });
}
