import type { Pairing } from '@arbiter/api-contract';
import { loadChaoticCards, loadStarterDecks } from '@arbiter/chaotic';
import { registeredGames } from '@arbiter/platform';
import { ActionEnvelope, AnyGameModule, playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, Locator, Page } from 'playwright-core';
import { organizerAccessToken } from '../support/accounts';
import { DESKTOP, launchChromium, PHONE } from './support/browser';
import { call, eventually, Platform, recordBotGame, startPlatform } from './support/games-platform';

// A real api, worker, PostgreSQL, Redis and browser: generous, on a shared 2-core machine.
jest.setTimeout(240_000);

// UPDATE_SCREENSHOTS=1 refreshes docs/screenshots/; otherwise they go to a scratch folder.
const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(__dirname, '../../docs/screenshots') : join(tmpdir(), 'arbiter-replay-shots');

const games = registeredGames();

/** What a creature's space on the board says, from the api's view of it. */
interface CreatureFigures {
  uid: number;
  space: number | null;
  damage: number;
  elements: string[];
  energy: number;
  stats: Record<'courage' | 'power' | 'wisdom' | 'speed', number>;
}

describe('the replay viewer in Chromium', () => {
  let platform: Platform;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    platform = await startPlatform('replay');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  /** Events are created by a signed-in organizer: one account for this file, signed up on first use. */
  let creator: Promise<string> | undefined;
  const creatorToken = (): Promise<string> => (creator ??= organizerAccessToken(platform.base));
  const post = async (path: string, body: unknown, token?: string): Promise<any> => {
    const res = await call(platform, 'POST', path, { body, token });
    if (res.status >= 300) throw new Error(`POST ${path} → ${res.status} ${res.text}`);
    return res.json;
  };
  /** The replay viewer alone (the match page above it has its own screenshot). */
  const shoot = (replay: Locator, name: string) => replay.screenshot({ path: join(SHOTS, `${name}.png`) });

  /** A one-round tournament of `game` with two players registered (names `names`), round 1 paired. */
  const cup = async (game: string, format: string, names: readonly [string, string], decks: readonly [unknown, unknown]) => {
    const { tournamentId, organizerToken } = await post('/api/tournaments', { name: `${names[0]} and ${names[1]}`, game, format, structure: 'swiss', rounds: 1, bestOf: 1, seed: 9 }, await creatorToken());
    const tokens = new Map<string, string>();
    const deckOf = new Map<string, unknown>();
    for (const [i, name] of names.entries()) {
      const { playerId, token } = await post(`/api/tournaments/${tournamentId}/players`, { name, deck: decks[i] }, organizerToken);
      tokens.set(playerId, token);
      deckOf.set(playerId, decks[i]);
    }
    await post(`/api/tournaments/${tournamentId}/rounds`, {}, organizerToken);
    const [pairing] = await eventually(async () => {
      const res = await call(platform, 'GET', `/api/tournaments/${tournamentId}/rounds/1`);
      return res.status === 200 && res.json.status === 'open' && res.json.pairings.length > 0 ? (res.json.pairings as Pairing[]) : undefined;
    }, 30_000, 'round 1 pairings');
    return { tournamentId, organizerToken, tokens, deckOf, pairing, players: pairing.players as [string, string] };
  };

  /** Uploads a log for the match and waits for its audit. */
  const upload = async (tournamentId: string, matchId: string, token: string, ndjson: string): Promise<string> => {
    const res = await call(platform, 'POST', `/api/tournaments/${tournamentId}/matches/${matchId}/logs`, { token, raw: ndjson });
    expect(res.status).toBe(202);
    const gameId: string = res.json.gameId;
    await eventually(async () => ((await call(platform, 'GET', `/api/games/${gameId}/audit`)).status === 200 ? true : undefined), 60_000, 'the audit');
    return gameId;
  };

  /** The match page with the game's replay opened at its set-up. */
  const openReplay = async (page: Page, tournamentId: string, matchId: string, gameId: string): Promise<Locator> => {
    await page.goto(`${platform.base}/tournaments/${tournamentId}/rounds/1/matches/${matchId}`);
    const replay = page.locator(`section[data-game-id="${gameId}"]`).getByTestId('replay');
    await replay.locator('summary').click();
    await replay.locator('.replay-frame[data-step="0"]').waitFor({ timeout: 30_000 });
    return replay;
  };
  const atStep = (replay: Locator, seq: number) => replay.locator(`.replay-frame[data-step="${seq}"]`).waitFor({ timeout: 30_000 });
  const view = async (gameId: string, seq: number, token?: string): Promise<any> => {
    const res = await call(platform, 'GET', `/api/games/${gameId}/replay?from=${seq}&to=${seq}`, { token });
    expect(res.status).toBe(200);
    return res.json.steps[0].view;
  };
  /** A creature's figures as its space shows them: disciplines, energy less damage, elements. */
  const figures = (c: CreatureFigures) => [
    `C ${c.stats.courage}P ${c.stats.power}W ${c.stats.wisdom}S ${c.stats.speed}`,
    `E ${c.energy}${c.damage > 0 ? ` −${c.damage} dmg → ${Math.max(0, c.energy - c.damage)}` : ''}`,
    c.elements.length ? c.elements.join(' ') : 'no elements',
  ];
  const shown = async (replay: Locator, uid: number) => {
    const creature = replay.locator(`[data-testid="creature"][data-uid="${uid}"]`);
    return Promise.all(['disciplines', 'energy', 'elements'].map(async (id) => (await creature.getByTestId(id).textContent()) ?? ''));
  };

  describe('a Chaotic game recorded live', () => {
    let t: Awaited<ReturnType<typeof cup>>;
    let gameId: string;
    let total: number;

    beforeAll(async () => {
      const starters = loadStarterDecks(loadChaoticCards());
      t = await cup('chaotic', 'apprentice', ['Maxxor', 'Chaor'], [starters.OverWorld, starters.UnderWorld]);
      const game = await recordBotGame(platform, {
        tournamentId: t.tournamentId, matchId: t.pairing.matchId, players: t.players, tokenOf: (p) => t.tokens.get(p)!, official: t.organizerToken,
      });
      gameId = game.gameId;
      total = game.actions.length;
    });

    it('CR 2.1.2 steps with the arrow keys, Home and End, each creature with its disciplines, energy, damage and elements', async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      const replay = await openReplay(page, t.tournamentId, t.pairing.matchId, gameId);
      expect(await replay.getByTestId('replay-step').textContent()).toBe(`Step 0 of ${total}`);
      expect(await replay.getByTestId('replay-action').textContent()).toBe('Set-up: before the first action.');

      await replay.locator('.replay-frame').focus();
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await atStep(replay, 3);
      expect(await replay.getByTestId('replay-action').textContent()).toMatch(/^Action 3 · (Maxxor|Chaor): \S+/);
      await page.keyboard.press('ArrowLeft');
      await atStep(replay, 2);
      await page.keyboard.press('End');
      await atStep(replay, total);
      expect(await replay.getByTestId('replay-step').textContent()).toBe(`Step ${total} of ${total}`);
      await page.keyboard.press('ArrowRight'); // past the end stays at the end
      await page.keyboard.press('Home');
      await atStep(replay, 0);
      await page.keyboard.press('ArrowLeft');
      await atStep(replay, 0);

      // Midway, every creature on the board shows the figures of the engine's view at that step.
      const middle = Math.floor(total / 2);
      await replay.getByRole('slider').fill(String(middle));
      await atStep(replay, middle);
      const expected = (await view(gameId, middle)).creatures as CreatureFigures[];
      const onBoard = expected.filter((c) => c.space !== null);
      expect(onBoard.length).toBeGreaterThan(0);
      for (const creature of onBoard) expect([creature.uid, ...(await shown(replay, creature.uid))]).toEqual([creature.uid, ...figures(creature)]);
      expect(await replay.locator('[data-testid="creature"]').count()).toBe(onBoard.length);

      // The public sees no hand: only how many cards each holds.
      expect(await replay.getByTestId('replay-viewer').textContent()).toMatch(/^Seen as the public/);
      for (const seat of [0, 1]) expect(await replay.getByTestId(`zones-${seat}`).getByTestId('attack-hand').textContent()).toMatch(/^\d+ cards?, hidden$/);
      await context.close();
    });

    it('CR 4.2.4 shows an organizer both hands and the decks in order, a player only their own hand', async () => {
      const context = await browser.newContext({ viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(`${platform.base}/tournaments/${t.tournamentId}`);
      await page.evaluate(([key, token]) => localStorage.setItem(key, token), [`arbiter.organizerToken.${t.tournamentId}`, t.organizerToken]);
      const replay = await openReplay(page, t.tournamentId, t.pairing.matchId, gameId);
      expect(await replay.getByTestId('replay-viewer').textContent()).toMatch(/^Seen as an official/);
      await replay.locator('.replay-frame').focus();
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      await atStep(replay, 6);
      const judged = await view(gameId, 6, t.organizerToken);
      for (const seat of [0, 1]) {
        const hand = replay.getByTestId(`zones-${seat}`).getByTestId('attack-hand');
        expect(await hand.locator('li').count()).toBe(judged.zones[seat].attackHand.length);
        expect(await hand.textContent()).not.toContain('hidden');
        expect(await replay.getByTestId(`zones-${seat}`).locator('details summary').first().textContent()).toBe(`${judged.zones[seat].attackDeckCount} cards (top first)`);
      }
      await shoot(replay, 'replay-desktop');
      await context.close();

      // A player who gives their token sees their own hand, and the opponent's only as a count.
      const [first, second] = t.players;
      const names = new Map(((await call(platform, 'GET', `/api/tournaments/${t.tournamentId}`)).json.players as { playerId: string; name: string }[]).map((p) => [p.playerId, p.name]));
      const visitor = await browser.newContext({ viewport: DESKTOP });
      const seen = await openReplay(await visitor.newPage(), t.tournamentId, t.pairing.matchId, gameId);
      await seen.getByLabel('See it with your token (player or judge)').fill(t.tokens.get(first)!);
      await seen.getByRole('button', { name: 'See as this token' }).click();
      await seen.getByTestId('replay-viewer').filter({ hasText: `Seen as ${names.get(first)}:` }).waitFor();
      await atStep(seen, 0);
      expect(await seen.getByTestId('zones-0').getByTestId('attack-hand').locator('li').count()).toBeGreaterThan(0);
      expect(await seen.getByTestId('zones-1').getByTestId('attack-hand').textContent()).toMatch(/^\d+ cards?, hidden$/);
      await visitor.close();

      // Over the api, a player's steps carry their own hand and never the opponent's.
      const mine = await view(gameId, 6, t.tokens.get(first));
      expect(mine.zones.map((z: { attackHand?: string[] }) => z.attackHand !== undefined)).toEqual([true, false]);
      expect(mine.zones[0].attackHand).toEqual(judged.zones[0].attackHand);
      expect(JSON.stringify(mine)).not.toContain('"judge"');
      const theirs = await view(gameId, 6, t.tokens.get(second));
      expect(theirs.zones.map((z: { attackHand?: string[] }) => z.attackHand !== undefined)).toEqual([false, true]);
    });

    it('answers a window it cannot serve, an unknown game and a game waiting for seeds with problems that say why', async () => {
      const wide = await call(platform, 'GET', `/api/games/${gameId}/replay?from=0&to=100`);
      expect([wide.status, wide.json.code, wide.json.detail]).toEqual([400, 'games/replay-window-invalid', 'Replay window: at most 100 steps per request, not 101 (steps 0 to 100).']);
      const past = await call(platform, 'GET', `/api/games/${gameId}/replay?from=${total + 1}`);
      expect([past.status, past.json.detail]).toEqual([400, `Replay window: "from" is ${total + 1}, past the last step of this game (${total}).`]);
      const unknown = await call(platform, 'GET', '/api/games/00000000-0000-4000-8000-000000000000/replay');
      expect([unknown.status, unknown.json.code]).toEqual([404, 'games/game-unknown']);
      const commitments = Object.fromEntries(t.players.map((p) => [p, 'a'.repeat(64)]));
      const { gameId: waiting } = await post(`/api/tournaments/${t.tournamentId}/matches/${t.pairing.matchId}/games`, { mode: 'digital', seedCommitments: commitments }, t.organizerToken);
      const pending = await call(platform, 'GET', `/api/games/${waiting}/replay`, { token: t.organizerToken });
      expect([pending.status, pending.json.code]).toEqual([409, 'games/seeds-pending']);
    });
  });

  describe('an uploaded Masters log with one cheat', () => {
    const chaotic = games.get('chaotic');
    let t: Awaited<ReturnType<typeof cup>>;
    let gameId: string;
    let cheat: ActionEnvelope;
    let attestedSeqs: number[];

    beforeAll(async () => {
      const rng = new SeededRng(rngStateFromSeed(6));
      t = await cup('chaotic', 'masters', ['Kaz', 'Lio'], [chaotic.decks.random('masters', rng), chaotic.decks.random('masters', rng)]);
      const decks = t.players.map((p) => chaotic.decks.fromCardIds(chaotic.decks.cardIds(t.deckOf.get(p))));
      // The first of these games that ends and reaches card text the engine does not automate (attested).
      const match = Array.from({ length: 40 }, (_, i) => i + 1)
        .map((seed) => playBotMatch(chaotic, { format: 'masters', decks, seed, players: t.players, matchId: t.pairing.matchId }))
        .find((m) => m.outcome !== null && m.actions.some((a) => a.type === 'attest'));
      expect(match).toBeDefined();
      attestedSeqs = match!.actions.filter((a) => a.type === 'attest').map((a) => a.seq);
      // One move sent to a space the battleboard does not have.
      const index = match!.actions.findIndex((a, i) => i > 0 && a.type === 'move');
      cheat = match!.actions[index];
      const actions = match!.actions.map((a, i) => (i === index ? { ...a, payload: { ...(a.payload as object), to: 99 } } : a));
      gameId = await upload(t.tournamentId, t.pairing.matchId, t.tokens.get(t.players[0])!, toNdjson(match!.header, actions, match!.trailer));
    });

    it('CR 6.3.3 jumps to the violation, the board left as it was, and to each attested effect, on a phone without sideways scrolling', async () => {
      const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const page = await phone.newPage();
      const replay = await openReplay(page, t.tournamentId, t.pairing.matchId, gameId);
      const violations = replay.getByTestId('replay-violations').locator('li');
      expect(await violations.first().textContent()).toBe(`Action ${cheat.seq} · CR 6.3.3: ${(await call(platform, 'GET', `/api/games/${gameId}/audit`)).json.violations[0].message}`);
      await violations.first().getByRole('button').click();
      await atStep(replay, cheat.seq);
      expect(await replay.getByTestId('step-violation').first().textContent()).toMatch(/^Not applied: breaks CR 6\.3\.3 \(chaotic\/no-such-space\): /);
      expect(await view(gameId, cheat.seq)).toEqual(await view(gameId, cheat.seq - 1));

      // Masters: battlegear and mugic counters on each creature, the burst, the mugic hands.
      expect(await replay.getByTestId('gear').count()).toBeGreaterThan(0);
      expect(await replay.getByTestId('mugic-counters').count()).toBeGreaterThan(0);
      expect(await replay.getByTestId('burst').count()).toBe(1);
      expect(await replay.getByTestId('zones-0').getByTestId('mugic-hand').textContent()).toMatch(/^\d+ cards?, hidden$/);

      const attested = replay.getByTestId('replay-attested').getByRole('button');
      expect(await attested.allTextContents()).toEqual(attestedSeqs.map((seq) => `Action ${seq}`));
      await attested.last().click();
      await atStep(replay, attestedSeqs[attestedSeqs.length - 1]);
      expect(await replay.getByTestId('step-attested').first().textContent()).toMatch(/^Attested: /);

      const widths = (await page.evaluate('({ scroll: document.documentElement.scrollWidth, view: window.innerWidth })')) as { scroll: number; view: number };
      expect(widths.scroll).toBeLessThanOrEqual(widths.view);
      await violations.first().getByRole('button').click();
      await atStep(replay, cheat.seq);
      await shoot(replay, 'replay-phone');
      await phone.close();
    });
  });

  describe('every registered game replays', () => {
    for (const [game, listShown] of [['wars', 'view-piles'], ['lightseekers', 'view-players']] as const) {
      it(`${game}: the generic board shows each player's piles at every step`, async () => {
        const module: AnyGameModule = games.get(game);
        const format = module.formats.default;
        const rng = new SeededRng(rngStateFromSeed(4));
        const t = await cup(game, format, ['Ro', 'Sia'], [module.decks.random(format, rng), module.decks.random(format, rng)]);
        const decks = t.players.map((p) => module.decks.fromCardIds(module.decks.cardIds(t.deckOf.get(p))));
        const match = playBotMatch(module, { format, decks, seed: 3, players: t.players, matchId: t.pairing.matchId, maxActions: 120 });
        const gameId = await upload(t.tournamentId, t.pairing.matchId, t.tokens.get(t.players[0])!, toNdjson(match.header, match.actions, match.trailer));

        const context = await browser.newContext({ viewport: DESKTOP });
        const page = await context.newPage();
        const replay = await openReplay(page, t.tournamentId, t.pairing.matchId, gameId);
        await replay.locator('.replay-frame').focus();
        await page.keyboard.press('End');
        await atStep(replay, match.actions.length);
        const piles = replay.getByTestId('generic-board').getByTestId(listShown);
        expect((await piles.locator('h5').allTextContents()).sort()).toEqual(['Ro', 'Sia']);
        // Hidden hands show as counts to the public.
        expect(await piles.textContent()).toMatch(/\d+ cards?, hidden/);
        await shoot(replay, `replay-${game}`);
        await context.close();
      });
    }
  });
});
