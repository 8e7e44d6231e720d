import type { ProjectionDefinition, StoredEvent } from '@arbiter/event-store';
import { TOURNAMENT_STREAM_TYPE, tournamentIdOfStream } from '@arbiter/platform';

/**
 * The safety net of the standings wake-ups: this projection follows the global order (and so
 * the worker's tick) and wakes the standings job of every tournament that has new events.
 * If enqueuing fails the batch fails and is retried, so no tournament is left stale.
 */
export function tournamentWakeUpsProjection(wake: (tournamentId: string) => Promise<void>): ProjectionDefinition {
  return {
    name: 'tournament_wake_ups',
    async handle(events: StoredEvent[]): Promise<void> {
      const ids = new Set<string>();
      for (const e of events) {
        if (e.streamType !== TOURNAMENT_STREAM_TYPE) continue;
        const id = tournamentIdOfStream(e.streamId);
        if (id) ids.add(id);
      }
      for (const id of ids) await wake(id);
    },
    async reset(): Promise<void> {
      // Nothing stored: the standings table is rebuilt by the wake-ups themselves.
    },
  };
}
