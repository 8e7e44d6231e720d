/** Typed event-store failures; each has a stable code the api maps to problem details. */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
  abstract readonly status: number;
  constructor(message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
  }
}

export class ConcurrencyError extends EventStoreError {
  readonly code = 'event-store/concurrency';
  readonly status = 409;
  constructor(readonly streamId: string, readonly expected: string | number, readonly actual: number) {
    super(`stream "${streamId}" is at version ${actual}, expected ${expected}`, { streamId, expected, actual });
  }
}

export class StreamNotFoundError extends EventStoreError {
  readonly code = 'event-store/stream-not-found';
  readonly status = 404;
  constructor(readonly streamId: string) {
    super(`stream "${streamId}" does not exist`, { streamId });
  }
}

export class ValidationError extends EventStoreError {
  readonly code = 'event-store/invalid-append';
  readonly status = 422;
  constructor(message: string, readonly field: string) {
    super(`${field}: ${message}`, { field });
  }
}

/** The same command id was stored before with other content: a client bug, never silently accepted. */
export class CommandReusedError extends EventStoreError {
  readonly code = 'event-store/command-reused';
  readonly status = 409;
  constructor(readonly commandId: string, readonly streamId: string) {
    super(`command ${commandId} was already stored with different events`, { commandId, streamId });
  }
}

/** An append with a `bound` met `max` such events stored already: nothing was written. */
export class BoundReachedError extends EventStoreError {
  readonly code = 'event-store/bound-reached';
  readonly status = 429;
  constructor(readonly streamId: string, readonly bound: { type: string; data: Readonly<Record<string, string>>; max: number }) {
    super(`${bound.max} ${bound.type} event(s) with ${JSON.stringify(bound.data)} are stored already, the most allowed`, { streamId, type: bound.type, max: bound.max });
  }
}
