import type { FastifyReply } from 'fastify';
import type { SessionInfo } from '@arbiter/api-contract';
import { CookieSettings, SESSION_COOKIE, sessionCookieOptions } from '../auth';
import type { AccountRecord } from './account-directory';

/** Sets the session cookie on the reply and answers with the account and its CSRF token. */
export function sendSession(reply: FastifyReply, settings: CookieSettings, account: AccountRecord, session: { cookie: string; csrfToken: string }): SessionInfo {
  reply.setCookie(SESSION_COOKIE, session.cookie, sessionCookieOptions(settings));
  return { account: { accountId: account.accountId, email: account.email, displayName: account.displayName }, csrfToken: session.csrfToken };
}

export function clearSession(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(settings, 0));
}
