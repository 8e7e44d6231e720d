/** The platform's whole configuration: environment variables with defaults that work on a fresh machine. */
export interface PlatformConfig {
  databaseUrl: string;
  /** Role the runtime pool takes at connect (may only INSERT and SELECT on events). */
  databaseAppRole: string;
  redisUrl: string;
  /** Prefix of every BullMQ key, so several platforms (or test runs) share one Redis. */
  queuePrefix: string;
  host: string;
  port: number;
  bodyLimit: number;
  logLevel: string;
  /** Period of the safety-net tick that makes every projection catch up. */
  tickMs: number;
  /** How long /health waits for a worker to process a heartbeat job. */
  heartbeatTimeoutMs: number;
  /** Token for the internal append endpoint; unset = endpoint disabled. */
  internalToken: string | undefined;
  /** Secret that signs api bearer tokens; unset = generated once and kept in `platform_settings`. */
  authSecret?: string;
  /** Requests one caller (bearer token, else address) may make per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Password of the queues board (`/admin/queues`, HTTP Basic); unset = the board answers loopback callers only. */
  adminToken: string | undefined;
}

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<PlatformConfig> = {}): PlatformConfig {
  return {
    databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/arbiter',
    databaseAppRole: env.DATABASE_APP_ROLE || 'arbiter_app',
    redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
    queuePrefix: env.QUEUE_PREFIX || 'arbiter',
    host: env.HOST || '127.0.0.1',
    port: int(env, 'PORT', 3000),
    bodyLimit: int(env, 'BODY_LIMIT', 1024 * 1024, 1),
    logLevel: env.LOG_LEVEL || 'info',
    tickMs: int(env, 'TICK_MS', 5000, 100),
    heartbeatTimeoutMs: int(env, 'HEARTBEAT_TIMEOUT_MS', 3000, 100),
    internalToken: env.INTERNAL_TOKEN || undefined,
    authSecret: env.AUTH_SECRET || undefined,
    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 1000),
    rateLimitWindowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 10_000, 1),
    adminToken: env.ADMIN_TOKEN || undefined,
    ...overrides,
  };
}
