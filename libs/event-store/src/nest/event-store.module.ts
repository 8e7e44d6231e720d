import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { PlatformConfig } from '../platform/config';
import { createDataSource } from '../platform/database';
import { PostgresEventStore } from '../postgres-event-store';
import { ProjectionRegistry } from './projection-registry';
import { EVENT_STORE, PINO, PLATFORM_CONFIG } from './tokens';

/**
 * Config, logger, the runtime DataSource (restricted role) and the event store, for every app.
 * Inject `DataSource` for read models, `EVENT_STORE` (or `PostgresEventStore`) to append and read.
 */
@Global()
@Module({})
export class EventStoreModule implements OnApplicationShutdown {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  static forRoot(config: PlatformConfig, logger: Logger): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        { provide: PLATFORM_CONFIG, useValue: config },
        { provide: PINO, useValue: logger },
        { provide: DataSource, useFactory: () => createDataSource(config, 'app').initialize() },
        { provide: PostgresEventStore, useFactory: (db: DataSource) => new PostgresEventStore(db), inject: [DataSource] },
        { provide: EVENT_STORE, useExisting: PostgresEventStore },
        ProjectionRegistry,
      ],
      exports: [PLATFORM_CONFIG, PINO, DataSource, PostgresEventStore, EVENT_STORE, ProjectionRegistry],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.db.isInitialized) await this.db.destroy();
  }
}
