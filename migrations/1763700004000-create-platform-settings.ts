import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Platform-wide settings kept in the database so that restarts and replicas share them,
 * e.g. the token-signing secret generated on first start when AUTH_SECRET is unset.
 */
export class CreatePlatformSettings1763700004000 implements MigrationInterface {
  name = 'CreatePlatformSettings1763700004000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE platform_settings (
        key        text PRIMARY KEY,
        value      text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE platform_settings;');
  }
}
