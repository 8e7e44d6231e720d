import { DynamicModule, Module } from '@nestjs/common';
import { EventStoreModule, Logger, PlatformConfig, QueuesModule } from '@arbiter/event-store';
import { GamesRegistryModule } from '@arbiter/platform';
import type { GameRegistry } from '@arbiter/rules';
import { HeartbeatProcessor } from './heartbeat.processor';
import { ProjectionRunnerService } from './projection-runner.service';
import { ProjectionsProcessor } from './projections.processor';
import { JobSchedulerKeeper } from './schedules/job-scheduler-keeper';
import { TournamentsWorkerModule } from './tournaments/tournaments-worker.module';
import { AuditsModule } from './audits/audits.module';

/** Feature modules that register projections or processors are added here by one import line. */
const FEATURE_MODULES: DynamicModule['imports'] = [TournamentsWorkerModule, AuditsModule];

@Module({})
export class WorkerModule {
  /** `games`: the registered games (the platform's own when absent; tests add an example game). */
  static forRoot(config: PlatformConfig, logger: Logger, games?: GameRegistry): DynamicModule {
    return {
      module: WorkerModule,
      imports: [EventStoreModule.forRoot(config, logger), QueuesModule.forRoot(config), GamesRegistryModule.forRoot(games), ...(FEATURE_MODULES ?? [])],
      providers: [ProjectionRunnerService, ProjectionsProcessor, HeartbeatProcessor, JobSchedulerKeeper],
      exports: [ProjectionRunnerService],
    };
  }
}
