import { Processor, WorkerHost } from '@nestjs/bullmq';
import { HEARTBEAT_QUEUE } from '@arbiter/event-store';

/** Answers the api's /health: a completed heartbeat job proves a worker takes jobs. */
@Processor(HEARTBEAT_QUEUE)
export class HeartbeatProcessor extends WorkerHost {
  async process(): Promise<{ processedAt: string; pid: number }> {
    return { processedAt: new Date().toISOString(), pid: process.pid };
  }
}
