import { v5 } from 'uuid';
import { eventIdFor } from './event-id';

describe(eventIdFor.name, () => {
  it('is the RFC 4122 uuid v5 of "<commandId>#<index>" in the event namespace', () => {
    const namespace = '6f1d9a52-7c1e-4c57-9f0a-3b8e5d2c4a10';
    for (const [commandId, index] of [['c-1', 0], ['0b6f6c3e-1111-4d2a-9c1e-222233334444', 17]] as const) {
      expect(eventIdFor(commandId, index)).toBe(v5(`${commandId}#${index}`, namespace));
    }
  });

  it('differs by index and by command', () => {
    expect(new Set([eventIdFor('a', 0), eventIdFor('a', 1), eventIdFor('b', 0)]).size).toBe(3);
  });
});
