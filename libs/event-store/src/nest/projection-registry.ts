import { Injectable } from '@nestjs/common';
import { ProjectionDefinition } from '../projections/projection';
import { streamStatsProjection } from '../projections/stream-stats.projection';

/**
 * Every projection the platform runs. A feature module adds its own in `onModuleInit`:
 * `registry.register(standingsProjection)`; the api then wakes it after appends and the
 * worker runs it.
 */
@Injectable()
export class ProjectionRegistry {
  private readonly projections = new Map<string, ProjectionDefinition>([[streamStatsProjection.name, streamStatsProjection]]);

  register(projection: ProjectionDefinition): void {
    if (this.projections.has(projection.name)) throw new Error(`projection "${projection.name}" is registered twice`);
    this.projections.set(projection.name, projection);
  }

  all(): ProjectionDefinition[] {
    return [...this.projections.values()];
  }
}
