import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { PINO, wakeUpOptions } from '@arbiter/event-store';
import { GameRegistry } from '@arbiter/rules';
import { TournamentEvent } from '@arbiter/tournament';
import { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  FEED_CHANNEL, FeedNotice, PROJECT_STANDINGS_JOB, ProjectStandingsJob, STANDINGS_QUEUE, standingsDedupId, SWEEP_STANDINGS_JOB, TOURNAMENT_STREAM_TYPE, TournamentFolds,
} from '@arbiter/platform';
import { computeMetagame, groupingOf } from './metagame';
import { standingsView } from './standings-view';

/**
 * The standings projection, one job per tournament: wake-ups for a tournament coalesce (BullMQ
 * deduplication), and each job recomputes the table from the whole history — folded on from
 * the state it kept, reading only the events since — so a skipped wake-up loses nothing.
 * Newer stream versions win; the feed is told in the same transaction.
 */
@Processor(STANDINGS_QUEUE)
export class StandingsProcessor extends WorkerHost {
  constructor(
    /** Shared with the pairings: the round is paired from the state the standings folded. */
    private readonly folds: TournamentFolds,
    private readonly db: DataSource,
    @Inject(PINO) private readonly logger: Logger,
    private readonly games: GameRegistry,
    @InjectQueue(STANDINGS_QUEUE) private readonly standings: Queue,
  ) {
    super();
  }

  async process(job: Job<ProjectStandingsJob>): Promise<{ version: number; updated: boolean } | { woken: number }> {
    if (job.name === SWEEP_STANDINGS_JOB) return this.sweep();
    return this.project(job.data.tournamentId);
  }

  /**
   * Wakes the standings of every tournament whose table is behind its stream. The wake-ups
   * projection enqueues a job once per event; if Redis then loses that job, nothing else would.
   */
  private async sweep(): Promise<{ woken: number }> {
    const behind: { tournament_id: string }[] = await this.db.query(
      `SELECT substr(s.stream_id, length('tournament-') + 1) AS tournament_id
       FROM event_streams s LEFT JOIN tournament_standings t ON t.tournament_id = substr(s.stream_id, length('tournament-') + 1)
       WHERE s.stream_type = $1 AND s.version > coalesce(t.version, 0)`,
      [TOURNAMENT_STREAM_TYPE],
    );
    for (const { tournament_id: tournamentId } of behind) {
      await this.standings.add(PROJECT_STANDINGS_JOB, { tournamentId }, wakeUpOptions(standingsDedupId(tournamentId)));
    }
    return { woken: behind.length };
  }

  private async project(tournamentId: string): Promise<{ version: number; updated: boolean }> {
    const { state, events, version } = await this.folds.load(tournamentId);
    if (version === 0) return { version, updated: false };
    return this.db.transaction(async (tx) => {
      const rows: { version: number }[] = await tx.query('SELECT version FROM tournament_standings WHERE tournament_id = $1 FOR UPDATE', [tournamentId]);
      const previous = rows[0]?.version ?? 0;
      if (previous >= version) return { version: previous, updated: false };
      const standings = standingsView(state, events, version);
      const metagame = computeMetagame(state, groupingOf(this.games.find(state.settings.game)));
      await tx.query(
        `INSERT INTO tournament_standings (tournament_id, version, round, status, standings, metagame, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now())
         ON CONFLICT (tournament_id) DO UPDATE SET version = excluded.version, round = excluded.round, status = excluded.status,
           standings = excluded.standings, metagame = excluded.metagame, updated_at = now()
         WHERE tournament_standings.version < excluded.version`,
        [tournamentId, version, standings.round, state.status, JSON.stringify(standings), JSON.stringify(metagame)],
      );
      for (const notice of feedNotices(tournamentId, events.slice(previous), version)) {
        await tx.query('SELECT pg_notify($1, $2)', [FEED_CHANNEL, JSON.stringify(notice)]);
      }
      this.logger.debug({ tournamentId, version }, 'standings projected');
      return { version, updated: true };
    });
  }
}

/** What the live feed should push for the events since the last projection. */
export function feedNotices(tournamentId: string, fresh: readonly TournamentEvent[], version: number): FeedNotice[] {
  const notices: FeedNotice[] = [];
  const rounds = new Set<number>();
  const tables = new Set<string>();
  for (const e of fresh) {
    switch (e.type) {
      case 'RoundStarted':
      case 'RoundEnded':
        rounds.add(e.data.round);
        break;
      case 'ResultReported':
      case 'ResultConfirmed':
      case 'ResultDisputed':
      case 'ResultEntered':
        tables.add(`${e.data.round}-${e.data.table}`);
        break;
      default:
        break;
    }
  }
  for (const round of rounds) notices.push({ tournamentId, kind: 'pairings', round });
  for (const key of tables) {
    const [round, table] = key.split('-').map(Number);
    notices.push({ tournamentId, kind: 'result', round, table });
  }
  notices.push({ tournamentId, kind: 'standings', version });
  return notices;
}
