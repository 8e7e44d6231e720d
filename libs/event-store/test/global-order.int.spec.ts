import { chainHash, Checkpoint, eventIdFor, GENESIS_HASH, PostgresEventStore, START, StoredEvent } from '../src';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { command } from './fixtures';

/** Reads everything visible after `from`, as a projection would, in small pages. */
async function drain(store: PostgresEventStore, from: Checkpoint): Promise<{ events: StoredEvent[]; next: Checkpoint }> {
  const events: StoredEvent[] = [];
  let next = from;
  for (;;) {
    const page = await store.readAll({ after: next, limit: 3 });
    if (page.events.length === 0) return { events, next };
    events.push(...page.events);
    next = page.next;
  }
}

describe('PostgresEventStore global order', () => {
  let db: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.app);
  });
  afterAll(() => db.drop());

  it('delivers a transaction that took its id first and committed last to a reader that already read past later events', async () => {
    await store.appendToStream('early-0', command(1), { expectedVersion: 'no_stream', streamType: 'order' });
    let reader = await drain(store, START);
    expect(reader.events.map((e) => e.streamId)).toEqual(['early-0']);

    // The slow transaction takes its id now and holds it.
    const slow = db.app.createQueryRunner();
    await slow.startTransaction();
    await slow.query('SELECT pg_current_xact_id()');

    await store.appendToStream('late-1', command(2), { expectedVersion: 'no_stream', streamType: 'order' });
    await store.appendToStream('late-2', command(1), { expectedVersion: 'no_stream', streamType: 'order' });
    // While the slow one runs, later commits stay below the horizon: the reader does not move past them.
    const meanwhile = await drain(store, reader.next);
    expect(meanwhile.events).toEqual([]);

    // Append inside the slow transaction exactly as the store would (same ids, same chain).
    const [{ xid }] = await slow.query('SELECT pg_current_xact_id()::text AS xid');
    const fields = { streamId: 'slow-1', streamPosition: 1, eventId: eventIdFor('slow', 0), type: 'SlowThing', data: {}, metadata: { commandId: 'slow' } };
    const hash = chainHash(GENESIS_HASH, fields);
    await slow.query(`INSERT INTO event_streams (stream_id, stream_type, version, head_hash) VALUES ('slow-1', 'order', 1, $1)`, [hash]);
    await slow.query(
      `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata, prev_hash, hash)
       VALUES ('slow-1', 1, $1, 'SlowThing', '{}', '{"commandId":"slow"}', $2, $3)`,
      [fields.eventId, GENESIS_HASH, hash],
    );
    await slow.commitTransaction();
    await slow.release();

    reader = await drain(store, reader.next);
    expect(reader.events.map((e) => e.streamId)).toEqual(['slow-1', 'late-1', 'late-1', 'late-2']);
    expect(reader.events[0].transactionId).toBe(xid);
    expect(BigInt(reader.events[0].globalPosition)).toBeGreaterThan(BigInt(reader.events[1].globalPosition));
  });

  it('skips the gaps rolled-back appends leave and never stalls on them', async () => {
    const before = await drain(store, START);
    const rolledBack = db.app.createQueryRunner();
    await rolledBack.startTransaction();
    await rolledBack.query(`INSERT INTO event_streams (stream_id, stream_type) VALUES ('gone-1', 'order')`);
    await rolledBack.query(
      `INSERT INTO events (stream_id, stream_position, event_id, type, data, metadata, prev_hash, hash)
       SELECT 'gone-1', g, gen_random_uuid(), 'Lost', '{}', '{"commandId":"gone"}', repeat('0', 64), repeat('0', 64)
       FROM generate_series(1, 5) g`,
    );
    await rolledBack.rollbackTransaction();
    await rolledBack.release();
    const after = await store.appendToStream('after-gap', command(2), { expectedVersion: 'no_stream', streamType: 'order' });

    const read = await drain(store, before.next);
    expect(read.events.map((e) => e.globalPosition)).toEqual(after.globalPositions);
    const lastBefore = BigInt(before.next.globalPosition);
    expect(BigInt(after.globalPositions[0]) - lastBefore).toBeGreaterThan(5n); // the gap is real
  });

  describe('verify', () => {
    it('reports every chain intact when nothing was touched', async () => {
      const report = await store.verify();
      expect(report.ok).toBe(true);
      expect(report.eventsChecked).toBeGreaterThan(0);
    });

    it('finds an edit a superuser made behind the triggers, at the first broken link', async () => {
      await store.appendToStream('victim-1', command(4), { expectedVersion: 'no_stream', streamType: 'audit' });
      await db.owner.transaction(async (tx) => {
        await tx.query('SET LOCAL session_replication_role = replica'); // superuser only: triggers off
        await tx.query(`UPDATE events SET data = '{"index": 99}' WHERE stream_id = 'victim-1' AND stream_position = 3`);
      });
      const report = await store.verify();
      expect(report.ok).toBe(false);
      const victim = report.broken.filter((b) => b.streamId === 'victim-1');
      expect(victim).toEqual([expect.objectContaining({ streamId: 'victim-1', streamPosition: 3, reason: 'hash-mismatch' })]);
    });
  });
});
