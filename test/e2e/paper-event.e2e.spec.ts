import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Pairing, Round } from '@arbiter/api-contract';
import { loadChaoticCards, loadStarterDecks } from '@arbiter/chaotic';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp } from '../../apps/api/src/create-app';
import { createWorker } from '../../apps/worker/src/create-worker';
import { createTestDatabase, TestDatabase } from '../support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../support/redis';
import { organizerAccessToken } from '../support/accounts';
import { DESKTOP, launchChromium } from './support/browser';
import { until } from './support/waits';

// A real api, worker, PostgreSQL, Redis and browser: generous, on a shared 2-core machine.
jest.setTimeout(180_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-dashboard-shots');

/** Polls from the test: the page's policy allows no string evaluation, so waitForFunction cannot run. */
/** "29:58" → 1798 */
const seconds = (clock: string): number => {
  const [m, s] = clock.replace('−', '-').split(':').map(Number);
  return m * 60 + s;
};

describe('a paper event in the browser: pairings sheets, result slips, the projector\'s round timer, publishing decklists', () => {
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let app: NestFastifyApplication;
  let browser: Browser;
  let organizer: BrowserContext;
  let visitor: BrowserContext;
  let base: string;
  let tournamentId: string;
  let organizerToken: string;
  const names = new Map<string, string>();
  let pairings: Pairing[];

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
  const shoot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
  const sheet = (by: string) => `${base}/tournaments/${tournamentId}/pairings/print?round=1&by=${by}`;
  const text = async (page: Page, testId: string): Promise<string> => (await page.getByTestId(testId).textContent()) ?? '';

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix('paper-web'), logLevel: 'warn' });
    worker = await createWorker(db.config);
    app = await createApp(db.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    browser = await launchChromium();
    organizer = await browser.newContext({ viewport: DESKTOP });
    visitor = await browser.newContext({ viewport: DESKTOP });

    const created = await call('POST', '/api/tournaments', { name: 'Paper Night', game: 'chaotic', format: 'masters', structure: 'swiss', rounds: 2, bestOf: 3, seed: 11, roundMinutes: 30 }, await creatorToken());
    ({ tournamentId, organizerToken } = created.body);
    const decks = loadStarterDecks(loadChaoticCards());
    for (const [i, name] of ['Zoë', 'Émile', 'adam', 'Bea', 'Olaf'].entries()) {
      const registered = await call('POST', `/api/tournaments/${tournamentId}/players`, { name, deck: i % 2 ? decks.OverWorld : decks.UnderWorld }, organizerToken);
      names.set(registered.body.playerId, name);
    }
    await call('POST', `/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
    const round: Round = await until('the pairings of round 1', async () => {
      const r = await call('GET', `/api/tournaments/${tournamentId}/rounds/1`);
      return r.body.status === 'open' ? r.body : undefined;
    });
    pairings = round.pairings;
  });
  afterAll(async () => {
    await organizer?.close();
    await visitor?.close();
    await browser?.close();
    await app?.close();
    await worker?.close();
    await db?.drop();
    if (db) await deleteQueueKeys(db.config.queuePrefix);
  });

  it('posts the pairings by name (A→Z, accents beside their letter, the bye shown) and by table', async () => {
    const tableOf = (name: string) => pairings.find((p) => p.players.some((id) => id !== null && names.get(id) === name))!;
    const page = await visitor.newPage();
    await page.goto(sheet('name'));
    const byName = page.getByTestId('sheet-by-name');
    await byName.waitFor();
    expect(await byName.locator('tbody th').allTextContents()).toEqual(['adam', 'Bea', 'Émile', 'Olaf', 'Zoë']);
    const rows = await byName.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    for (const [name, table, , opponent] of rows as string[][]) {
      const pairing = tableOf(name);
      expect(Number(table)).toBe(pairing.table);
      const other = pairing.players.find((id) => id === null || names.get(id) !== name);
      expect(opponent).toBe(other ? names.get(other) : 'Bye');
    }
    expect(rows.filter((r) => r[3] === 'Bye')).toHaveLength(1);
    await shoot(page, 'pairings-by-name');

    await page.goto(sheet('table'));
    const byTable = page.getByTestId('sheet-by-table');
    await byTable.waitFor();
    const tables = (await byTable.locator('tbody tr td:first-child').allTextContents()).map(Number);
    expect(tables).toEqual([...tables].sort((a, b) => a - b));
    expect(tables).toHaveLength(5);
    await page.close();
  });

  it('prints one result slip per table, best of 3 from the settings, without the navigation', async () => {
    const page = await visitor.newPage();
    await page.goto(sheet('slips'));
    await page.getByTestId('result-slips').waitFor();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.print-toolbar').isVisible()).toBe(false);
    const slips = page.locator('.slip');
    expect(await slips.count()).toBe(pairings.filter((p) => p.players[1] !== null).length);
    expect(await slips.first().locator('header').textContent()).toMatch(/^Round 1 · Table \d+Best of 3$/);
    expect(await slips.first().getByRole('img', { name: 'Drawn games' }).count()).toBe(1);
    await shoot(page, 'result-slips');
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.site-header').isVisible()).toBe(true);

    await page.goto(`${base}/tournaments/${tournamentId}/standings/print`);
    const standings = page.getByTestId('standings-print');
    await standings.waitFor();
    expect((await standings.locator('tbody th').allTextContents()).sort()).toEqual([...names.values()].sort());
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.close();
  });

  it('runs the round timer from the projector as organizer; a visitor\'s projector shows the same clock', async () => {
    const own = await organizer.newPage();
    await own.goto(`${base}/tournaments/${tournamentId}/organizer`);
    await own.getByRole('textbox', { name: 'Organizer token' }).fill(organizerToken);
    await own.getByRole('button', { name: 'Save token' }).click();
    await own.getByRole('heading', { name: 'Decklists' }).waitFor();
    await own.goto(`${base}/tournaments/${tournamentId}/projector`);
    const status = async (): Promise<string> => until('the timer action', async () => (await own.locator('.status-region').textContent()) || undefined);

    const wall = await visitor.newPage();
    await wall.goto(`${base}/tournaments/${tournamentId}/projector`);
    await wall.getByTestId('projector-pairings').waitFor();
    expect(await wall.getByRole('button', { name: 'Pause' }).count()).toBe(0);
    expect(await text(wall, 'clock-state')).toBe('Timer not started');
    expect((await call('POST', `/api/tournaments/${tournamentId}/rounds/1/timer/start`, {})).status).toBe(401);

    await own.getByRole('button', { name: 'Start / resume' }).click();
    await expect(status()).resolves.toBe('Start the timer: done.');
    const running = seconds(await text(own, 'round-clock'));
    expect(running).toBeLessThanOrEqual(30 * 60);
    expect(running).toBeGreaterThan(30 * 60 - 10);
    await until('the visitor to see the clock running', async () => Math.abs(seconds(await text(wall, 'round-clock')) - running) < 10);

    await own.getByRole('button', { name: 'Pause' }).click();
    await until('the pause', async () => (await text(own, 'clock-state')) === 'Paused');
    const paused = await text(own, 'round-clock');
    await until('the visitor to see the pause', async () => (await text(wall, 'clock-state')) === 'Paused');
    expect(await text(wall, 'round-clock')).toBe(paused);

    await own.getByRole('button', { name: '+5 min' }).click();
    await until('the extension', async () => seconds(await text(own, 'round-clock')) === seconds(paused) + 300);
    await until('the visitor to see the extension', async () => seconds(await text(wall, 'round-clock')) === seconds(paused) + 300);
    const round = (await call('GET', `/api/tournaments/${tournamentId}/rounds/1`)).body as Round;
    expect(round.timer).toMatchObject({ durationSeconds: 1800, remainingSeconds: seconds(paused) + 300 });

    // Pausing a paused clock is refused in words.
    await own.getByRole('button', { name: 'Pause' }).click();
    await until('the refusal', async () => ((await own.locator('.status-region').textContent()) ?? '').includes('already paused'));
    await shoot(wall, 'projector');
    await own.close();
    await wall.close();
  });

  it('publishes the decklists from the organizer page after asking first', async () => {
    const page = await organizer.newPage();
    await page.goto(`${base}/tournaments/${tournamentId}/organizer`);
    const button = page.getByRole('button', { name: 'Publish decklists' });
    await button.waitFor();
    const asked: string[] = [];
    page.once('dialog', (dialog) => { asked.push(dialog.message()); void dialog.dismiss(); });
    await button.click();
    await until('the question', async () => asked.length > 0);
    expect(asked).toEqual(['Decklists become public to everyone. Publish?']);
    expect((await call('GET', `/api/tournaments/${tournamentId}`)).body.decklistsPublished).toBe(false);

    page.once('dialog', (dialog) => void dialog.accept());
    await button.click();
    await until('the published status', async () => (await text(page, 'decklists-status')) === 'Decklists are public: anyone may read them.');
    expect((await call('GET', `/api/tournaments/${tournamentId}`)).body.decklistsPublished).toBe(true);
    await page.reload();
    await page.getByTestId('decklists-status').waitFor();
    expect(await page.getByRole('button', { name: 'Publish decklists' }).count()).toBe(0);
    await page.close();
  });
});
