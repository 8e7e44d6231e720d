import { EntityManager } from 'typeorm';
import { StoredEvent } from '../types';

/**
 * A read model fed from the global order. `handle` and the checkpoint commit in one
 * transaction (`tx`), so a batch is applied exactly once however often it is retried.
 */
export interface ProjectionDefinition {
  name: string;
  /** Only these event types reach `handle` (the checkpoint still moves past the others). */
  eventTypes?: string[];
  handle(events: StoredEvent[], tx: EntityManager): Promise<void>;
  /** Empties the read model before a rebuild from position zero. */
  reset(tx: EntityManager): Promise<void>;
}
