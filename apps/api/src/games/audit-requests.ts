import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { PINO, wakeUpOptions } from '@arbiter/event-store';
import { Queue } from 'bullmq';
import type { Logger } from 'pino';
import { AUDIT_GAME_JOB, auditDedupId, AuditGameJob, AUDITS_QUEUE } from '@arbiter/platform';

const ENQUEUE_WAIT_MS = 1000;

/**
 * Asks the audits worker to audit a game. The job only names the game (the facts are in its
 * stream); it is deduplicated by game id. A response never waits long on Redis: the worker's
 * sweep finds ended games without a report, so a lost job delays an audit, never loses it.
 */
@Injectable()
export class AuditRequests {
  constructor(
    @InjectQueue(AUDITS_QUEUE) private readonly queue: Queue<AuditGameJob>,
    @Inject(PINO) private readonly logger: Logger,
  ) {}

  async request(gameId: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, ENQUEUE_WAIT_MS)));
    const add = this.queue.add(AUDIT_GAME_JOB, { gameId }, wakeUpOptions(auditDedupId(gameId))).then(
      () => undefined,
      (err: unknown) => this.logger.warn({ err, gameId }, 'audit job not enqueued; the sweep will find the game'),
    );
    await Promise.race([add, bound]);
    clearTimeout(timer);
  }
}
