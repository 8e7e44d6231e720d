import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser';
import { BrowserPlatform, startBrowserPlatform } from './support/browser-platform';
import { textMatching, until } from './support/waits';

jest.setTimeout(240_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-accounts-shots');

/**
 * Accounts in the browser, driven only through the pages: an organizer signs up and creates
 * an event from the form, invites a judge by link; two players sign up on phones, register
 * themselves with a deck, play round 1 and report and confirm the result from their seat; a
 * player's personal link (QR code) opens their seat on another device; profiles list the event.
 */
describe('accounts, event creation and the player\'s seat in Chromium', () => {
  let platform: BrowserPlatform;
  let base: string;
  const chaotic = registeredGames().get('chaotic');
  const rng = new SeededRng(rngStateFromSeed(33));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    platform = await startBrowserPlatform('accounts-web');
    base = platform.base;
  });
  afterAll(async () => platform?.stop());

  const device = (viewport = PHONE): Promise<Page> => platform.device(viewport);
  /** Signs up through the form the page shows after a "Sign in" link. */
  const signUpFrom = async (page: Page, name: string, email: string): Promise<void> => {
    await page.getByRole('link', { name: 'Create one' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Your name (as on pairings)').fill(name);
    await page.getByLabel('Password (at least 10 characters)').fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Create account' }).click();
  };

  let tournamentId: string;
  let organizer: Page;
  let ada: Page;
  let bo: Page;

  it('an organizer signs up and creates an event from the form', async () => {
    organizer = await device(DESKTOP);
    await organizer.goto(`${base}/new`);
    // Signed out, the form sends them to sign in first, and back afterwards.
    await organizer.getByRole('heading', { name: 'Sign in' }).waitFor();
    await organizer.getByRole('link', { name: 'Create one' }).click();
    await organizer.getByLabel('Email').fill('olive@store.example');
    await organizer.getByLabel('Your name (as on pairings)').fill('Olive');
    await organizer.getByLabel('Password (at least 10 characters)').fill('a long enough passphrase');
    await organizer.getByRole('button', { name: 'Create account' }).click();

    await organizer.getByRole('heading', { name: 'Create an event' }).waitFor();
    expect(await textMatching(organizer.getByTestId('account-link'), 'My events (Olive)')).toContain('My events (Olive)');
    await organizer.getByLabel('Event name').fill('Kiru Store Night');
    await organizer.getByLabel('Game').selectOption('chaotic');
    await organizer.getByLabel('Format').selectOption('masters');
    await organizer.getByLabel('Swiss or pod rounds').fill('2');
    await organizer.getByLabel('Top cut (Swiss)').selectOption('0');
    await organizer.getByLabel('Matches are').selectOption('1');
    await organizer.screenshot({ path: join(SHOTS, 'first-event-after-sign-up.png'), fullPage: true });
    await organizer.getByRole('button', { name: 'Create event' }).click();
    await organizer.waitForURL(/\/tournaments\/[^/]+\/organizer$/);
    tournamentId = decodeURIComponent(new URL(organizer.url()).pathname.split('/')[2]);
    // The account is the organizer: no token to paste.
    await organizer.getByRole('heading', { name: 'Players (0)' }).waitFor();
    expect(await organizer.getByRole('textbox', { name: 'Organizer token' }).count()).toBe(0);
  });

  it('the organizer invites a judge by link; the judge, refused an email already taken, signs up from it and lands on the judge queue', async () => {
    await organizer.getByRole('button', { name: 'Invite a judge' }).click();
    const url = await organizer.getByTestId('invitation-url').textContent();
    expect(url).toMatch(/\/invitations\/[\w-]+$/);
    const judge = await device(DESKTOP);
    await judge.goto(url!);
    await judge.getByRole('heading', { name: 'You are invited to Kiru Store Night' }).waitFor();
    await judge.getByRole('link', { name: 'Sign in or create an account' }).click();
    // An email already taken is refused in words, and the form keeps what was typed.
    await signUpFrom(judge, 'Jude', 'OLIVE@store.example');
    expect(await textMatching(judge.getByRole('alert'), /already exists; sign in instead/)).toMatch(/already exists; sign in instead/);
    await judge.getByLabel('Email').fill('jude@judges.example');
    await judge.getByRole('button', { name: 'Create account' }).click();
    await judge.getByRole('button', { name: 'Join as judge (Jude)' }).click();
    await judge.waitForURL(/\/judge$/);
    // A second use of the link is refused in words.
    const late = await device(DESKTOP);
    await late.goto(url!);
    expect(await textMatching(late.getByRole('alert'), /already been accepted/)).toMatch(/already been accepted/);
  });

  it('two players sign up on their phones and register themselves with a deck; a bad deck is refused in words', async () => {
    const enter = async (name: string, email: string): Promise<Page> => {
      const page = await device(PHONE);
      await page.goto(`${base}/tournaments/${tournamentId}/me`);
      await page.getByRole('link', { name: 'Sign in or create an account' }).click();
      await signUpFrom(page, name, email);
      await page.getByRole('heading', { name: 'Register for this event' }).waitFor();
      return page;
    };
    ada = await enter('Ada', 'ada@players.example');
    await ada.getByLabel(/Your masters deck/).fill('{"cards": ["no-such-card"]}');
    await ada.getByRole('button', { name: 'Register' }).click();
    expect(await textMatching(ada.getByRole('alert'), /deck/i)).toMatch(/deck/i);
    await ada.getByLabel(/Your masters deck/).fill(JSON.stringify(chaotic.decks.random('masters', rng)));
    await ada.getByRole('button', { name: 'Register' }).click();
    await ada.getByRole('heading', { name: 'Ada' }).waitFor();
    await ada.screenshot({ path: join(SHOTS, 'my-seat-registered-phone.png'), fullPage: true });

    bo = await enter('Bo', 'bo@players.example');
    await bo.getByLabel(/Your masters deck/).fill(JSON.stringify(chaotic.decks.random('masters', rng)));
    await bo.getByRole('button', { name: 'Register' }).click();
    await bo.getByRole('heading', { name: 'Bo' }).waitFor();

    await organizer.reload();
    await organizer.getByRole('heading', { name: 'Players (2)' }).waitFor();
  });

  it('round 1: the organizer starts it; Ada sees her table and reports, Bo confirms from his seat', async () => {
    await organizer.getByRole('button', { name: 'Start round 1' }).click();
    await until('the header to show round 1', async () => /round 1/.test((await organizer.locator('.page-header .subtle').textContent()) ?? ''));
    expect(await textMatching(organizer.locator('.page-header .subtle'), /running/)).toMatch(/running/);

    await ada.getByTestId('my-table').waitFor();
    expect(await textMatching(ada.getByTestId('my-table'), 'Table 1 · against Bo')).toContain('Table 1 · against Bo');
    await ada.getByLabel('Games I won').fill('1');
    await ada.getByRole('button', { name: 'Report result' }).click();
    expect(await textMatching(ada.getByTestId('my-table'), 'Waiting for your opponent to confirm', 30_000)).toContain('Waiting for your opponent to confirm');
    const board = organizer.getByTestId('results');
    expect(await textMatching(board, 'Reported by Ada, awaiting confirmation')).toContain('Reported by Ada, awaiting confirmation');

    expect(await textMatching(bo.getByTestId('my-table'), 'Your opponent reported: Bo 0 – 1 Ada', 30_000)).toContain('Your opponent reported: Bo 0 – 1 Ada');
    await bo.screenshot({ path: join(SHOTS, 'my-seat-confirm-phone.png'), fullPage: true });
    await bo.getByRole('button', { name: 'Confirm' }).click();
    expect(await textMatching(bo.getByTestId('my-table'), 'Final: Bo 0 – 1 Ada', 30_000)).toContain('Final: Bo 0 – 1 Ada');
    expect(await textMatching(ada.getByTestId('my-standing'), 'Standing: 1 of 2 · 3 points · 1-0-0', 60_000)).toContain('Standing: 1 of 2 · 3 points · 1-0-0');
    expect(await textMatching(board, 'Confirmed')).toContain('Confirmed');
  });

  it("a player's personal link (QR code) opens their seat on another device without an account", async () => {
    await organizer.getByRole('row', { name: /Bo/ }).getByRole('button', { name: 'Personal link' }).click();
    const link = organizer.getByTestId('seat-link');
    await link.getByRole('img', { name: "QR code of Bo's personal link" }).waitFor({ state: 'visible' });
    expect(await link.getByRole('img', { name: "QR code of Bo's personal link" }).isVisible()).toBe(true);
    const url = (await link.locator('code').textContent())!;
    expect(url).toMatch(/\/seat#[\w-]+\.[\w-]+\.[\w-]+$/);
    const tablet = await device(PHONE);
    await tablet.goto(url);
    await tablet.getByRole('heading', { name: 'Bo' }).waitFor();
    expect(await textMatching(tablet.getByTestId('my-table'), 'Final: Bo 0 – 1 Ada')).toContain('Final: Bo 0 – 1 Ada');
    expect(new URL(tablet.url()).hash).toBe(''); // the token left the address bar
  });

  it('the organizer runs round 2, corrects a result of round 1, gives a penalty, and finishes; controls that no longer apply disappear', async () => {
    await organizer.getByRole('button', { name: 'End round 1' }).click();
    await organizer.getByRole('button', { name: 'Start round 2' }).click();
    await organizer.getByRole('heading', { name: 'Round 2 (open)' }).waitFor();
    expect(await organizer.getByRole('button', { name: 'Start round 3' }).count()).toBe(0);
    // Round 1, already closed: Bo in fact won it.
    await organizer.getByLabel('Round to show').selectOption('1');
    await organizer.getByRole('table', { name: 'Round 1 results' }).waitFor();
    await organizer.getByLabel('Games won by Ada, table 1').fill('0');
    await organizer.getByLabel('Games won by Bo, table 1').fill('1');
    await organizer.getByRole('button', { name: 'Correct' }).click();
    expect(await textMatching(organizer.getByTestId('organizer-status'), 'Result for table 1 of round 1: done.')).toContain('done');
    // A warning, in words, as a judge would log it.
    await organizer.getByLabel('Player to penalise').selectOption({ label: 'Ada' });
    await organizer.getByLabel('Reason (the infraction)').fill('Slow play');
    await organizer.getByRole('button', { name: 'Issue penalty' }).click();
    expect(await textMatching(organizer.getByTestId('organizer-status'), 'Warning for Ada: done.')).toContain('Warning for Ada');
    await organizer.getByLabel('Round to show').selectOption('2');
    await organizer.getByRole('table', { name: 'Round 2 results' }).waitFor();
    await organizer.getByLabel(/Games won by Ada, table/).fill('1');
    await organizer.getByRole('button', { name: 'Enter' }).click();
    expect(await textMatching(organizer.getByTestId('organizer-status'), /Result for table \d of round 2: done/)).toMatch(/done/);
    await organizer.getByRole('button', { name: 'End round 2' }).click();
    organizer.once('dialog', (dialog) => void dialog.accept()); // "Finish the event?"
    await organizer.getByRole('button', { name: 'Finish the event' }).click();
    expect(await textMatching(organizer.getByTestId('phase'), 'This event is complete.')).toContain('This event is complete.');
    expect(await organizer.getByRole('button', { name: /Start round|End round|Finish the event|Issue penalty/ }).count()).toBe(0);
    await organizer.screenshot({ path: join(SHOTS, 'organizer-complete.png'), fullPage: true });
  });

  it("profiles list each account's events with its role and result", async () => {
    await ada.goto(`${base}/me`);
    const events = ada.getByTestId('my-events');
    expect(await textMatching(events, 'Kiru Store Night')).toContain('Kiru Store Night');
    expect(await textMatching(events.getByRole('row', { name: /Kiru Store Night/ }), 'Player')).toContain('Player');
    expect(await textMatching(events.getByRole('row', { name: /Kiru Store Night/ }), '1-1-0 (3 pts)')).toContain('1-1-0 (3 pts)');
    await ada.screenshot({ path: join(SHOTS, 'profile-phone.png'), fullPage: true });
    await organizer.goto(`${base}/me`);
    expect(await textMatching(organizer.getByTestId('my-events').getByRole('row', { name: /Kiru Store Night/ }), 'Organizer')).toContain('Organizer');
    // Signing out leaves the organizer screen asking to sign in.
    await organizer.getByRole('button', { name: 'Sign out' }).click();
    await organizer.goto(`${base}/tournaments/${tournamentId}/organizer`);
    await organizer.getByRole('link', { name: 'Sign in' }).first().waitFor({ state: 'visible' });
    expect(await organizer.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    expect(await organizer.getByTestId('phase').count()).toBe(0);
  });
});
