import { validateAppend, validateStreamId } from './append-validation';
import { ChainChecker } from './chain-checker';
import { BoundReachedError, StreamNotFoundError, ValidationError } from './errors';
import { GENESIS_HASH } from './hash-chain';
import { assertSameCommand, checkExpectedVersion, prepareBatch, withHeadIfAsked } from './prepare-batch';
import { AppendOptions, AppendResult, Checkpoint, EventStore, NewEvent, ReadAllResult, StoredEvent, VerifyReport } from './types';

interface MemoryStream {
  type: string;
  version: number;
  headHash: string;
  events: StoredEvent[];
}

/** The same contract as the PostgreSQL store (errors, ids, hash chain), for unit tests. */
export class InMemoryEventStore implements EventStore {
  private readonly streams = new Map<string, MemoryStream>();
  private readonly all: StoredEvent[] = [];
  private readonly byEventId = new Map<string, StoredEvent>();
  private nextTransaction = 1n;
  private nextPosition = 1n;

  /** `now` is injectable so tests stay deterministic. */
  constructor(private readonly now: () => string = () => new Date(0).toISOString()) {}

  async appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    validateAppend(streamId, events, options);
    return withHeadIfAsked(this.appendChecked(streamId, events, options), options);
  }

  private appendChecked(streamId: string, events: NewEvent[], options: AppendOptions): AppendResult {
    const prepared = prepareBatch(streamId, events, 0, GENESIS_HASH); // only for ids
    const stored = prepared.map((p) => this.byEventId.get(p.eventId)).filter((e): e is StoredEvent => e !== undefined);
    const stream = this.streams.get(streamId);
    const replay = (): AppendResult | undefined => {
      if (stored.length === 0) return undefined;
      assertSameCommand(streamId, events, stored);
      const last = stored[stored.length - 1];
      return { nextVersion: last.streamPosition, globalPositions: stored.map((e) => e.globalPosition), appended: false, headHash: last.hash };
    };
    if (stream && stream.type !== options.streamType) {
      const r = replay();
      if (r) return r;
      throw new ValidationError(`stream is of type "${stream.type}", not "${options.streamType}"`, 'streamType');
    }
    try {
      checkExpectedVersion(streamId, options.expectedVersion, stream?.version ?? 0, { expected: options.expectedHeadHash, actual: stream?.headHash ?? GENESIS_HASH });
    } catch (conflict) {
      const r = replay();
      if (r) return r;
      throw conflict;
    }
    const r = replay();
    if (r) return r;
    const bound = options.bound;
    if (bound) {
      const fields = Object.entries(bound.data);
      // As PostgreSQL's `data->>field`: a string as it is, any other value as its JSON text.
      const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : value == null ? undefined : JSON.stringify(value));
      const stored = this.all.filter((e) => e.type === bound.type && fields.every(([f, v]) => text(e.data[f]) === v)).length;
      if (stored >= bound.max) throw new BoundReachedError(streamId, bound);
    }
    const target = stream ?? { type: options.streamType, version: 0, headHash: GENESIS_HASH, events: [] };
    const transactionId = String(this.nextTransaction++);
    const recordedAt = this.now();
    const rows: StoredEvent[] = prepareBatch(streamId, events, target.version, target.headHash).map((p) => ({
      globalPosition: String(this.nextPosition++),
      transactionId,
      streamId,
      streamType: target.type,
      streamPosition: p.streamPosition,
      eventId: p.eventId,
      type: p.type,
      data: JSON.parse(p.dataJson) as Record<string, unknown>,
      metadata: JSON.parse(p.metadataJson) as StoredEvent['metadata'],
      recordedAt,
      prevHash: p.prevHash,
      hash: p.hash,
    }));
    for (const row of rows) {
      target.events.push(row);
      this.all.push(row);
      this.byEventId.set(row.eventId, row);
    }
    target.version = rows[rows.length - 1].streamPosition;
    target.headHash = rows[rows.length - 1].hash;
    this.streams.set(streamId, target);
    return { nextVersion: target.version, globalPositions: rows.map((e) => e.globalPosition), appended: true, headHash: target.headHash };
  }

  async readStream(streamId: string, options: { fromVersion?: number } = {}): Promise<StoredEvent[]> {
    validateStreamId(streamId);
    const stream = this.streams.get(streamId);
    if (!stream) throw new StreamNotFoundError(streamId);
    return stream.events.filter((e) => e.streamPosition >= (options.fromVersion ?? 1)).map((e) => structuredClone(e));
  }

  async readAll({ after, limit }: { after: Checkpoint; limit: number }): Promise<ReadAllResult> {
    const key = (c: Checkpoint) => [BigInt(c.transactionId), BigInt(c.globalPosition)] as const;
    const [t0, p0] = key(after);
    const events = this.all
      .filter((e) => { const [t, p] = key(e); return t > t0 || (t === t0 && p > p0); })
      .slice(0, limit)
      .map((e) => structuredClone(e));
    const last = events[events.length - 1];
    return { events, next: last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after };
  }

  async verify(): Promise<VerifyReport> {
    const checker = new ChainChecker();
    for (const [streamId, stream] of [...this.streams.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      for (const e of stream.events) checker.add(e);
      const last = stream.events[stream.events.length - 1];
      checker.checkHead(streamId, stream.version, stream.headHash, last && { position: last.streamPosition, hash: last.hash, globalPosition: last.globalPosition });
    }
    return { ok: checker.broken.length === 0, streamsChecked: checker.streams, eventsChecked: checker.events, broken: checker.broken };
  }

  /** Test hook: tamper with a stored event as a superuser could, to prove `verify` finds it. */
  tamperForTest(streamId: string, streamPosition: number, data: Record<string, unknown>): void {
    const event = this.streams.get(streamId)?.events.find((e) => e.streamPosition === streamPosition);
    if (!event) throw new StreamNotFoundError(streamId);
    event.data = data;
  }
}
