import { PostgresEventStore } from '@arbiter/event-store';
import { registeredGames } from '@arbiter/platform';
import { AnyGameModule, playBotMatch, toNdjson } from '@arbiter/rules';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, seedTournament, SeededTournament } from '../../../../test/e2e/support/games-platform';
import type { Platform } from '../../../../test/support/platform';
import { createTestDatabase, TestDatabase } from '../../../../test/support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../../../../test/support/redis';
import { TokenService } from '../auth';
import { createApp } from '../create-app';
import { uploadsAllowed } from './upload-bounds';

jest.setTimeout(120_000);

/**
 * The upload allowance (per match and submitter) under concurrency: two api apps, each with its own
 * connection pool, on one database, as two api processes run. No worker, so nothing but the uploads
 * writes while the test looks.
 */
describe('match-log upload allowance under concurrent uploads', () => {
  let db: TestDatabase;
  const apps: NestFastifyApplication[] = [];
  const bases: string[] = [];
  let t: SeededTournament;
  const chaotic = registeredGames().get('chaotic') as AnyGameModule;
  /** A distinct paper log of match 1-1 (p1 against p2) per seed, played by the game's bots. */
  const paperLog = (seed: number): string => {
    const m = playBotMatch(chaotic, { format: 'apprentice', decks: [chaotic.decks.fromCardIds(t.cards.p1), chaotic.decks.fromCardIds(t.cards.p2)], seed, players: ['p1', 'p2'], matchId: '1-1', mode: 'paper' });
    return toNdjson(m.header, m.actions, m.trailer);
  };
  /** Every stream with its head, and every event's id: what "nothing else was touched" compares. */
  const snapshot = async () => ({
    streams: new Map<string, string>((await db.owner.query('SELECT stream_id, version, head_hash FROM event_streams')).map((r: { stream_id: string; version: number; head_hash: string }) => [r.stream_id, `${r.version}:${r.head_hash}`])),
    events: new Set<string>((await db.owner.query('SELECT event_id FROM events')).map((r: { event_id: string }) => r.event_id)),
  });

  /**
   * Holds every insert into `events` (SHARE lock, taken by the owner; reads go on) until `n`
   * connections of the test database wait on a lock (a table or advisory lock), or 30 s pass.
   */
  const holdAppends = async () => {
    const lock = db.owner.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('LOCK TABLE events IN SHARE MODE');
    return {
      async releaseWhenWaiting(n: number) {
        try {
          for (const end = Date.now() + 30_000; Date.now() < end;) {
            const [{ waiting }] = await db.owner.query("SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'");
            if (waiting >= n) return;
            await new Promise((r) => setTimeout(r, 50));
          }
          throw new Error(`fewer than ${n} uploads reached the database within 30 s`);
        } finally {
          await lock.commitTransaction();
          await lock.release();
        }
      },
    };
  };

  beforeAll(async () => {
    db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix('upload-bound'), logLevel: 'warn', tickMs: 60_000 });
    for (let i = 0; i < 2; i++) {
      const app = await createApp(db.config);
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
      bases.push(`http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`);
    }
    const platform = { store: new PostgresEventStore(db.app), tokens: apps[0].get(TokenService) } as unknown as Platform;
    t = await seedTournament(platform, `bound-${Date.now()}`);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
    if (db) await deleteQueueKeys(db.config.queuePrefix);
  });

  it('stores exactly the allowance of many simultaneous uploads to one match, refuses the rest with a 429 in words, and touches nothing else', async () => {
    const allowed = uploadsAllowed(1);
    expect(allowed).toBe(2);
    const fromP1 = Array.from({ length: 12 }, (_, i) => paperLog(100 + i));
    const fromP2 = Array.from({ length: 5 }, (_, i) => paperLog(200 + i));
    expect(new Set([...fromP1, ...fromP2]).size).toBe(17);
    const before = await snapshot();

    // All at once, spread over both apps: each request passes every check but the allowance's.
    // Writes to `events` are held back until all 17 wait on a lock, so that every upload is in
    // flight at once: a count that is not atomic with its append then lets them all through.
    const upload = (player: string, ndjson: string, i: number) =>
      call({ base: bases[i % 2] }, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/logs`, { token: t.tokenOf(player), raw: ndjson });
    const held = await holdAppends();
    const sent = Promise.all([
      Promise.all(fromP1.map((log, i) => upload('p1', log, i))),
      Promise.all(fromP2.map((log, i) => upload('p2', log, i + 1))),
    ]);
    await held.releaseWhenWaiting(fromP1.length + fromP2.length);
    const [p1, p2] = await sent;

    for (const [player, answers] of [['p1', p1], ['p2', p2]] as const) {
      const accepted = answers.filter((a) => a.status === 202);
      const refused = answers.filter((a) => a.status !== 202);
      expect({ player, accepted: accepted.length }).toEqual({ player, accepted: allowed });
      for (const r of refused) {
        expect(r.status).toBe(429);
        expect(r.headers.get('content-type')).toContain('application/problem+json');
        expect(r.json).toMatchObject({ status: 429, code: 'games/upload-limit', limit: allowed });
        expect(r.json.detail).toBe(`${player} has uploaded ${allowed} logs for match 1-1, the most a best-of-1 match takes; this log was not stored. Ask a judge to upload any further log.`);
      }
    }

    // Stored: one LogUploaded per accepted answer, each in a new game stream of its own.
    const after = await snapshot();
    const stored: { stream_id: string; game_id: string; submitted_by: string }[] = await db.owner.query(
      `SELECT stream_id, data->>'gameId' AS game_id, data->>'submittedBy' AS submitted_by FROM events
        WHERE type = 'LogUploaded' AND data->>'tournamentId' = $1 AND data->>'matchId' = '1-1' ORDER BY global_position`, [t.tournamentId]);
    expect(stored.filter((s) => s.submitted_by === 'p1').map((s) => s.game_id).sort())
      .toEqual(p1.filter((a) => a.status === 202).map((a) => a.json.gameId as string).sort());
    expect(stored.filter((s) => s.submitted_by === 'p2')).toHaveLength(allowed);
    expect(after.events.size).toBe(before.events.size + 2 * allowed);
    for (const id of before.events) expect(after.events.has(id)).toBe(true);
    // Every stream that existed is at the same head; the only new ones are the stored games (no empty stream of a refused upload).
    for (const [stream, head] of before.streams) expect(after.streams.get(stream)).toBe(head);
    expect([...after.streams.keys()].filter((s) => !before.streams.has(s)).sort()).toEqual(stored.map((s) => s.stream_id).sort());
    expect(await new PostgresEventStore(db.app).verify()).toMatchObject({ ok: true, broken: [] });

    // The allowance holds afterwards too, and a stored log sent again is still the same game (not counted).
    const again = await upload('p1', fromP1[p1.findIndex((a) => a.status === 202)], 0);
    expect(again.status).toBe(202);
    expect((await upload('p1', paperLog(999), 1)).json).toMatchObject({ status: 429, code: 'games/upload-limit' });
    expect((await snapshot()).events.size).toBe(after.events.size);
  });
});
