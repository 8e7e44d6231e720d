import { PostgresEventStore, ProjectionDefinition, ProjectionRunner, streamStatsProjection } from '../src';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { command } from './fixtures';

type Stats = { stream_type: string; streams: number; events: string }[];
const readStats = (db: TestDatabase): Promise<Stats> =>
  db.owner.query('SELECT stream_type, streams, events::text AS events FROM stream_stats ORDER BY stream_type');

describe(ProjectionRunner.name, () => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const expected: Record<string, { streams: number; events: number }> = {};

  /** Appends and records, independently of the projection, what stream_stats must end up holding. */
  async function append(streamType: string, streams: number, perStream: number): Promise<void> {
    for (let s = 0; s < streams; s++) {
      await store.appendToStream(`${streamType}-${Object.keys(expected).length}-${s}-${Math.random()}`, command(perStream), {
        expectedVersion: 'no_stream',
        streamType,
      });
    }
    const e = (expected[streamType] ??= { streams: 0, events: 0 });
    e.streams += streams;
    e.events += streams * perStream;
  }
  const expectedRows = (): Stats =>
    Object.keys(expected).sort().map((t) => ({ stream_type: t, streams: expected[t].streams, events: String(expected[t].events) }));

  beforeAll(async () => {
    db = await createTestDatabase();
    store = new PostgresEventStore(db.app);
  });
  afterAll(() => db.drop());

  it('survives a worker killed mid-batch: after restart the read model equals a rebuild', async () => {
    await append('tournament', 30, 3);
    await append('match', 20, 5);
    let batches = 0;
    const dying: ProjectionDefinition = {
      ...streamStatsProjection,
      async handle(events, tx) {
        await streamStatsProjection.handle(events, tx);
        if (++batches === 3) {
          // The connection dies after the read model was written but before the checkpoint moved.
          const [{ pid }] = await tx.query('SELECT pg_backend_pid() AS pid');
          await db.owner.query('SELECT pg_terminate_backend($1)', [pid]);
          await tx.query('SELECT 1');
        }
      },
    };
    const doomed = new ProjectionRunner(db.app, store, [dying], 40);
    await expect(doomed.catchUp('stream_stats')).rejects.toThrow();
    await doomed.close();

    const restarted = new ProjectionRunner(db.app, store, [streamStatsProjection], 40);
    await append('match', 5, 2); // more arrives while it was down
    await expect(restarted.catchUp('stream_stats')).resolves.toMatchObject({ owner: true });
    const incremental = await readStats(db);
    expect(incremental).toEqual(expectedRows());

    await restarted.rebuild('stream_stats');
    expect(await readStats(db)).toEqual(incremental);
    await restarted.close();
  });

  it('runs a projection under one owner at a time, and a waiting worker takes over when the owner dies', async () => {
    await append('deck', 4, 2);
    const calls: string[] = [];
    let entered!: () => void;
    const inHandle = new Promise<void>((resolve) => (entered = resolve));
    const stuck: ProjectionDefinition = {
      ...streamStatsProjection,
      async handle(events, tx) {
        calls.push('a');
        await streamStatsProjection.handle(events, tx);
        entered();
        await tx.query('SELECT pg_sleep(30)'); // mid-batch, read model half written
      },
    };
    const tracked = (label: string): ProjectionDefinition => ({
      ...streamStatsProjection,
      async handle(events, tx) {
        calls.push(label);
        await streamStatsProjection.handle(events, tx);
      },
    });
    const a = new ProjectionRunner(db.app, store, [stuck], 50);
    const b = new ProjectionRunner(db.app, store, [tracked('b')], 50);
    const impatient = new ProjectionRunner(db.app, store, [tracked('c')], 50, 200);

    const aRun = a.catchUp('stream_stats');
    await inHandle;
    const bRun = b.catchUp('stream_stats');
    expect(await impatient.catchUp('stream_stats')).toEqual({ owner: false });
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toEqual(['a']); // b waits while a owns the projection

    const pid = await a.ownerPid('stream_stats');
    expect(pid).toEqual(expect.any(Number));
    await db.owner.query('SELECT pg_terminate_backend($1)', [pid]); // the owner's process dies
    await expect(aRun).rejects.toThrow();
    await expect(bRun).resolves.toMatchObject({ owner: true });
    expect(calls).toEqual(['a', 'b']);
    expect(await readStats(db)).toEqual(expectedRows()); // a's half-written batch left no trace
    await Promise.all([a.close(), b.close(), impatient.close()]);
  });
});
