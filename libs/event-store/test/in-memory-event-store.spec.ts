import { ConcurrencyError, InMemoryEventStore, START, StreamNotFoundError, ValidationError } from '../src';
import { command } from './fixtures';

describe(InMemoryEventStore.name, () => {
  let store: InMemoryEventStore;
  beforeEach(() => (store = new InMemoryEventStore()));

  it('appends with an expected version and refuses a stale one with ConcurrencyError', async () => {
    await store.appendToStream('s-1', command(2), { expectedVersion: 'no_stream', streamType: 't' });
    await expect(store.appendToStream('s-1', command(1), { expectedVersion: 1, streamType: 't' })).rejects.toEqual(
      expect.objectContaining({ code: 'event-store/concurrency', expected: 1, actual: 2 }),
    );
    await expect(store.appendToStream('s-1', command(1), { expectedVersion: 'no_stream', streamType: 't' })).rejects.toBeInstanceOf(ConcurrencyError);
    const r = await store.appendToStream('s-1', command(1), { expectedVersion: 2, streamType: 't' });
    expect(r).toEqual({ nextVersion: 3, globalPositions: ['3'], appended: true });
  });

  it('refuses an append beyond its bound (BoundReachedError), but not a stored retry', async () => {
    const bound = { type: 'Uploaded', data: { match: 'm-1' }, max: 2 };
    const upload = (i: number) => [{ type: 'Uploaded', data: { match: 'm-1', i }, metadata: { commandId: `up-${i}` } }];
    for (const i of [1, 2]) await store.appendToStream(`u-${i}`, upload(i), { expectedVersion: 'no_stream', streamType: 'u', bound });
    expect((await store.appendToStream('u-1', upload(1), { expectedVersion: 'no_stream', streamType: 'u', bound })).appended).toBe(false);
    await expect(store.appendToStream('u-3', upload(3), { expectedVersion: 'no_stream', streamType: 'u', bound })).rejects.toMatchObject({ code: 'event-store/bound-reached', status: 429 });
    await expect(store.readStream('u-3')).rejects.toBeInstanceOf(StreamNotFoundError);
    await store.appendToStream('u-4', upload(4), { expectedVersion: 'no_stream', streamType: 'u', bound: { ...bound, data: { match: 'm-2' } } });
    await expect(store.appendToStream('u-5', upload(5), { expectedVersion: 'no_stream', streamType: 'u', bound: { ...bound, max: 0 } })).rejects.toBeInstanceOf(ValidationError);
  });

  it('appends nothing for a retried command', async () => {
    const events = command(2);
    const first = await store.appendToStream('s-1', events, { expectedVersion: 'no_stream', streamType: 't' });
    const again = await store.appendToStream('s-1', events, { expectedVersion: 'no_stream', streamType: 't' });
    expect(again).toEqual({ ...first, appended: false });
    expect(await store.readStream('s-1')).toHaveLength(2);
  });

  it('refuses a reused command id with other data', async () => {
    const [event] = command(1);
    await store.appendToStream('s-1', [event], { expectedVersion: 'any', streamType: 't' });
    await expect(store.appendToStream('s-1', [{ ...event, data: { x: 1 } }], { expectedVersion: 'any', streamType: 't' })).rejects.toMatchObject({
      code: 'event-store/command-reused',
    });
  });

  it.each([
    ['streamId', '', command(1), { expectedVersion: 'any', streamType: 't' }],
    ['events', 's', [], { expectedVersion: 'any', streamType: 't' }],
    ['events[0].type', 's', [{ ...command(1)[0], type: 7 }], { expectedVersion: 'any', streamType: 't' }],
    ['events[0].data', 's', [{ ...command(1)[0], data: [1] }], { expectedVersion: 'any', streamType: 't' }],
    ['events[0].metadata.commandId', 's', [{ ...command(1)[0], metadata: {} }], { expectedVersion: 'any', streamType: 't' }],
    ['expectedVersion', 's', command(1), { expectedVersion: -1, streamType: 't' }],
  ])('rejects a bad %s with ValidationError and stores nothing', async (field, streamId, events, options) => {
    await expect(store.appendToStream(streamId as string, events as never, options as never)).rejects.toMatchObject({
      name: ValidationError.name,
      code: 'event-store/invalid-append',
      field,
    });
    expect((await store.readAll({ after: START, limit: 10 })).events).toEqual([]);
  });

  it('reads the global order with a pair checkpoint', async () => {
    await store.appendToStream('a', command(2), { expectedVersion: 'no_stream', streamType: 't' });
    await store.appendToStream('b', command(1), { expectedVersion: 'no_stream', streamType: 't' });
    const first = await store.readAll({ after: START, limit: 2 });
    const rest = await store.readAll({ after: first.next, limit: 10 });
    expect([...first.events, ...rest.events].map((e) => `${e.streamId}${e.streamPosition}`)).toEqual(['a1', 'a2', 'b1']);
    expect(rest.next).toEqual({ transactionId: '2', globalPosition: '3' });
  });

  it('throws StreamNotFoundError for an unknown stream', async () => {
    await expect(store.readStream('nope')).rejects.toBeInstanceOf(StreamNotFoundError);
  });

  it('verify finds a tampered event at its position', async () => {
    await store.appendToStream('a', command(3), { expectedVersion: 'no_stream', streamType: 't' });
    expect((await store.verify()).ok).toBe(true);
    store.tamperForTest('a', 2, { forged: true });
    const report = await store.verify();
    expect(report.broken).toEqual([expect.objectContaining({ streamId: 'a', streamPosition: 2, reason: 'hash-mismatch' })]);
  });
});
