import { randomUUID } from 'node:crypto';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { ConcurrencyError, ValidationError } from './errors';
import { InMemoryEventStore } from './in-memory-event-store';
import { PostgresEventStore } from './postgres-event-store';
import { EventStore, NewEvent } from './types';

const headOf = async (store: EventStore, stream: string): Promise<string> => (await store.readStream(stream)).at(-1)!.hash;
const one = (commandId = randomUUID()): NewEvent[] => [{ type: 'ThingHappened', data: { commandId }, metadata: { commandId, now: '2026-01-01T00:00:00.000Z' } }];

describe('appendToStream with the expected head (version and hash) from the caller', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  const stores: [string, () => EventStore][] = [
    ['PostgresEventStore', () => new PostgresEventStore(db.app)],
    ['InMemoryEventStore', () => new InMemoryEventStore()],
  ];

  describe.each(stores)('%s', (_name, make) => {
    let store: EventStore;
    let stream: string;
    beforeEach(() => {
      store = make();
      stream = `head-${randomUUID()}`;
    });

    it('appends at the head it was given and answers the new head, which the stored chain confirms', async () => {
      const first = await store.appendToStream(stream, one(), { expectedVersion: 'no_stream', streamType: 'thing' });
      expect(first.headHash).toBeUndefined(); // only a caller that states a head is told the new one
      const [created] = await store.readStream(stream);
      const second = await store.appendToStream(stream, one(), { expectedVersion: 1, expectedHeadHash: created.hash, streamType: 'thing' });
      const third = await store.appendToStream(stream, one(), { expectedVersion: 2, expectedHeadHash: second.headHash, streamType: 'thing' });
      const stored = await store.readStream(stream);
      expect(stored.map((e) => e.streamPosition)).toEqual([1, 2, 3]);
      expect([created.hash, second.headHash, third.headHash]).toEqual(stored.map((e) => e.hash));
      expect(stored[2].prevHash).toBe(stored[1].hash);
      expect((await store.verify()).ok).toBe(true);
    });

    it('refuses a stale version with a ConcurrencyError and writes nothing', async () => {
      await store.appendToStream(stream, one(), { expectedVersion: 'no_stream', streamType: 'thing' });
      const head = await headOf(store, stream);
      await store.appendToStream(stream, one(), { expectedVersion: 1, streamType: 'thing' }); // another writer moves on
      const stale = store.appendToStream(stream, one(), { expectedVersion: 1, expectedHeadHash: head, streamType: 'thing' });
      await expect(stale).rejects.toBeInstanceOf(ConcurrencyError);
      await expect(stale).rejects.toMatchObject({ code: 'event-store/concurrency', actual: 2 });
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('refuses the right version with another head hash (the caller folded other events), writing nothing', async () => {
      await store.appendToStream(stream, one(), { expectedVersion: 'no_stream', streamType: 'thing' });
      const wrong = store.appendToStream(stream, one(), { expectedVersion: 1, expectedHeadHash: 'a'.repeat(64), streamType: 'thing' });
      await expect(wrong).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await store.readStream(stream)).toHaveLength(1);
      expect((await store.verify()).ok).toBe(true);
    });

    it('answers a retried command as stored (appended: false) even though its head is now stale', async () => {
      await store.appendToStream(stream, one(), { expectedVersion: 'no_stream', streamType: 'thing' });
      const head = await headOf(store, stream);
      const events = one();
      const stored = await store.appendToStream(stream, events, { expectedVersion: 1, expectedHeadHash: head, streamType: 'thing' });
      const again = await store.appendToStream(stream, events, { expectedVersion: 1, expectedHeadHash: head, streamType: 'thing' });
      expect(again).toEqual({ ...stored, appended: false });
      expect(await store.readStream(stream)).toHaveLength(2);
    });

    it('lets exactly one of 10 concurrent appends at the same head win', async () => {
      await store.appendToStream(stream, one(), { expectedVersion: 'no_stream', streamType: 'thing' });
      const head = await headOf(store, stream);
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => store.appendToStream(stream, one(), { expectedVersion: 1, expectedHeadHash: head, streamType: 'thing' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) expect(r.reason).toBeInstanceOf(ConcurrencyError);
      expect((await store.readStream(stream)).map((e) => e.streamPosition)).toEqual([1, 2]);
    });

    it('refuses a malformed head, or a head without a positive version, before touching storage', async () => {
      await expect(store.appendToStream(stream, one(), { expectedVersion: 1, expectedHeadHash: 'not-a-hash', streamType: 'thing' })).rejects.toMatchObject({
        code: 'event-store/invalid-append', field: 'expectedHeadHash',
      });
      await expect(store.appendToStream(stream, one(), { expectedVersion: 'any', expectedHeadHash: '0'.repeat(64), streamType: 'thing' })).rejects.toBeInstanceOf(ValidationError);
      await expect(store.readStream(stream)).rejects.toMatchObject({ code: 'event-store/stream-not-found' });
    });

    it('refuses a head on a stream of another type', async () => {
      await store.appendToStream(stream, one(), { expectedVersion: 'no_stream', streamType: 'thing' });
      await expect(store.appendToStream(stream, one(), { expectedVersion: 1, expectedHeadHash: await headOf(store, stream), streamType: 'other' })).rejects.toMatchObject({
        code: 'event-store/invalid-append', field: 'streamType',
      });
      expect(await store.readStream(stream)).toHaveLength(1);
    });
  });
});
