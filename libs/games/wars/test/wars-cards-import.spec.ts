import { bundledWarsCardRows, formatWarsCardProblem, importWarsCards, loadWarsCards, warsCardCatalog, warsRulings } from '../src';
import { card } from './support';

const rows = () => JSON.parse(JSON.stringify(bundledWarsCardRows())) as Record<string, unknown>[];

describe('importWarsCards: the bundled card set', () => {
  it('imports all 497 cards with no problems', () => {
    const { cards, problems } = importWarsCards(bundledWarsCardRows());
    expect(problems).toEqual([]);
    expect(cards).toHaveLength(497);
    expect(new Set(cards.map((c) => c.id)).size).toBe(497);
  });

  it('reads types, factions, costs, stats, capacity, interrupt kinds, location icons, unique and bullets', () => {
    expect(card('1C7')).toMatchObject({ name: 'CGC Grunt', faction: 'Earther', type: 'Character', cost: 1, destiny: 4, supportCost: { count: 1, faction: 'Earther' }, stats: { power: 1, tactics: 1, defense: 1 }, labels: ['CGC', 'Warrior', 'Unit'], unique: false });
    expect(card('1U129')).toMatchObject({ inverter: true, capacity: 2, stats: { power: 3, tactics: 3, defense: 3 }, invertedStats: { power: 7, tactics: 1, defense: 1 } });
    expect(card('1U285')).toMatchObject({ type: 'Interrupt', playKind: 'used-or-lost' });
    expect(card('1C322')).toMatchObject({ type: 'Location', subtype: 'Site', cost: 0, energyIcons: { yourSide: 2, opponentSide: 1 }, supportIcons: [{ count: 1, faction: 'Maverick' }], unique: true });
    expect(card('1R28')).toMatchObject({ bullets: 1, unique: false });
    const cards = loadWarsCards();
    expect(cards.filter((c) => c.unique)).toHaveLength(129);
    expect(cards.filter((c) => c.bullets > 0)).toHaveLength(12);
    expect(cards.filter((c) => c.usesDestiny)).toHaveLength(38);
  });

  it('the catalog shows cards by collector number, grouped by faction', () => {
    const catalog = warsCardCatalog(loadWarsCards());
    expect(catalog.all()).toHaveLength(497);
    expect(catalog.byId('1PF3')).toEqual({ id: '1PF3', name: 'Talkan', type: 'Character', group: 'Quay' });
    expect(catalog.byId('2R124')).toEqual({ id: '2R124', name: 'Flamecutter', type: 'Character' });
  });
});

describe('wars:ruling/<n> errata applied to the cards', () => {
  it("each errata card's text is the CR's erratum, one ability a paragraph, the printed text kept beside it", () => {
    const errata = warsRulings().filter((r) => r.erratum);
    expect(errata).toHaveLength(15);
    for (const r of errata) {
      const c = card(r.collectorNumber);
      expect({ id: c.id, text: c.text }).toEqual({ id: r.collectorNumber, text: r.erratum!.join('\n') });
      expect(c.erratum).toBe(r.key);
      expect(c.printedText).toBeDefined();
      expect(c.printedText).not.toBe(c.text);
    }
    expect(loadWarsCards().filter((c) => c.erratum)).toHaveLength(15);
  });

  it('CGC Grunt 1C7: the erratum, and the spoiler text as printedText', () => {
    expect(card('1C7').text).toBe("As long as your unit that has the highest tactics here has higher tactics than your opponent's unit that has the highest tactics here, this character is power +2 and defense +2.");
    expect(card('1C7').printedText).toMatch(/^As long as at least one of your units here/);
  });

  it('Quarrel Energy Burst 1U198 takes the erratum the CR labels "1U98"', () => {
    expect(card('1U198').erratum).toBe('wars:ruling/1U198');
    expect(card('1U198').text).toMatch(/^• Reveal a ship from your hand .* ≈ Your opponent chooses his or her target ship/);
  });
});

