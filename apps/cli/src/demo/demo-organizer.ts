import type { CreatedAccessToken, SessionInfo } from '@arbiter/api-contract';
import { ApiError } from './api-client';

/** The demo's organizer, signed up on the first demo and signed in on later ones; printed so a person can sign in too. */
export const DEMO_ORGANIZER = { email: 'organizer@demo.arbiter.example', displayName: 'Demo Organizer', password: 'arbiter demo organizer' } as const;

async function sessionOf(baseUrl: string, path: string, body: object): Promise<{ status: number; cookie: string; info?: SessionInfo; body: unknown }> {
  const res = await fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => undefined)) as unknown;
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], info: res.ok ? (json as SessionInfo) : undefined, body: json };
}

/** Signs the demo organizer in (or up, the first time) and returns a new personal access token of theirs. */
export async function demoOrganizerToken(baseUrl: string): Promise<string> {
  const { email, displayName, password } = DEMO_ORGANIZER;
  let session = await sessionOf(baseUrl, '/api/session', { email, password });
  if (session.status === 401) session = await sessionOf(baseUrl, '/api/accounts', { email, displayName, password });
  if (!session.info) throw new ApiError('POST', '/api/session', session.status, (session.body as { code?: string } | undefined)?.code, session.body);
  const res = await fetch(new URL('/api/me/tokens', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: session.cookie, 'x-csrf-token': session.info.csrfToken },
    body: JSON.stringify({ name: 'demo' }),
  });
  const json = (await res.json()) as CreatedAccessToken & { code?: string };
  if (!res.ok) throw new ApiError('POST', '/api/me/tokens', res.status, json.code, json);
  return json.token;
}
