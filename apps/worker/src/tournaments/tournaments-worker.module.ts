import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Module, OnModuleInit } from '@nestjs/common';
import { EVENT_STORE, EventStore, ProjectionRegistry, wakeUpOptions } from '@arbiter/event-store';
import { Queue } from 'bullmq';
import {
  PROJECT_STANDINGS_JOB, RoundRequestsRepository, STANDINGS_QUEUE, standingsDedupId, TOURNAMENT_QUEUES, TournamentFolds,
} from '@arbiter/platform';
import { PairingsProcessor } from './pairings.processor';
import { StandingsProcessor } from './standings.processor';
import { tournamentWakeUpsProjection } from './tournament-wake-ups.projection';

/** Pairings and the standings projection (coalesced per tournament); the pairing sweep is one of the job schedulers. */
@Module({
  imports: [TOURNAMENT_QUEUES],
  providers: [
    PairingsProcessor, StandingsProcessor, RoundRequestsRepository,
    // One set of folds for both processors: a process keeps each tournament once.
    { provide: TournamentFolds, useFactory: (store: EventStore) => new TournamentFolds(store), inject: [EVENT_STORE] },
  ],
})
export class TournamentsWorkerModule implements OnModuleInit {
  constructor(
    private readonly registry: ProjectionRegistry,
    @Inject(getQueueToken(STANDINGS_QUEUE)) private readonly standings: Queue,
  ) {}

  onModuleInit(): void {
    // The projection follows the global order on the worker's tick: a lost standings wake-up only delays.
    this.registry.register(
      tournamentWakeUpsProjection(async (tournamentId) => {
        await this.standings.add(PROJECT_STANDINGS_JOB, { tournamentId }, wakeUpOptions(standingsDedupId(tournamentId)));
      }),
    );
  }
}
