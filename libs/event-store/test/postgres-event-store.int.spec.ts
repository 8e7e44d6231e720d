import { BoundReachedError, ConcurrencyError, createDataSource, PostgresEventStore, START, StreamNotFoundError } from '../src';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { command } from './fixtures';

describe(PostgresEventStore.name, () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.app);
  });
  afterAll(() => db.drop());

  describe('appendToStream', () => {
    it('lets exactly one of 20 concurrent appends with the same expected version win, positions contiguous', async () => {
      await store.appendToStream('race-1', command(2), { expectedVersion: 'no_stream', streamType: 'race' });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => store.appendToStream('race-1', command(3), { expectedVersion: 2, streamType: 'race' })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const r of lost) {
        expect(r.reason).toBeInstanceOf(ConcurrencyError);
        expect(r.reason).toMatchObject({ code: 'event-store/concurrency', streamId: 'race-1', expected: 2, actual: 5 });
      }
      const events = await store.readStream('race-1');
      expect(events.map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5]);
      expect((await store.verify()).ok).toBe(true);
    });

    it('lets exactly one of 20 concurrent creations of a new stream win', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => store.appendToStream('race-2', command(1), { expectedVersion: 'no_stream', streamType: 'race' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect((await store.readStream('race-2')).map((e) => e.streamPosition)).toEqual([1]);
    });

    it('appends nothing for a retried command and reports appended: false', async () => {
      const events = command(3);
      const first = await store.appendToStream('retry-1', events, { expectedVersion: 'no_stream', streamType: 'retry' });
      const again = await store.appendToStream('retry-1', events, { expectedVersion: 'no_stream', streamType: 'retry' });
      const any = await store.appendToStream('retry-1', events, { expectedVersion: 'any', streamType: 'retry' });
      expect(first).toMatchObject({ appended: true, nextVersion: 3 });
      expect(again).toEqual({ ...first, appended: false });
      expect(any).toEqual({ ...first, appended: false });
      expect(await store.readStream('retry-1')).toHaveLength(3);
    });

    it('refuses a command id reused with different events', async () => {
      const events = command(1);
      await store.appendToStream('reuse-1', events, { expectedVersion: 'no_stream', streamType: 'retry' });
      const changed = [{ ...events[0], data: { other: true } }];
      await expect(store.appendToStream('reuse-1', changed, { expectedVersion: 'any', streamType: 'retry' })).rejects.toMatchObject({
        code: 'event-store/command-reused',
      });
      expect(await store.readStream('reuse-1')).toHaveLength(1);
    });

    it('stores no more than a bound allows of 20 concurrent bounded appends (two pools), answers a stored retry as its replay, refuses the rest', async () => {
      const otherPool = await createDataSource(db.config, 'app').initialize();
      const other = new PostgresEventStore(otherPool);
      const uploads = (i: number) => [{ type: 'Uploaded', data: { match: 'm-1', by: 'p1', i }, metadata: { commandId: `bounded-${i}` } }];
      const bound = { type: 'Uploaded', data: { match: 'm-1', by: 'p1' }, max: 3 };
      try {
        const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? other : store).appendToStream(`bounded-${i}`, uploads(i), { expectedVersion: 'no_stream', streamType: 'bounded', bound })));
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
        expect(won).toHaveLength(3);
        for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(BoundReachedError);
        expect((await store.appendToStream(`bounded-${won[0]}`, uploads(won[0]), { expectedVersion: 'no_stream', streamType: 'bounded', bound })).appended).toBe(false);
        // Another submitter's bound is its own; a refused append left no stream behind.
        await store.appendToStream('bounded-p2', [{ type: 'Uploaded', data: { match: 'm-1', by: 'p2' }, metadata: { commandId: 'bounded-p2' } }], { expectedVersion: 'no_stream', streamType: 'bounded', bound: { ...bound, data: { match: 'm-1', by: 'p2' } } });
        const streams: { n: number }[] = await db.owner.query("SELECT count(*)::int AS n FROM event_streams WHERE stream_type = 'bounded'");
        expect(streams[0].n).toBe(4);
        await expect(store.appendToStream('bounded-x', uploads(99), { expectedVersion: 'no_stream', streamType: 'bounded', bound: { ...bound, data: { "x') OR true --": '1' } } }))
          .rejects.toMatchObject({ code: 'event-store/invalid-append' });
      } finally {
        await otherPool.destroy();
      }
    });

    it('chains each event to the previous one by sha256', async () => {
      await store.appendToStream('chain-1', command(2), { expectedVersion: 'no_stream', streamType: 'chain' });
      await store.appendToStream('chain-1', command(1), { expectedVersion: 2, streamType: 'chain' });
      const [a, b, c] = await store.readStream('chain-1');
      expect(a.prevHash).toBe('0'.repeat(64));
      expect(b.prevHash).toBe(a.hash);
      expect(c.prevHash).toBe(b.hash);
      expect(new Set([a.hash, b.hash, c.hash]).size).toBe(3);
    });
  });

  describe('readStream', () => {
    it('throws StreamNotFoundError for an unknown stream', async () => {
      await expect(store.readStream('nobody-here')).rejects.toBeInstanceOf(StreamNotFoundError);
    });

    it('reads from a version', async () => {
      await store.appendToStream('from-1', command(4), { expectedVersion: 'no_stream', streamType: 'from' });
      expect((await store.readStream('from-1', { fromVersion: 3 })).map((e) => e.streamPosition)).toEqual([3, 4]);
    });
  });

  describe('immutability', () => {
    it.each([
      ['UPDATE', "UPDATE events SET type = 'Forged'"],
      ['DELETE', 'DELETE FROM events'],
      ['TRUNCATE', 'TRUNCATE events'],
    ])('refuses %s from the application role', async (_op, sql) => {
      await store.appendToStream('immutable-1', command(1), { expectedVersion: 'any', streamType: 'immutable' });
      const [{ role }] = await db.app.query('SELECT current_user AS role');
      expect(role).toBe('arbiter_app');
      await expect(db.app.query(sql)).rejects.toThrow(/permission denied|append-only/);
      expect((await store.readStream('immutable-1')).every((e) => e.type === 'ThingHappened')).toBe(true);
    });

    it('refuses UPDATE and DELETE even from the owner, through the triggers', async () => {
      await expect(db.owner.query("UPDATE events SET type = 'Forged'")).rejects.toThrow(/append-only/);
      await expect(db.owner.query('DELETE FROM events')).rejects.toThrow(/append-only/);
      await expect(db.owner.query('TRUNCATE events CASCADE')).rejects.toThrow(/append-only/);
    });
  });
});
