import { DataSource } from 'typeorm';
import { ChainChecker } from './chain-checker';
import { VerifyReport } from './types';

const PAGE = 5000;

/** Recomputes every stream's hash chain page by page (keyset on stream, position). */
export async function verifyChains(db: DataSource): Promise<VerifyReport> {
  const checker = new ChainChecker();
  const last = new Map<string, { position: number; hash: string; globalPosition: string }>();
  let after: [string, number] = ['', 0];
  for (;;) {
    const rows: {
      stream_id: string; stream_position: number; global_position: string; event_id: string;
      type: string; data: unknown; metadata: unknown; prev_hash: string; hash: string;
    }[] = await db.query(
      `SELECT stream_id, stream_position, global_position::text AS global_position, event_id, type, data, metadata, prev_hash, hash
       FROM events WHERE (stream_id, stream_position) > ($1, $2) ORDER BY stream_id, stream_position LIMIT $3`,
      [after[0], after[1], PAGE],
    );
    for (const r of rows) {
      checker.add({
        streamId: r.stream_id, streamPosition: r.stream_position, globalPosition: r.global_position, eventId: r.event_id,
        type: r.type, data: r.data, metadata: r.metadata, prevHash: r.prev_hash, hash: r.hash,
      });
      last.set(r.stream_id, { position: r.stream_position, hash: r.hash, globalPosition: r.global_position });
    }
    if (rows.length < PAGE) break;
    const tail = rows[rows.length - 1];
    after = [tail.stream_id, tail.stream_position];
  }
  const heads: { stream_id: string; version: number; head_hash: string }[] = await db.query(
    'SELECT stream_id, version, head_hash FROM event_streams WHERE version > 0 OR stream_id IN (SELECT DISTINCT stream_id FROM events)',
  );
  for (const h of heads) checker.checkHead(h.stream_id, h.version, h.head_hash, last.get(h.stream_id));
  return { ok: checker.broken.length === 0, streamsChecked: checker.streams, eventsChecked: checker.events, broken: checker.broken };
}
