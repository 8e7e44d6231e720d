import { PostgresEventStore, ProjectionRunner, streamStatsProjection, type VerifyReport } from '@arbiter/event-store';
import { gameStreamId, loadTournament } from '@arbiter/platform';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { standingsView } from '../../apps/worker/src/tournaments/standings-view';
import type { ChaosClient } from './chaos-client';
import type { PlayedGame } from './chaos-tournament';

/** What a chaos run must end with; each count that should be zero is named so. */
export interface ChaosChecks {
  commands: {
    acknowledged: number;
    storedOnce: number;
    /** Acknowledged, yet not in the store (lost). */
    missing: string[];
    /** Stored as more than one command. */
    duplicated: string[];
    /** Stored under a key no client sent. */
    unsent: string[];
    /** Sent, never acknowledged (the client gave up), yet stored: allowed, counted. */
    storedUnacknowledged: number;
  };
  games: {
    played: number;
    actionsAcknowledged: number;
    actionsStored: number;
    /** Games whose stored actions differ from the acknowledged ones (count or seq order). */
    mismatched: string[];
    /** Games in the store the bots never played (a start whose answer was lost, sent again). */
    orphans: string[];
  };
  chains: Pick<VerifyReport, 'ok' | 'streamsChecked' | 'eventsChecked' | 'broken'>;
  readModels: {
    streamStatsEqualRebuild: boolean;
    standingsChecked: number;
    /** Tournaments whose stored standings differ from a fold of their events. */
    standingsDiffer: string[];
  };
  audits: { endedGames: number; audited: number; unaudited: string[] };
  jobs: { stuck: Record<string, number>; failed: Record<string, number> };
  events: { total: number; byType: Record<string, number> };
  ok: boolean;
}

/** The queues the platform uses. */
const QUEUES = ['projections', 'pairings', 'standings', 'audits', 'heartbeat'];

/**
 * Jobs still to run or running, the job schedulers' own runs aside (a tick is always due
 * somewhere): after the run settles there must be none. Failed jobs are counted apart.
 */
export async function jobCounts(redisUrl: string, prefix: string): Promise<{ stuck: Record<string, number>; failed: Record<string, number> }> {
  const stuck: Record<string, number> = {};
  const failed: Record<string, number> = {};
  for (const name of QUEUES) {
    const queue = new Queue(name, { connection: { url: redisUrl, maxRetriesPerRequest: 1 }, prefix });
    try {
      const pending = await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'], 0, 10_000);
      const n = pending.filter((job) => job && !job.repeatJobKey).length;
      if (n > 0) stuck[name] = n;
      const f = await queue.getFailedCount();
      if (f > 0) failed[name] = f;
    } finally {
      await queue.close();
    }
  }
  return { stuck, failed };
}

/** Ended games and whether each has an audit of its final version. */
export async function auditCounts(db: DataSource): Promise<ChaosChecks['audits']> {
  const rows: { stream_id: string; audited: boolean }[] = await db.query(`
    SELECT s.stream_id, a.game_id IS NOT NULL AND a.game_version = s.version AS audited
    FROM event_streams s
    LEFT JOIN audit_reports a ON s.stream_id = 'game-' || a.game_id
    WHERE s.stream_type = 'game' AND EXISTS (SELECT 1 FROM events e WHERE e.stream_id = s.stream_id AND e.type = 'GameEnded')`);
  return { endedGames: rows.length, audited: rows.filter((r) => r.audited).length, unaudited: rows.filter((r) => !r.audited).map((r) => r.stream_id) };
}

/** Tournaments whose standings row is behind their stream. */
export async function standingsBehind(db: DataSource): Promise<number> {
  const [{ n }] = await db.query(`
    SELECT count(*)::int AS n FROM event_streams s LEFT JOIN tournament_standings t ON s.stream_id = 'tournament-' || t.tournament_id
    WHERE s.stream_type = 'tournament' AND (t.version IS NULL OR t.version < s.version)`);
  return n;
}

/**
 * The checks after the faults, with api and worker stopped: every acknowledged command stored
 * exactly once and nothing unsent stored, every game's actions as acknowledged, every hash chain
 * intact, read models equal to a rebuild, every ended game audited, no job left behind.
 */
