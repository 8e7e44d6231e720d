import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tournament read models: standings and metagame per tournament (written by the standings
 * worker, newest stream version wins), and the rounds an organizer asked the pairings worker for.
 */
export class CreateTournamentReadModels1763700004100 implements MigrationInterface {
  name = 'CreateTournamentReadModels1763700004100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE tournament_standings (
        tournament_id text PRIMARY KEY,
        version       integer NOT NULL,
        round         integer NOT NULL,
        status        text NOT NULL,
        -- json, not jsonb: the bodies are served as stored, keys in their order.
        standings     json NOT NULL,
        metagame      json NOT NULL,
        updated_at    timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE tournament_round_requests (
        tournament_id  text NOT NULL,
        round          integer NOT NULL,
        requested_by   text NOT NULL,
        requested_role text NOT NULL,
        requested_at   timestamptz NOT NULL DEFAULT now(),
        -- set when the round is in the stream; the worker's sweep re-enqueues requests still open
        done_at        timestamptz,
        failure        jsonb,
        PRIMARY KEY (tournament_id, round)
      );
      CREATE INDEX tournament_round_requests_open ON tournament_round_requests (requested_at) WHERE done_at IS NULL AND failure IS NULL;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE tournament_round_requests; DROP TABLE tournament_standings;');
  }
}
