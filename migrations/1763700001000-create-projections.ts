import { MigrationInterface, QueryRunner } from 'typeorm';

/** Projection checkpoints (the pair a global reader follows) and the stream_stats read model. */
export class CreateProjections1763700001000 implements MigrationInterface {
  name = 'CreateProjections1763700001000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE projection_checkpoints (
        name            text PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        updated_at      timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE stream_stats (
        stream_type text PRIMARY KEY,
        streams     integer NOT NULL DEFAULT 0,
        events      bigint NOT NULL DEFAULT 0
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE stream_stats; DROP TABLE projection_checkpoints;');
  }
}
