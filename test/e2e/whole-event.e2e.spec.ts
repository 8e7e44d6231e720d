import type { Pairing, Round } from '@arbiter/api-contract';
import { registeredGames } from '@arbiter/platform';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Page } from 'playwright-core';
import { DESKTOP, PHONE } from './support/browser';
import { BrowserPlatform, startBrowserPlatform } from './support/browser-platform';
import { textMatching, until } from './support/waits';

jest.setTimeout(600_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-event-shots');
const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jo', 'Kit', 'Lu'];

/**
 * A whole paper event as a store organizer runs it, driven only through the browser: sign up,
 * create a 12-player best-of-3 Swiss with a top 4 and check-in, import the players by CSV, check
 * them in, run three rounds where table 1's players report from their phones (through their
 * personal links) and one dispute goes to a judge invited by link, correct an earlier round,
 * give a game loss, print pairings by name, run the top 4 and finish. A signed-out visitor
 * follows standings and pairings and sees no decklist until the organizer publishes them.
 */
describe('a whole event in the browser: organizer, players on phones, a judge', () => {
  let platform: BrowserPlatform;
  let base: string;
  let tournamentId: string;
  let organizer: Page;
  let judge: Page;
  const phones = new Map<string, Page>();
  const chaotic = registeredGames().get('chaotic');
  const rng = new SeededRng(rngStateFromSeed(12));

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    platform = await startBrowserPlatform('whole-event');
    base = platform.base;
  });
  afterAll(async () => platform?.stop());

  const device = (viewport = PHONE): Promise<Page> => platform.device(viewport);
  /** What the test reads to know who sits where (the pages act; the api only tells the test the draw). */
  const round = async (n: number): Promise<Round> => until(`round ${n} paired`, async () => {
    const res = await fetch(`${base}/api/tournaments/${tournamentId}/rounds/${n}`);
    const body = (await res.json()) as Round;
    return res.ok && body.status !== 'pairing' ? body : undefined;
  });
  const nameOf = async (playerId: string | null): Promise<string> => {
    const summary = (await (await fetch(`${base}/api/tournaments/${tournamentId}`)).json()) as { players: { playerId: string; name: string }[] };
    return summary.players.find((p) => p.playerId === playerId)?.name ?? 'Bye';
  };
  const status = () => organizer.getByTestId('organizer-status');
  const done = (label: string | RegExp) => textMatching(status(), label instanceof RegExp ? label : `${label}: done.`);
  /** The organizer's one next step, by its button. */
  const step = async (button: string, heading?: string) => {
    if (button === 'Finish the event') organizer.once('dialog', (dialog) => void dialog.accept());
    await organizer.getByRole('button', { name: button }).click();
    if (heading) await organizer.getByRole('heading', { name: heading }).waitFor({ timeout: 60_000 });
  };
  /**
   * The organizer enters a table's result on the results board. A click that lands while the
   * board redraws for the previous result (the live feed) is lost, as it would be for a person,
   * who clicks again: so does this, up to three times.
   */
  const enter = async (r: number, pairing: Pairing, winsA: number, winsB: number) => {
    const [a, b] = [await nameOf(pairing.players[0]), await nameOf(pairing.players[1])];
    for (let attempt = 1; ; attempt++) {
      await organizer.getByLabel(`Games won by ${a}, table ${pairing.table}`).fill(String(winsA));
      await organizer.getByLabel(`Games won by ${b}, table ${pairing.table}`).fill(String(winsB));
      await organizer.locator(`tr[data-match-id="${pairing.matchId}"]`).getByRole('button').click();
      try {
        await textMatching(status(), `Result for table ${pairing.table} of round ${r}: done.`, 5_000);
        return;
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  };
  /** A player's phone, signed into their seat by the personal link the organizer hands out. */
  const phoneOf = async (name: string): Promise<Page> => {
    const known = phones.get(name);
    if (known) return known;
    await organizer.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('button', { name: 'Personal link' }).click();
    const link = organizer.getByTestId('seat-link');
    await textMatching(link, `${name}'s personal link`);
    const url = (await link.locator('code').textContent())!;
    const phone = await device(PHONE);
    await phone.goto(url);
    await phone.getByRole('heading', { name }).waitFor();
    phones.set(name, phone);
    return phone;
  };

  it('the organizer signs up and creates a 12-player best-of-3 Swiss with a top 4 and check-in', async () => {
    organizer = await device(DESKTOP);
    await organizer.goto(`${base}/signup?next=/new`);
    await organizer.getByLabel('Email').fill('owner@cardshop.example');
    await organizer.getByLabel('Your name (as on pairings)').fill('Olive');
    await organizer.getByLabel('Password (at least 10 characters)').fill('open every friday night');
    await organizer.getByRole('button', { name: 'Create account' }).click();
    await organizer.getByLabel('Event name').fill('Store Championship');
    await organizer.getByLabel('Format').selectOption('masters');
    await organizer.getByLabel('Swiss or pod rounds').fill('3');
    await organizer.getByLabel('Top cut (Swiss)').selectOption('4');
    await organizer.getByLabel('Matches are').selectOption('3');
    await organizer.getByLabel('Players must check in before round 1').check();
    await organizer.screenshot({ path: join(SHOTS, 'create-event.png'), fullPage: true });
    await organizer.getByRole('button', { name: 'Create event' }).click();
    await organizer.waitForURL(/\/organizer$/);
    tournamentId = decodeURIComponent(new URL(organizer.url()).pathname.split('/')[2]);
    expect(await textMatching(organizer.getByTestId('phase'), '3 Swiss rounds, then a top 4.')).toContain('top 4');
  });

  it('imports the players by CSV (a bad line refused by its number, nothing registered), warns of a duplicate name, and checks everyone in', async () => {
    const deckCell = (deck: unknown) => `"${JSON.stringify(deck).replace(/"/g, '""')}"`;
    const bad = `name,deck\nAda,${deckCell(chaotic.decks.random('masters', rng))}\nBo,${deckCell({ cards: ['no-such-card'] })}\n`;
    await organizer.getByLabel('or paste it').fill(bad);
    await organizer.getByRole('button', { name: 'Import' }).click();
    expect(await textMatching(status(), /Import players failed.*Line 3: The deck breaks.*unknown card "no-such-card"/)).toMatch(/Line 3/);
    expect(await textMatching(organizer.getByRole('heading', { name: /^Players/ }), 'Players (0)')).toBe('Players (0)');

    const csv = ['name,deck', ...NAMES.map((name) => `${name},${deckCell(chaotic.decks.random('masters', rng))}`)].join('\n');
    await organizer.getByLabel('or paste it').fill(csv);
    await organizer.getByRole('button', { name: 'Import' }).click();
    expect(await done(/Import players: done. 12 players registered./)).toContain('12 players');
    await organizer.getByRole('heading', { name: 'Players (12)' }).waitFor();
    expect(await organizer.getByTestId('decks-legal').textContent()).toBe('Every deck here was checked legal for masters when it was registered.');
    await organizer.getByLabel('Name', { exact: true }).fill('ada');
    expect(await textMatching(organizer.getByTestId('duplicate-names'), '“ada” is already registered')).toContain('already registered');
    await organizer.getByLabel('Name', { exact: true }).fill('');

    for (const name of NAMES) {
      await organizer.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('button', { name: 'Check in' }).click();
      await done(`Check in ${name}`);
    }
    expect(await until('every check-in button gone', async () => (await organizer.getByRole('button', { name: 'Check in' }).count()) === 0)).toBe(true);
    expect(await organizer.getByLabel('or paste it').inputValue()).toBe(''); // imported: the pasted text is not kept
  });

  it('invites a judge, who signs up from the link', async () => {
    await organizer.getByRole('button', { name: 'Invite a judge' }).click();
    const url = (await organizer.getByTestId('invitation-url').textContent())!;
    judge = await device(DESKTOP);
    await judge.goto(`${base}/signup?next=${encodeURIComponent(new URL(url).pathname)}`);
    await judge.getByLabel('Email').fill('judge@cardshop.example');
    await judge.getByLabel('Your name (as on pairings)').fill('Jude');
    await judge.getByLabel('Password (at least 10 characters)').fill('level one certified');
    await judge.getByRole('button', { name: 'Create account' }).click();
    await judge.getByRole('button', { name: 'Join as judge (Jude)' }).click();
    await judge.waitForURL(/\/judge$/);
    expect(await textMatching(judge.getByTestId('judge-open'), 'Nothing waits for a judge.')).toContain('Nothing waits');
  });

  it('runs three Swiss rounds: table 1 reports from phones (round 2 disputed and settled by the judge), the organizer enters the rest, corrects round 1 and gives a game loss', async () => {
    for (let r = 1; r <= 3; r++) {
      await step(`Start round ${r}`, `Round ${r} (open)`);
      const pairings = [...(await round(r)).pairings].sort((x, y) => x.table - y.table);
      const [first, ...rest] = pairings;
      const [a, b] = [await nameOf(first.players[0]), await nameOf(first.players[1])];
      const reporter = await phoneOf(a);
      const opponent = await phoneOf(b);
      await textMatching(reporter.getByTestId('my-table'), `Table 1 · against ${b}`);
      await reporter.getByLabel('Games I won').fill('2');
      await reporter.getByLabel(`Games ${b} won`).fill('1');
      await reporter.getByRole('button', { name: 'Report result' }).click();
      await textMatching(opponent.getByTestId('my-table'), `Your opponent reported: ${b} 1 – 2 ${a}`);
      if (r === 2) {
        await opponent.getByLabel('Or dispute it: what happened?').fill('I won game 3');
        await opponent.getByRole('button', { name: 'Dispute' }).click();
        expect(await textMatching(organizer.getByTestId('results'), `Disputed — ${b}: “I won game 3”`)).toContain('I won game 3');
        await judge.reload();
        const item = judge.locator(`[data-testid="judge-item"][data-kind="dispute"][data-match="${first.matchId}"]`);
        await item.waitFor();
        await item.getByLabel(`Games won by ${a}`).fill('1');
        await item.getByLabel(`Games won by ${b}`).fill('2');
        await item.getByLabel('Note').fill('Game 3 went to time; both agreed on the count');
        await item.getByRole('button', { name: 'Enter result' }).click();
        await judge.getByTestId('judge-done').locator(`[data-match="${first.matchId}"]`).waitFor();
        expect(await textMatching(opponent.getByTestId('my-table'), `Final: ${b} 2 – 1 ${a}`)).toContain('Final');
        await opponent.screenshot({ path: join(SHOTS, 'my-seat-phone.png'), fullPage: true });
      } else {
        await opponent.getByRole('button', { name: 'Confirm' }).click();
        await textMatching(opponent.getByTestId('my-table'), `Final: ${b} 1 – 2 ${a}`);
      }
      for (const pairing of rest) await enter(r, pairing, 2, 0);
      expect(await textMatching(organizer.getByTestId('results-summary'), '6 confirmed')).toBe('6 confirmed');
      if (r === 3) {
        await organizer.getByLabel('Player to penalise').selectOption({ label: a });
        await organizer.getByLabel('Penalty').selectOption('game-loss');
        await organizer.getByLabel('Reason (the infraction)').fill('Drew an extra card');
        await organizer.getByRole('button', { name: 'Issue penalty' }).click();
        await done(`Game loss for ${a}`);
        await organizer.screenshot({ path: join(SHOTS, 'organizer-results-board.png'), fullPage: true });
      }
      await step(`End round ${r}`, `Round ${r} (closed)`);
      if (r === 2) {
        // Round 1, table 2 was entered the wrong way round.
        await organizer.getByLabel('Round to show').selectOption('1');
        await organizer.getByRole('table', { name: 'Round 1 results' }).waitFor();
        const table2 = (await round(1)).pairings.find((p) => p.table === 2)!;
        await enter(1, table2, 0, 2);
        const corrected = (await round(1)).pairings.find((p) => p.table === 2)!;
        expect(corrected.result).toMatchObject({ status: 'final', wins: { [table2.players[0]!]: 0, [table2.players[1]!]: 2 } });
      }
    }
  });

  it('prints the pairings by name, runs the top 4 and finishes; nothing is left to start', async () => {
    await organizer.getByRole('link', { name: 'Pairings by name' }).click();
    await organizer.getByRole('heading', { name: 'Store Championship — Round 3' }).waitFor();
    // Every player once, A to Z: the sheet for the wall.
    const listed = (await organizer.locator('table tbody tr > :first-child').allTextContents()).map((t) => t.trim());
    expect(listed).toEqual([...NAMES].sort());
    await organizer.screenshot({ path: join(SHOTS, 'pairings-by-name.png'), fullPage: true });
    await organizer.goto(`${base}/tournaments/${encodeURIComponent(tournamentId)}/organizer`);

    await step('Start the top 4');
    for (const [r, tables] of [[4, 2], [5, 1]] as const) {
      await step(`Start round ${r}`, `Round ${r} (open)`);
      const pairings = (await round(r)).pairings;
      expect(pairings).toHaveLength(tables);
      for (const pairing of pairings) await enter(r, pairing, 2, 1);
      await step(`End round ${r}`, `Round ${r} (closed)`);
    }
    await step('Finish the event');
    expect(await textMatching(organizer.getByTestId('phase'), /This event is complete. Winner: \w+\./)).toMatch(/Winner/);
    expect(await organizer.getByRole('button', { name: /Start|End round|Finish|Issue penalty|Drop player|Register player/ }).count()).toBe(0);
  });

  it('a signed-out visitor follows standings and pairings, and reads no decklist until they are published', async () => {
    const visitor = await device(PHONE);
    await visitor.goto(`${base}/tournaments/${encodeURIComponent(tournamentId)}`);
    expect(await textMatching(visitor.locator('table'), 'Lu')).toContain('Lu');
    const final = (await round(5)).pairings[0];
    await visitor.goto(`${base}/tournaments/${encodeURIComponent(tournamentId)}/rounds/5`);
    expect(await textMatching(visitor.locator('table'), await nameOf(final.players[0]))).toContain(await nameOf(final.players[1]));
    const exportText = async () => {
      await visitor.goto(`${base}/api/tournaments/${encodeURIComponent(tournamentId)}/export`);
      return (await visitor.locator('body').textContent()) ?? '';
    };
    expect(await exportText()).toContain('"withheld":true');
    organizer.once('dialog', (dialog) => void dialog.accept());
    await organizer.getByRole('button', { name: 'Publish decklists' }).click();
    await textMatching(organizer.getByTestId('decklists-status'), 'Decklists are public');
    expect(await exportText()).not.toContain('"withheld":true');
  });
});
