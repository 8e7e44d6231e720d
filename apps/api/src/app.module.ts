import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { EventStoreModule, Logger, PlatformConfig, QueuesModule } from '@arbiter/event-store';
import { GamesRegistryModule } from '@arbiter/platform';
import type { GameRegistry } from '@arbiter/rules';
import { AuthModule } from './auth';
import { EventsModule } from './events/events.module';
import { FEATURE_MODULES } from './feature-modules';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { StreamsController } from './streams/streams.controller';
import { InternalTokenGuard } from './streams/internal-token.guard';

@Module({})
export class AppModule {
  /** `games`: the registered games (the platform's own when absent; tests add an example game). */
  static forRoot(config: PlatformConfig, logger: Logger, games?: GameRegistry): DynamicModule {
    return {
      module: AppModule,
      imports: [
        EventStoreModule.forRoot(config, logger),
        QueuesModule.forRoot(config),
        CqrsModule.forRoot(),
        GamesRegistryModule.forRoot(games),
        AuthModule.forRoot({ secret: requireAuthSecret(config) }),
        EventsModule,
        ...FEATURE_MODULES,
      ],
      controllers: [HealthController, StreamsController],
      providers: [HealthService, InternalTokenGuard],
    };
  }
}

/** createApp resolves the secret (AUTH_SECRET, or the one kept in the database) before building the module. */
function requireAuthSecret(config: PlatformConfig): string {
  if (!config.authSecret) throw new Error('AppModule needs config.authSecret (createApp resolves it)');
  return config.authSecret;
}
