import type { SessionInfo, TournamentAccess } from '@arbiter/api-contract';
import { organizerToken } from './token-store.js';
import { ApiError, getJson } from './api.js';

/**
 * The signed-in account of this browser. The session itself is an http-only cookie the page
 * cannot read; what the page keeps is the account and the CSRF token every change must carry.
 */
let known: Promise<SessionInfo | undefined> | undefined;

export function currentSession(): Promise<SessionInfo | undefined> {
  known ??= getJson<SessionInfo>('/api/session').catch((error: unknown) => {
    if (error instanceof ApiError && error.problem.status === 401) return undefined;
    known = undefined; // a network failure: ask again next time
    throw error;
  });
  return known;
}

/** A change made as the signed-in account (cookie plus CSRF token); problems come back as ApiError. */
export async function accountRequest<T>(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const session = await currentSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session) headers['x-csrf-token'] = session.csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const json = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) throw new ApiError({ ...(json as object), status: res.status });
  return json as T;
}

async function openSession(path: string, body: object): Promise<SessionInfo> {
  known = undefined;
  const info = await accountRequest<SessionInfo>('POST', path, body);
  known = Promise.resolve(info);
  tokens.clear();
  return info;
}

export const signIn = (email: string, password: string): Promise<SessionInfo> => openSession('/api/session', { email, password });
export const signUp = (email: string, displayName: string, password: string): Promise<SessionInfo> => openSession('/api/accounts', { email, displayName, password });

export async function signOut(): Promise<void> {
  await accountRequest('DELETE', '/api/session');
  known = Promise.resolve(undefined);
  tokens.clear();
}

/** Tournament tokens minted for the signed-in account, one per tournament, kept for this page's life only. */
const tokens = new Map<string, Promise<TournamentAccess | undefined>>();

/** The account's role and token in a tournament; undefined when signed out or not a member. */
export function tournamentAccess(tournamentId: string): Promise<TournamentAccess | undefined> {
  let access = tokens.get(tournamentId);
  if (!access) {
    access = currentSession().then(async (session) => {
      if (!session) return undefined;
      try {
        return await accountRequest<TournamentAccess>('POST', `/api/tournaments/${encodeURIComponent(tournamentId)}/access`);
      } catch (error) {
        if (error instanceof ApiError && error.problem.status === 403) return undefined;
        throw error;
      }
    });
    tokens.set(tournamentId, access);
    access.catch(() => tokens.delete(tournamentId));
  }
  return access;
}

/** Forgets a minted token (a role changed): the next call mints a new one. */
export const forgetAccess = (tournamentId: string): void => void tokens.delete(tournamentId);

/** Where a sign-in sends the browser back to: a path on this site only. */
export function nextPath(): string {
  const next = new URLSearchParams(location.search).get('next') ?? '/me';
  return next.startsWith('/') && !next.startsWith('//') ? next : '/me';
}

export const signInHref = (next = location.pathname + location.search): string => `/signin?next=${encodeURIComponent(next)}`;

/** The token a staff page acts with: the signed-in account's, when it is an official here, else one pasted into this browser. */
export async function staffToken(tournamentId: string, roles: readonly string[] = ['organizer', 'judge']): Promise<string | undefined> {
  const access = await tournamentAccess(tournamentId).catch(() => undefined);
  return access && roles.includes(access.role) ? access.token : organizerToken(tournamentId);
}
