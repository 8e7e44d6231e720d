import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { Platform, startPlatform } from '../../../../test/support/platform';
import { organizerAccessToken } from '../../../../test/support/accounts';
import { TestDatabase } from '../../../../test/support/postgres';
import { createApp } from '../create-app';

jest.setTimeout(120_000);

describe('tournament endpoints over HTTP (roles, refusals, CSV, idempotency)', () => {
  let db: TestDatabase;
  let app: NestFastifyApplication;
  let base: string;
  const rng = new SeededRng(rngStateFromSeed(5));
  const chaotic = registeredGames().get('chaotic');
  const deck = () => chaotic.decks.random('masters', rng);

  const call = async (method: string, path: string, opts: { token?: string; body?: unknown; type?: string; headers?: Record<string, string> } = {}) => {
    const { token, body, type = 'application/json', headers = {} } = opts;
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': type } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text };
  };
  const eventCount = async (tid: string): Promise<number> =>
    Number((await db.owner.query('SELECT count(*) AS n FROM events WHERE stream_id = $1', [`tournament-${tid}`]))[0].n);
  const create = async () => {
    const res = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'Test', game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 3, seed: 3 } });
    expect(res.status).toBe(201);
    return res.body as { tournamentId: string; organizerToken: string };
  };
  const register = async (tid: string, org: string, name: string, headers: Record<string, string> = {}) =>
    call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name, deck: deck() }, headers });

  let platform: Platform;
  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));
  beforeAll(async () => {
    platform = await startPlatform('tournament-http');
    ({ db, app, base } = platform);
  });
  afterAll(async () => platform?.stop());

  it('checks roles: no token 401, a player on an organizer route 403, another tournament 403', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const other = await create();
    const player = (await register(tid, org, 'Ada')).body;
    expect((await call('POST', `/api/tournaments/${tid}/rounds`)).body).toMatchObject({ status: 401, code: 'auth/missing-token' });
    expect((await call('POST', `/api/tournaments/${tid}/rounds`, { token: player.token })).body).toMatchObject({ status: 403, code: 'auth/forbidden-role' });
    expect((await call('POST', `/api/tournaments/${tid}/rounds`, { token: other.organizerToken })).body).toMatchObject({ status: 403, code: 'auth/wrong-tournament' });
    const judge = (await call('POST', `/api/tournaments/${tid}/tokens`, { token: org, body: { role: 'judge' } })).body.token;
    expect((await call('POST', `/api/tournaments/${tid}/players`, { token: judge, body: { name: 'Bo', deck: deck() } })).status).toBe(403);
  });

  it('reinstates a dropped player (organizer only, in words when there is nothing to reinstate), and not a disqualified one', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const ada = (await register(tid, org, 'Ada')).body;
    const bo = (await register(tid, org, 'Bo')).body;
    expect((await call('POST', `/api/tournaments/${tid}/players/${ada.playerId}/reinstate`, { token: org })).body).toMatchObject({ status: 409, code: 'tournament/player-not-dropped' });
    await call('POST', `/api/tournaments/${tid}/players/${ada.playerId}/drop`, { token: ada.token });
    expect((await call('POST', `/api/tournaments/${tid}/players/${ada.playerId}/reinstate`, { token: ada.token })).status).toBe(403);
    const before = await eventCount(tid);
    const back = await call('POST', `/api/tournaments/${tid}/players/${ada.playerId}/reinstate`, { token: org });
    expect(back.body).toMatchObject({ playerId: ada.playerId, events: ['PlayerReinstated'] });
    expect(await eventCount(tid)).toBe(before + 1);
    expect((await call('GET', `/api/tournaments/${tid}`)).body.players.find((p: { playerId: string }) => p.playerId === ada.playerId).dropped).toBe(false);
    await call('POST', `/api/tournaments/${tid}/penalties`, { token: org, body: { playerId: bo.playerId, kind: 'disqualification', reason: 'marked cards' } });
    const refused = await call('POST', `/api/tournaments/${tid}/players/${bo.playerId}/reinstate`, { token: org });
    expect(refused.body).toMatchObject({ status: 409, code: 'tournament/player-disqualified' });
    expect(refused.body.detail).toContain('disqualification is not undone');
  });

  it('lists tournaments and shows a summary without decks; judges penalize, the organizer changes settings', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const ada = (await register(tid, org, 'Ada')).body;
    const list = await call('GET', '/api/tournaments');
    expect(list.body.find((t: { tournamentId: string }) => t.tournamentId === tid)).toMatchObject({ name: 'Test', game: 'chaotic', format: 'masters' });
    const summary = await call('GET', `/api/tournaments/${tid}`);
    expect(summary.body.players).toEqual([expect.objectContaining({ playerId: ada.playerId, name: 'Ada', dropped: false })]);
    expect(JSON.stringify(summary.body)).not.toContain('creatures');
    const judge = (await call('POST', `/api/tournaments/${tid}/tokens`, { token: org, body: { role: 'judge' } })).body.token;
    const penalty = { playerId: ada.playerId, kind: 'disqualification', reason: 'marked cards' };
    expect((await call('POST', `/api/tournaments/${tid}/penalties`, { token: ada.token, body: penalty })).body).toMatchObject({ status: 403, code: 'auth/forbidden-role' });
    const issued = await call('POST', `/api/tournaments/${tid}/penalties`, { token: judge, body: penalty });
    expect(issued.status).toBe(201);
    expect(issued.body.events).toEqual(['PenaltyIssued', 'PlayerDropped']);
    const changed = await call('POST', `/api/tournaments/${tid}/settings`, { token: org, body: { tiebreakers: 'chess' } });
    expect(changed.body.settings.tiebreakers).toBe('chess');
    expect((await call('POST', `/api/tournaments/${tid}/settings`, { token: judge, body: { tiebreakers: 'mtg' } })).status).toBe(403);
  });

  it('lets a player drop only themself (403 tournament/forbidden for someone else)', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const ada = (await register(tid, org, 'Ada')).body;
    const bo = (await register(tid, org, 'Bo')).body;
    const res = await call('POST', `/api/tournaments/${tid}/players/${bo.playerId}/drop`, { token: ada.token });
    expect(res.body).toMatchObject({ status: 403, code: 'tournament/forbidden' });
    expect(res.type).toContain('application/problem+json');
    expect((await call('POST', `/api/tournaments/${tid}/players/${ada.playerId}/drop`, { token: ada.token })).status).toBe(200);
  });

  it('answers a bad body with 400 problem details naming every field, and appends nothing', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const before = await eventCount(tid);
    const res = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: '', deck: 'cards', colour: 'red' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('request/validation');
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['colour', 'deck', 'name']);
    const score = await call('POST', `/api/tournaments/${tid}/matches/1-1/result`, { token: org, body: { wins: 'two', draws: -1 } });
    expect(score.status).toBe(400);
    expect((await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'X', game: 'netrunner', format: 'm', structure: 'swiss', bestOf: 2 } })).body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['bestOf', 'game']);
    expect(await eventCount(tid)).toBe(before);
  });

  it('refuses a game the platform does not register, or a format the game does not have, naming what there is', async () => {
    const game = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'X', game: 'netrunner', format: 'masters', structure: 'swiss', bestOf: 3 } });
    expect(game.status).toBe(400);
    expect(game.body.errors).toEqual([expect.objectContaining({ field: 'game', errors: [`game must be one of the registered games: ${registeredGames().ids().join(', ')} (not "netrunner")`] })]);
    const format = await call('POST', '/api/tournaments', { token: await creatorToken(), body: { name: 'X', game: 'chaotic', format: 'vintage', structure: 'swiss', bestOf: 3 } });
    expect(format.status).toBe(422);
    expect(format.type).toContain('application/problem+json');
    expect(format.body).toMatchObject({ code: 'tournament/invalid-settings', field: 'format', formats: expect.arrayContaining(['masters', 'apprentice']) });
    expect(format.body.detail).toMatch(/^format: unknown format "vintage"; known formats: /);
  });

  it('refuses a deck by names with a card mistyped, offering the printed name, and appends nothing', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const before = await eventCount(tid);
    const res = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: 'Dee', deck: { Creature: [{ name: 'Maxxorr', count: 1 }] } } });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'tournament/illegal-deck', violations: [{ code: 'chaotic/deck-unreadable', rule: '2', message: expect.stringContaining('unknown card "Maxxorr" (did you mean "Maxxor"?)') }] });
    expect(await eventCount(tid)).toBe(before);
  });

  it('imports players from CSV all or nothing, naming the bad line', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const cell = (d: unknown) => `"${JSON.stringify(d).replace(/"/g, '""')}"`;
    const bad = `name,deck\nAda,${cell(deck())}\nBo,\nCy,"{not json"\n`;
    const refused = await call('POST', `/api/tournaments/${tid}/players/import`, { token: org, body: bad, type: 'text/csv' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('tournament/import-invalid');
    expect(refused.body.errors.map((e: { line: number; field: string }) => [e.line, e.field])).toEqual([[3, 'deck'], [4, 'deck']]);
    expect(await eventCount(tid)).toBe(1);
    const good = `name,deck\nAda,${cell(deck())}\nBo,${deck().creatures.join(';')}\n`;
    const res = await call('POST', `/api/tournaments/${tid}/players/import`, { token: org, body: good, type: 'text/csv' });
    expect(res.status).toBe(422); // Bo's deck has only creatures: illegal, and the line says which
    expect(res.body).toMatchObject({ code: 'tournament/illegal-deck', line: 3 });
    expect(res.body.detail).toMatch(/^Line 3: The deck breaks/);
    expect(await eventCount(tid)).toBe(1);
  });

  it('registers once for a retried request with the same Idempotency-Key', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const headers = { 'idempotency-key': 'reg-ada-1' };
    const body = { name: 'Ada', deck: deck() };
    const first = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body, headers });
    const again = await call('POST', `/api/tournaments/${tid}/players`, { token: org, body, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.playerId).toBe(first.body.playerId);
    expect(await eventCount(tid)).toBe(2);
  });

  it('runs POST rounds through the worker and refuses asking again before the results are in', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    const early = await call('POST', `/api/tournaments/${tid}/rounds`, { token: org, body: {} });
    expect(early.body).toMatchObject({ status: 409, code: 'tournament/too-few-players' });
    for (const name of ['Ada', 'Bo']) await register(tid, org, name);
    expect((await call('POST', `/api/tournaments/${tid}/rounds`, { token: org, body: {} })).status).toBe(202);
    for (let i = 0; i < 200; i++) {
      const r = await call('GET', `/api/tournaments/${tid}/rounds/1`);
      if (r.body.status === 'open') break;
      expect(r.body.status).toBe('pairing');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const again = await call('POST', `/api/tournaments/${tid}/rounds`, { token: org, body: {} });
    expect(again.body).toMatchObject({ status: 409, code: 'tournament/round-not-complete' });
    expect((await call('GET', `/api/tournaments/${tid}/rounds/2`)).body).toMatchObject({ status: 404, code: 'tournament/round-unknown' });
  });

  it('forwards an audit summary published on the feed channel to the tournament feed', async () => {
    const { tournamentId: tid } = await create();
    const feed = new AbortController();
    const res = await fetch(`${base}/api/tournaments/${tid}/feed`, { signal: feed.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += Buffer.from((await reader.read()).value!).toString('utf8');
    };
    await readUntil('event: standings');
    const summary = { gameId: 'g-1', matchId: '1-1', verdict: 'valid' };
    await db.owner.query(`SELECT pg_notify('tournament_feed', $1)`, [JSON.stringify({ tournamentId: tid, kind: 'audit', summary })]);
    await readUntil('event: audit');
    expect(text).toContain(`event: audit\ndata: ${JSON.stringify(summary)}\n\n`);
    feed.abort();
  });

  it('keeps the generated token secret in the database, so another api process accepts its tokens', async () => {
    const rows = await db.owner.query(`SELECT value FROM platform_settings WHERE key = 'auth_secret'`);
    expect(rows).toHaveLength(1);
    const { tournamentId: tid, organizerToken: org } = await create();
    const second = await createApp(db.config);
    await second.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(second.getHttpServer().address() as { port: number }).port}`;
      const res = await fetch(`${url}/api/tournaments/${tid}/tokens`, { method: 'POST', headers: { authorization: `Bearer ${org}`, 'content-type': 'application/json' }, body: '{"role":"judge"}' });
      expect(res.status).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('documents the tournament endpoints in the OpenAPI document', async () => {
    const doc = await call('GET', '/docs-json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(['/api/tournaments', '/api/tournaments/{tournamentId}/feed', '/api/tournaments/{tournamentId}/matches/{matchId}/report']));
  });

  it('answers 404 problem details for an unknown tournament, match or feed', async () => {
    expect((await call('GET', '/api/tournaments/t-nope')).body).toMatchObject({ status: 404, code: 'tournament/not-found' });
    expect((await call('GET', '/api/tournaments/t-nope/feed')).body).toMatchObject({ status: 404, code: 'tournament/not-found' });
    const { tournamentId: tid, organizerToken: org } = await create();
    expect((await call('POST', `/api/tournaments/${tid}/matches/1-1/result`, { token: org, body: { wins: { a: 2, b: 0 } } })).body).toMatchObject({ status: 404, code: 'tournament/match-unknown' });
  });
});
