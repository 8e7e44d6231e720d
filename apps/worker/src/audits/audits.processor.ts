import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { wakeUpOptions } from '@arbiter/event-store';
import { Job, Queue } from 'bullmq';
import { AUDIT_GAME_JOB, AUDIT_SWEEP_JOB, auditDedupId, AuditGameJob, AUDITS_QUEUE } from '@arbiter/platform';
import { AuditGamesService, AuditOutcome } from './audit-games.service';

const SWEEP_BATCH = 100;

/** Adapts BullMQ to the audit service: one job audits one game; the sweep re-enqueues what a lost job missed. */
@Processor(AUDITS_QUEUE)
export class AuditsProcessor extends WorkerHost {
  constructor(
    private readonly audits: AuditGamesService,
    @InjectQueue(AUDITS_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  async process(job: Job<AuditGameJob>): Promise<AuditOutcome | { enqueued: number }> {
    switch (job.name) {
      case AUDIT_GAME_JOB:
        return this.audits.audit(String(job.data.gameId), new Date(job.timestamp).toISOString());
      case AUDIT_SWEEP_JOB: {
        const games = await this.audits.unaudited(SWEEP_BATCH);
        for (const gameId of games) await this.queue.add(AUDIT_GAME_JOB, { gameId }, wakeUpOptions(auditDedupId(gameId)));
        return { enqueued: games.length };
      }
      default:
        throw new Error(`unknown job "${job.name}" on ${AUDITS_QUEUE}`);
    }
  }
}
