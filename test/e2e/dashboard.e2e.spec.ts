import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Pairing, StandingsRow } from '@arbiter/api-contract';
import { buildRandomDeck, EngineDeck, fullName, loadChaoticCards, loadStarterDecks, playBotMatch, toNdjson } from '@arbiter/chaotic';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp } from '../../apps/api/src/create-app';
import { createWorker } from '../../apps/worker/src/create-worker';
import { createTestDatabase, TestDatabase } from '../support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../support/redis';
import { organizerAccessToken } from '../support/accounts';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { until, settledOrganizerStatus } from './support/waits';
import { recordBotGame } from './support/games-platform';

// A real api, worker, PostgreSQL, Redis and browser: generous, on a shared 2-core machine.
jest.setTimeout(180_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-dashboard-shots');

interface Player { playerId: string; token: string; name: string }

describe('dashboard in Chromium', () => {
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let app: NestFastifyApplication;
  let browser: Browser;
  let base: string;

  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(base));
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<{ status: number; body: any }> => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
  };
  const post = async (path: string, body: unknown, token?: string, expected = [200, 201, 202]): Promise<any> => {
    const res = await call('POST', path, body, token);
    if (!expected.includes(res.status)) throw new Error(`POST ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix('web'), logLevel: 'warn' });
    worker = await createWorker(db.config);
    app = await createApp(db.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await worker?.close();
    await db?.drop();
    if (db) await deleteQueueKeys(db.config.queuePrefix);
  });

  describe('serving the dashboard', () => {
    it('answers / and every dashboard page with the page, and its scripts as JavaScript', async () => {
      for (const path of ['/', '/tournaments/some-id', '/tournaments/some-id/rounds/2']) {
        const res = await fetch(`${base}${path}`);
        expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, expect.stringContaining('text/html')]);
        expect(await res.text()).toContain('<main id="main"');
      }
      const script = await fetch(`${base}/main.js`);
      expect(script.headers.get('content-type')).toContain('javascript');
      expect((await fetch(`${base}/vendor/chart.umd.min.js`)).status).toBe(200);
    });

    it('never shadows /api, /docs or /health, and a missing file is a 404', async () => {
      const unknownApi = await fetch(`${base}/api/no-such-route`);
      expect(unknownApi.status).toBe(404);
      expect(unknownApi.headers.get('content-type')).toContain('application/problem+json');
      expect((await fetch(`${base}/health`)).headers.get('content-type')).toContain('application/json');
      expect(await (await fetch(`${base}/docs`)).text()).toContain('swagger');
      expect((await fetch(`${base}/no-such-file.js`)).status).toBe(404);
    });
  });

  describe('a tournament', () => {
    let tournamentId: string;
    let organizerToken: string;
    const players: Player[] = [];
    let context: BrowserContext;

    beforeAll(async () => {
      const created = await post('/api/tournaments', { name: 'Perim Open', game: 'chaotic', format: 'masters', structure: 'swiss', rounds: 3, bestOf: 3, seed: 7 }, await creatorToken());
      ({ tournamentId, organizerToken } = created);
      const decks = loadStarterDecks(loadChaoticCards());
      for (const [name, deck] of [['Ada', decks.OverWorld], ['Brook', decks.UnderWorld], ['Cyd', decks.OverWorld], ['Dana', decks.UnderWorld]] as const) {
        const { playerId, token } = await post(`/api/tournaments/${tournamentId}/players`, { name, deck }, organizerToken);
        players.push({ playerId, token, name });
      }
      context = await browser.newContext({ viewport: DESKTOP });
    });
    afterAll(() => context?.close());

    const roundOne = () => until('round 1 pairings', async () => {
      const res = await call('GET', `/api/tournaments/${tournamentId}/rounds/1`);
      return res.status === 200 && res.body.status === 'open' && res.body.pairings.length > 0 ? (res.body.pairings as Pairing[]) : undefined;
    });

    it('lists the tournament on the front page', async () => {
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.getByRole('link', { name: 'Perim Open' }).click();
      await page.getByRole('heading', { level: 1, name: 'Perim Open' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/tournaments/${tournamentId}`);
      await page.close();
    });

    it('the organizer screen takes the token once and starts a round by clicking', async () => {
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}/organizer`);
      await page.getByRole('textbox', { name: 'Organizer token' }).fill(organizerToken);
      await page.getByRole('button', { name: 'Save token' }).click();
      await page.getByRole('button', { name: 'Start round 1' }).click();
      // Two tables of two players each appear once the worker has paired the round.
      await page.getByTestId('results').locator('tbody tr').nth(1).waitFor();
      expect(await page.getByTestId('results').locator('tbody tr').count()).toBe(2);
      expect((await roundOne()).length).toBe(2);
      await shoot(page, 'organizer');
      // The token stays in this browser: a fresh visit goes straight to the controls.
      await page.reload();
      await page.getByRole('button', { name: 'End round 1' }).waitFor();
      await page.close();
    });

    it('shows a reported result in the standings without a reload', async () => {
      const [first] = (await roundOne()).sort((a, b) => a.table - b.table);
      const [winnerId, loserId] = first.players as [string, string];
      const winner = players.find((p) => p.playerId === winnerId)!;
      const loser = players.find((p) => p.playerId === loserId)!;
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}`);
      await page.getByTestId('live-indicator').filter({ hasText: 'Live' }).waitFor();
      const row = page.locator(`[data-testid="standings"] tbody tr[data-player-id="${winnerId}"]`);
      await expect(row.locator('td').nth(1).textContent()).resolves.toBe('0');
      await page.evaluate('window.stillHere = true'); // lost if the page reloads

      const report = { wins: { [winnerId]: 2, [loserId]: 0 }, draws: 0 };
      await post(`/api/tournaments/${tournamentId}/matches/${first.matchId}/report`, report, winner.token);
      await post(`/api/tournaments/${tournamentId}/matches/${first.matchId}/confirm`, {}, loser.token);

      // 3 match points and a 1–0–0 record arrive over SSE; the same document is still loaded.
      await row.locator('td', { hasText: '1–0–0' }).waitFor({ timeout: 20_000 });
      expect(await row.locator('td').nth(1).textContent()).toBe('3');
      expect(await row.locator('th').textContent()).toContain(winner.name);
      expect(await page.evaluate('window.stillHere')).toBe(true);
      expect(await page.evaluate("performance.getEntriesByType('navigation').length")).toBe(1);
      await shoot(page, 'standings');
      await page.close();
    });

    it('heads the tiebreaker columns in the order they apply', async () => {
      // Not alphabetical: the MTG profile applies OMW before GW.
      const standings = await call('GET', `/api/tournaments/${tournamentId}/standings`);
      expect(standings.body.tiebreakerOrder).toEqual(['omw', 'gw', 'ogw']);
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}`);
      await page.getByTestId('standings').locator('tbody tr').first().waitFor();
      expect(await page.getByTestId('standings').locator('thead th').allTextContents()).toEqual(['Rank', 'Player', 'Points', 'W–L–D', 'OMW', 'GW', 'OGW']);
      await page.close();
    });

    it('shows round 1 pairings with table numbers and the entered result', async () => {
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}/rounds/1`);
      const rows = page.getByTestId('pairings').locator('tbody tr');
      await rows.nth(1).waitFor();
      expect(await rows.locator('td:first-child').allTextContents()).toEqual(['1', '2']);
      expect(await rows.nth(0).locator('td').nth(3).textContent()).toBe('2–0–0');
      await shoot(page, 'pairings');
      await page.close();
    });

    it('draws the metagame as charts beside a table of the same figures', async () => {
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}/metagame`);
      const tribes = page.getByTestId('tribes');
      await tribes.waitFor();
      expect((await tribes.locator('tbody th').allTextContents()).sort()).toEqual(['OverWorld', 'UnderWorld']);
      // The api's content security policy forbids eval in the page: probe it from outside.
      await until('the two charts', async () => (await page.locator('canvas').count()) === 2 && (await page.evaluate(() => 'Chart' in globalThis)));
      await shoot(page, 'metagame');
      await page.close();
    });

    const standingsRow = (page: Page, playerId: string) => page.locator(`[data-testid="standings"] tbody tr[data-player-id="${playerId}"]`);
    const pairingOf = async (matchId: string) => ((await call('GET', `/api/tournaments/${tournamentId}/rounds/1`)).body.pairings as Pairing[]).find((p) => p.matchId === matchId)!;

    it('the organizer enters a result by clicking, corrects it, and the standings follow', async () => {
      const second = (await roundOne()).find((p) => p.table === 2)!;
      const [seatA, seatB] = second.players.map((id) => players.find((p) => p.playerId === id)!) as [Player, Player];
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}/organizer`);
      const row = page.getByTestId('results').locator(`tbody tr[data-match-id="${second.matchId}"]`);
      await row.waitFor();

      // Enter 2–1 for the first seat.
      await page.getByLabel(`Games won by ${seatA.name}, table 2`).fill('2');
      await page.getByLabel(`Games won by ${seatB.name}, table 2`).fill('1');
      await row.getByRole('button', { name: 'Enter' }).click();
      await expect(settledOrganizerStatus(page)).resolves.toBe('Result for table 2 of round 1: done.');
      await row.getByRole('button', { name: 'Correct' }).waitFor();
      expect(await pairingOf(second.matchId)).toMatchObject({ status: 'final', result: { wins: { [seatA.playerId]: 2, [seatB.playerId]: 1 }, draws: 0 } });
      expect(await page.getByLabel(`Games won by ${seatA.name}, table 2`).inputValue()).toBe('2');

      // The slip was wrong: the second seat won 2–0.
      await page.getByLabel(`Games won by ${seatA.name}, table 2`).fill('0');
      await page.getByLabel(`Games won by ${seatB.name}, table 2`).fill('2');
      await row.getByRole('button', { name: 'Correct' }).click();
      await expect(settledOrganizerStatus(page)).resolves.toBe('Result for table 2 of round 1: done.');
      await until('the corrected result', async () => {
        const pairing = await pairingOf(second.matchId);
        return (pairing.result as { wins: Record<string, number> } | undefined)?.wins[seatB.playerId] === 2 ? pairing : undefined;
      });
      expect(await pairingOf(second.matchId)).toMatchObject({ result: { wins: { [seatA.playerId]: 0, [seatB.playerId]: 2 } } });
      await page.close();

      const standings = await context.newPage();
      await standings.goto(`${base}/tournaments/${tournamentId}`);
      await standingsRow(standings, seatB.playerId).locator('td', { hasText: '1–0–0' }).waitFor({ timeout: 20_000 });
      await standingsRow(standings, seatA.playerId).locator('td', { hasText: '0–1–0' }).waitFor({ timeout: 20_000 });
      expect(await standingsRow(standings, seatB.playerId).locator('td').nth(1).textContent()).toBe('3');
      expect(await standingsRow(standings, seatA.playerId).locator('td').nth(1).textContent()).toBe('0');

      const pairings = await context.newPage();
      await pairings.goto(`${base}/tournaments/${tournamentId}/rounds/1`);
      await pairings.getByTestId('pairings').locator(`tbody tr[data-match-id="${second.matchId}"] td`, { hasText: '0–2–0' }).waitFor();
      await pairings.close();
      await standings.close();
    });

    it('the organizer drops a player by clicking, and the standings show the drop', async () => {
      const dana = players.find((p) => p.name === 'Dana')!;
      const standings = await context.newPage();
      await standings.goto(`${base}/tournaments/${tournamentId}`);
      await standings.getByTestId('live-indicator').filter({ hasText: 'Live' }).waitFor();
      await standingsRow(standings, dana.playerId).waitFor();
      expect(await standingsRow(standings, dana.playerId).locator('.tag').count()).toBe(0);

      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}/organizer`);
      await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Dana' });
      page.once('dialog', (dialog) => void dialog.accept()); // "Drop Dana from the event?"
      await page.getByRole('button', { name: 'Drop player' }).click();
      await expect(settledOrganizerStatus(page)).resolves.toBe('Drop Dana: done.');
      // Dana is no longer offered for dropping.
      await until('the drop list without Dana', async () => !(await page.locator('#drop-player option').allTextContents()).includes('Dana'));
      expect((await call('GET', `/api/tournaments/${tournamentId}`)).body.players.find((p: { playerId: string }) => p.playerId === dana.playerId)).toMatchObject({ dropped: true });
      await page.close();

      // The open standings page marks the drop from the feed, without a reload.
      await standingsRow(standings, dana.playerId).locator('.tag', { hasText: 'dropped' }).waitFor({ timeout: 20_000 });
      expect(await standingsRow(standings, dana.playerId).getAttribute('class')).toContain('dropped');
      await standings.close();
    });

    it('fits the standings on a phone without sideways scrolling', async () => {
      const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const page = await phone.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}`);
      await page.getByTestId('standings').locator('tbody tr').nth(3).waitFor();
      const widths = (await page.evaluate('({ scroll: document.documentElement.scrollWidth, view: window.innerWidth })')) as { scroll: number; view: number };
      expect(widths.scroll).toBeLessThanOrEqual(widths.view);
      await shoot(page, 'standings-phone');
      await phone.close();
    });
  });

  describe('a tournament on the Pokémon tiebreakers', () => {
    let tournamentId: string;
    let context: BrowserContext;

    /** Pairs the round, lets the first seat of every table win 1–0, and closes the round. */
    const playRound = async (round: number, organizerToken: string): Promise<void> => {
      await post(`/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
      const pairings = await until(`round ${round} pairings`, async () => {
        const res = await call('GET', `/api/tournaments/${tournamentId}/rounds/${round}`);
        return res.status === 200 && res.body.status === 'open' && res.body.pairings.length > 0 ? (res.body.pairings as Pairing[]) : undefined;
      });
      for (const { matchId, players: [first, second] } of pairings) {
        await post(`/api/tournaments/${tournamentId}/matches/${matchId}/result`, { wins: { [first!]: 1, [second!]: 0 }, draws: 0 }, organizerToken);
      }
      await post(`/api/tournaments/${tournamentId}/rounds/${round}/end`, undefined, organizerToken);
    };

    beforeAll(async () => {
      let organizerToken: string;
      ({ tournamentId, organizerToken } = await post('/api/tournaments', {
        name: 'Mipedim Oasis Cup', game: 'chaotic', format: 'apprentice', structure: 'swiss', rounds: 2, bestOf: 1, tiebreakers: 'pokemon', seed: 5,
      }, await creatorToken()));
      const decks = loadStarterDecks(loadChaoticCards());
      for (const [name, deck] of [['Gale', decks.OverWorld], ['Hox', decks.UnderWorld], ['Iona', decks.OverWorld], ['Jorr', decks.UnderWorld]] as const) {
        await post(`/api/tournaments/${tournamentId}/players`, { name, deck }, organizerToken);
      }
      // Winners meet and losers meet in round 2: one player at 2–0, two at 1–1 level on both
      // resistances (each met the 2–0 and the 0–2 player), one at 0–2.
      await playRound(1, organizerToken);
      await playRound(2, organizerToken);
      context = await browser.newContext({ viewport: DESKTOP });
    });
    afterAll(() => context?.close());

    it('shows head-to-head as the last column, marked where it does not apply', async () => {
      const { version } = (await call('GET', `/api/tournaments/${tournamentId}`)).body;
      const standings = await until('the standings after round 2', async () => {
        const res = await call('GET', `/api/tournaments/${tournamentId}/standings`);
        return res.body.version >= version ? res.body : undefined;
      });
      expect(standings.tiebreakerOrder).toEqual(['oppWin', 'oppOppWin', 'headToHead']);
      const [leader, second, third, last] = standings.rows as StandingsRow[];
      expect([leader, second, third, last].map((r) => r.tiebreakers.headToHead)).toEqual([undefined, 0, 0, undefined]);

      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}`);
      const table = page.getByTestId('standings');
      await table.locator('tbody tr').nth(3).waitFor();
      expect(await table.locator('thead th').allTextContents()).toEqual(['Rank', 'Player', 'Points', 'W–L–D', 'Opp win', 'Opp opp win', 'Head to head']);
      const headToHeadCell = (row: StandingsRow) => table.locator(`tbody tr[data-player-id="${row.playerId}"] td`).last();
      expect(await headToHeadCell(leader).textContent()).toBe('—');
      expect(await headToHeadCell(leader).getAttribute('title')).toMatch(/^Head to head not computed: it applies only among players tied/);
      expect(await headToHeadCell(last).textContent()).toBe('—');
      expect(await headToHeadCell(second).textContent()).toBe('0');
      expect(await headToHeadCell(second).getAttribute('title')).toBeNull();
      await page.close();

      // The CSV export has the same columns, the field left empty where head-to-head does not apply.
      const csv = (await call('GET', `/api/tournaments/${tournamentId}/standings?format=csv`)).body.trim().split('\n');
      expect(csv[0]).toBe('rank,playerId,name,matchPoints,wins,losses,draws,byes,oppWin,oppOppWin,headToHead,dropped');
      expect(csv.slice(1).map((line: string) => line.split(',').at(-2))).toEqual(['', '0', '0', '']);
    });
  });

  describe('a match with a game recorded live', () => {
    let tournamentId: string;
    let organizerToken: string;
    const tokens = new Map<string, string>();
    let context: BrowserContext;

    beforeAll(async () => {
      ({ tournamentId, organizerToken } = await post('/api/tournaments', { name: 'Kiru Cup', game: 'chaotic', format: 'apprentice', structure: 'swiss', rounds: 1, bestOf: 1, seed: 3 }, await creatorToken()));
      const decks = loadStarterDecks(loadChaoticCards());
      for (const [name, deck] of [['Eri', decks.OverWorld], ['Fenn', decks.UnderWorld]] as const) {
        const { playerId, token } = await post(`/api/tournaments/${tournamentId}/players`, { name, deck }, organizerToken);
        tokens.set(playerId, token);
      }
      await post(`/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
      context = await browser.newContext({ viewport: DESKTOP });
    });
    afterAll(() => context?.close());

    /**
     * A one-round tournament of two players, its round started: each player's token and deck, and the pairing.
     * Apprentice with the two starter decks unless a format and its decks are given.
     */
    const startedCup = async (name: string, seed: number, players: readonly [string, string], format = 'apprentice', decks?: readonly [EngineDeck, EngineDeck]) => {
      const { tournamentId, organizerToken } = await post('/api/tournaments', { name, game: 'chaotic', format, structure: 'swiss', rounds: 1, bestOf: 1, seed }, await creatorToken());
      const starters = loadStarterDecks(loadChaoticCards());
      const [first, second] = decks ?? [starters.OverWorld, starters.UnderWorld];
      const tokens = new Map<string, string>();
      const deckOf = new Map<string, EngineDeck>();
      for (const [player, deck] of [[players[0], first], [players[1], second]] as const) {
        const { playerId, token } = await post(`/api/tournaments/${tournamentId}/players`, { name: player, deck }, organizerToken);
        tokens.set(playerId, token);
        deckOf.set(playerId, deck);
      }
      await post(`/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
      const [pairing] = await until('round 1 pairings', async () => {
        const res = await call('GET', `/api/tournaments/${tournamentId}/rounds/1`);
        return res.status === 200 && res.body.status === 'open' && res.body.pairings.length > 0 ? (res.body.pairings as Pairing[]) : undefined;
      });
      return { tournamentId, organizerToken, tokens, deckOf, pairing };
    };

    it('shows the game on the match page with its action log and audit verdict', async () => {
      const [pairing] = await until('round 1 pairings', async () => {
        const res = await call('GET', `/api/tournaments/${tournamentId}/rounds/1`);
        return res.status === 200 && res.body.status === 'open' && res.body.pairings.length > 0 ? (res.body.pairings as Pairing[]) : undefined;
      });
      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${tournamentId}/rounds/1`);
      await page.getByRole('link', { name: 'Match at table 1' }).click();
      await page.getByTestId('match').waitFor();
      await page.getByText('No game recorded for this match yet.').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/tournaments/${tournamentId}/rounds/1/matches/${pairing.matchId}`);

      const game = await recordBotGame({ base }, {
        tournamentId, matchId: pairing.matchId, players: pairing.players as [string, string],
        tokenOf: (playerId) => tokens.get(playerId)!, official: organizerToken,
      });
      // The public list names the game, its outcome and (once the worker has audited it) its verdict, and nothing hidden.
      const listed = await until('the audited game in the list', async () => {
        const res = await call('GET', `/api/tournaments/${tournamentId}/matches/${pairing.matchId}/games`);
        return res.status === 200 && res.body.games[0]?.audit ? res.body : undefined;
      }, 60_000);
      expect(listed.games).toEqual([expect.objectContaining({
        gameId: game.gameId, source: 'live', mode: 'digital', status: 'ended', actions: game.actions.length,
        outcome: expect.objectContaining({ winners: [...game.outcome!.winners] }), audit: expect.objectContaining({ verdict: 'valid', violations: 0 }),
      })]);
      expect(JSON.stringify(listed)).not.toMatch(/decks|seed|attackHand/);

      // The open page redraws from the feed's audit and result events.
      const section = page.locator(`section[data-game-id="${game.gameId}"]`);
      await section.getByTestId('verdict').filter({ hasText: 'valid' }).waitFor({ timeout: 30_000 });
      await page.reload();
      await section.getByTestId('verdict').filter({ hasText: 'valid' }).waitFor();
      expect(await section.getByRole('heading', { level: 2 }).textContent()).toContain('Game 1');
      expect(await section.getByTestId('action-log').locator('summary').textContent()).toBe(`Action log (${game.actions.length} actions)`);
      expect(await section.getByTestId('action-log').locator('tbody tr').count()).toBe(game.actions.length);
      expect(await section.getByTestId('log-header').textContent()).toMatch(/^apprentice, digital play, shuffled from committed seeds; engine \S+$/);
      expect(await section.getByTestId('action-log').locator('tbody tr').first().locator('td').nth(2).textContent()).toBe(game.actions[0].type);
      // An attack struck is named as players know it, with its id.
      const strike = game.actions.find((a) => a.type === 'strike')!;
      const struck = (strike.payload as { card: string }).card;
      expect(await section.locator(`#g1-seq-${strike.seq} td`).last().textContent()).toBe(`card: ${fullName(loadChaoticCards().byId(struck)!)} (${struck})`);
      expect(await section.getByText('No rules violation found in the replay.').count()).toBe(1);
      // The engine's result was entered for the match (best of one): the page shows it.
      const names = new Map([...(await call('GET', `/api/tournaments/${tournamentId}`)).body.players].map((p: { playerId: string; name: string }) => [p.playerId, p.name]));
      const winner = game.outcome!.draw ? undefined : game.outcome!.winners[0];
      if (winner) {
        await section.getByText(`${names.get(winner)} won`).waitFor();
        const expected = winner === pairing.players[0] ? '1–0–0' : '0–1–0';
        await page.getByTestId('match-result').filter({ hasText: expected }).waitFor({ timeout: 20_000 });
      }
      await shoot(page, 'match');
      await page.close();
    });

    it('ending the round from the organizer screen calls time on a game still running, shown as a draw with its audit', async () => {
      const { tournamentId: timed, organizerToken: organizer, tokens: timedTokens, pairing } = await startedCup('Clock Cup', 4, ['Gia', 'Hal']);
      const game = await recordBotGame({ base }, {
        tournamentId: timed, matchId: pairing.matchId, players: pairing.players as [string, string],
        tokenOf: (playerId) => timedTokens.get(playerId)!, official: organizer, stopAfter: 12,
      });
      expect(game.outcome).toBeNull();
      const matchPage = await context.newPage();
      const section = matchPage.locator(`section[data-game-id="${game.gameId}"]`);
      // The page shows the game as the read model has it when loaded; under load that can trail the 12 actions recorded, so it is loaded again until it has them.
      await until('the live game at 12 actions', async () => {
        await matchPage.goto(`${base}/tournaments/${timed}/rounds/1/matches/${pairing.matchId}`);
        return section.getByText('in progress (12 actions so far)').waitFor({ timeout: 2_000 }).then(() => true, () => false);
      }, 60_000);

      // The players agree on a draw at time; the organizer enters it and ends the round by clicking.
      await post(`/api/tournaments/${timed}/matches/${pairing.matchId}/result`, { wins: Object.fromEntries(pairing.players.map((p) => [p!, 0])), draws: 1 }, organizer);
      const organizerPage = await context.newPage();
      await organizerPage.goto(`${base}/tournaments/${timed}/organizer`);
      await organizerPage.getByRole('textbox', { name: 'Organizer token' }).fill(organizer);
      await organizerPage.getByRole('button', { name: 'Save token' }).click();
      await organizerPage.getByRole('button', { name: 'End round 1' }).click();
      await organizerPage.getByRole('status').filter({ hasText: 'End round 1: done. Time called on 1 game still running (each a drawn game).' }).waitFor();
      await organizerPage.close();

      // The open match page redraws from the feed's audit event (no result event follows: the match already had its draw).
      await section.getByTestId('verdict').filter({ hasText: 'valid' }).waitFor({ timeout: 60_000 });
      await section.getByText('draw: time called after 12 actions').waitFor();
      expect(await section.getByTestId('action-log').locator('tbody tr').count()).toBe(12);
      await matchPage.close();
    });

    it('shows a judge each unreadable line of an uploaded log, by its number', async () => {
      const { tournamentId: cup, tokens: cupTokens, pairing } = await startedCup('Upload Cup', 5, ['Iva', 'Jon']);
      const players = pairing.players as [string, string];
      const decks = loadStarterDecks(loadChaoticCards());
      const match = playBotMatch({ cards: loadChaoticCards(), decks: [decks.OverWorld, decks.UnderWorld], seed: 5, players, matchId: pairing.matchId });
      // Line 5 cut short, as a file damaged in transit: one bad line, and every line after it still in place.
      const lines = toNdjson(match.header, match.actions, match.trailer).split('\n');
      lines[4] = lines[4].slice(0, 20);
      const upload = await fetch(`${base}/api/tournaments/${cup}/matches/${pairing.matchId}/logs`, {
        method: 'POST', headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${cupTokens.get(players[0])}` }, body: lines.join('\n'),
      });
      expect(upload.status).toBe(202);
      const { gameId } = (await upload.json()) as { gameId: string };

      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${cup}/rounds/1/matches/${pairing.matchId}`);
      const section = page.locator(`section[data-game-id="${gameId}"]`);
      await section.getByTestId('verdict').filter({ hasText: 'unreadable' }).waitFor({ timeout: 60_000 });
      expect(await section.getByRole('alert').first().textContent()).toBe('Not replayed: the log is not a readable match log.');
      const rows = section.getByTestId('line-errors').locator('tbody tr');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().locator('td').allTextContents()).toEqual(['5', expect.stringMatching(/^not valid JSON/)]);
      expect(await section.getByText('No rules violation found in the replay.').count()).toBe(0);
      await page.close();
    });

    it('lists a Masters game\'s attested effects for a judge: the card, its text and the outcome the log states', async () => {
      const cards = loadChaoticCards();
      const rng = new SeededRng(rngStateFromSeed(6));
      const { tournamentId: cup, tokens: tokenOf, deckOf, pairing } = await startedCup('Perim Masters', 6, ['Kaz', 'Lio'], 'masters',
        [buildRandomDeck(cards, 'masters', rng), buildRandomDeck(cards, 'masters', rng)]);
      const players = pairing.players as [string, string];
      // Random legal decks reach text the engine does not automate in most games: the first such game of these two.
      const games = Array.from({ length: 40 }, (_, i) => i + 1);
      const match = games.map((seed) => playBotMatch({ cards, decks: [deckOf.get(players[0])!, deckOf.get(players[1])!], seed, format: 'masters', players, matchId: pairing.matchId }))
        .find((m) => m.outcome !== null && m.actions.some((a) => a.type === 'attest'));
      expect(match).toBeDefined();
      const upload = await fetch(`${base}/api/tournaments/${cup}/matches/${pairing.matchId}/logs`, {
        method: 'POST', headers: { 'content-type': 'application/x-ndjson', authorization: `Bearer ${tokenOf.get(players[0])}` }, body: toNdjson(match!.header, match!.actions, match!.trailer),
      });
      expect(upload.status).toBe(202);
      const { gameId } = (await upload.json()) as { gameId: string };
      const audit = await until('the audit report', async () => {
        const res = await call('GET', `/api/games/${gameId}/audit`);
        return res.status === 200 ? res.body : undefined;
      }, 60_000);
      expect(audit.attestedEffects.length).toBe(match!.actions.filter((a) => a.type === 'attest').length);

      const page = await context.newPage();
      await page.goto(`${base}/tournaments/${cup}/rounds/1/matches/${pairing.matchId}`);
      const rows = page.locator(`section[data-game-id="${gameId}"]`).getByTestId('attested').locator('tbody tr');
      await rows.first().waitFor({ timeout: 30_000 });
      expect(await rows.count()).toBe(audit.attestedEffects.length);
      const first = audit.attestedEffects[0];
      const names = new Map([...(await call('GET', `/api/tournaments/${cup}`)).body.players].map((p: { playerId: string; name: string }) => [p.playerId, p.name]));
      const cells = await rows.first().locator('td').allTextContents();
      // The card by its name, which the page asks of the cards api.
      expect(cells.slice(0, 4)).toEqual([String(first.seq), names.get(first.player), `${fullName(cards.byId(first.card)!)} (${first.card})`, first.text.join(' / ')]);
      // The stated outcome field by field (the card it names is in its own column), or that it changed nothing.
      const outcomes = await rows.locator('td:nth-child(5)').allTextContents();
      expect(outcomes).toEqual(audit.attestedEffects.map((a: { outcome: object }) =>
        Object.keys(a.outcome).length === 0 ? 'no change' : expect.stringMatching(new RegExp(`^${Object.keys(a.outcome).map((k) => `${k}: .+`).join(', ')}$`))));
      expect(await rows.first().locator('a').getAttribute('href')).toBe(`#g1-seq-${first.seq}`);
      await page.close();
    });

    it('answers an unknown match of the games list with a 404 problem', async () => {
      const res = await call('GET', `/api/tournaments/${tournamentId}/matches/9-9/games`);
      expect(res).toMatchObject({ status: 404, body: { code: 'games/match-unknown' } });
      const none = await call('GET', '/api/tournaments/no-such-tournament/matches/1-1/games');
      expect(none).toMatchObject({ status: 404, body: { code: 'games/tournament-unknown' } });
    });
  });
});
