import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createDataSource, loadConfig, PlatformConfig, prepareDatabase } from '@arbiter/event-store';

/** Base URL of the PostgreSQL the tests use (any database name in it is replaced). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  name: string;
  url: string;
  /** Platform config pointing at this database (Redis and the rest from the environment/defaults). */
  config: PlatformConfig;
  /** Owner connection (superuser in tests): for fixtures and for proving what the app role cannot do. */
  owner: DataSource;
  /** Runtime pool with the restricted application role, as the platform uses it. */
  app: DataSource;
  drop(): Promise<void>;
}

function urlFor(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database of its own (`arbiter_test_<random>`), dropped by `drop()`. */
export async function createTestDatabase(overrides: Partial<PlatformConfig> = {}): Promise<TestDatabase> {
  const name = `arbiter_test_${randomBytes(6).toString('hex')}`;
  const config = loadConfig(process.env, { databaseUrl: urlFor(name), ...overrides });
  await prepareDatabase(config);
  const owner = await createDataSource(config, 'owner', 4).initialize();
  const app = await createDataSource(config, 'app', 30).initialize();
  return {
    name,
    url: config.databaseUrl,
    config,
    owner,
    app,
    async drop() {
      await Promise.allSettled([owner.destroy(), app.destroy()]);
      await dropDatabase(name);
    },
  };
}

export async function dropDatabase(name: string): Promise<void> {
  const admin = new Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
