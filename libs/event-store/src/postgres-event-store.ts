import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { validateAppend, validateStreamId } from './append-validation';
import { BoundReachedError, StreamNotFoundError, ValidationError } from './errors';
import { eventIdFor } from './event-id';
import { ADVANCE_AND_APPEND, ADVANCE_AT_HEAD_AND_APPEND, batchParams, boundCount, boundLockKey, CREATE_AND_APPEND, LOCK_BOUND, LOCK_STREAM, READ_HEAD } from './append-sql';
import { EVENT_COLUMNS, EventRow, toStoredEvent } from './event-row';
import { GENESIS_HASH } from './hash-chain';
import { assertSameCommand, checkExpectedVersion, prepareBatch, PreparedEvent, withHeadIfAsked } from './prepare-batch';
import { verifyChains } from './verify-chains';
import { AppendBound, AppendOptions, AppendResult, Checkpoint, EventStore, NewEvent, ReadAllResult, StoredEvent, VerifyReport } from './types';

type Head = { stream_type: string; version: number; head_hash: string };

function appendedRows(rows: PreparedEvent[], inserted: { global_position: string }[]): AppendResult {
  const last = rows[rows.length - 1];
  return { nextVersion: last.streamPosition, globalPositions: inserted.map((r) => r.global_position), appended: true, headHash: last.hash };
}

export class PostgresEventStore implements EventStore {
  constructor(private readonly db: DataSource) {}

