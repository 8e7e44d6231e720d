import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { AppendResult, CATCH_UP_JOB, PINO, ProjectionRegistry, PROJECTIONS_QUEUE, wakeUpOptions } from '@arbiter/event-store';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';

export interface CommittedAppend {
  streamId: string;
  streamType: string;
  result: AppendResult;
}

const WAKE_UP_WAIT_MS = 1000;

/**
 * A job that tells a worker to catch up. Wake-ups with the same `dedupId` coalesce: at most one
 * waits while another runs (BullMQ deduplication with keepLastIfActive), so a wake-up that
 * arrives during a catch-up is never swallowed by it.
 */
export interface WakeUp {
  queue: string;
  name: string;
  dedupId: string;
  data: Record<string, unknown>;
}

/** Decides the wake-ups one committed append needs (e.g. one per tournament for `standings`). */
export type AfterAppendListener = (append: CommittedAppend) => WakeUp[];

/**
 * After an append commits, enqueue deduplicated wake-ups. The events table is the outbox,
 * so a failure here is only logged: the worker's tick catches up anyway.
 */
@Injectable()
export class AfterAppendService {
  private readonly listeners: AfterAppendListener[] = [() => this.projectionWakeUps()];

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly registry: ProjectionRegistry,
    @Inject(PINO) private readonly logger: Logger,
  ) {}

  /** Feature modules add their own wake-ups here (in `onModuleInit`). */
  register(listener: AfterAppendListener): void {
    this.listeners.push(listener);
  }

  /** Never holds a response for long: with Redis away, adds wait for it, so we stop waiting after a bound. */
  async notify(append: CommittedAppend): Promise<void> {
    const wakeUps = this.listeners.flatMap((listener) => listener(append));
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAKE_UP_WAIT_MS)));
    const all = Promise.all(
      wakeUps.map(async (w) => {
        try {
          const queue = this.moduleRef.get<Queue>(getQueueToken(w.queue), { strict: false });
          await queue.add(w.name, w.data, wakeUpOptions(w.dedupId));
        } catch (err) {
          this.logger.warn({ err, wakeUp: w.dedupId }, 'wake-up not enqueued; the tick will catch up');
        }
      }),
    );
    await Promise.race([all, bound]);
    clearTimeout(timer);
  }

  private projectionWakeUps(): WakeUp[] {
    return this.registry.all().map((p) => ({
      queue: PROJECTIONS_QUEUE,
      name: CATCH_UP_JOB,
      dedupId: `${CATCH_UP_JOB}-${p.name}`,
      data: { projection: p.name },
    }));
  }
}
