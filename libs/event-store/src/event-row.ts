import { StoredEvent } from './types';

/** Columns every event read selects, with bigint/xid8 as text so no precision is lost. */
export const EVENT_COLUMNS = `e.global_position::text AS global_position, e.transaction_id::text AS transaction_id,
  e.stream_id, s.stream_type, e.stream_position, e.event_id, e.type, e.data, e.metadata,
  e.recorded_at, e.prev_hash, e.hash`;

export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_position: number;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: StoredEvent['metadata'];
  recorded_at: Date;
  prev_hash: string;
  hash: string;
}

export function toStoredEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamPosition: row.stream_position,
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at.toISOString(),
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}
