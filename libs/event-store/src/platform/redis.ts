import type { RedisOptions } from 'ioredis';

/** ioredis options from a redis:// URL; BullMQ workers need maxRetriesPerRequest = null. */
export function redisOptions(url: string): RedisOptions {
  const u = new URL(url);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    username: u.username ? decodeURIComponent(u.username) : undefined,
    password: u.password ? decodeURIComponent(u.password) : undefined,
    db: u.pathname.length > 1 ? Number(u.pathname.slice(1)) : 0,
    tls: u.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}
