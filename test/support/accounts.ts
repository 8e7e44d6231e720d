import { randomBytes } from 'node:crypto';
import type { CreatedAccessToken, SessionInfo } from '@arbiter/api-contract';

/** A signed-in browser as a test drives it: the session cookie and the CSRF token it answered with. */
export interface TestSession {
  cookie: string;
  csrfToken: string;
  account: SessionInfo['account'];
}

/** Signs up a new account (a unique email each call) and keeps its session. */
export async function signUp(base: string, displayName = 'Test Organizer'): Promise<TestSession> {
  const email = `${displayName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${randomBytes(4).toString('hex')}@example.org`;
  const res = await fetch(`${base}/api/accounts`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, displayName, password: 'correct horse battery staple' }),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const info = (await res.json()) as SessionInfo;
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { cookie, csrfToken: info.csrfToken, account: info.account };
}

/** A new organizer account's personal access token: what a program sends to create tournaments. */
export async function organizerAccessToken(base: string, displayName = 'Test Organizer'): Promise<string> {
  const session = await signUp(base, displayName);
  const res = await fetch(`${base}/api/me/tokens`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-csrf-token': session.csrfToken },
    body: JSON.stringify({ name: 'tests' }),
  });
  if (res.status !== 201) throw new Error(`creating an access token answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as CreatedAccessToken).token;
}
