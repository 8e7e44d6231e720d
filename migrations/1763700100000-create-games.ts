import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Games: the seeds players reveal to the platform before a digital game (secret until the game
 * ends, when they are appended to the game's stream), the audit reports the audits worker
 * writes, and an index to find the games of a tournament match among the events.
 */
export class CreateGames1763700100000 implements MigrationInterface {
  name = 'CreateGames1763700100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE game_seeds (
        game_id     text NOT NULL,
        player_id   text NOT NULL,
        seed        text NOT NULL,
        revealed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, player_id)
      );
      CREATE TABLE audit_reports (
        game_id       text PRIMARY KEY,
        tournament_id text NOT NULL,
        match_id      text NOT NULL,
        verdict       text NOT NULL CHECK (verdict IN ('valid', 'flagged', 'unreadable')),
        report        jsonb NOT NULL,
        -- The stream version the report was computed from: a rerun on the same version changes nothing.
        game_version  integer NOT NULL,
        audited_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audit_reports_match ON audit_reports (tournament_id, match_id);
      CREATE INDEX events_game_match ON events ((data->>'tournamentId'), (data->>'matchId'))
        WHERE type IN ('GameStarted', 'LogUploaded');
      -- The audit sweep looks for ended or uploaded games that have no report yet.
      CREATE INDEX events_game_finished ON events (stream_id) WHERE type IN ('GameEnded', 'LogUploaded');
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP INDEX events_game_finished; DROP INDEX events_game_match; DROP TABLE audit_reports; DROP TABLE game_seeds;');
  }
}
