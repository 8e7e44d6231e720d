import { ValidationError } from './errors';
import { AppendOptions, NewEvent } from './types';

const STREAM_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,199}$/;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/;
const HASH = /^[0-9a-f]{64}$/;
/** Bound fields are written into SQL as `data->>'field'` (so an expression index serves the count): names only. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function validateStreamId(streamId: unknown): asserts streamId is string {
  if (typeof streamId !== 'string' || !STREAM_ID.test(streamId)) {
    throw new ValidationError('must be 1-200 characters of letters, digits and . _ : @ -', 'streamId');
  }
}

/** Rejects a malformed append before anything touches storage. */
export function validateAppend(streamId: string, events: NewEvent[], options: AppendOptions): void {
  validateStreamId(streamId);
  if (typeof options?.streamType !== 'string' || !EVENT_TYPE.test(options.streamType)) {
    throw new ValidationError('must be a name of letters, digits and . _ -', 'streamType');
  }
  const ev = options.expectedVersion;
  if (!(ev === 'no_stream' || ev === 'any' || (Number.isSafeInteger(ev) && (ev as number) >= 0))) {
    throw new ValidationError('must be a non-negative integer, "no_stream" or "any"', 'expectedVersion');
  }
  const head = options.expectedHeadHash;
  if (head !== undefined) {
    if (typeof head !== 'string' || !HASH.test(head)) throw new ValidationError('must be 64 lowercase hex digits (a sha256)', 'expectedHeadHash');
    if (typeof ev !== 'number' || ev < 1) throw new ValidationError('needs a positive expectedVersion (the version it is the head of)', 'expectedHeadHash');
  }
  if (options.bound !== undefined) validateBound(options.bound);
  if (!Array.isArray(events) || events.length === 0) throw new ValidationError('must hold at least one event', 'events');
  const commandId = events[0]?.metadata?.commandId;
  events.forEach((event, i) => {
    if (!isPlainObject(event)) throw new ValidationError('must be an object', `events[${i}]`);
    if (typeof event.type !== 'string' || !EVENT_TYPE.test(event.type)) {
      throw new ValidationError('must be an event name of letters, digits and . _ -', `events[${i}].type`);
    }
    if (!isPlainObject(event.data)) throw new ValidationError('must be a JSON object', `events[${i}].data`);
    if (!isPlainObject(event.metadata)) throw new ValidationError('must be an object', `events[${i}].metadata`);
    const id = event.metadata.commandId;
    if (typeof id !== 'string' || id.length === 0) throw new ValidationError('must be a non-empty string', `events[${i}].metadata.commandId`);
    if (id !== commandId) throw new ValidationError('all events of one append come from one command', `events[${i}].metadata.commandId`);
  });
}

function validateBound(bound: unknown): void {
  const b = bound as { type?: unknown; data?: unknown; max?: unknown };
  if (!isPlainObject(b)) throw new ValidationError('must be { type, data, max }', 'bound');
  if (typeof b.type !== 'string' || !EVENT_TYPE.test(b.type)) throw new ValidationError('must be an event name of letters, digits and . _ -', 'bound.type');
  if (!Number.isSafeInteger(b.max) || (b.max as number) < 1) throw new ValidationError('must be a positive integer', 'bound.max');
  if (!isPlainObject(b.data) || Object.keys(b.data).length === 0) throw new ValidationError('must name at least one data field', 'bound.data');
  for (const [field, value] of Object.entries(b.data)) {
    if (!FIELD.test(field)) throw new ValidationError('must be a field name of letters, digits and _', `bound.data.${field.slice(0, 64)}`);
    if (typeof value !== 'string') throw new ValidationError('must be a string', `bound.data.${field}`);
  }
}
