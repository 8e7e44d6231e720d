import { Processor, WorkerHost } from '@nestjs/bullmq';
import { CATCH_UP_JOB, PROJECTIONS_QUEUE, TICK_JOB } from '@arbiter/event-store';
import { Job } from 'bullmq';
import { ProjectionRunnerService } from './projection-runner.service';

/** Adapts BullMQ to the runner: a wake-up catches one projection up, the tick catches up all. */
@Processor(PROJECTIONS_QUEUE)
export class ProjectionsProcessor extends WorkerHost {
  constructor(private readonly runner: ProjectionRunnerService) {
    super();
  }

  async process(job: Job<{ projection?: string }>): Promise<unknown> {
    switch (job.name) {
      case CATCH_UP_JOB:
        return this.runner.catchUp(String(job.data.projection));
      case TICK_JOB:
        return this.runner.catchUpAll();
      default:
        throw new Error(`unknown job "${job.name}" on ${PROJECTIONS_QUEUE}`);
    }
  }
}
