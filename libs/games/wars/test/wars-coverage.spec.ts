import type { WarsCard } from '../src';
import { bundledWarsReadings, cardEntries, isUnread, loadWarsCards, WARS_CARD_TYPES, WARS_ENGINE_VERSION, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';

/** Counted here from the abilities themselves: a card is automated when every ability, on both sides, is a keyword or one the engine carries out. */
const text = engineCardText(WARS_ENGINE_VERSION);
const keywordsOnly = (c: WarsCard) => [...c.abilities, ...(c.invertedAbilities ?? [])].every((a) => a.kind === 'keyword');
const carried = (c: WarsCard) => [...c.abilities, ...(c.invertedAbilities ?? [])].every((a) => a.kind === 'keyword' || text.carries(c, a.text));
const setOf = (c: WarsCard) => (c.collectorNumber.includes('PF') ? 'promos' : c.set);

describe('warsModule.coverage', () => {
  const cards = loadWarsCards();
  const report = warsModule.coverage!.report();
  const byId = new Map(report.missing.map((m) => [m.id, m]));

  it('counts as automated the 17 keyword-only cards and the 304 whose other text the engine carries out, per type and per set', () => {
    expect(report.game).toBe('wars');
    expect(report.overall).toEqual({ key: 'all', automated: 321, total: 497 });
    expect(cards.filter(keywordsOnly)).toHaveLength(17);
    expect(report.overall.automated).toBe(cards.filter(carried).length);
    const type = report.tables.find((t) => t.title === 'type')!.rows;
    expect(type.map((r) => r.key)).toEqual([...WARS_CARD_TYPES]);
    for (const row of type) {
      const of = cards.filter((c) => c.type === row.key);
      expect(row).toEqual({ key: row.key, automated: of.filter(carried).length, total: of.length });
    }
    expect(type.find((r) => r.key === 'Ship')).toEqual({ key: 'Ship', automated: 64, total: 80 });
    expect(type.find((r) => r.key === 'Interrupt')).toEqual({ key: 'Interrupt', automated: 44, total: 84 });
    expect(type.find((r) => r.key === 'Order')).toEqual({ key: 'Order', automated: 5, total: 14 });
    expect(type.find((r) => r.key === 'Weapon')).toEqual({ key: 'Weapon', automated: 17, total: 29 });
    // Where an asset may be played ("beneath one of your opponent's sites", one a kizen) is the engine's (1.2.0).
    expect(type.find((r) => r.key === 'Asset')).toEqual({ key: 'Asset', automated: 37, total: 76 });
    expect(report.tables.find((t) => t.title === 'set')!.rows).toEqual([
      { key: 'Incursion', automated: 228, total: 326 },
      { key: 'No Where to Hide', automated: 90, total: 165 },
      { key: 'promos', automated: 3, total: 6 },
    ]);
    expect(cards.filter((c) => setOf(c) === 'promos')).toHaveLength(6);
    expect(report.aims).toEqual([]);
  });

  it('a card with only Size and Transport is automated; one with an activated ability is missing with that text alone', () => {
    expect(cards.find((c) => c.id === '1C156')!.abilities.map((a) => a.kind === 'keyword' && a.keyword)).toEqual(['size', 'transport']);
    expect(byId.has('1C156')).toBe(false);
    // Damir Aeronaut: Piloting 2 is the engine's; its activated ability is attested.
    expect(byId.get('1U175')).toEqual({ id: '1U175', name: 'Damir Aeronaut', type: 'Character', attested: ['• Lose 1 energy ≈ If this character is aboard a ship that has a weapon beneath it, until end of turn, make that ship and each character aboard it immune to attrition. Also, make that ship power +4.'] });
    // GR-Blade: Size 2, Transport 1 and, from 1.2.0, its activated ability are the engine's.
    expect(byId.has('1C25')).toBe(false);
  });

  it('lists an inverter\'s text from both sides, and every card not automated once', () => {
    // Hullripper 2C127: its cost "Reveal a location from your hand …" and the inverted side's draw from the used pile are the engine's (1.2.0).
    expect(byId.has('2C127')).toBe(false);
    // Racing Sloop 1C146: both sides are the engine's (1.2.0), the inverted side's target chosen as it goes on the stack.
    expect(byId.has('1C146')).toBe(false);
    // Modular Transport 1R140: both sides are the engine's (1.2.0).
    expect(byId.has('1R140')).toBe(false);
    // Death Dealer 2C67: both sides are the engine's (1.2.0), its icon condition read at its sector.
    expect(byId.has('2C67')).toBe(false);
    expect(report.missing).toHaveLength(497 - 321);
    // Luna Garrison Fighter's standing ability is the engine's, so the card is not missing; so is Ganymede/Traginium Well's triggered one (1.2.0).
    expect(byId.has('1C39')).toBe(false);
    expect(byId.has('1C310')).toBe(false);
    expect(report.missing.every((m) => m.attested.length > 0)).toBe(true);
  });

  it('counts, of the abilities left to attest, those whose stated outcome the engine bounds', () => {
    const row = report.tables.find((t) => t.title === 'attested abilities bounded by their reading')!.rows[0];
    expect(row.total).toBe(report.missing.reduce((n, m) => n + m.attested.length, 0));
    expect(row).toEqual({ key: 'abilities', automated: 80, total: 209 });
  });

  it('reports the abilities the grammar reads apart from automation, per type and per set (keywords count as read)', () => {
    const table = (title: string) => report.tables.find((t) => t.title === title)!;
    const readings = bundledWarsReadings();
    expect(table('read by the grammar')).toEqual({
      title: 'read by the grammar',
      counts: 'read',
      rows: [
        { key: 'abilities', automated: readings.totals.read, total: 748 },
        { key: 'cards, every ability', automated: readings.totals.cardsRead, total: 497 },
      ],
    });
    for (const title of ['abilities read, type', 'abilities read, set']) {
      const rows = table(title).rows;
      expect(rows.reduce((n, r) => n + r.automated, 0)).toBe(readings.totals.read);
      expect(rows.reduce((n, r) => n + r.total, 0)).toBe(748);
    }
    const location = table('abilities read, type').rows.find((r) => r.key === 'Location')!;
    const locations = cards.filter((c) => c.type === 'Location').flatMap((c) => cardEntries(readings.cards[c.id]));
    expect(location).toEqual({ key: 'Location', automated: locations.filter((e) => !isUnread(e.reading)).length, total: locations.length });
  });

  it('lists each unread ability of a missing card with what the grammar expected there (Snap Switch 2R81); a read card has none (Damir Aeronaut 1U175)', () => {
    expect(byId.get('2R81')!.unread).toEqual([{ text: byId.get('2R81')!.attested[0], expected: expect.stringMatching(/^effect at word 6 "switch": expected /) }]);
    expect(byId.get('1U175')!.unread).toBeUndefined();
    const unread = report.missing.flatMap((m) => m.unread ?? []);
    expect(unread).toHaveLength(748 - bundledWarsReadings().totals.read);
    for (const m of report.missing) for (const u of m.unread ?? []) expect(m.attested).toContain(u.text);
  });

  it('reports on the bundled cards only', () => {
    expect(() => warsModule.coverage!.report({ text: '[]', name: 'mine.json' })).toThrow('WARS reports coverage of its bundled cards only, not of mine.json');
  });
});
