import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStoreModule, Logger, PlatformConfig, QueuesModule } from '@arbiter/event-store';
import { EventsModule } from './events/events.module';
import { FEATURE_MODULES } from './feature-modules';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { StreamsController } from './streams/streams.controller';
import { InternalTokenGuard } from './streams/internal-token.guard';

@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EventStoreModule.forRoot(config, logger),
        QueuesModule.forRoot(config),
        CqrsModule.forRoot(),
        EventsModule,
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController, StreamsController],
      providers: [HealthService, InternalTokenGuard],
    };
  }
}