  /**
   * The fast path talks to the pg pool under TypeORM directly, with named (prepared)
   * statements: an append is one round trip with no ORM work in between.
   */
  private fast<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
    const pool = (this.db.driver as unknown as { master: Pool }).master;
    return pool.query({ name, text, values }).then((r) => r.rows as T[]);
  }

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    validateAppend(streamId, events, options);
    return withHeadIfAsked(await this.appendChecked(streamId, events, options), options);
  }

  private async appendChecked(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    try {
      if (options.bound) return await this.appendBounded(streamId, events, options, options.bound);
      return (await this.appendFast(streamId, events, options)) ?? (await this.appendLocked(streamId, events, options));
    } catch (error) {
      // With expectedVersion 'any' (or a stale head) a retried command meets the unique event id instead of a version check.
      if ((error as { constraint?: string }).constraint === 'events_event_id_key') {
        const replay = await this.findReplay(this.db.manager, streamId, events);
        if (replay) return replay;
      }
      throw error;
    }
  }

  /**
   * The common case in one statement (two for an existing stream), no explicit transaction:
   * create-if-absent or compare-and-set the stream head, and insert only if that wrote a row.
   * `undefined` means "not that simple" (conflict, retry, wrong type): the locked path decides.
   */
  private async appendFast(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult | undefined> {
    const expected = options.expectedVersion;
    if (options.expectedHeadHash !== undefined && typeof expected === 'number') return this.appendAtHead(streamId, events, options, expected, options.expectedHeadHash);
    let head: Head | undefined;
    if (expected !== 'no_stream' && expected !== 0) {
      [head] = await this.fast<Head>('arbiter_read_head', READ_HEAD, [streamId]);
      if (!head && expected !== 'any') return undefined;
      if (head && (head.stream_type !== options.streamType || (expected !== 'any' && expected !== head.version))) return undefined;
    }
    const rows = prepareBatch(streamId, events, head?.version ?? 0, head?.head_hash ?? GENESIS_HASH);
    const inserted = head
      ? await this.fast<{ global_position: string }>('arbiter_advance_append', ADVANCE_AND_APPEND, [...batchParams(streamId, rows), head.version])
      : await this.fast<{ global_position: string }>('arbiter_create_append', CREATE_AND_APPEND, [...batchParams(streamId, rows), options.streamType]);
    if (inserted.length === 0) return undefined;
    return appendedRows(rows, inserted);
  }

  /** The caller's head in one statement; `undefined` (nothing written) sends a conflict or a retry to the locked path. */
  private async appendAtHead(streamId: string, events: NewEvent[], options: AppendOptions, version: number, headHash: string): Promise<AppendResult | undefined> {
    const rows = prepareBatch(streamId, events, version, headHash);
    const inserted = await this.fast<{ global_position: string }>('arbiter_advance_at_head_append', ADVANCE_AT_HEAD_AND_APPEND, [
      ...batchParams(streamId, rows), version, headHash, options.streamType,
    ]);
    return inserted.length === 0 ? this.missedHead(streamId, events, options, version, headHash) : appendedRows(rows, inserted);
  }

  /**
   * Nothing was written at the caller's head: a retried command, or a conflict (tables of one
   * tournament reporting together meet this often). Decided without the stream lock: the head is
   * read first, so a twin request that stores this very command after the read is then found as a
   * retry; one that tried after the head had moved was refused too. `undefined` (the head is still
   * the caller's: it moved and came back, which a chain cannot do) leaves it to the locked path.
   */
  private async missedHead(streamId: string, events: NewEvent[], options: AppendOptions, version: number, headHash: string): Promise<AppendResult | undefined> {
    const [head] = await this.fast<Head>('arbiter_read_head', READ_HEAD, [streamId]);
    if (head && head.stream_type === options.streamType && head.version === version && head.head_hash === headHash) return undefined;
    const replay = await this.findReplay(this.db.manager, streamId, events);
    if (replay) return replay;
    if (head && head.stream_type !== options.streamType) throw new ValidationError(`stream is of type "${head.stream_type}", not "${options.streamType}"`, 'streamType');
    checkExpectedVersion(streamId, version, head?.version ?? 0, { expected: headHash, actual: head?.head_hash ?? GENESIS_HASH });
    return undefined;
  }

  /**
   * Counted and appended in one transaction that first takes an advisory transaction lock on the
   * bound. The lock is held until that transaction commits, so the next append of the same bound
   * (from any connection or process) counts this one: under READ COMMITTED its count, a statement
   * after its lock, sees every append that committed before. A stored retry is answered as a replay
   * before anything is counted.
   */
  private appendBounded(streamId: string, events: NewEvent[], options: AppendOptions, bound: AppendBound): Promise<AppendResult> {
    // READ COMMITTED whatever the database's default: a snapshot taken before the lock was granted would miss the appends it waited for.
    return this.db.transaction('READ COMMITTED', async (tx) => {
      await tx.query(LOCK_BOUND, [boundLockKey(bound)]);
      const replay = await this.findReplay(tx, streamId, events);
      if (replay) return replay;
      const count = boundCount(bound);
      const [{ n }]: { n: number }[] = await tx.query(count.text, count.values);
      if (n >= bound.max) throw new BoundReachedError(streamId, bound);
      return this.appendIn(tx, streamId, events, options);
    });
  }

  /** Under the stream row's lock: decides retry, conflict or append with certainty. */
  private appendLocked(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    return this.db.transaction((tx) => this.appendIn(tx, streamId, events, options));
  }

  /** Under the stream row's lock, in `tx`. */
  private async appendIn(tx: EntityManager, streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const [stream]: Head[] = await tx.query(LOCK_STREAM, [streamId, options.streamType]);
    if (stream.stream_type !== options.streamType) {
      const replay = await this.findReplay(tx, streamId, events);
      if (replay) return replay;
      throw new ValidationError(`stream is of type "${stream.stream_type}", not "${options.streamType}"`, 'streamType');
    }
    try {
      checkExpectedVersion(streamId, options.expectedVersion, stream.version, { expected: options.expectedHeadHash, actual: stream.head_hash });
    } catch (conflict) {
      const replay = await this.findReplay(tx, streamId, events);
      if (replay) return replay;
      throw conflict;
    }
    const rows = prepareBatch(streamId, events, stream.version, stream.head_hash);
    const inserted: { global_position: string }[] = await tx.query(ADVANCE_AND_APPEND, [...batchParams(streamId, rows), stream.version]);
    return appendedRows(rows, inserted);
  }

  private async findReplay(tx: EntityManager, streamId: string, events: NewEvent[]): Promise<AppendResult | undefined> {
    const ids = events.map((e, i) => eventIdFor(e.metadata.commandId, i));
    const stored: { stream_id: string; stream_position: number; global_position: string; type: string; data: unknown; hash: string }[] =
      await tx.query(
        `SELECT stream_id, stream_position, global_position::text AS global_position, type, data, hash
         FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
        [ids],
      );
    if (stored.length === 0) return undefined;
    assertSameCommand(streamId, events, stored.map((s) => ({ streamId: s.stream_id, type: s.type, data: s.data })));
    return {
      nextVersion: stored[stored.length - 1].stream_position,
      globalPositions: stored.map((s) => s.global_position),
      appended: false,
      headHash: stored[stored.length - 1].hash,
    };
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<StoredEvent[]> {
    validateStreamId(streamId);
    const rows: EventRow[] = await this.db.query(
      `SELECT ${EVENT_COLUMNS} FROM events e JOIN event_streams s USING (stream_id)
       WHERE e.stream_id = $1 AND e.stream_position >= $2 ORDER BY e.stream_position`,
      [streamId, options.fromVersion ?? 1],
    );
    if (rows.length === 0) {
      const found = await this.db.query('SELECT 1 FROM event_streams WHERE stream_id = $1 AND version > 0', [streamId]);
      if (found.length === 0) throw new StreamNotFoundError(streamId);
    }
    return rows.map(toStoredEvent);
  }

  readAll(options: { after: Checkpoint; limit: number }): Promise<ReadAllResult> {
    return this.readAllWith(this.db.manager, options);
  }

  /**
   * Global order, only below the oldest running transaction: a transaction that took its id
   * early and commits late is never skipped by a reader that already saw later ids.
   */
  async readAllWith(tx: EntityManager, { after, limit }: { after: Checkpoint; limit: number }): Promise<ReadAllResult> {
    const rows: EventRow[] = await tx.query(
      `SELECT ${EVENT_COLUMNS} FROM events e JOIN event_streams s USING (stream_id)
       WHERE e.transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         AND (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
       ORDER BY e.transaction_id, e.global_position LIMIT $3`,
      [after.transactionId, after.globalPosition, limit],
    );
    const events = rows.map(toStoredEvent);
    const last = events[events.length - 1];
    return { events, next: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after };
  }

  verify(): Promise<VerifyReport> {
    return verifyChains(this.db);
  }
}
