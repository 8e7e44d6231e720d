import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { PlatformConfig } from '@arbiter/event-store';

const AUTH_SECRET_KEY = 'auth_secret';

/**
 * The secret that signs bearer tokens: `AUTH_SECRET` when set, otherwise one generated on
 * the first start and kept in `platform_settings`, so restarts and replicas share it (the
 * first writer wins; everyone reads the stored value back).
 */
export async function resolveAuthSecret(config: PlatformConfig): Promise<string> {
  if (config.authSecret) return config.authSecret;
  const client = new Client({ connectionString: config.databaseUrl, options: `-c role=${config.databaseAppRole}` });
  await client.connect();
  try {
    await client.query('INSERT INTO platform_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
      AUTH_SECRET_KEY,
      randomBytes(32).toString('base64url'),
    ]);
    const rows = await client.query<{ value: string }>('SELECT value FROM platform_settings WHERE key = $1', [AUTH_SECRET_KEY]);
    return rows.rows[0].value;
  } finally {
    await client.end();
  }
}
