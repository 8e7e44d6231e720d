import { registeredGames } from '@arbiter/platform';
import { AnyGameModule, playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { call, eventually, Platform, seedTournament, SeededTournament, startPlatform } from '../../../test/e2e/support/games-platform';
import { createApp } from '../src/create-app';
import { organizerAccessToken } from '../../../test/support/accounts';

jest.setTimeout(120_000);

/** The api's answers to an outside tester's attacks: each refusal is a 4xx in words, and nothing is stored. */
describe('api security', () => {
  let platform: Platform;
  /** Events are created by a signed-in organizer: one account for this file. */
  let creator: Promise<string> | undefined;
  const chaotic = registeredGames().get('chaotic');
  const rng = new SeededRng(rngStateFromSeed(9));
  const eventCount = async (streamPrefix: string): Promise<number> =>
    Number((await platform.db.owner.query('SELECT count(*) AS n FROM events WHERE stream_id LIKE $1', [`${streamPrefix}%`]))[0].n);
  /** A paper log of match 1-1 (p1 against p2) of a seeded tournament, played by the game's bots. */
  const paperLog = (t: SeededTournament, seed: number): string => {
    const module = chaotic as AnyGameModule;
    const m = playBotMatch(module, { format: 'apprentice', decks: [module.decks.fromCardIds(t.cards.p1), module.decks.fromCardIds(t.cards.p2)], seed, players: ['p1', 'p2'], matchId: '1-1', mode: 'paper' });
    return toNdjson(m.header, m.actions, m.trailer);
  };
  const create = async (name = 'Open') => {
    creator ??= organizerAccessToken(platform.base);
    const res = await call(platform, 'POST', '/api/tournaments', { token: await creator, body: { name, game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 1, seed: 3 } });
    expect(res.status).toBe(201);
    return res.json as { tournamentId: string; organizerToken: string };
  };
  const register = async (tid: string, org: string, name: string) =>
    call(platform, 'POST', `/api/tournaments/${tid}/players`, { token: org, body: { name, deck: chaotic.decks.random('masters', rng) } });

  beforeAll(async () => {
    platform = await startPlatform('security');
  });
  afterAll(async () => platform?.stop());

  describe('decklists are staff-only until the organizer publishes them', () => {
    it('withholds every deck from the export for spectators and players, not for judges; publishing (organizer only, once) opens them', async () => {
      const { tournamentId: tid, organizerToken: org } = await create();
      const ada = (await register(tid, org, 'Ada')).json;
      await register(tid, org, 'Bo');
      const judge = (await call(platform, 'POST', `/api/tournaments/${tid}/tokens`, { token: org, body: { role: 'judge' } })).json.token;
      const decksIn = async (token?: string) => {
        const res = await call(platform, 'GET', `/api/tournaments/${tid}/export`, { token });
        expect(res.status).toBe(200);
        return (res.json.events as { type: string; data: { deck?: { cards: string[]; withheld?: boolean } } }[]).filter((e) => e.type === 'PlayerRegistered').map((e) => e.data.deck!);
      };
      for (const token of [undefined, ada.token]) {
        expect(await decksIn(token)).toEqual([{ cards: [], withheld: true }, { cards: [], withheld: true }]);
      }
      expect((await decksIn(judge)).every((d) => d.cards.length > 0 && !d.withheld)).toBe(true);
      // Which player plays which group waits for publication too; the field's shares do not.
      const meta = await eventually(async () => {
        const res = await call(platform, 'GET', `/api/tournaments/${tid}/metagame`);
        return res.json.tribes.length > 0 ? res.json : undefined;
      }, 30_000, 'the metagame');
      expect(meta).toMatchObject({ decks: [], decksWithheld: true });
      expect((await call(platform, 'GET', `/api/tournaments/${tid}/metagame`, { token: judge })).json.decks).toHaveLength(2);

      expect((await call(platform, 'POST', `/api/tournaments/${tid}/decklists/publish`, { token: judge })).json).toMatchObject({ status: 403, code: 'auth/forbidden-role' });
      expect((await call(platform, 'POST', `/api/tournaments/${tid}/decklists/publish`)).status).toBe(401);
      const before = await eventCount(`tournament-${tid}`);
      const published = await call(platform, 'POST', `/api/tournaments/${tid}/decklists/publish`, { token: org });
      expect(published.status).toBe(200);
      expect(published.json.events).toEqual(['DecklistsPublished']);
      const again = await call(platform, 'POST', `/api/tournaments/${tid}/decklists/publish`, { token: org });
      expect(again.json.events).toEqual([]);
      expect(await eventCount(`tournament-${tid}`)).toBe(before + 1);
      expect((await decksIn()).every((d) => d.cards.length > 0 && !d.withheld)).toBe(true);
      expect((await call(platform, 'GET', `/api/tournaments/${tid}/metagame`)).json.decks).toHaveLength(2);
    });

    it("keeps an uploaded log's decklists from spectators until publication; officials read the bytes as sent", async () => {
      const t = await seedTournament(platform, `dl-${Date.now()}`);
      const ndjson = paperLog(t, 3);
      expect(JSON.parse(ndjson.split('\n')[0]).decks).toBeDefined();
      const { gameId } = (await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/logs`, { token: t.tokenOf('p1'), raw: ndjson })).json;
      const spectator = await call(platform, 'GET', `/api/games/${gameId}/log`);
      expect(JSON.parse(spectator.text.split('\n')[0]).decks).toBeUndefined();
      expect((await call(platform, 'GET', `/api/games/${gameId}/log`, { token: t.organizer })).text).toBe(ndjson);
      await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/decklists/publish`, { token: t.organizer });
      expect((await call(platform, 'GET', `/api/games/${gameId}/log`)).text).toBe(ndjson);
    });
  });

  describe('deck size', () => {
    it('refuses a deck of far more cards than the game allows before reading it (422 tournament/deck-too-large)', async () => {
      const { tournamentId: tid, organizerToken: org } = await create();
      const ids = chaotic.cards.bundled().all().map((c) => c.id);
      const deck = { cards: Array.from({ length: 1000 }, (_, i) => ids[i % ids.length]) };
      const res = await call(platform, 'POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: 'Big', deck } });
      expect(res.json).toMatchObject({ status: 422, code: 'tournament/deck-too-large', field: 'deck' });
      expect(res.json.detail).toMatch(/at most \d+/);
      expect(await eventCount(`tournament-${tid}`)).toBe(1);
    });

    it('refuses a 90,000-id deck by its size alone (413 with the route limit), never reading it', async () => {
      const { tournamentId: tid, organizerToken: org } = await create();
      const deck = { cards: Array.from({ length: 90_000 }, (_, i) => `c${i}`) };
      const res = await call(platform, 'POST', `/api/tournaments/${tid}/players`, { token: org, body: { name: 'Huge', deck } });
      expect(res.json).toMatchObject({ status: 413, code: 'request/body-too-large', limitBytes: 64 * 1024 });
      expect(res.json.detail).toBe('The request body is larger than 65536 bytes, the most this route reads; nothing was read or stored.');
      expect(await eventCount(`tournament-${tid}`)).toBe(1);
    });
  });

  describe('match-log uploads', () => {
    it('refuses text that is no match log of the game (422), stores one log once, and allows a player two uploads for a best-of-one', async () => {
      const t = await seedTournament(platform, `up-${Date.now()}`);
      const before = await eventCount('game-');
      const junk = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/logs`, { token: t.tokenOf('p1'), raw: 'x'.repeat(200_000) });
      expect(junk.json).toMatchObject({ status: 422, code: 'games/log-unreadable' });
      expect(junk.json.detail).toMatch(/line 1/);
      expect(await eventCount('game-')).toBe(before);

      const logOf = (seed: number) => paperLog(t, seed);
      const upload = (ndjson: string) => call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/logs`, { token: t.tokenOf('p1'), raw: ndjson });
      const first = await upload(logOf(1));
      expect(first.status).toBe(202);
      expect((await upload(logOf(1))).json.gameId).toBe(first.json.gameId);
      expect(await eventCount('game-')).toBe(before + 1);
      expect((await upload(logOf(2))).status).toBe(202);
      const third = await upload(logOf(3));
      expect(third.json).toMatchObject({ status: 429, code: 'games/upload-limit', limit: 2 });
      expect(await eventCount('game-')).toBe(before + 2);
    });
  });

  it('neutralises formula cells in the standings CSV (a leading quote, quoted)', async () => {
    const { tournamentId: tid, organizerToken: org } = await create();
    expect((await register(tid, org, '=HYPERLINK("http://evil.example","x")')).status).toBe(201);
    const csv = await eventually(async () => {
      const res = await call(platform, 'GET', `/api/tournaments/${tid}/standings?format=csv`);
      return res.text.includes('HYPERLINK') ? res.text : undefined;
    }, 30_000, 'the standings CSV');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  describe('bad requests are 400 problem details in words', () => {
    it('refuses JSON nested 100,000 deep (by size) or 30,000 deep (by depth), a name holding U+0000 and one holding a lone surrogate', async () => {
      const nested = (n: number) => call(platform, 'POST', '/api/tournaments', { raw: `${'['.repeat(n)}${']'.repeat(n)}`, contentType: 'application/json' });
      expect((await nested(100_000)).json).toMatchObject({ status: 413, code: 'request/body-too-large' });
      const deep = await nested(30_000);
      expect(deep.json).toMatchObject({ status: 400, code: 'request/too-deep' });
      expect(deep.json.detail).toMatch(/deeper than 32 levels/);
      const body = (name: string) => JSON.stringify({ name, game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 1 });
      const nul = await call(platform, 'POST', '/api/tournaments', { raw: body('a\u0000b'), contentType: 'application/json' });
      expect(nul.json).toMatchObject({ status: 400, code: 'request/invalid-text' });
      expect(nul.json.detail).toMatch(/^request body: name holds U\+0000/);
      const lone = await call(platform, 'POST', '/api/tournaments', { raw: body('a').replace('"a"', '"a\\ud800"'), contentType: 'application/json' });
      expect(lone.json).toMatchObject({ status: 400, code: 'request/invalid-text' });
      expect(lone.json.detail).toMatch(/name holds a lone UTF-16 surrogate/);
    });

    it('answers a read by an impossible id with 404, and an over-long path segment with a 414 problem', async () => {
      const bad = await call(platform, 'GET', `/api/tournaments/${encodeURIComponent('has space')}`);
      expect(bad.json).toMatchObject({ status: 404, code: 'request/unknown-id' });
      const long = await call(platform, 'GET', `/api/tournaments/${'x'.repeat(5000)}`);
      expect(long.status).toBe(414);
      expect(long.headers.get('content-type')).toContain('application/problem+json');
      expect(long.json).toMatchObject({ status: 414, code: 'request/uri-too-long' });
    });

    it('refuses a report of { wins: {} }, naming the field', async () => {
      const t = await seedTournament(platform, `wins-${Date.now()}`);
      const res = await call(platform, 'POST', `/api/tournaments/${t.tournamentId}/matches/1-1/report`, { token: t.tokenOf('p1'), body: { wins: {} } });
      expect(res.json).toMatchObject({ status: 400, code: 'request/validation', errors: [expect.objectContaining({ field: 'wins' })] });
    });
  });

  it('sends security headers, with a content security policy that allows no inline script', async () => {
    const res = await fetch(`${platform.base}/api/tournaments`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  describe('spam', () => {
    let limited: NestFastifyApplication;
    let base: string;
    beforeAll(async () => {
      limited = await createApp(platform.db.config, { settings: { tournamentCreateLimit: 3 } });
      await limited.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(limited.getHttpServer().address() as { port: number }).port}`;
    });
    afterAll(async () => limited?.close());

    it('limits tournament creation per client (429 with Retry-After), whatever junk token it sends', async () => {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(await call({ base }, 'POST', '/api/tournaments', { token: `junk-${i}`, body: { name: `Spam ${i}`, game: 'chaotic', format: 'masters', structure: 'swiss', bestOf: 1 } }));
      }
      // Junk tokens are refused (401) by the guard; the budget is the address's all the same.
      expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
      expect(answers[4].json).toMatchObject({ code: 'request/rate-limited' });
      expect(answers[4].headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('lists only tournaments with players, newest first, a page at a time', async () => {
      const empty = await create('Empty');
      const { tournamentId: tid, organizerToken: org } = await create('Real');
      await register(tid, org, 'Ada');
      const list = await call(platform, 'GET', '/api/tournaments?limit=200');
      const ids = (list.json as { tournamentId: string }[]).map((t) => t.tournamentId);
      expect(ids).toContain(tid);
      expect(ids).not.toContain(empty.tournamentId);
      expect((await call(platform, 'GET', '/api/tournaments?limit=1')).json).toHaveLength(1);
      expect((await call(platform, 'GET', '/api/tournaments?limit=0')).json).toMatchObject({ status: 400, errors: [expect.objectContaining({ field: 'limit' })] });
    });
  });
});
