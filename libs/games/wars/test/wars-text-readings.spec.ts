import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledWarsReadings, cardEntries, checkOverrides, compileWarsReadings, isUnread, loadWarsCards, readingsJson, WARS_ENGINE_VERSION, WARS_READINGS_FILE, warsReadingOverrides } from '../src';

const REGENERATE = 'npx swc libs/games/wars libs/rules -d dist --config-file .swcrc --copy-files --quiet && node dist/libs/games/wars/scripts/build-readings.js';

describe('the checked-in readings of every card (readings/<engine version>.json)', () => {
  const readings = bundledWarsReadings();

  it('equal what the grammar reads now: a grammar change is reviewed as a diff of this file', () => {
    const file = join(__dirname, '..', WARS_READINGS_FILE);
    const checkedIn = readFileSync(file, 'utf8');
    if (checkedIn !== readingsJson(readings)) {
      throw new Error(`${WARS_READINGS_FILE} differs from what the grammar reads now; regenerate it from the repository root with\n  ${REGENERATE}\nand review the diff`);
    }
    expect(readings.engine).toBe(WARS_ENGINE_VERSION);
  });

  it('read every ability of the 497 cards, in the card set\'s order, none dropped', () => {
    const cards = loadWarsCards();
    expect(Object.keys(readings.cards)).toEqual(cards.map((c) => c.id));
    for (const c of cards) {
      expect(cardEntries(readings.cards[c.id]).map((e) => e.text)).toEqual([...c.abilities, ...(c.invertedAbilities ?? [])].map((a) => a.text));
    }
  });

  // Pinned so the share can only move deliberately: raise these numbers with the grammar.
  it('reads 621 of the 748 abilities and every ability of 377 of the 497 cards', () => {
    const entries = Object.values(readings.cards).flatMap(cardEntries);
    expect(entries).toHaveLength(748);
    expect(entries.filter((e) => !isUnread(e.reading))).toHaveLength(621);
    expect(readings.totals).toEqual({ abilities: 748, read: 621, cards: 497, cardsRead: 377 });
  });

  it('leaves every unread ability with its text and where the grammar stopped', () => {
    for (const e of Object.values(readings.cards).flatMap(cardEntries)) {
      if (isUnread(e.reading)) {
        expect(e.reading.text).toBe(e.text);
        expect(e.reading.where).toMatch(/^(cost|effect|triggered ability|ongoing ability) (at word \d+ "[^"]*"|at the end): expected .+|^effect: /);
      }
    }
  });
});

describe('per-card overrides (readings/overrides.json)', () => {
  const cards = loadWarsCards();

  it('the checked-in overrides each name a card and one of its abilities', () => {
    expect(checkOverrides(cards, warsReadingOverrides())).toEqual([]);
  });

  it('an override replaces the grammar\'s reading of that ability and is marked (Snap Switch 2R81)', () => {
    const text = cards.find((c) => c.id === '2R81')!.abilities[0].text;
    // Stands in for a reviewed reading; the real one needs a switch-stats verb the grammar lacks yet.
    const reading = { kind: 'effect' as const, effects: [{ verb: 'modify-stats' as const, params: { target: { select: 'target' as const, traits: [], kinds: ['character'] }, changes: [] } }] };
    const compiled = compileWarsReadings(cards, WARS_ENGINE_VERSION, { '2R81': { [text]: reading } });
    expect(compiled.cards['2R81'].abilities[0]).toEqual({ text, override: true, reading });
    expect(compiled.totals.read).toBe(bundledWarsReadings().totals.read + 1);
  });

  it('an override that names no card or no ability fails loudly instead of going unused', () => {
    expect(() => compileWarsReadings(cards, WARS_ENGINE_VERSION, { '9X9': {}, '1U3': { 'Destroy everything.': { kind: 'effect', effects: [] } } })).toThrow(
      'WARS reading overrides: override for 9X9: no such card; override for 1U3: no ability "Destroy everything."',
    );
  });
});
