import { NestFastifyApplication } from '@nestjs/platform-fastify';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig } from '@arbiter/event-store';
import { TokenService } from './auth/token.service';
import { VERIFIED_KEY, VerifiedToken } from './auth/verified-token';
import { problem, PROBLEM_CONTENT_TYPE } from './problems/problem';

const CREATE_WINDOW_MS = 60_000;

/**
 * A caller is who its bearer token verifiably names (each player, judge and organizer has
 * their own budget, also behind a shared address), else its address — as TRUST_PROXY lets
 * Fastify read it. A token that does not verify counts as its sender's address, so sending a
 * new junk token each time buys no fresh budget.
 */
export function callerKey(tokens: Pick<TokenService, 'verify'>) {
  return (request: FastifyRequest): string => {
    const match = /^Bearer\s+(\S+)$/i.exec((request.headers.authorization ?? '').trim());
    if (match) {
      try {
        const p = tokens.verify(match[1]);
        const verified: VerifiedToken = { token: match[1], principal: p };
        (request as unknown as Record<string, unknown>)[VERIFIED_KEY] = verified;
        return `token:${p.tournamentId}:${p.role}:${p.playerId ?? ''}`;
      } catch {
        // not a token of ours: the address decides
      }
    }
    return `ip:${request.ip}`;
  };
}

const isHealth = (url: string) => url === '/health' || url.startsWith('/health?');
const isCreateTournament = (request: FastifyRequest) => request.method === 'POST' && /^\/api\/tournaments\/?(\?|$)/.test(request.url);
/** Signing in or up: password guesses and account floods, limited per address. */
const isPasswordAttempt = (request: FastifyRequest) => request.method === 'POST' && /^\/api\/(session|accounts)\/?(\?|$)/.test(request.url);
const SIGN_IN_WINDOW_MS = 15 * 60_000;

type Limit = ReturnType<import('fastify').FastifyInstance['createRateLimit']>;

async function refuseOver(limit: Limit, request: FastifyRequest, reply: FastifyReply, what: string): Promise<boolean> {
  const verdict = await limit(request);
  if (verdict.isAllowed || !verdict.isExceeded) return false;
  const body = problem(429, 'request/rate-limited', `Too many ${what}: at most ${verdict.max} per ${verdict.timeWindow} ms; retry in ${verdict.ttlInSeconds} s.`, {
    instance: request.url, retryAfterSeconds: verdict.ttlInSeconds,
  });
  await reply.code(429).header('retry-after', String(verdict.ttlInSeconds)).header('content-type', PROBLEM_CONTENT_TYPE).send(body);
  return true;
}

/**
 * Registers @fastify/rate-limit and checks every request in an onRequest hook of our own, which
 * answers a caller over the limit itself: a 429 problem with a Retry-After header. (Errors
 * thrown from hooks would skip the api's exception filter.) Health checks are not limited.
 * RATE_LIMIT_MAX requests per RATE_LIMIT_WINDOW_MS per caller, and creating a tournament has a
 * stricter budget of its own (TOURNAMENT_CREATE_LIMIT a minute), as has signing in or up
 * (SIGN_IN_LIMIT per 15 minutes per address; docs/configuration.md).
 */
export async function useRateLimit(
  app: NestFastifyApplication,
  config: Pick<PlatformConfig, 'rateLimitMax' | 'rateLimitWindowMs'>,
  tournamentCreateLimit: number,
  signInLimit: number,
): Promise<void> {
  if (config.rateLimitMax === 0) return;
  await app.register(rateLimit, { global: false });
  const fastify = app.getHttpAdapter().getInstance();
  const keyGenerator = callerKey(app.get(TokenService));
  const limit = fastify.createRateLimit({ max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs, keyGenerator });
  const creations = tournamentCreateLimit > 0
    ? fastify.createRateLimit({ max: tournamentCreateLimit, timeWindow: CREATE_WINDOW_MS, keyGenerator: (r) => `create:${keyGenerator(r)}` })
    : undefined;
  const passwords = signInLimit > 0
    ? fastify.createRateLimit({ max: signInLimit, timeWindow: SIGN_IN_WINDOW_MS, keyGenerator: (r) => `sign-in:${r.ip}` })
    : undefined;
  fastify.addHook('onRequest', async (request, reply) => {
    if (isHealth(request.url)) return;
    if (passwords && isPasswordAttempt(request) && (await refuseOver(passwords, request, reply, 'sign-in attempts from this address'))) return reply;
    if (await refuseOver(limit, request, reply, 'requests')) return reply;
    if (creations && isCreateTournament(request) && (await refuseOver(creations, request, reply, 'tournaments created'))) return reply;
  });
}
