import { Inject, Injectable } from '@nestjs/common';
import type { AuditReport } from '@arbiter/api-contract';
import { EVENT_STORE, EventStore, StoredEvent, StreamNotFoundError } from '@arbiter/event-store';
import { DataSource } from 'typeorm';
import { foldGame, GameRecord, gameStreamId } from '@arbiter/platform';
import { notFound } from './games-problem';
import type { MatchGameRow } from './match-games.service';

export { foldGame, refOf } from '@arbiter/platform';
export type { GameRecord } from '@arbiter/platform';

/** The only SQL of the games api: the game streams, the seeds players revealed, audit reports. */
@Injectable()
export class GameRecords {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly db: DataSource,
  ) {}

  async read(gameId: string, fromVersion = 1): Promise<StoredEvent[]> {
    try {
      return await this.store.readStream(gameStreamId(gameId), { fromVersion });
    } catch (error) {
      if (error instanceof StreamNotFoundError) throw notFound('games/game-unknown', `No game "${gameId}".`);
      throw error;
    }
  }

  async load(gameId: string): Promise<GameRecord> {
    return (await this.loadWithHead(gameId)).record;
  }

  /** The record and the hash of its last event: the head the next live action is appended at. */
  async loadWithHead(gameId: string): Promise<{ record: GameRecord; headHash: string }> {
    if (!/^[0-9a-f-]{36}$/.test(gameId)) throw notFound('games/game-unknown', `No game "${gameId}".`);
    const events = await this.read(gameId);
    return { record: foldGame({ gameId, actions: [], hashes: [], version: 0 }, events), headHash: events[events.length - 1].hash };
  }

  async exists(gameId: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM event_streams WHERE stream_id = $1', [gameStreamId(gameId)]);
    return rows.length > 0;
  }

  async seeds(gameId: string): Promise<Record<string, string>> {
    const rows: { player_id: string; seed: string }[] = await this.db.query('SELECT player_id, seed FROM game_seeds WHERE game_id = $1', [gameId]);
    return Object.fromEntries(rows.map((r) => [r.player_id, r.seed]));
  }

  /** Idempotent: the seed was checked against the commitment, so a second reveal is the same seed. */
  async saveSeed(gameId: string, player: string, seed: string): Promise<void> {
    await this.db.query('INSERT INTO game_seeds (game_id, player_id, seed) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [gameId, player, seed]);
  }

  async auditReport(gameId: string): Promise<{ report: AuditReport; auditedAt: string } | undefined> {
    const rows: { report: AuditReport; audited_at: Date }[] = await this.db.query(
      'SELECT report, audited_at FROM audit_reports WHERE game_id = $1', [gameId],
    );
    return rows[0] ? { report: rows[0].report, auditedAt: rows[0].audited_at.toISOString() } : undefined;
  }

  /** The live games of a round that have not ended (started, possibly still waiting for seeds), oldest first. */
  async runningGames(tournamentId: string, round: number): Promise<string[]> {
    const rows: { game_id: string }[] = await this.db.query(
      `SELECT s.data->>'gameId' AS game_id FROM events s
        WHERE s.type = 'GameStarted' AND s.data->>'tournamentId' = $1 AND (s.data->>'round')::int = $2
          AND NOT EXISTS (SELECT 1 FROM events g WHERE g.stream_id = s.stream_id AND g.type = 'GameEnded')
        ORDER BY s.global_position`,
      [tournamentId, round],
    );
    return rows.map((r) => r.game_id);
  }

  /** Every game of a match (live or uploaded), oldest first, with its end and audit: public columns only. */
  async matchGames(tournamentId: string, matchId: string): Promise<MatchGameRow[]> {
    return this.db.query(
      `SELECT s.data->>'gameId' AS game_id, s.type, s.data->'header'->>'mode' AS mode, s.recorded_at,
              (SELECT count(*) FROM events a WHERE a.stream_id = s.stream_id AND a.type = 'ActionRecorded') AS actions,
              (SELECT g.data->'outcome' FROM events g WHERE g.stream_id = s.stream_id AND g.type = 'GameEnded' LIMIT 1) AS ended_outcome,
              r.verdict, jsonb_array_length(r.report->'violations') AS violations,
              r.report->'resultConsistency'->'derived' AS derived, r.audited_at
         FROM events s
         LEFT JOIN audit_reports r ON r.game_id = s.data->>'gameId'
        WHERE s.type IN ('GameStarted', 'LogUploaded')
          AND s.data->>'tournamentId' = $1 AND s.data->>'matchId' = $2
        ORDER BY s.global_position`,
      [tournamentId, matchId],
    );
  }
}
