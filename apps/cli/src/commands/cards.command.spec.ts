import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registeredGames } from '@arbiter/platform';
import { runCli } from '../../test/run-cli';
import { registerCards } from './cards.command';
import { registerDeck } from './deck.command';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

const run = (...args: string[]) => runCli([registerCards, registerDeck], ...args);

const arias = { set: 'DOP', setName: 'Dawn of Perim', cardNumber: 1, name: 'Arias', type: 'Creature', tribe: 'OverWorld', courage: 55, power: 65, wisdom: 30, speed: 55, energy: 50, mugicAbility: 0, elements: ['Earth'], text: '' };

describe('arbiter cards check chaotic <file>', () => {
  it('prints "N cards, 0 errors" and exits 0 for a good file', async () => {
    const { out, code } = await run('cards', 'check', 'chaotic', file('good.json', [arias]));
    expect(out).toBe('1 cards, 0 errors\n');
    expect(code).toBe(0);
  });
  it('prints each bad row and exits 1', async () => {
    const { out, code } = await run('cards', 'check', 'chaotic', file('bad.json', [arias, { ...arias, cardNumber: 2, courage: 250 }, { ...arias, cardNumber: 3, tribe: 'Elves' }]));
    expect(out.split('\n')).toEqual([
      '3 cards, 2 errors',
      'row 1 (Arias): courage must be a number 0–200',
      "row 2 (Arias): tribe must be one of OverWorld, UnderWorld, Mipedian, Danian, M'arrillian, Generic, Tribeless",
      '',
    ]);
    expect(code).toBe(1);
  });
  it('warns about unknown keywords without failing', async () => {
    const { out, code } = await run('cards', 'check', 'chaotic', file('kw.json', [{ ...arias, text: 'Flurry 10.' }]));
    expect(out).toContain('warning: Arias (DOP-1): unknown keyword "Flurry 10"');
    expect(code).toBe(0);
  });
  it('exits 2 on a missing file, a non-JSON file and an unknown game', async () => {
    expect((await run('cards', 'check', 'chaotic', join(dir, 'missing.json'))).code).toBe(2);
    expect(await run('cards', 'check', 'chaotic', file('broken.json', '[{'))).toMatchObject({ code: 2, out: expect.stringContaining('is not valid JSON') });
    expect(await run('cards', 'check', 'netrunner', file('w.json', []))).toMatchObject({ code: 2, out: expect.stringContaining('unknown game "netrunner"') });
  });
  it('--json gives the errors as data', async () => {
    const { out } = await run('cards', 'check', 'chaotic', file('j.json', [{ ...arias, energy: -1 }]), '--json');
    expect(JSON.parse(out)).toMatchObject({ rows: 1, cards: 0, errors: [{ row: 0, name: 'Arias', field: 'energy', reason: 'energy must be a number 0–200' }] });
  });
});

describe('arbiter deck check chaotic <decklist> --format', () => {
  const underworld = registeredGames().get('chaotic').decks.samples('masters').find((s) => s.name.startsWith('UnderWorld'))!.deck as unknown;
  it('says a starter deck is legal in masters', async () => {
    expect(await run('deck', 'check', 'chaotic', file('uw.json', underworld))).toEqual({ out: 'legal in masters\n', code: 0 });
  });
  it('prints each violation with its rule and exits 1', async () => {
    const { out, code } = await run('deck', 'check', 'chaotic', file('uw2.json', underworld), '--format', 'pauper');
    expect(out).toContain('rule format:pauper  chaotic/deck-banned  Canon of Casualty is banned in pauper');
    expect(code).toBe(1);
  });
  it('refuses an unknown format with exit 2', async () => {
    expect((await run('deck', 'check', 'chaotic', file('uw3.json', underworld), '--format', 'vintage')).code).toBe(2);
  });
  it('checks at the game size an event sets (CR 10.4: Limited at 3) and refuses a size that is not a number', async () => {
    const { out, code } = await run('deck', 'check', 'chaotic', file('uw4.json', underworld), '--game-size', '3');
    expect(out).toMatch(/violations in masters\n$/);
    expect(out).toContain('rule 2.');
    expect(code).toBe(1);
    expect(await run('deck', 'check', 'chaotic', file('uw5.json', underworld), '--game-size', 'six')).toMatchObject({ code: 2, out: expect.stringContaining('--game-size must be a whole number, not "six"') });
  });
});
