import * as fc from 'fast-check';
import { bundledCardRows, type CreatureCard, formatCardRowError, importChaoticCards, loadChaoticCards, type MugicCard } from '@arbiter/chaotic';

const arias = {
  set: 'DOP', setName: 'Dawn of Perim', cardNumber: 1, rarity: 'Common', name: 'Arias', type: 'Creature',
  tribe: 'OverWorld', subtypes: ['Warrior'], courage: 55, power: 65, wisdom: 30, speed: 55, energy: 50,
  mugicAbility: 0, elements: ['Earth'], text: 'Support: Power 5.', unique: false, legendary: false, loyal: false,
};
const attack = { set: 'DOP', setName: 'Dawn of Perim', cardNumber: 87, rarity: 'Super Rare', name: 'Allmageddon', type: 'Attack', buildCost: 5, damage: { base: 10, fire: 10, air: 10, earth: 10, water: 10 }, text: '', unique: true };
const mugic = { set: 'DOP', setName: 'Dawn of Perim', cardNumber: 183, rarity: 'Uncommon', name: 'Canon of Casualty', type: 'Mugic', tribe: 'UnderWorld', mugicCost: 1, text: 'Deal 20 damage to target Creature.', unique: false };
const location = { set: 'DOP', setName: 'Dawn of Perim', cardNumber: 203, rarity: 'Super Rare', name: 'Castle Bodhran', type: 'Location', initiative: 'Power', text: '', unique: false };

describe('importing the bundled real card set', () => {
  const rows = bundledCardRows() as unknown[];
  const { set, errors } = importChaoticCards(rows);

  it('loads all 1,400 rows with zero errors', () => {
    expect(errors).toEqual([]);
    expect(set.cards).toHaveLength(rows.length);
    expect(rows).toHaveLength(1400);
  });
  it('gives every card a distinct id', () => {
    expect(new Set(set.cards.map((c) => c.id)).size).toBe(set.cards.length);
    expect(set.byId('DOP-1')?.name).toBe('Arias');
  });
  it('keeps typed accessors consistent with the types', () => {
    expect(set.creatures).toHaveLength(543);
    expect(set.attacks).toHaveLength(313);
    expect(set.mugic).toHaveLength(199);
    expect(set.battlegear).toHaveLength(178);
    expect(set.locations).toHaveLength(167);
    expect(set.creature('DOP-1')?.courage).toBe(55);
    expect(set.attack('DOP-1')).toBeUndefined();
  });
  it('CR 2.2.2.1 byName returns every version sharing a name', () => {
    const tangath = set.byName('Tangath Toborn');
    expect(tangath.length).toBeGreaterThan(1);
    expect(tangath.every((c) => c.name === 'Tangath Toborn')).toBe(true);
    expect(set.resolve('Tangath Toborn, OverWorld General').every((c) => c.subtitle === 'OverWorld General')).toBe(true);
  });
  it('prototype rows with null stats load as 0, marked prototype and incomplete', () => {
    const kerabahn = set.byName('Kerabahn').find((c) => c.set === 'PROTO') as CreatureCard;
    expect(kerabahn).toMatchObject({ prototype: true, incomplete: true, energy: 0, courage: 0 });
  });
  it('string card numbers are kept as printed', () => {
    expect(set.byName('Heptadd').some((c) => c.cardNumber === 'P-004')).toBe(true);
  });
  it("a '?' tribe on a prototype Mugic plays as Generic", () => {
    expect((set.byName('Stereostrike')[0] as MugicCard).tribe).toBe('Generic');
  });
  it("a lowercase 'x' Mugic cost reads as X", () => {
    expect(set.mugic.filter((m) => m.mugicCost === 'X')).toHaveLength(5);
  });
  it('loadChaoticCards caches one set', () => {
    expect(loadChaoticCards()).toBe(loadChaoticCards());
  });
});

