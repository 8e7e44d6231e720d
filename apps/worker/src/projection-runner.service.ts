import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { PostgresEventStore, ProjectionRegistry, ProjectionRunner, CatchUpResult } from '@arbiter/event-store';
import { DataSource } from 'typeorm';

/** The worker's projection runner, built from the registry once every module has registered. */
@Injectable()
export class ProjectionRunnerService implements OnApplicationShutdown {
  private runner: ProjectionRunner | undefined;

  constructor(
    private readonly db: DataSource,
    private readonly store: PostgresEventStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  private get instance(): ProjectionRunner {
    this.runner ??= new ProjectionRunner(this.db, this.store, this.registry.all());
    return this.runner;
  }

  names(): string[] {
    return this.instance.names();
  }

  catchUp(name: string): Promise<CatchUpResult> {
    return this.instance.catchUp(name);
  }

  async catchUpAll(): Promise<Record<string, CatchUpResult>> {
    const results: Record<string, CatchUpResult> = {};
    for (const name of this.names()) results[name] = await this.catchUp(name);
    return results;
  }

  rebuild(name: string): Promise<CatchUpResult> {
    return this.instance.rebuild(name);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner?.close();
  }
}
