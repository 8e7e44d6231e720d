import { INestApplicationContext } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Pairing } from '@arbiter/api-contract';
import { lightseekersModule } from '@arbiter/lightseekers';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { Browser, BrowserContext, Page } from 'playwright-core';
import { createApp } from '../../apps/api/src/create-app';
import { createWorker } from '../../apps/worker/src/create-worker';
import { createTestDatabase, TestDatabase } from '../support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../support/redis';
import { organizerAccessToken } from '../support/accounts';
import { launchChromium, PHONE } from './support/browser';
import { until, settledOrganizerStatus } from './support/waits';

// A real api, worker, PostgreSQL, Redis and browser: generous, on a shared 2-core machine.
jest.setTimeout(180_000);

describe('the organizer screen enters a Lightseekers pod\'s result by points, on a phone', () => {
  let db: TestDatabase;
  let worker: INestApplicationContext;
  let app: NestFastifyApplication;
  let browser: Browser;
  let context: BrowserContext;
  let base: string;
  let tournamentId: string;
  let organizerToken: string;
  const names = new Map<string, string>();

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
  const pod = async (): Promise<Pairing> => ((await call('GET', `/api/tournaments/${tournamentId}/rounds/1`)).body.pairings as Pairing[])[0];

  beforeAll(async () => {
    db = await createTestDatabase({ redisUrl: TEST_REDIS_URL, queuePrefix: uniqueQueuePrefix('pods-web'), logLevel: 'warn' });
    worker = await createWorker(db.config);
    app = await createApp(db.config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    browser = await launchChromium();
    context = await browser.newContext({ viewport: PHONE });

    const created = await call('POST', '/api/tournaments', { name: 'Pod Night', game: 'lightseekers', format: 'constructed', structure: 'pods', rounds: 1, bestOf: 1, seed: 5 }, await creatorToken());
    ({ tournamentId, organizerToken } = created.body);
    const rng = new SeededRng(rngStateFromSeed(21));
    for (const name of ['Ilse', 'Jory', 'Kemi', 'Lars']) {
      const registered = await call('POST', `/api/tournaments/${tournamentId}/players`, { name, deck: lightseekersModule.decks.random('constructed', rng) }, organizerToken);
      names.set(registered.body.playerId, name);
    }
    await call('POST', `/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
    await until('the pod of round 1', async () => (await call('GET', `/api/tournaments/${tournamentId}/rounds/1`)).body.status === 'open');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await app?.close();
    await worker?.close();
    await db?.drop();
    if (db) await deleteQueueKeys(db.config.queuePrefix);
  });

  it('names a slip in words, sends nothing, then enters the points and the standings follow', async () => {
    const seats = (await pod()).players as string[];
    expect(seats).toHaveLength(4);
    const [first, second, third, fourth] = seats.map((id) => names.get(id)!);
    const page = await context.newPage();
    await page.goto(`${base}/tournaments/${tournamentId}/organizer`);
    await page.getByRole('textbox', { name: 'Organizer token' }).fill(organizerToken);
    await page.getByRole('button', { name: 'Save token' }).click();
    const form = page.getByTestId('pod-results').locator('form', { has: page.getByRole('heading', { name: 'Table 1' }) });
    await form.waitFor();
    const field = (name: string) => page.getByLabel(`Points of ${name}`);

    // A field left empty and a negative number: named in words, the fields marked, nothing sent.
    await field(first).fill('2');
    await field(second).fill('-1');
    await field(third).fill('1');
    await form.getByRole('button', { name: 'Enter points' }).click();
    await expect(form.getByRole('alert').allTextContents()).resolves.toEqual([
      `The points of ${second} (table 1) must be a whole number of at least 0, not “-1”.`,
      `Enter the points of ${fourth} (table 1).`,
    ]);
    expect(await field(second).getAttribute('aria-invalid')).toBe('true');
    expect((await pod()).result).toBeUndefined();

    // More points than the pod can award: the api's reason is shown.
    await field(second).fill('2');
    await field(fourth).fill('1');
    await form.getByRole('button', { name: 'Enter points' }).click();
    await expect(settledOrganizerStatus(page)).resolves.toContain('A pod of 4 awards at most 4 VP in all');
    expect((await pod()).result).toBeUndefined();

    await field(first).fill('3');
    await field(second).fill('1');
    await field(third).fill('0');
    await field(fourth).fill('0');
    await form.getByRole('button', { name: 'Enter points' }).click();
    await expect(settledOrganizerStatus(page)).resolves.toBe('Points for table 1: done.');
    expect(await pod()).toMatchObject({ status: 'final', result: { points: { [seats[0]]: 3, [seats[1]]: 1, [seats[2]]: 0, [seats[3]]: 0 } } });
    await form.getByRole('button', { name: 'Correct points' }).waitFor();
    expect(await field(first).inputValue()).toBe('3');
    // At 390 px the screen fits without sideways scrolling.
    expect(await page.locator('html').evaluate((html: { scrollWidth: number }) => html.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();

    const standings = await context.newPage();
    await standings.goto(`${base}/tournaments/${tournamentId}`);
    const row = (id: string) => standings.locator(`[data-testid="standings"] tbody tr[data-player-id="${id}"]`);
    await row(seats[0]).locator('td', { hasText: '1–0–0' }).waitFor({ timeout: 20_000 });
    expect(await row(seats[0]).locator('td').nth(1).textContent()).toBe('3');
    expect(await row(seats[1]).locator('td').nth(1).textContent()).toBe('1');
    expect(await row(seats[1]).locator('td').nth(2).textContent()).toBe('0–1–0');
    expect(await row(seats[0]).locator('td').first().textContent()).toBe('1');
    await standings.close();
  });
});
