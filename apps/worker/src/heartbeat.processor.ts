import { Processor, WorkerHost } from '@nestjs/bullmq';
import { HEARTBEAT_QUEUE } from '@arbiter/event-store';
import { JobSchedulerKeeper } from './schedules/job-scheduler-keeper';

/**
 * Answers the api's /health: a completed heartbeat job proves a worker takes jobs. It fails
 * while a job scheduler is missing from Redis: such a worker takes jobs, yet lost wake-ups stay lost.
 */
@Processor(HEARTBEAT_QUEUE)
export class HeartbeatProcessor extends WorkerHost {
  constructor(private readonly schedulers: JobSchedulerKeeper) {
    super();
  }

  async process(): Promise<{ processedAt: string; pid: number }> {
    const missing = await this.schedulers.missing();
    if (missing.length) throw new Error(`job scheduler missing from Redis: ${missing.join(', ')}`);
    return { processedAt: new Date().toISOString(), pid: process.pid };
  }
}
