import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Module, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { PLATFORM_CONFIG, PlatformConfig, ProjectionRegistry, wakeUpOptions } from '@arbiter/event-store';
import { Queue } from 'bullmq';
import {
  PAIRINGS_QUEUE, PROJECT_STANDINGS_JOB, RoundRequestsRepository, STANDINGS_QUEUE, standingsDedupId, SWEEP_ROUND_REQUESTS_JOB, TOURNAMENT_QUEUES,
} from '@arbiter/platform';
import { PairingsProcessor } from './pairings.processor';
import { StandingsProcessor } from './standings.processor';
import { tournamentWakeUpsProjection } from './tournament-wake-ups.projection';

/** Pairings and the standings projection (coalesced per tournament), with their safety nets. */
@Module({ imports: [TOURNAMENT_QUEUES], providers: [PairingsProcessor, StandingsProcessor, RoundRequestsRepository] })
export class TournamentsWorkerModule implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    private readonly registry: ProjectionRegistry,
    @Inject(getQueueToken(STANDINGS_QUEUE)) private readonly standings: Queue,
    @Inject(getQueueToken(PAIRINGS_QUEUE)) private readonly pairings: Queue,
    @Inject(PLATFORM_CONFIG) private readonly config: PlatformConfig,
  ) {}

  onModuleInit(): void {
    // The projection follows the global order on the worker's tick: a lost standings wake-up only delays.
    this.registry.register(
      tournamentWakeUpsProjection(async (tournamentId) => {
        await this.standings.add(PROJECT_STANDINGS_JOB, { tournamentId }, wakeUpOptions(standingsDedupId(tournamentId)));
      }),
    );
  }

  async onApplicationBootstrap(): Promise<void> {
    // Likewise for pairing requests whose job was lost: the sweep enqueues them again.
    await this.pairings.upsertJobScheduler(SWEEP_ROUND_REQUESTS_JOB, { every: this.config.tickMs }, {
      name: SWEEP_ROUND_REQUESTS_JOB,
      opts: { removeOnComplete: true, removeOnFail: { count: 100 } },
    });
  }
}
