/**
 * `npm run bench:event-store`: 100,000 events in batches of 100 across 1,000 streams through the
 * event store (version check, idempotency ids, sha256 chain, indexes, restricted role), against a
 * plain multi-row INSERT of the same rows into an unconstrained table, in the same process.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { Client } from 'pg';
import { createDataSource, loadConfig, NewEvent, PostgresEventStore, prepareDatabase } from '@arbiter/event-store';

const STREAMS = 1000;
const PER_BATCH = 100;

function batchFor(stream: number): NewEvent[] {
  const commandId = randomUUID();
  return Array.from({ length: PER_BATCH }, (_, i) => ({
    type: i % 10 === 0 ? 'RoundStarted' : 'GameActionRecorded',
    data: { stream, seq: i, player: `player-${(stream * 7 + i) % 64}`, action: { kind: 'attack', target: i % 5, damage: (i * 13) % 50 } },
    metadata: { commandId, actor: 'bench', now: '2026-01-01T00:00:00.000Z', engineVersion: 'bench' },
  }));
}

async function main(): Promise<void> {
  const base = new URL(loadConfig().databaseUrl);
  const name = `arbiter_bench_${randomBytes(4).toString('hex')}`;
  base.pathname = `/${name}`;
  const config = loadConfig(process.env, { databaseUrl: base.toString() });
  await prepareDatabase(config);
  const app = await createDataSource(config, 'app', 2).initialize();
  const store = new PostgresEventStore(app);
  // A regular (WAL-logged) table with no key, index, constraint or trigger: the baseline.
  const owner = await createDataSource(config, 'owner', 1).initialize();
  await owner.query('CREATE TABLE plain_events (stream_id text, stream_position int, event_id uuid, type text, data jsonb, metadata jsonb)');
  await owner.destroy();
  const plain = app.createQueryRunner();

  const batches = Array.from({ length: STREAMS }, (_, s) => batchFor(s));
  const plainInsert = async (streamId: string, events: NewEvent[]) => {
    const values: unknown[] = [];
    const rows = events.map((e, i) => {
      values.push(streamId, i + 1, randomUUID(), e.type, JSON.stringify(e.data), JSON.stringify(e.metadata));
      const o = i * 6;
      return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6})`;
    });
    await plain.query(`INSERT INTO plain_events VALUES ${rows.join(', ')}`, values);
  };

  // Warm-up (JIT, plans, caches), not measured.
  for (let s = 0; s < 20; s++) {
    await store.appendToStream(`warm-${s}`, batchFor(s), { expectedVersion: 'no_stream', streamType: 'warm' });
    await plainInsert(`warm-${s}`, batchFor(s));
  }

  // Interleaved batch by batch, so load from anything else on the machine falls on both alike.
  let plainNs = 0n;
  let storeNs = 0n;
  for (let s = 0; s < STREAMS; s++) {
    let started = process.hrtime.bigint();
    await plainInsert(`match-${s}`, batches[s]);
    plainNs += process.hrtime.bigint() - started;
    started = process.hrtime.bigint();
    await store.appendToStream(`match-${s}`, batches[s], { expectedVersion: 'no_stream', streamType: 'match' });
    storeNs += process.hrtime.bigint() - started;
  }
  const plainSeconds = Number(plainNs) / 1e9;
  const storeSeconds = Number(storeNs) / 1e9;

  const total = STREAMS * PER_BATCH;
  const verify = await store.verify();
  const storeRate = total / storeSeconds;
  const plainRate = total / plainSeconds;
  const [{ server_version: version }] = await app.query('SHOW server_version');
  process.stdout.write(
    [
      `event store: ${total} events, ${STREAMS} streams, batches of ${PER_BATCH}, node ${process.version}, ${cpus().length} cores, PostgreSQL ${version}`,
      `  plain multi-row INSERT (unconstrained table): ${plainRate.toFixed(0)} events/s (${plainSeconds.toFixed(2)} s)`,
      `  event store appendToStream (hash chain):      ${storeRate.toFixed(0)} events/s (${storeSeconds.toFixed(2)} s)`,
      `  ratio event store / plain insert: ${((storeRate / plainRate) * 100).toFixed(1)}% (aim >= 50%)`,
      `  verify: ${verify.ok ? 'all chains intact' : 'BROKEN'} (${verify.eventsChecked} events in ${verify.streamsChecked} streams)`,
      '',
    ].join('\n'),
  );
  await plain.release();
  await app.destroy();
  const admin = new Client({ connectionString: new URL('/postgres', base).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
  await admin.end();
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exit(1);
});
