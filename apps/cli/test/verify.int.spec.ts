import { PostgresEventStore } from '@arbiter/event-store';
import { command } from '../../../libs/event-store/test/fixtures';
import { createTestDatabase, TestDatabase } from '../../../test/support/postgres';
import { registerVerify } from '../src/commands/verify.command';
import { runCli } from './run-cli';

// `arbiter verify` over a real database: the owner breaks a link behind the append-only triggers.
describe('arbiter verify', () => {
  let db: TestDatabase;
  const savedUrl = process.env.DATABASE_URL;

  beforeAll(async () => {
    db = await createTestDatabase({ logLevel: 'silent' });
    process.env.DATABASE_URL = db.url;
    const store = new PostgresEventStore(db.app);
    await store.appendToStream('intact-1', command(3), { expectedVersion: 'no_stream', streamType: 'verify' });
    await store.appendToStream('victim-1', command(4), { expectedVersion: 'no_stream', streamType: 'verify' });
  });
  afterAll(async () => {
    process.env.DATABASE_URL = savedUrl;
    await db?.drop();
  });

  it('exits 0 and counts the streams and events when every chain holds', async () => {
    const { out, code } = await runCli([registerVerify], 'verify');
    expect(code).toBe(0);
    expect(out).toContain('Verified 2 stream(s), 7 event(s): every hash chain holds.');
  });

  it('exits 1 naming the stream and position of a link broken behind the triggers', async () => {
    await db.owner.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica'); // superuser only: triggers off
      await tx.query(`UPDATE events SET data = '{"index": 99}' WHERE stream_id = 'victim-1' AND stream_position = 3`);
    });
    const { out, code } = await runCli([registerVerify], 'verify');
    expect(code).toBe(1);
    expect(out).toContain('1 broken hash chain(s)');
    expect(out).toMatch(/stream victim-1 at position 3 \(global position \d+\): hash-mismatch/);
    expect(out).not.toContain('intact-1');

    const json = await runCli([registerVerify], 'verify', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out).broken).toEqual([expect.objectContaining({ streamId: 'victim-1', streamPosition: 3, reason: 'hash-mismatch' })]);
  });

  it('says what to fix when the database cannot be reached', async () => {
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/nowhere';
    try {
      const { out, code } = await runCli([registerVerify], 'verify');
      expect(code).toBe(2);
      expect(out).toMatch(/PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:1\/nowhere: .*arbiter migrate/);
    } finally {
      process.env.DATABASE_URL = db.url;
    }
  });
});
