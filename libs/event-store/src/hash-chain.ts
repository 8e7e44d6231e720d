import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** The hash of a stream's "previous" before its first event. */
export const GENESIS_HASH = '0'.repeat(64);

export interface HashedFields {
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('value is not serialisable as JSON');
  return text;
}

/**
 * RFC 8785 canonical JSON of what the chain protects (recorded_at and the global position,
 * assigned by the database, are not in it). Keys are already in canonical (sorted) order;
 * `canonicalMetadata` lets a batch that shares one metadata object serialise it once.
 */
export function canonicalEvent(e: HashedFields, canonicalMetadata = canonicalJson(e.metadata)): string {
  return (
    `{"data":${canonicalJson(e.data)},"eventId":${JSON.stringify(e.eventId)},"metadata":${canonicalMetadata},` +
    `"streamId":${JSON.stringify(e.streamId)},"streamPosition":${canonicalJson(e.streamPosition)},"type":${JSON.stringify(e.type)}}`
  );
}

/** hash = sha256(prev_hash ‖ canonical event), hex. */
export function chainHash(prevHash: string, e: HashedFields, canonicalMetadata?: string): string {
  return createHash('sha256').update(prevHash).update(canonicalEvent(e, canonicalMetadata)).digest('hex');
}

/** JSON round trip, so the hash covers exactly what jsonb gives back. */
export function toJsonValue<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
