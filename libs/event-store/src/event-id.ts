import { createHash } from 'node:crypto';

/** Fixed namespace for event ids; changing it would break idempotency of retried commands. */
const EVENT_ID_NAMESPACE = Buffer.from('6f1d9a527c1e4c579f0a3b8e5d2c4a10', 'hex');

/**
 * Event id = RFC 4122 uuid v5 (sha1, name-based) of the command id and the event's index in
 * its batch. Computed here rather than through `uuid` because appends make one per event.
 */
export function eventIdFor(commandId: string, index: number): string {
  return eventIdsFor(commandId)(index);
}

/** Ids for one command's batch: hashes the shared prefix once. */
export function eventIdsFor(commandId: string): (index: number) => string {
  const prefix = createHash('sha1').update(EVENT_ID_NAMESPACE).update(`${commandId}#`);
  return (index) => formatUuidV5(prefix.copy().update(String(index)).digest());
}

function formatUuidV5(bytes: Buffer): string {
  bytes[6] = (bytes[6] & 0x0f) | 0x50;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex', 0, 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