describe('repairs: what the importer mends, and what it reports it could not', () => {
  it('run-together words on 1C156, 1U179, 1R239, 1C242, 1C322, 1PF4, 1PF2 (and 1R159) are written apart', () => {
    expect(card('1C156').abilities[1].text).toBe('Transport 2 (Each time this vehicle moves, you may move with it up to two of your characters.)');
    expect(card('1U179').text).toContain('that has destiny > 3 and puts it on top of his or her used pile.');
    expect(card('1R239').printedText).toContain('The next time this character moves to a site where your opponent has a character');
    expect(card('1C242').text).toBe('You cause attrition +1 in each site battle here for each of your inverted units here.');
    expect(card('1C322').text).toContain('Your opponent may use this ability during his or her move phase.');
    expect(card('1PF4').text).toContain('If this character is aboard a ship, move that ship to a sector battle at another sector.');
    expect(card('1PF2').text).toContain('you may play a unit here that costs 2 energy or less. That unit costs no energy to play.');
    expect(card('1R159').text).toContain('until end of turn.');
    for (const c of loadWarsCards()) expect(`${c.id} ${c.text} ${c.invertedText ?? ''}`).not.toMatch(/[A-Za-z]{15,}/);
  });

  it('names every repaired card and what was repaired', () => {
    const repaired = Object.fromEntries(loadWarsCards().filter((c) => c.repairs.length > 0).map((c) => [c.id, c.repairs.length]));
    expect(Object.keys(repaired).sort()).toEqual(['1C156', '1C242', '1C322', '1PF2', '1PF4', '1R159', '1R162', '1R239', '1U179', '2C110', '2C142', '2C6', '2R78', '2R88', '2U83'].sort());
    expect(card('2C6').supportCost).toEqual({ count: 2, faction: 'Earther' });
    expect(card('2C110').supportCost).toEqual({ count: 2, faction: 'Shi' });
    expect(card('2R78')).toMatchObject({ playKind: 'lost', subtype: 'Lost', labels: [] });
    expect(card('2R88')).toMatchObject({ name: 'Ashmahi-Anant', unique: true });
    expect(card('1R162').name).toBe('“Two-Way” Berson');
    expect(card('2C142').text).toBe('• Reveal an Earther card from your hand and put it on top of your used pile ≈ Target location gains an [Earther] support icon until end of turn.');
    expect(card('2U83').abilities).toHaveLength(1);
  });

  it('reports what could not be repaired: Flamecutter 2R124 (faction, cost, destiny, support cost), 2U151 (energy icons), 2U44 (an icon glyph), 2C6 and 2U83 (uncertain repairs)', () => {
    const gaps = Object.fromEntries(loadWarsCards().filter((c) => c.gaps.length > 0).map((c) => [c.id, c.gaps]));
    expect(Object.keys(gaps).sort()).toEqual(['2C6', '2R124', '2U151', '2U44', '2U83']);
    expect(gaps['2R124']).toEqual(['faction, energy cost, destiny, support cost missing from the data']);
    expect(card('2R124')).toMatchObject({ faction: null, cost: null, destiny: null, supportCost: null });
    expect(gaps['2U151'][0]).toMatch(/energy icons missing/);
    expect(card('2U151').energyIcons).toEqual({ yourSide: 0, opponentSide: 0 });
    expect(gaps['2U44'][0]).toMatch(/support icon printed as "≥"/);
  });
});

describe('importWarsCards: a user file of the same shape', () => {
  it('rejects bad rows with the row index, collector number, field and reason, and loads nothing', () => {
    const file = rows().slice(0, 5);
    file[1].cost = 'two';
    file[2].type = 'Starship';
    delete file[3].collectorNumber;
    file[4].power = '3/4';
    const { cards, problems } = importWarsCards(file);
    expect(cards).toEqual([]);
    expect(problems).toEqual([
      { row: 1, collectorNumber: '1C2', name: 'Anticipation', field: 'cost', reason: 'must be a whole number 0–99' },
      { row: 2, collectorNumber: '1U3', name: 'Armor Penetrating', field: 'type', reason: 'unknown type "Starship" (one of Character, NoBot, Vehicle, Ship, Weapon, Asset, Order, Interrupt, Location)' },
      { row: 3, name: String(file[3].name), field: 'collectorNumber', reason: 'missing' },
      { row: 4, collectorNumber: '1R5', name: String(file[4].name), field: 'power', reason: '"3/4" has two sides but the card is not an Inverter' },
    ]);
    expect(formatWarsCardProblem(problems[0])).toBe('row 1 (1C2 Anticipation) cost: must be a whole number 0–99');
  });

  it('rejects duplicates, a file that is not a list, rows that are not objects, and a unique flag the marker contradicts', () => {
    const file = rows().slice(0, 2);
    expect(importWarsCards([...file, file[0]]).problems).toEqual([{ row: 2, collectorNumber: '1U1', name: 'Advanced Research', field: 'collectorNumber', reason: 'same collector number as row 0' }]);
    expect(importWarsCards({ cards: [] }).problems).toEqual([{ row: 0, reason: 'a card file must be a JSON array of card rows' }]);
    expect(importWarsCards([42]).problems).toEqual([{ row: 0, reason: 'a card row must be a JSON object' }]);
    expect(importWarsCards([{ ...file[0], unique: true }]).problems[0]).toMatchObject({ field: 'unique' });
  });

  it('a good file loads whole, its text repaired and split the same way', () => {
    const { cards, problems } = importWarsCards(rows().filter((r) => ['1C156', '1C7'].includes(r.collectorNumber as string)));
    expect(problems).toEqual([]);
    expect(cards.map((c) => c.abilities.length)).toEqual([1, 2]);
  });
});
