import { NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { PlatformConfig } from '@arbiter/event-store';
import { problem, PROBLEM_CONTENT_TYPE } from './problems/problem';

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
/** RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS per caller (docs/configuration.md). */
export async function useRateLimit(app: NestFastifyApplication, config: Pick<PlatformConfig, 'rateLimitMax' | 'rateLimitWindowMs'>): Promise<void> {
  if (config.rateLimitMax === 0) return;
  await app.register(rateLimit, { global: false });
  const fastify = app.getHttpAdapter().getInstance();
  const limit = fastify.createRateLimit({ max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs, keyGenerator: callerOf });
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
