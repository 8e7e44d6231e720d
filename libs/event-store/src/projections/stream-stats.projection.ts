import { EntityManager } from 'typeorm';
import { StoredEvent } from '../types';
import { ProjectionDefinition } from './projection';

/** Streams and events per stream type: a small real read model that exercises the runner. */
export const streamStatsProjection: ProjectionDefinition = {
  name: 'stream_stats',
  async handle(events: StoredEvent[], tx: EntityManager): Promise<void> {
    const totals = new Map<string, { streams: number; events: number }>();
    for (const e of events) {
      const t = totals.get(e.streamType) ?? { streams: 0, events: 0 };
      t.events += 1;
      if (e.streamPosition === 1) t.streams += 1;
      totals.set(e.streamType, t);
    }
    const types = [...totals.keys()];
    await tx.query(
      `INSERT INTO stream_stats (stream_type, streams, events)
       SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[])
       ON CONFLICT (stream_type) DO UPDATE
         SET streams = stream_stats.streams + excluded.streams, events = stream_stats.events + excluded.events`,
      [types, types.map((t) => totals.get(t)!.streams), types.map((t) => totals.get(t)!.events)],
    );
  },
  async reset(tx: EntityManager): Promise<void> {
    await tx.query('DELETE FROM stream_stats');
  },
};