export async function checkChaosRun(db: DataSource, client: ChaosClient, played: readonly PlayedGame[], jobs: ChaosChecks['jobs']): Promise<ChaosChecks> {
  const store = new PostgresEventStore(db);

  // Commands: every Idempotency-Key the bots sent becomes the suffix of a command id.
  const stored: { key: string; commands: number }[] = await db.query(`
    SELECT substring(metadata->>'commandId' from '#(chaos-[^#]*)$') AS key, count(DISTINCT metadata->>'commandId')::int AS commands
    FROM events WHERE metadata->>'commandId' ~ '#chaos-' GROUP BY 1`);
  const storedKeys = new Map(stored.map((r) => [r.key, r.commands]));
  const requests: { tournament_id: string; round: number }[] = await db.query('SELECT tournament_id, round FROM tournament_round_requests');
  const requested = new Set(requests.map((r) => `${r.tournament_id}/${r.round}`));
  const ackedKeys = new Set(client.acked.map((a) => a.key));
  const missing: string[] = [];
  let storedOnce = 0;
  for (const ack of client.acked) {
    // A round request is kept as a request row; the worker appends the round in the requester's name.
    const round = /^\/api\/tournaments\/([^/]+)\/rounds$/.exec(ack.path);
    if (round) {
      if (requested.has(`${round[1]}/${(ack.body as { round: number }).round}`)) storedOnce++;
      else missing.push(`${ack.key} ${ack.path}`);
      continue;
    }
    const commands = storedKeys.get(ack.key) ?? 0;
    if (commands === 1) storedOnce++;
    else if (commands === 0) missing.push(`${ack.key} ${ack.path}`);
  }
  const duplicated = stored.filter((r) => r.commands > 1).map((r) => r.key);
  const unsent = stored.filter((r) => !client.sent.has(r.key)).map((r) => r.key);
  const storedUnacknowledged = stored.filter((r) => client.sent.has(r.key) && !ackedKeys.has(r.key)).length;

  // Games: the stream holds exactly the actions the api acknowledged, seq 1..n.
  const mismatched: string[] = [];
  let actionsStored = 0;
  for (const game of played) {
    const seqs: { seq: number }[] = await db.query(
      `SELECT (data->'action'->>'seq')::int AS seq FROM events WHERE stream_id = $1 AND type = 'ActionRecorded' ORDER BY stream_position`, [gameStreamId(game.gameId)]);
    actionsStored += seqs.length;
    if (seqs.length !== game.actions || seqs.some((s, i) => s.seq !== i + 1)) mismatched.push(`${game.gameId}: ${seqs.length} stored, ${game.actions} acknowledged`);
  }
  const known = new Set(played.map((g) => gameStreamId(g.gameId)));
  const gameStreams: { stream_id: string }[] = await db.query(`SELECT stream_id FROM event_streams WHERE stream_type = 'game'`);
  const orphans = gameStreams.map((s) => s.stream_id).filter((id) => !known.has(id));

  const chains = await store.verify();

  // Read models: stream_stats against a rebuild from position zero; standings against a fold of each tournament.
  const before = JSON.stringify(await db.query('SELECT stream_type, streams, events::text FROM stream_stats ORDER BY stream_type'));
  const runner = new ProjectionRunner(db, store, [streamStatsProjection]);
  await runner.rebuild(streamStatsProjection.name);
  await runner.close();
  const after = JSON.stringify(await db.query('SELECT stream_type, streams, events::text FROM stream_stats ORDER BY stream_type'));
  const standingsDiffer: string[] = [];
  const rows: { tournament_id: string; version: number; standings: unknown }[] = await db.query('SELECT tournament_id, version, standings FROM tournament_standings');
  const [{ n: tournamentStreams }] = await db.query(`SELECT count(*)::int AS n FROM event_streams WHERE stream_type = 'tournament'`);
  for (const row of rows) {
    const { state, events, version } = await loadTournament(store, row.tournament_id);
    const rebuilt = standingsView(state, events, version);
    if (row.version !== version || JSON.stringify(row.standings) !== JSON.stringify(rebuilt)) standingsDiffer.push(row.tournament_id);
  }

  const byType: Record<string, number> = {};
  for (const r of await db.query('SELECT type, count(*)::int AS n FROM events GROUP BY type ORDER BY type')) byType[r.type] = r.n;
  const audits = await auditCounts(db);
  const checks: ChaosChecks = {
    commands: { acknowledged: client.acked.length, storedOnce, missing, duplicated, unsent, storedUnacknowledged },
    games: { played: played.length, actionsAcknowledged: played.reduce((n, g) => n + g.actions, 0), actionsStored, mismatched, orphans },
    chains: { ok: chains.ok, streamsChecked: chains.streamsChecked, eventsChecked: chains.eventsChecked, broken: chains.broken },
    readModels: { streamStatsEqualRebuild: before === after, standingsChecked: rows.length, standingsDiffer },
    audits,
    jobs,
    events: { total: Object.values(byType).reduce((a, b) => a + b, 0), byType },
    ok: false,
  };
  checks.ok = storedOnce === client.acked.length && missing.length === 0 && duplicated.length === 0 && unsent.length === 0
    && mismatched.length === 0 && orphans.length === 0 && chains.ok && before === after && standingsDiffer.length === 0
    && rows.length === tournamentStreams && audits.unaudited.length === 0 && Object.keys(jobs.stuck).length === 0;
  return checks;
}
