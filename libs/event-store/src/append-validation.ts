import { ValidationError } from './errors';
import { AppendOptions, NewEvent } from './types';

const STREAM_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,199}$/;
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9._-]{0,99}$/;
const HASH = /^[0-9a-f]{64}$/;

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
