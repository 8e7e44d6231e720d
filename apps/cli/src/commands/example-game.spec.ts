import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registeredGames } from '@arbiter/platform';
import { raceModule } from '../../../../test/example-game/race-game';
import { runCliWith } from '../../test/run-cli';
import { registerAudit } from './audit.command';
import { registerCards } from './cards.command';
import { registerDeck } from './deck.command';
import { registerPlay } from './play.command';

// The CLI knows no game: with Race registered beside Chaotic, every command takes it.
const games = registeredGames([raceModule]);
const run = (...args: string[]) => runCliWith(games, [registerAudit, registerCards, registerDeck, registerPlay], ...args);
const dir = mkdtempSync(join(tmpdir(), 'arbiter-race-'));
const lines = (file: string) => readFileSync(file, 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

describe('a registered example game through the CLI', () => {
  it('plays a three-player race with the sample decks and audits it VALID', async () => {
    const out = join(dir, 'race.ndjson');
    const played = await run('play', 'race', '--players', '3', '--seed', '4', '--out', out);
    expect(played).toMatchObject({ code: 0, out: expect.stringMatching(/^bot-\d wins \(reached-target\) after \d+ actions\n/) });
    const [header] = lines(out);
    expect(header).toMatchObject({ game: 'race', gameFormat: 'classic', engineVersion: '1', mode: 'digital' });
    expect(header.players).toHaveLength(3);
    const audited = await run('audit', out);
    expect(audited.code).toBe(0);
    expect(audited.out).toMatch(/: match .*: VALID \(\d+ of \d+ actions replayed\)/);
    expect(audited.out).toMatch(/engine outcome: +bot-\d wins \(reached-target\)/);
  });

  it('plays on paper and with random decks in sprint, and both audit VALID', async () => {
    for (const [name, args] of [['paper', ['--mode', 'paper']], ['sprint', ['--format', 'sprint', '--decks', 'random']]] as const) {
      const out = join(dir, `${name}.ndjson`);
      expect((await run('play', 'race', ...args, '--seed', '2', '--out', out)).code).toBe(0);
      expect(await run('audit', out)).toMatchObject({ code: 0, out: expect.stringContaining('VALID') });
    }
  });

  it('refuses a tampered log with the rule it breaks: a step the deck does not hold (race:4.2)', async () => {
    const out = join(dir, 'tampered.ndjson');
    await run('play', 'race', '--format', 'sprint', '--seed', '5', '--out', out);
    const [header, ...rest] = lines(out);
    const at = rest.findIndex((l) => l.type === 'advance');
    rest[at] = { ...rest[at], payload: { by: 3 } };
    writeFileSync(out, [header, ...rest].map((l) => JSON.stringify(l)).join('\n') + '\n');
    const audited = await run('audit', out);
    expect(audited.code).toBe(1);
    expect(audited.out).toContain('INVALID');
    expect(audited.out).toMatch(/seq 1 +rule race:4\.2 +race\/step-not-in-deck +bot-\d has no step-3 in their deck/);
  });

  it('checks a race deck and a race card file', async () => {
    const deck = join(dir, 'deck.json');
    writeFileSync(deck, JSON.stringify(['step-1', 'step-3']));
    expect(await run('deck', 'check', 'race', deck)).toEqual({ out: 'legal in classic\n', code: 0 });
    expect(await run('deck', 'check', 'race', deck, '--format', 'sprint')).toEqual({ out: 'rule format:sprint  race/banned  step-3 is banned in sprint\n1 violations in sprint\n', code: 1 });
    const cards = join(dir, 'cards.json');
    writeFileSync(cards, JSON.stringify([{ id: 'step-1', name: 'One Step', type: 'step' }, { id: 'step-7', name: 'Seven', type: 'step' }]));
    expect(await run('cards', 'check', 'race', cards)).toEqual({ out: '2 cards, 1 errors\nrow 1: "id" must be one of step-1, step-2, step-3\n', code: 1 });
    expect(await run('cards', 'coverage', 'race')).toMatchObject({ code: 0, out: expect.stringContaining('Race card text automated: 3/3 (100.0%)') });
  });

  it('refuses an unknown game, naming the registered ones, and a player count the game does not seat', async () => {
    expect(await run('play', 'netrunner')).toEqual({ out: `unknown game "netrunner"; the registered games are: ${games.ids().join(', ')}`, code: 2 });
    expect(await run('deck', 'check', 'go', 'x.json')).toMatchObject({ code: 2, out: expect.stringContaining(games.ids().join(', ')) });
    expect(await run('play', 'race', '--players', '5')).toEqual({ out: 'race seats 2 to 4 players, not 5', code: 2 });
  });
});
