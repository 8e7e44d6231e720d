import type { WarsCard } from '../src';
import { loadWarsCards, WARS_CARD_TYPES, warsModule } from '../src';

/** Counted here from the abilities themselves: a card is automated when every ability, on both sides, is a keyword. */
const keywordsOnly = (c: WarsCard) => [...c.abilities, ...(c.invertedAbilities ?? [])].every((a) => a.kind === 'keyword');
const setOf = (c: WarsCard) => (c.collectorNumber.includes('PF') ? 'promos' : c.set);

describe('warsModule.coverage', () => {
  const cards = loadWarsCards();
  const report = warsModule.coverage!.report();
  const byId = new Map(report.missing.map((m) => [m.id, m]));

  it('counts the 17 keyword-only cards of the 497 as automated, per type and per set', () => {
    expect(report.game).toBe('wars');
    expect(report.overall).toEqual({ key: 'all', automated: 17, total: 497 });
    expect(report.overall.automated).toBe(cards.filter(keywordsOnly).length);
    const type = report.tables.find((t) => t.title === 'type')!.rows;
    expect(type.map((r) => r.key)).toEqual([...WARS_CARD_TYPES]);
    for (const row of type) {
      const of = cards.filter((c) => c.type === row.key);
      expect(row).toEqual({ key: row.key, automated: of.filter(keywordsOnly).length, total: of.length });
    }
    expect(type.find((r) => r.key === 'Location')).toEqual({ key: 'Location', automated: 10, total: 50 });
    expect(report.tables.find((t) => t.title === 'set')!.rows).toEqual([
      { key: 'Incursion', automated: 9, total: 326 },
      { key: 'No Where to Hide', automated: 8, total: 165 },
      { key: 'promos', automated: 0, total: 6 },
    ]);
    expect(cards.filter((c) => setOf(c) === 'promos')).toHaveLength(6);
    expect(report.aims).toEqual([]);
  });

  it('a card with only Size and Transport is automated; one with an activated ability is missing with that text alone', () => {
    expect(cards.find((c) => c.id === '1C156')!.abilities.map((a) => a.kind === 'keyword' && a.keyword)).toEqual(['size', 'transport']);
    expect(byId.has('1C156')).toBe(false);
    // GR-Blade: Size 2 and Transport 1 are the engine's; its activated ability is attested.
    expect(byId.get('1C25')).toEqual({ id: '1C25', name: 'GR-Blade', type: 'Vehicle', attested: ['Pay 4 energy ≈ If this vehicle is in a site battle, make your battle destiny +2 in that battle.'] });
  });

  it('lists an inverter\'s text from both sides, and every card not automated once', () => {
    expect(byId.get('1R140')!.attested).toEqual(['Pay 6 energy ≈ Invert this ship.', 'Each time you attack here, if you have another inverted ship here, activate up to 3 energy.']);
    expect(report.missing).toHaveLength(497 - 17);
    expect(report.missing.every((m) => m.attested.length > 0)).toBe(true);
  });

  it('reports on the bundled cards only', () => {
    expect(() => warsModule.coverage!.report({ text: '[]', name: 'mine.json' })).toThrow('WARS reports coverage of its bundled cards only, not of mine.json');
  });
});
