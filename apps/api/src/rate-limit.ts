import { NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { problem, PROBLEM_CONTENT_TYPE } from './problems/problem';

export interface RateLimitSettings {
  /** Requests one caller may make per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be an integer >= 0, got "${raw}"`);
  return value;
}

/** RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS per caller (docs/configuration.md). */
export function rateLimitSettings(env: NodeJS.ProcessEnv = process.env): RateLimitSettings {
  return { max: int(env, 'RATE_LIMIT_MAX', 1000), windowMs: Math.max(1, int(env, 'RATE_LIMIT_WINDOW_MS', 10_000)) };
}

/**
 * A caller is its bearer token when it sends one (each player, judge and organizer has their
 * own budget, also behind a shared address), else its address.
 */
const callerOf = (request: FastifyRequest): string => {
  const auth = request.headers.authorization;
  return typeof auth === 'string' && auth.length > 7 ? `token:${auth.slice(-43)}` : `ip:${request.ip}`;
};

/**
 * Registers @fastify/rate-limit and checks every request in an onRequest hook of our own, which
 * answers a caller over the limit itself: a 429 problem with a Retry-After header. (Errors
 * thrown from hooks would skip the api's exception filter.) Health checks are not limited.
 */
export async function useRateLimit(app: NestFastifyApplication, settings: RateLimitSettings = rateLimitSettings()): Promise<void> {
  if (settings.max === 0) return;
  await app.register(rateLimit, { global: false });
  const fastify = app.getHttpAdapter().getInstance();
  const limit = fastify.createRateLimit({ max: settings.max, timeWindow: settings.windowMs, keyGenerator: callerOf });
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url === '/health' || request.url.startsWith('/health?')) return;
    const verdict = await limit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    const body = problem(429, 'request/rate-limited', `Too many requests: at most ${verdict.max} per ${verdict.timeWindow} ms; retry in ${verdict.ttlInSeconds} s.`, {
      instance: request.url, retryAfterSeconds: verdict.ttlInSeconds,
    });
    return reply.code(429).header('retry-after', String(verdict.ttlInSeconds)).header('content-type', PROBLEM_CONTENT_TYPE).send(body);
  });
}
