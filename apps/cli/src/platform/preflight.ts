import Redis from 'ioredis';
import { ConfigError, loadConfig, PlatformConfig, prepareDatabase, redisOptions } from '@arbiter/event-store';
import { CliError } from '../cli-error';

/** Hides a password in a URL shown to the user. */
export function safeUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

/** The platform config, with a bad variable reported as a plain refusal. */
export function loadCliConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new CliError(error.message);
    throw error;
  }
}

/** Creates the database if missing and runs migrations, or says plainly what to fix. */
export async function ensureDatabaseReady(config: PlatformConfig): Promise<string[]> {
  try {
    return await prepareDatabase(config);
  } catch (error) {
    const e = error as { code?: string; message: string };
    const hint = e.code === 'ECONNREFUSED'
      ? 'is PostgreSQL running? Start it, or set DATABASE_URL'
      : 'check DATABASE_URL and that its user may create databases and roles';
    throw new CliError(`PostgreSQL at ${safeUrl(config.databaseUrl)}: ${e.message} (${hint})`);
  }
}

export async function ensureRedisReady(config: PlatformConfig): Promise<void> {
  const client = new Redis({ ...redisOptions(config.redisUrl), lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new CliError(`Redis at ${safeUrl(config.redisUrl)}: ${(error as Error).message} (is Redis running? Start it, or set REDIS_URL)`);
  } finally {
    client.disconnect();
  }
}
