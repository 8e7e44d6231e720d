import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../../../migrations';
import { PlatformConfig } from './config';

const MIGRATION_LOCK = 7_361_001;

/** Creates the configured database if it is missing, through the `postgres` maintenance database. */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name) throw new Error('DATABASE_URL names no database');
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // created meanwhile by another process
    }
    return true;
  } finally {
    await client.end();
  }
}

/**
 * `owner` runs migrations and admin work; `app` is the runtime pool, which takes the restricted
 * role at connect (`-c role=…` in the startup packet) so every pooled connection has it.
 */
export function createDataSource(config: PlatformConfig, as: 'owner' | 'app', poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url: config.databaseUrl,
    migrations,
    migrationsTableName: 'typeorm_migrations',
    synchronize: false,
    logging: false,
    extra: { max: poolSize, ...(as === 'app' ? { options: `-c role=${config.databaseAppRole}` } : {}) },
  });
}

/** Creates the database if needed and runs pending migrations, one process at a time. */
export async function prepareDatabase(config: PlatformConfig): Promise<string[]> {
  await ensureDatabase(config.databaseUrl);
  const owner = createDataSource(config, 'owner', 2);
  await owner.initialize();
  const lock = owner.createQueryRunner();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ran = await owner.runMigrations({ transaction: 'each' });
    return ran.map((m) => m.name);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.release();
    await owner.destroy();
  }
}
