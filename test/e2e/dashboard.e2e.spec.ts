import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadChaoticCards, loadStarterDecks } from '@arbiter/chaotic';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp } from '../../apps/api/src/create-app';
import { createWorker } from '../../apps/worker/src/create-worker';
import { createTestDatabase, TestDatabase } from '../support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../support/redis';
import { DESKTOP, launchChromium, PHONE } from './support/browser';

// A real api, worker, PostgreSQL, Redis and browser: generous, on a shared 2-core machine.
jest.setTimeout(180_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-dashboard-shots');

interface Player { playerId: string; token: string; name: string }
interface Pairing { matchId: string; table: number; players: [string, string | null]; result?: unknown }

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await probe();
    if (value) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('dashboard in Chromium', () => {
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let app: NestFastifyApplication;
  let browser: Browser;
  let base: string;

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
      const created = await post('/api/tournaments', { name: 'Perim Open', game: 'chaotic', format: 'masters', structure: 'swiss', rounds: 3, bestOf: 3, seed: 7 });
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
      await page.getByRole('button', { name: 'Start next round' }).click();
      // Two tables of two players each appear once the worker has paired the round.
      await page.getByTestId('results').locator('tbody tr').nth(1).waitFor();
      expect(await page.getByTestId('results').locator('tbody tr').count()).toBe(2);
      expect((await roundOne()).length).toBe(2);
      await shoot(page, 'organizer');
      // The token stays in this browser: a fresh visit goes straight to the controls.
      await page.reload();
      await page.getByRole('button', { name: 'Start next round' }).waitFor();
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
      await page.waitForFunction("document.querySelectorAll('canvas').length === 2 && 'Chart' in window");
      await shoot(page, 'metagame');
      await page.close();
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
});
