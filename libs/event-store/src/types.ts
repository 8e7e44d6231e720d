/** Metadata every event carries. `commandId` makes appends idempotent. */
export interface EventMetadata {
  commandId: string;
  actor?: string;
  correlationId?: string;
  causationId?: string;
  /** Time arrives from outside (the command), never from the clock inside pure code. */
  now?: string;
  engineVersion?: string;
  [key: string]: unknown;
}

export interface NewEvent {
  type: string;
  data: object;
  metadata: EventMetadata;
}

export interface StoredEvent {
  globalPosition: string;
  transactionId: string;
  streamId: string;
  streamType: string;
  streamPosition: number;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: string;
  prevHash: string;
  hash: string;
}

/** `no_stream`: the stream must not exist yet; `any`: no check; a number: the stream's current version. */
export type ExpectedVersion = number | 'no_stream' | 'any';

export interface AppendOptions {
  expectedVersion: ExpectedVersion;
  streamType: string;
  /**
   * The head hash the caller saw at `expectedVersion` (a positive version only). A writer that
   * keeps the stream's folded state can pass its head and skip the store's head read: the append
   * is one statement that writes only if the stream is still at that version and hash.
   */
  expectedHeadHash?: string;
  /**
   * At most `max` events like this append's may be stored: it is refused (`BoundReachedError`)
   * when `max` events of `bound.type` whose data hold every field of `bound.data` are stored
   * already. A retried command that was stored is its replay, never counted against it.
   */
  bound?: AppendBound;
}

/**
 * How many events of one kind the store may hold, counted by their data fields (string values:
 * `data->>field` in SQL). The PostgreSQL store counts and appends in one transaction under an
 * advisory transaction lock on the bound, so appends of the same bound from any process on the
 * database count each other: never more than `max` are stored.
 */
export interface AppendBound {
  type: string;
  data: Readonly<Record<string, string>>;
  max: number;
}

export interface AppendResult {
  /** The stream's version after the append (= position of its last event). */
  nextVersion: number;
  /** Global positions as decimal strings (bigint does not survive JSON). */
  globalPositions: string[];
  /** False when the command had already been stored: nothing was written. */
  appended: boolean;
  /**
   * Given when the append stated `expectedHeadHash` (its caller follows the head): the hash of
   * the command's last event, i.e. the stream's head right after it was stored.
   */
  headHash?: string;
}

/** A position in the global order; readers checkpoint the pair, never the position alone. */
export interface Checkpoint {
  transactionId: string;
  globalPosition: string;
}

export const START: Checkpoint = Object.freeze({ transactionId: '0', globalPosition: '0' });

export interface ReadAllResult {
  events: StoredEvent[];
  /** Where the next read starts; equal to `after` when nothing new was visible. */
  next: Checkpoint;
}

export interface BrokenLink {
  streamId: string;
  streamPosition: number;
  globalPosition: string;
  reason: 'hash-mismatch' | 'prev-hash-mismatch' | 'position-gap' | 'head-mismatch';
}

export interface VerifyReport {
  ok: boolean;
  streamsChecked: number;
  eventsChecked: number;
  /** The first broken link of each broken stream. */
  broken: BrokenLink[];
}

export interface EventStore {
  appendToStream(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult>;
  readStream(streamId: string, options?: { fromVersion?: number }): Promise<StoredEvent[]>;
  readAll(options: { after: Checkpoint; limit: number }): Promise<ReadAllResult>;
  verify(): Promise<VerifyReport>;
}
