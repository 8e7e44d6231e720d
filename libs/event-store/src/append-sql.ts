import { PreparedEvent } from './prepare-batch';
import type { AppendBound } from './types';

/**
 * Inserts a prepared batch (one statement, `unnest` arrays zipped by ROWS FROM) only if the
 * `head` CTE wrote a row. Data and metadata travel as one JSON array each: cheaper to send and
 * parse than a jsonb[] literal, where every quote inside every document must be escaped.
 */
const INSERT_IF_HEAD = `
  inserted AS (
    INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata, prev_hash, hash)
    SELECT $1, b.* FROM ROWS FROM (
      unnest($2::int[]), unnest($3::uuid[]), unnest($4::text[]),
      jsonb_array_elements($5::jsonb), jsonb_array_elements($6::jsonb),
      unnest($7::text[]), unnest($8::text[])
    ) AS b
    WHERE EXISTS (SELECT 1 FROM head)
    RETURNING global_position
  )
  SELECT global_position::text AS global_position FROM inserted ORDER BY global_position`;

/** New stream, one round trip: creates the stream row at its new head, or does nothing if it exists. */
export const CREATE_AND_APPEND = `
  WITH head AS (
    INSERT INTO event_streams (stream_id, stream_type, version, head_hash) VALUES ($1, $11, $9, $10)
    ON CONFLICT (stream_id) DO NOTHING RETURNING 1
  ), ${INSERT_IF_HEAD}`;

/** Existing stream: compare-and-set on the version read just before; nothing is written if it moved. */
export const ADVANCE_AND_APPEND = `
  WITH head AS (
    UPDATE event_streams SET version = $9, head_hash = $10, updated_at = now()
    WHERE stream_id = $1 AND version = $11 RETURNING 1
  ), ${INSERT_IF_HEAD}`;

/**
 * Existing stream, head known to the caller: compare-and-set on version, head hash and type in
 * the same statement that inserts, so an append is one round trip with no head read before it.
 */
export const ADVANCE_AT_HEAD_AND_APPEND = `
  WITH head AS (
    UPDATE event_streams SET version = $9, head_hash = $10, updated_at = now()
    WHERE stream_id = $1 AND version = $11 AND head_hash = $12 AND stream_type = $13 RETURNING 1
  ), ${INSERT_IF_HEAD}`;

/** Slow path: takes the stream row's lock (creating it if new) and returns its head. */
export const LOCK_STREAM = `
  INSERT INTO event_streams (stream_id, stream_type) VALUES ($1, $2)
  ON CONFLICT (stream_id) DO UPDATE SET stream_id = excluded.stream_id
  RETURNING stream_type, version, head_hash`;

/** A bounded append's lock: held by its transaction until it commits or rolls back. */
export const LOCK_BOUND = 'SELECT pg_advisory_xact_lock(hashtextextended($1, 0))';

/** The bound as the lock's key: its type and fields in a fixed order (a hash collision only serialises two bounds). */
export function boundLockKey(bound: AppendBound): string {
  return JSON.stringify(['arbiter.append-bound', bound.type, Object.entries(bound.data).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))]);
}

/**
 * How many events of the bound are stored, counted no further than its max. Field names (checked
 * by `validateAppend`) are written into the text as `data->>'field'`, so that an expression
 * index on those fields serves the count; the values are parameters.
 */
export function boundCount(bound: AppendBound): { text: string; values: unknown[] } {
  const fields = Object.keys(bound.data);
  const where = fields.map((f, i) => `data->>'${f}' = $${i + 2}`).join(' AND ');
  return {
    text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM events WHERE type = $1 AND ${where} LIMIT ${bound.max}) AS stored`,
    values: [bound.type, ...fields.map((f) => bound.data[f])],
  };
}

export const READ_HEAD = 'SELECT stream_type, version, head_hash FROM event_streams WHERE stream_id = $1';

/** Parameters $1..$10 shared by the statements above. */
export function batchParams(streamId: string, rows: PreparedEvent[]): unknown[] {
  const last = rows[rows.length - 1];
  return [
    streamId,
    rows.map((r) => r.streamPosition),
    rows.map((r) => r.eventId),
    rows.map((r) => r.type),
    `[${rows.map((r) => r.dataJson).join(',')}]`,
    `[${rows.map((r) => r.metadataJson).join(',')}]`,
    rows.map((r) => r.prevHash),
    rows.map((r) => r.hash),
    last.streamPosition,
    last.hash,
  ];
}
