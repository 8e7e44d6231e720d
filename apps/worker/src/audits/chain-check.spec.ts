import { chainHash, GENESIS_HASH, StoredEvent } from '@arbiter/event-store';
import { checkChain } from './chain-check';

function chain(n: number): StoredEvent[] {
  const events: StoredEvent[] = [];
  let prev = GENESIS_HASH;
  for (let i = 1; i <= n; i++) {
    const e = { streamId: 'game-x', streamPosition: i, eventId: `00000000-0000-0000-0000-00000000000${i}`, type: 'ActionRecorded', data: { n: i }, metadata: { commandId: `c${i}` } };
    const hash = chainHash(prev, e);
    events.push({ ...e, globalPosition: String(i), transactionId: '1', streamType: 'game', recordedAt: '', prevHash: prev, hash });
    prev = hash;
  }
  return events;
}

describe(checkChain.name, () => {
  it('accepts an untouched chain and counts its events', () => {
    expect(checkChain(chain(4))).toEqual({ ok: true, eventsChecked: 4 });
  });

  it('names the first event whose data no longer matches its hash', () => {
    const events = chain(4);
    events[2] = { ...events[2], data: { n: 99 } };
    expect(checkChain(events)).toEqual({ ok: false, eventsChecked: 3, broken: { streamPosition: 3, reason: 'hash-mismatch' } });
  });

  it('finds a removed event as a gap', () => {
    const events = chain(4);
    events.splice(1, 1);
    expect(checkChain(events).broken).toEqual({ streamPosition: 3, reason: 'position-gap' });
  });
});
