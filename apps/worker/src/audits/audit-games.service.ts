import { Inject, Injectable } from '@nestjs/common';
import type { AuditSummary, Verdict } from '@arbiter/api-contract';
import { EVENT_STORE, EventStore, StreamNotFoundError } from '@arbiter/event-store';
import { GameRegistry } from '@arbiter/rules';
import { DataSource } from 'typeorm';
import { FEED_CHANNEL, FeedNotice, findMatch, foldGame, gameStreamId, loadTournament, refOf } from '@arbiter/platform';
import { auditGame } from './audit-report';
import { TournamentEffects } from './tournament-effects.service';

export interface AuditOutcome {
  gameId: string;
  verdict: Verdict | 'no-such-game';
  tournament?: string;
}

/** Audits one game end to end: replay, stored report, then what the tournament needs to know. */
@Injectable()
export class AuditGamesService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly db: DataSource,
    private readonly effects: TournamentEffects,
    private readonly games: GameRegistry,
  ) {}

  async audit(gameId: string, now: string): Promise<AuditOutcome> {
    let events;
    try {
      events = await this.store.readStream(gameStreamId(gameId));
    } catch (error) {
      if (error instanceof StreamNotFoundError) return { gameId, verdict: 'no-such-game' };
      throw error;
    }
    const record = foldGame({ gameId, actions: [], hashes: [], version: 0 }, events);
    const ref = refOf(record);
    const { state } = await loadTournament(this.store, ref.tournamentId);
    const found = findMatch(state, ref.matchId, this.games);
    const report = auditGame(record, events, found.ok ? found.context : null, this.games);
    // A rerun on the same stream version writes the same report; an older version never overwrites a newer one.
    await this.db.query(
      `INSERT INTO audit_reports (game_id, tournament_id, match_id, verdict, report, game_version)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (game_id) DO UPDATE SET verdict = EXCLUDED.verdict, report = EXCLUDED.report,
         game_version = EXCLUDED.game_version, audited_at = now()
       WHERE audit_reports.game_version <= EXCLUDED.game_version`,
      [gameId, ref.tournamentId, ref.matchId, report.verdict, JSON.stringify(report), record.version],
    );
    await this.publish(ref.tournamentId, { gameId, matchId: ref.matchId, verdict: report.verdict, violations: report.violations.length, ...(report.timeCalledBy !== undefined ? { timeCalledBy: report.timeCalledBy } : {}) });
    const tournament = await this.effects.apply(gameId, ref, report, now);
    return { gameId, verdict: report.verdict, tournament };
  }

  /** The live feed's `audit` event: pages showing the match redraw (public figures only, never the report's findings). */
  private async publish(tournamentId: string, summary: AuditSummary): Promise<void> {
    const notice: FeedNotice = { tournamentId, kind: 'audit', summary };
    await this.db.query('SELECT pg_notify($1, $2)', [FEED_CHANNEL, JSON.stringify(notice)]);
  }

  /** Ended or uploaded games without a report: what a lost job left behind. */
  async unaudited(limit: number): Promise<string[]> {
    const rows: { stream_id: string }[] = await this.db.query(
      `SELECT DISTINCT e.stream_id FROM events e
       WHERE e.type IN ('GameEnded', 'LogUploaded')
         AND NOT EXISTS (SELECT 1 FROM audit_reports r WHERE 'game-' || r.game_id = e.stream_id)
       LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.stream_id.slice('game-'.length));
  }
}
