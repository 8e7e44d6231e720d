import canonicalize from 'canonicalize';
import { CommandReusedError, ConcurrencyError, ValidationError } from './errors';
import { eventIdsFor } from './event-id';
import { canonicalJson, chainHash, toJsonValue } from './hash-chain';
import { AppendOptions, AppendResult, ExpectedVersion, NewEvent } from './types';

export interface PreparedEvent {
  streamPosition: number;
  eventId: string;
  type: string;
  /** The JSON text written to jsonb; the hash covers its canonical form. */
  dataJson: string;
  metadataJson: string;
  prevHash: string;
  hash: string;
}

/**
 * Shared by both stores: the rows an append writes, chained onto the stream's head.
 * Data is serialised once (canonicalize follows JSON.stringify's rules for plain JSON values,
 * so hashing the submitted object equals hashing what jsonb gives back).
 */
export function prepareBatch(streamId: string, events: NewEvent[], version: number, headHash: string): PreparedEvent[] {
  let prevHash = headHash;
  // A batch usually shares one metadata object: serialise it once.
  let seen: object | undefined;
  let metadataJson = '';
  let metadataCanonical = '';
  let ids = eventIdsFor(events[0].metadata.commandId);
  return events.map((event, i) => {
    if (event.metadata !== seen) {
      seen = event.metadata;
      metadataJson = JSON.stringify(event.metadata);
      metadataCanonical = canonicalJson(JSON.parse(metadataJson));
      ids = eventIdsFor(event.metadata.commandId);
    }
    const fields = {
      streamId,
      streamPosition: version + i + 1,
      eventId: ids(i),
      type: event.type,
      data: event.data,
      metadata: undefined,
    };
    let hash: string;
    try {
      hash = chainHash(prevHash, fields, metadataCanonical);
    } catch (error) {
      throw new ValidationError(`is not JSON: ${(error as Error).message}`, `events[${i}].data`);
    }
    const prepared = { streamPosition: fields.streamPosition, eventId: fields.eventId, type: event.type, dataJson: JSON.stringify(event.data), metadataJson, prevHash, hash };
    prevHash = hash;
    return prepared;
  });
}

/** The result as the caller asked for it: the new head only for a caller that follows heads. */
export function withHeadIfAsked(result: AppendResult, options: AppendOptions): AppendResult {
  if (options.expectedHeadHash !== undefined) return result;
  const { headHash: _unasked, ...plain } = result;
  return plain;
}

/** A head hash that differs at the expected version means the caller folded other events: a conflict too. */
export function checkExpectedVersion(streamId: string, expected: ExpectedVersion, actual: number, heads?: { expected?: string; actual: string }): void {
  if (expected === 'any') return;
  const wanted = expected === 'no_stream' ? 0 : expected;
  if (wanted !== actual) throw new ConcurrencyError(streamId, expected, actual);
  if (heads?.expected !== undefined && heads.expected !== heads.actual) {
    throw new ConcurrencyError(streamId, `${expected} at head ${heads.expected.slice(0, 12)}…`, actual);
  }
}

/**
 * A retried command: the stored events must be the ones submitted (same stream, types and data);
 * metadata may differ (a retry carries a new timestamp). Anything else is a reused command id.
 */
export function assertSameCommand(
  streamId: string,
  submitted: NewEvent[],
  stored: { streamId: string; type: string; data: unknown }[],
): void {
  const same =
    stored.length === submitted.length &&
    stored.every(
      (s, i) =>
        s.streamId === streamId &&
        s.type === submitted[i].type &&
        canonicalize(s.data) === canonicalize(toJsonValue(submitted[i].data)),
    );
  if (!same) throw new CommandReusedError(submitted[0].metadata.commandId, streamId);
}
