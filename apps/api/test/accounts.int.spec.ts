import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { createApp } from '../src/create-app';
import { signUp, TestSession } from '../../../test/support/accounts';
import { Platform, startPlatform } from '../../../test/support/platform';

jest.setTimeout(120_000);

interface Answer {
  status: number;
  body: any;
  setCookie: string | null;
}

/**
 * Accounts end to end against PostgreSQL: sign-up with argon2 hashes, sessions in http-only
 * cookies with a CSRF token, personal access tokens, organizers owning the events they create,
 * judges invited by link, players entering themselves, seat links with QR codes, the profile.
 */
describe('accounts and roles (api + PostgreSQL)', () => {
  let platform: Platform;
  const chaotic = registeredGames().get('chaotic');
  const rng = new SeededRng(rngStateFromSeed(21));

  beforeAll(async () => {
    platform = await startPlatform('accounts');
  });
  afterAll(async () => platform?.stop());

  const call = async (method: string, path: string, options: { session?: TestSession; csrf?: string | false; token?: string; body?: unknown } = {}): Promise<Answer> => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.session) {
      headers.cookie = options.session.cookie;
      if (options.csrf !== false) headers['x-csrf-token'] = options.csrf ?? options.session.csrfToken;
    }
    const res = await fetch(`${platform.base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, setCookie: res.headers.get('set-cookie') };
  };
  const count = async (table: string): Promise<number> => Number((await platform.db.owner.query(`SELECT count(*) AS n FROM ${table}`))[0].n);
  const masters = { game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 1, seed: 4 };

  describe('signing up and in', () => {
    it('keeps an argon2id hash, never the password, and sets an http-only, same-site session cookie', async () => {
      const res = await call('POST', '/api/accounts', { body: { email: 'Ada@Example.org', displayName: 'Ada', password: 'analytical engine' } });
      expect(res.status).toBe(201);
      expect(res.body.account).toMatchObject({ email: 'Ada@Example.org', displayName: 'Ada' });
      expect(res.body.csrfToken).toMatch(/^[\w-]{40,}$/);
      expect(res.setCookie).toMatch(/^arbiter_session=[\w-]{40,};/);
      expect(res.setCookie).toMatch(/HttpOnly/);
      expect(res.setCookie).toMatch(/SameSite=Lax/);
      expect(res.setCookie).toMatch(/Secure/);
      const [row] = await platform.db.owner.query(`SELECT password_hash FROM accounts WHERE email = 'Ada@Example.org'`);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain('analytical');
    });

    it('refuses bad sign-ups in words and stores nothing: a second account for an email in any case, a short password, a malformed email', async () => {
      const before = await count('accounts');
      const taken = await call('POST', '/api/accounts', { body: { email: 'ada@example.ORG', displayName: 'Ada again', password: 'analytical engine' } });
      expect(taken).toMatchObject({ status: 409, body: { code: 'account/email-taken' } });
      expect(taken.body.detail).toContain('already exists; sign in instead');
      const short = await call('POST', '/api/accounts', { body: { email: 'bo@example.org', displayName: 'Bo', password: 'short' } });
      expect(short.status).toBe(400);
      expect(JSON.stringify(short.body)).toContain('password must be at least 10 characters long');
      const email = await call('POST', '/api/accounts', { body: { email: 'not an email', displayName: 'Bo', password: 'long enough password' } });
      expect(JSON.stringify(email.body)).toContain('email must be an email address');
      expect(await count('accounts')).toBe(before);
    });

    it('signs in with the password (any case of the email), answers one message for a wrong password and an unknown email, and signs out', async () => {
      const wrong = await call('POST', '/api/session', { body: { email: 'ada@example.org', password: 'difference engine' } });
      const unknown = await call('POST', '/api/session', { body: { email: 'nobody@example.org', password: 'difference engine' } });
      expect(wrong).toMatchObject({ status: 401, body: { code: 'account/wrong-credentials' } });
      expect(unknown.body.detail).toBe(wrong.body.detail);
      const ok = await call('POST', '/api/session', { body: { email: 'ADA@example.org', password: 'analytical engine' } });
      expect(ok.status).toBe(200);
      const session: TestSession = { cookie: ok.setCookie!.split(';')[0], csrfToken: ok.body.csrfToken, account: ok.body.account };
      expect((await call('GET', '/api/session', { session })).body.account.displayName).toBe('Ada');
      expect((await call('DELETE', '/api/session', { session })).status).toBe(204);
      // The session is gone from the database, not only from the browser.
      expect((await call('GET', '/api/session', { session })).body).toMatchObject({ status: 401, code: 'account/signed-out' });
    });

    it('limits sign-in attempts per address (429 with Retry-After)', async () => {
      const limited: NestFastifyApplication = await createApp(platform.db.config, { settings: { signInLimit: 3 } });
      await limited.listen({ port: 0, host: '127.0.0.1' });
      try {
        const base = `http://127.0.0.1:${(limited.getHttpServer().address() as { port: number }).port}`;
        const statuses = [];
        for (let i = 0; i < 5; i++) {
          const res = await fetch(`${base}/api/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ada@example.org', password: `guess ${i} guess` }) });
          statuses.push(res.status);
          if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        }
        expect(statuses).toEqual([401, 401, 401, 429, 429]);
      } finally {
        await limited.close();
      }
    });
  });

  describe('organizers own the events they create', () => {
    let organizer: TestSession;
    let tournamentId: string;
    beforeAll(async () => {
      organizer = await signUp(platform.base, 'Olive Organizer');
    });

    it('refuses to create an event without an account (401 auth/sign-in-required), and a session change without its CSRF token (403 auth/csrf)', async () => {
      const before = await count('events');
      const anonymous = await call('POST', '/api/tournaments', { body: { name: 'Nobody Cup', ...masters } });
      expect(anonymous).toMatchObject({ status: 401, body: { code: 'auth/sign-in-required' } });
      expect(anonymous.body.detail).toContain('Sign in first');
      const forged = await call('POST', '/api/tournaments', { session: organizer, csrf: false, body: { name: 'Forged Cup', ...masters } });
      expect(forged).toMatchObject({ status: 403, body: { code: 'auth/csrf' } });
      const wrongCsrf = await call('POST', '/api/tournaments', { session: organizer, csrf: 'not-the-token', body: { name: 'Forged Cup', ...masters } });
      expect(wrongCsrf.status).toBe(403);
      expect(await count('events')).toBe(before);
    });

    it('creates an event from the browser session, and its organizer runs it by the same session (no token pasted)', async () => {
      const created = await call('POST', '/api/tournaments', { session: organizer, body: { name: 'Olive Open', ...masters } });
      expect(created.status).toBe(201);
      tournamentId = created.body.tournamentId;
      const settings = await call('POST', `/api/tournaments/${tournamentId}/settings`, { session: organizer, body: { rounds: 3 } });
      expect(settings.status).toBeLessThan(300);
      const access = await call('POST', `/api/tournaments/${tournamentId}/access`, { session: organizer });
      expect(access.body).toMatchObject({ tournamentId, role: 'organizer' });
      // The minted tournament token works where pages use one.
      expect((await call('GET', `/api/tournaments/${tournamentId}/judge-queue`, { token: access.body.token })).status).toBe(200);
    });

    it("keeps another account out of an event it has no role in (403 auth/not-a-member, in words)", async () => {
      const stranger = await signUp(platform.base, 'Sam Stranger');
      const res = await call('POST', `/api/tournaments/${tournamentId}/rounds`, { session: stranger });
      expect(res).toMatchObject({ status: 403, body: { code: 'auth/not-a-member' } });
      expect(res.body.detail).toContain('has no role in tournament');
      expect((await call('POST', `/api/tournaments/${tournamentId}/access`, { session: stranger })).status).toBe(403);
    });

    it('invites a judge by link: the link shows what it grants, makes its acceptor the judge once, and cannot be used again', async () => {
      const invitation = await call('POST', `/api/tournaments/${tournamentId}/invitations`, { session: organizer, body: { role: 'judge' } });
      expect(invitation.status).toBe(201);
      expect(invitation.body.url).toMatch(new RegExp(`/invitations/${invitation.body.code}$`));
      const preview = await call('GET', `/api/invitations/${invitation.body.code}`);
      expect(preview.body).toMatchObject({ tournamentId, tournamentName: 'Olive Open', role: 'judge' });
      const judge = await signUp(platform.base, 'Jude Judge');
      expect((await call('POST', `/api/tournaments/${tournamentId}/judge-queue`, { session: judge })).status).toBe(404); // no such POST route
      const accepted = await call('POST', `/api/invitations/${invitation.body.code}/accept`, { session: judge });
      expect(accepted.body).toMatchObject({ tournamentId, role: 'judge' });
      expect((await call('GET', `/api/tournaments/${tournamentId}/judge-queue`, { session: judge })).status).toBe(200);
      // A judge is not an organizer.
      expect((await call('POST', `/api/tournaments/${tournamentId}/rounds`, { session: judge })).body).toMatchObject({ status: 403, code: 'auth/forbidden-role' });
      const again = await call('POST', `/api/invitations/${invitation.body.code}/accept`, { session: await signUp(platform.base, 'Late Larry') });
      expect(again).toMatchObject({ status: 410, body: { code: 'account/invitation-used' } });
      expect((await call('GET', '/api/invitations/not-a-real-code')).body).toMatchObject({ status: 404, code: 'account/invitation-unknown' });
      expect((await call('POST', `/api/tournaments/${tournamentId}/invitations`, { session: organizer, body: { role: 'player' } })).body.detail).toContain('role must be judge or organizer');
    });

    it('lets a player enter themself with a deck while registration is open, once, and lists the event on their profile', async () => {
      const player = await signUp(platform.base, 'Pia Player');
      const illegal = await call('POST', `/api/tournaments/${tournamentId}/players/me`, { session: player, body: { deck: { cards: ['not-a-card'] } } });
      expect(illegal.status).toBe(422);
      expect((await call('GET', '/api/me', { session: player })).body.events).toEqual([]);
      const entered = await call('POST', `/api/tournaments/${tournamentId}/players/me`, { session: player, body: { deck: chaotic.decks.random('masters', rng) } });
      expect(entered.status).toBe(201);
      const again = await call('POST', `/api/tournaments/${tournamentId}/players/me`, { session: player, body: { deck: chaotic.decks.random('masters', rng) } });
      expect(again).toMatchObject({ status: 409, body: { code: 'account/already-member' } });
      const summary = await call('GET', `/api/tournaments/${tournamentId}`);
      expect(JSON.stringify(summary.body)).toContain('Pia Player');
      const profile = await call('GET', '/api/me', { session: player });
      expect(profile.body.events).toEqual([expect.objectContaining({ tournamentId, name: 'Olive Open', role: 'player', playerId: entered.body.playerId })]);
      const access = await call('POST', `/api/tournaments/${tournamentId}/access`, { session: player });
      expect(access.body).toMatchObject({ role: 'player', playerId: entered.body.playerId });
      // A player's session is a player in this event: they check themself in, not others.
      expect((await call('POST', `/api/tournaments/${tournamentId}/players/${entered.body.playerId}/check-in`, { session: player })).status).toBe(200);
      expect((await call('GET', '/api/me', { session: organizer })).body.events).toEqual([expect.objectContaining({ tournamentId, role: 'organizer' })]);
    });

    it("gives a staff-registered player a personal link and QR code into their seat, for this event only", async () => {
      const registered = await call('POST', `/api/tournaments/${tournamentId}/players`, { session: organizer, body: { name: 'Quinn', deck: chaotic.decks.random('masters', rng) } });
      const link = await call('POST', `/api/tournaments/${tournamentId}/players/${registered.body.playerId}/link`, { session: organizer });
      expect(link.status).toBe(201);
      expect(link.body.url).toMatch(/\/seat#[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(link.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const token = link.body.url.split('#')[1];
      expect((await call('POST', `/api/tournaments/${tournamentId}/players/${registered.body.playerId}/check-in`, { token })).status).toBe(200);
      expect((await call('POST', `/api/tournaments/${tournamentId}/players/nobody/link`, { session: organizer })).body).toMatchObject({ status: 404, code: 'tournament/player-unknown' });
    });
  });

  describe('personal access tokens', () => {
    it('creates a token shown once, lists it without its secret, lets a program create events with it, and revokes it', async () => {
      const owner = await signUp(platform.base, 'Tess Tokens');
      const created = await call('POST', '/api/me/tokens', { session: owner, body: { name: 'results scanner' } });
      expect(created.status).toBe(201);
      expect(created.body.token).toMatch(/^arb_pat_[\w-]{40,}$/);
      const listed = await call('GET', '/api/me/tokens', { session: owner });
      expect(listed.body).toEqual([expect.objectContaining({ tokenId: created.body.tokenId, name: 'results scanner' })]);
      expect(JSON.stringify(listed.body)).not.toContain(created.body.token);
      const [row] = await platform.db.owner.query('SELECT token_hash FROM access_tokens WHERE token_id = $1', [created.body.tokenId]);
      expect(row.token_hash).not.toContain(created.body.token.slice(8));

      const event = await call('POST', '/api/tournaments', { token: created.body.token, body: { name: 'Scripted Cup', ...masters } });
      expect(event.status).toBe(201);
      expect((await call('POST', `/api/tournaments/${event.body.tournamentId}/settings`, { token: created.body.token, body: { rounds: 2 } })).status).toBeLessThan(300);
      expect((await call('GET', '/api/me/tokens', { session: owner })).body[0].lastUsedAt).not.toBeNull();

      expect((await call('DELETE', `/api/me/tokens/${created.body.tokenId}`, { session: owner })).status).toBe(204);
      const revoked = await call('POST', '/api/tournaments', { token: created.body.token, body: { name: 'Too late', ...masters } });
      expect(revoked).toMatchObject({ status: 401, body: { code: 'auth/invalid-token' } });
      expect((await call('DELETE', `/api/me/tokens/${created.body.tokenId}`, { session: owner })).body).toMatchObject({ status: 404, code: 'account/token-unknown' });
      expect((await call('GET', '/api/me/tokens')).body).toMatchObject({ status: 401, code: 'auth/sign-in-required' });
    });
  });
});
