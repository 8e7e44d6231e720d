import { randomUUID } from 'node:crypto';
import { NewEvent } from '../src';

/** `count` events of one command, with data that says where they came from. */
export function command(count = 1, type = 'ThingHappened', commandId = randomUUID()): NewEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    type,
    data: { index: i, note: `event ${i} of ${commandId}` },
    metadata: { commandId, actor: 'test', now: '2026-01-01T00:00:00.000Z' },
  }));
}