describe('importing a user file: bad rows are reported with row, name and reason', () => {
  const one = (row: unknown) => importChaoticCards([row]);

  it('prints a bad stat as "row N (Name): field must be a number 0–200"', () => {
    const { set, errors } = importChaoticCards([arias, { ...arias, cardNumber: 2, courage: 250 }]);
    expect(errors).toEqual([{ row: 1, name: 'Arias', field: 'courage', reason: 'courage must be a number 0–200' }]);
    expect(formatCardRowError(errors[0])).toBe('row 1 (Arias): courage must be a number 0–200');
    expect(set.cards).toHaveLength(1);
  });
  it.each([
    ['a missing name', { ...arias, name: undefined }, 'name', 'name is required'],
    ['an unknown type', { ...arias, type: 'Spell' }, 'type', 'type must be one of Creature, Attack, Battlegear, Mugic, Location'],
    ['an unknown tribe', { ...arias, tribe: 'Elves' }, 'tribe', "tribe must be one of OverWorld, UnderWorld, Mipedian, Danian, M'arrillian, Generic, Tribeless"],
    ['an unknown element', { ...arias, elements: ['Lightning'] }, 'elements', 'element "Lightning" must be one of Fire, Air, Earth, Water'],
    ['a repeated element', { ...arias, elements: ['Fire', 'Fire'] }, 'elements', 'elements must not repeat'],
    ['a string stat', { ...arias, energy: '50' }, 'energy', 'energy must be a number 0–200'],
    ['null stats outside the prototype set', { ...arias, wisdom: null }, 'wisdom', 'wisdom must be a number 0–200'],
    ['a mugic ability out of range', { ...arias, mugicAbility: 11 }, 'mugicAbility', 'mugicAbility must be a number 0–10'],
    ['a non-boolean flag', { ...arias, unique: 'yes' }, 'unique', 'unique must be true or false'],
    ['a bad card number', { ...arias, cardNumber: -3 }, 'cardNumber', 'cardNumber must be a whole number, a non-empty string or null'],
    ['a bad mugic cost', { ...mugic, mugicCost: 'Y' }, 'mugicCost', 'mugicCost must be a number 0–10 or X'],
    ['a missing build cost', { ...attack, buildCost: undefined }, 'buildCost', 'buildCost must be a number 0–20'],
    ['a bad damage value', { ...attack, damage: { ...attack.damage, fire: -5 } }, 'damage.fire', 'damage.fire must be a number 0–100'],
    ['a missing location initiative', { ...location, initiative: '' }, 'initiative', 'initiative must not be empty'],
    ['a missing set', { ...arias, set: undefined }, 'set', 'set is required'],
  ])('rejects %s', (_what, row, field, reason) => {
    const { set, errors } = one(row);
    expect(errors).toContainEqual(expect.objectContaining({ row: 0, field, reason }));
    expect(set.cards).toHaveLength(0);
  });
  it('names the row in the error when it has a name', () => {
    expect(one({ ...arias, tribe: 'Elves' }).errors[0].name).toBe('Arias');
  });
  it('rejects a duplicate row and names the first one', () => {
    const { errors, set } = importChaoticCards([mugic, attack, mugic]);
    expect(errors).toEqual([{ row: 2, name: 'Canon of Casualty', reason: 'duplicate of row 0 (same set, number, name and variant)' }]);
    expect(set.cards).toHaveLength(2);
  });
  it('rejects rows that are not objects, and a file that is not a list', () => {
    expect(importChaoticCards([42, null]).errors.map((e) => e.reason)).toEqual(['row must be an object', 'row must be an object']);
    expect(importChaoticCards({ cards: [] }).errors).toEqual([{ row: 0, reason: 'a card file must be a JSON array of card rows' }]);
  });
  it('accepts every card type from well-formed rows', () => {
    const { set, errors } = importChaoticCards([arias, attack, mugic, location, { ...location, cardNumber: 204, name: 'Other', type: 'Battlegear' }]);
    expect(errors).toEqual([]);
    expect(set.cards.map((c) => c.type)).toEqual(['Creature', 'Attack', 'Mugic', 'Location', 'Battlegear']);
  });
  it('can leave prototypes out', () => {
    const { set } = importChaoticCards([{ ...arias, set: 'PROTO' }, mugic], { excludePrototypes: true });
    expect(set.cards.map((c) => c.name)).toEqual(['Canon of Casualty']);
  });
  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.oneof(fc.anything(), fc.record({ name: fc.string(), type: fc.constantFrom('Creature', 'Attack', 'Mugic', 'Location', 'Battlegear'), set: fc.string() }))), (a, rows) => {
        importChaoticCards(a);
        importChaoticCards(rows);
      }),
      { numRuns: 300 },
    );
  });
});
