import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, PROBLEM_CONTENT_TYPE } from '../problems/problem';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The password of an `Authorization: Basic …` header (any user name), if one was sent. */
function basicPassword(header: string | undefined): string | undefined {
  const match = header ? /^Basic\s+(\S+)$/i.exec(header.trim()) : null;
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/**
 * Who may open the queues board: with ADMIN_TOKEN set, a browser that gives it as the
 * password of HTTP Basic auth; without it, callers on this machine only — so a fresh
 * install shows failed jobs to its operator and nobody else.
 */
export function adminAccessHook(adminToken: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (adminToken === undefined) {
      if (LOOPBACK.test(request.socket.remoteAddress ?? '')) return;
      const body = problem(403, 'admin/loopback-only', 'The queues board answers only this machine until ADMIN_TOKEN is set.', { instance: request.url });
      return reply.code(403).header('content-type', PROBLEM_CONTENT_TYPE).send(body);
    }
    const password = basicPassword(request.headers.authorization);
    if (password !== undefined && sameSecret(password, adminToken)) return;
    const body = problem(401, 'admin/unauthorized', 'The queues board needs the ADMIN_TOKEN as the password (HTTP Basic).', { instance: request.url });
    return reply.code(401).header('www-authenticate', 'Basic realm="Arbiter queues"').header('content-type', PROBLEM_CONTENT_TYPE).send(body);
  };
}
