import type { JudgeQueue, Pairing } from '@arbiter/api-contract';
import { registeredGames } from '@arbiter/platform';
import { ActionEnvelope, playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser } from 'playwright-core';
import { organizerAccessToken } from '../support/accounts';
import { DESKTOP, launchChromium } from './support/browser';
import { call, eventually, Platform, startPlatform } from './support/games-platform';

// A real api, worker, PostgreSQL, Redis and browser: generous, on a shared 2-core machine.
jest.setTimeout(240_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-judge-shots');

const chaotic = registeredGames().get('chaotic');
const NAMES = ['Kaz', 'Lio', 'Mira', 'Nox'];

describe('the judge\'s screens in Chromium', () => {
  let platform: Platform;
  let browser: Browser;
  let tournamentId: string;
  let organizerToken: string;
  let judgeToken: string;
  const tokens = new Map<string, string>();
  const names = new Map<string, string>();
  const decks = new Map<string, unknown>();
  let disputed: Pairing;
  let cheated: Pairing;
  let cheat: ActionEnvelope;
  let flaggedGameId: string;

  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));
  const post = async (path: string, body: unknown, token?: string): Promise<any> => {
    const res = await call(platform, 'POST', path, { body, token });
    if (res.status >= 300) throw new Error(`POST ${path} → ${res.status} ${res.text}`);
    return res.json;
  };
  const queue = async (): Promise<JudgeQueue> => (await call(platform, 'GET', `/api/tournaments/${tournamentId}/judge-queue`, { token: judgeToken })).json;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    platform = await startPlatform('judge');
    browser = await launchChromium();
    const rng = new SeededRng(rngStateFromSeed(6));
    ({ tournamentId, organizerToken } = await post('/api/tournaments', { name: 'Judged Cup', game: 'chaotic', format: 'masters', structure: 'swiss', rounds: 1, bestOf: 1, seed: 9 }, await creatorToken()));
    for (const name of NAMES) {
      const deck = chaotic.decks.random('masters', rng);
      const { playerId, token } = await post(`/api/tournaments/${tournamentId}/players`, { name, deck }, organizerToken);
      tokens.set(playerId, token);
      names.set(playerId, name);
      decks.set(playerId, deck);
    }
    ({ token: judgeToken } = await post(`/api/tournaments/${tournamentId}/tokens`, { role: 'judge' }, organizerToken));
    await post(`/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
    [disputed, cheated] = await eventually(async () => {
      const res = await call(platform, 'GET', `/api/tournaments/${tournamentId}/rounds/1`);
      return res.status === 200 && res.json.status === 'open' && res.json.pairings.length === 2 ? (res.json.pairings as Pairing[]) : undefined;
    }, 30_000, 'round 1 pairings');

    // Two players report opposite results, and the first disputes the second's report.
    const [a, b] = disputed.players as [string, string];
    await post(`/api/tournaments/${tournamentId}/matches/${disputed.matchId}/report`, { wins: { [a]: 1, [b]: 0 }, draws: 0 }, tokens.get(a));
    await post(`/api/tournaments/${tournamentId}/matches/${disputed.matchId}/report`, { wins: { [a]: 0, [b]: 1 }, draws: 0 }, tokens.get(b));
    await post(`/api/tournaments/${tournamentId}/matches/${disputed.matchId}/dispute`, { reason: 'I won the only game' }, tokens.get(a));

    // The other table uploads a finished game with one move to a space the battleboard does not have.
    const seats = cheated.players as [string, string];
    const seatDecks = seats.map((p) => chaotic.decks.fromCardIds(chaotic.decks.cardIds(decks.get(p))));
    const match = Array.from({ length: 40 }, (_, i) => i + 1)
      .map((seed) => playBotMatch(chaotic, { format: 'masters', decks: seatDecks, seed, players: seats, matchId: cheated.matchId }))
      .find((m) => m.outcome !== null);
    expect(match).toBeDefined();
    const index = match!.actions.findIndex((act, i) => i > 0 && act.type === 'move');
    cheat = match!.actions[index];
    const actions = match!.actions.map((act, i) => (i === index ? { ...act, payload: { ...(act.payload as object), to: 99 } } : act));
    const res = await call(platform, 'POST', `/api/tournaments/${tournamentId}/matches/${cheated.matchId}/logs`, { token: tokens.get(seats[0]), raw: toNdjson(match!.header, actions, match!.trailer) });
    expect(res.status).toBe(202);
    flaggedGameId = res.json.gameId;
    await eventually(async () => ((await queue()).open.some((item) => item.kind === 'audit-flag') ? true : undefined), 90_000, 'the audit flag');
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('serves the queue to judges and the organizer only, and each cited rule\'s text to anyone', async () => {
    const player = await call(platform, 'GET', `/api/tournaments/${tournamentId}/judge-queue`, { token: tokens.get(disputed.players[0]!) });
    expect(player.status).toBe(403);
    const organizer = await call(platform, 'GET', `/api/tournaments/${tournamentId}/judge-queue`, { token: organizerToken });
    expect(organizer.json.open.map((i: { kind: string }) => i.kind).sort()).toEqual(['audit-flag', 'dispute']);
    const unknown = await call(platform, 'GET', '/api/rules/chaotic?keys=6.3.3,99.99');
    expect([unknown.status, unknown.json.code, unknown.json.detail]).toEqual([404, 'rules/key-unknown', 'The chaotic rules have no rule "99.99".']);
  });

  it('lists the dispute with both names, the reason and both reports; a judge enters the result and it moves to done', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${platform.base}/tournaments/${tournamentId}/judge`);
    await page.locator('#judge-token').fill(judgeToken);
    await page.getByRole('button', { name: 'Save token' }).click();

    const open = page.getByTestId('judge-open');
    const dispute = open.locator(`[data-testid="judge-item"][data-kind="dispute"][data-match="${disputed.matchId}"]`);
    await dispute.waitFor({ timeout: 30_000 });
    const [a, b] = disputed.players as [string, string];
    expect(await dispute.locator('h3').textContent()).toBe(`Round 1, table ${disputed.table}: ${names.get(a)} vs ${names.get(b)}`);
    expect(await dispute.getByTestId('judge-reason').textContent()).toBe('I won the only game');
    expect(await dispute.getByTestId('judge-reports').locator('tbody tr td:first-child').allTextContents()).toEqual([names.get(a), names.get(b)]);
    const flag = open.locator(`[data-testid="judge-item"][data-kind="audit-flag"][data-match="${cheated.matchId}"]`);
    expect(await flag.getByTestId('judge-findings').textContent()).toContain(`Action ${cheat.seq}: breaks CR 6.3.3`);
    expect(await dispute.locator('h3 a').getAttribute('href')).toBe(`/tournaments/${tournamentId}/rounds/1/matches/${disputed.matchId}`);

    await dispute.getByLabel(`Games won by ${names.get(a)}`).fill('1');
    await dispute.getByLabel('Note').fill('Both agreed after the judge call');
    await dispute.getByRole('button', { name: 'Enter result' }).click();
    const done = page.getByTestId('judge-done').locator(`[data-testid="judge-item"][data-kind="dispute"][data-match="${disputed.matchId}"]`);
    await done.waitFor({ timeout: 30_000 });
    expect(await done.getByTestId('judge-resolution').textContent()).toMatch(new RegExp(`^Result entered by judge, .+: ${names.get(a)} 1 – ${names.get(b)} 0, 0 drawn \\(Both agreed after the judge call\\)$`));
    expect(await open.locator('[data-kind="dispute"]').count()).toBe(0);
    const round = (await call(platform, 'GET', `/api/tournaments/${tournamentId}/rounds/1`)).json;
    expect(round.pairings.find((p: Pairing) => p.matchId === disputed.matchId).result).toMatchObject({ status: 'final', wins: { [a]: 1, [b]: 0 } });
    await page.screenshot({ path: join(SHOTS, 'judge-queue.png'), fullPage: true });
    await context.close();
  });

  it('CR 6.3.3 shows the flagged game\'s rule text beside its number, and its seq opens the replay at that action', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${platform.base}/tournaments/${tournamentId}/rounds/1/matches/${cheated.matchId}`);
    const [a, b] = cheated.players as [string, string];
    await page.getByTestId('match').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('match').locator('h2').textContent()).toBe(`Round 1, table ${cheated.table}: ${names.get(a)} vs ${names.get(b)}`);
    const section = page.locator(`section[data-game-id="${flaggedGameId}"]`);
    const ruleText = section.getByTestId('rule-text').first();
    await ruleText.waitFor({ timeout: 30_000 });
    const rules = await call(platform, 'GET', '/api/rules/chaotic?keys=6.3.3');
    expect(await ruleText.textContent()).toBe(rules.json.rules[0].text);

    await section.getByTestId('violation-seq').first().click();
    const replay = section.getByTestId('replay');
    await replay.locator(`.replay-frame[data-step="${cheat.seq}"]`).waitFor({ timeout: 30_000 });
    expect(await replay.getByTestId('step-violation').first().textContent()).toMatch(/breaks CR 6\.3\.3 \(chaotic\/no-such-space\)/);
    await section.getByTestId('audit').screenshot({ path: join(SHOTS, 'match-rule-text.png') });
    await context.close();
  });
});
