import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem, PROBLEM_CONTENT_TYPE } from '../problems/problem';

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
 * Who may open the queues board (which retries and removes jobs): an administrator, that is a
 * browser that gives ADMIN_TOKEN as the password of HTTP Basic auth. Without ADMIN_TOKEN the
 * board is closed to everyone — a caller on this machine may be a proxy for anyone.
 */
export function adminAccessHook(adminToken: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (adminToken === undefined) {
      const body = problem(403, 'admin/disabled', 'The queues board is closed until ADMIN_TOKEN is set; then give it as the password (HTTP Basic).', { instance: request.url });
      return reply.code(403).header('content-type', PROBLEM_CONTENT_TYPE).send(body);
    }
    const password = basicPassword(request.headers.authorization);
    if (password !== undefined && sameSecret(password, adminToken)) return;
    const body = problem(401, 'admin/unauthorized', 'The queues board needs the ADMIN_TOKEN as the password (HTTP Basic).', { instance: request.url });
    return reply.code(401).header('www-authenticate', 'Basic realm="Arbiter queues"').header('content-type', PROBLEM_CONTENT_TYPE).send(body);
  };
}
