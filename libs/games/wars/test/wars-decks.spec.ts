import { type DeckViolation, rngStateFromSeed, SeededRng, uncitedRules } from '@arbiter/rules';
import { checkWarsDeck, formatWarsDecklistError, isWarsRule, loadWarsCards, parseWarsDecklist, randomWarsDeck, sampleWarsDecks, warsBannedCards, warsRulesIndex, type WarsDeck } from '../src';

const cards = loadWarsCards();
/** Copies of a card, by collector number. */
const n = (count: number, id: string) => Array.from({ length: count }, () => id);
/** 56 other cards, four each of 14 non-unlimited non-location titles. */
const filler = ['1C7', '1C10', '1C13', '1C18', '1U19', '1U12', '1C37', '1C48', '1C32', '1U24', '1C4', '1C55', '1U54', '1U42'].flatMap((id) => n(4, id));
const deck = (...ids: string[][]): WarsDeck => ({ cards: ids.flat() });
const codes = (v: readonly DeckViolation[]) => v.map((x) => [x.code, x.rule]);
/** A legal 60: four locations and the filler. */
const legal60 = deck(n(4, '1C298'), filler);

const BUILDING = 'wars:general/building-a-deck';

describe('wars:general/building-a-deck (sanctioned constructed)', () => {
  it('a 60-card deck with a location and no more than four of a card is legal', () => {
    expect(legal60.cards).toHaveLength(60);
    expect(checkWarsDeck(legal60, cards, 'sanctioned-constructed')).toEqual([]);
  });

  it('59 and 61 cards: exactly 60', () => {
    expect(codes(checkWarsDeck(deck(n(3, '1C298'), filler), cards, 'sanctioned-constructed'))).toEqual([['wars/deck-size', BUILDING]]);
    expect(codes(checkWarsDeck(deck(n(4, '1C298'), filler, ['1C321']), cards, 'sanctioned-constructed'))).toEqual([['wars/deck-size', BUILDING]]);
  });

  it('5 copies of a card: no more than four', () => {
    const v = checkWarsDeck(deck(n(3, '1C298'), filler, ['1C7']), cards, 'sanctioned-constructed');
    expect(codes(v)).toEqual([['wars/deck-too-many-copies', BUILDING]]);
    expect(v[0]).toMatchObject({ card: '1C7', message: '5 copies of CGC Grunt: no more than 4 unless the card is Unlimited' });
  });

  it('no location: at least one', () => {
    expect(codes(checkWarsDeck(deck(n(4, '1C127'), filler), cards, 'sanctioned-constructed'))).toEqual([['wars/deck-no-location', BUILDING]]);
  });

  it('wars:glossary/unlimited: six copies of an Unlimited encampment are legal', () => {
    expect(checkWarsDeck(deck(n(6, '1S301'), filler.slice(2)), cards, 'sanctioned-constructed')).toEqual([]);
  });

  it('an unknown collector number is named', () => {
    expect(checkWarsDeck(deck(n(4, '1C298'), filler.slice(1), ['9Z9']), cards, 'sanctioned-constructed')).toEqual([
      { code: 'wars/deck-unknown-card', rule: BUILDING, card: '9Z9', message: '9Z9 is not a card of this card set' },
    ]);
  });

  it('an unknown format is refused', () => {
    expect(codes(checkWarsDeck(legal60, cards, 'vintage'))).toEqual([['wars/deck-unknown-format', BUILDING]]);
  });
});

describe('wars:ruling/1PF3 (banned: Talkan)', () => {
  it('the banned list is read from the Rulings', () => {
    expect([...warsBannedCards()]).toEqual([['1PF3', 'wars:ruling/1PF3']]);
  });

  it('illegal in sanctioned constructed, legal in limited', () => {
    const withTalkan = deck(n(4, '1C298'), filler.slice(1), ['1PF3']);
    expect(codes(checkWarsDeck(withTalkan, cards, 'sanctioned-constructed'))).toEqual([['wars/deck-banned-card', 'wars:ruling/1PF3']]);
    expect(checkWarsDeck(withTalkan, cards, 'limited', { deckSize: 60 })).toEqual([]);
    const limited40 = deck(n(4, '1C298'), filler.slice(0, 35), ['1PF3']);
    expect(checkWarsDeck(limited40, cards, 'limited')).toEqual([]);
  });
});

describe('wars:general/building-a-deck (limited: the event sets the size)', () => {
  it('40 cards by default, or the size the event passes', () => {
    const forty = deck(n(4, '1C298'), filler.slice(0, 36));
    expect(checkWarsDeck(forty, cards, 'limited')).toEqual([]);
    expect(codes(checkWarsDeck(forty, cards, 'limited', { deckSize: 45 }))).toEqual([['wars/deck-size', BUILDING]]);
    expect(checkWarsDeck(forty, cards, 'limited', { deckSize: 45 })[0].message).toBe("the deck has 40 cards: this limited event's decks have exactly 45 cards");
    expect(codes(checkWarsDeck(deck(filler.slice(0, 40)), cards, 'limited'))).toEqual([['wars/deck-no-location', BUILDING]]);
  });
});

describe('every deck violation cites a key of the WARS rules index', () => {
  it('across the fixtures and formats', () => {
    const all = [
      deck(), deck(n(3, '1C298'), filler), deck(n(4, '1C127'), filler, ['1C7', '9Z9', '1PF3', '1PF3', '1PF3', '1PF3', '1PF3']),
    ].flatMap((d) => ['sanctioned-constructed', 'limited', 'nonsense'].flatMap((f) => checkWarsDeck(d, cards, f)));
    expect(new Set(all.map((v) => v.code))).toEqual(new Set(['wars/deck-size', 'wars/deck-no-location', 'wars/deck-too-many-copies', 'wars/deck-banned-card', 'wars/deck-unknown-card', 'wars/deck-unknown-format']));
    expect(uncitedRules(warsRulesIndex, all)).toEqual([]);
    for (const v of all) expect(isWarsRule(v.rule)).toBe(true);
  });
});

describe('decklist files, by names and counts or collector numbers', () => {
  it('text: counts, "x", collector numbers, comments, any apostrophe', () => {
    const { deck: d, errors } = parseWarsDecklist("# Humanity\n4 CGC Grunt\n2x 1C10\nEarth/Humanity's Home\n\n1 cgc grunt\n", cards);
    expect(errors).toEqual([]);
    expect(d).toEqual({ name: 'Humanity', cards: ['1C7', '1C7', '1C7', '1C7', '1C10', '1C10', '1C298', '1C7'] });
  });

  it('JSON: names, ids and counts', () => {
    const { deck: d } = parseWarsDecklist(JSON.stringify({ name: 'J', cards: [{ name: 'Talkan', count: 2 }, { id: '1c7' }, 'Inca 1'] }), cards);
    expect(d).toEqual({ name: 'J', cards: ['1PF3', '1PF3', '1C7', '1R30'] });
  });

  it('clear errors, by line or entry, and no deck', () => {
    const text = parseWarsDecklist('4 CGC Grunts\n0 Talkan\n9Z9\n', cards);
    expect(text.deck).toBeUndefined();
    expect(text.errors.map(formatWarsDecklistError)).toEqual([
      'line 1: unknown card "CGC Grunts" (did you mean "CGC Grunt"?)',
      'line 2: a count must be a whole number 1–99',
      'line 3: no card has collector number 9Z9',
    ]);
    const json = parseWarsDecklist('{"cards": [{"name": "Talkan", "count": 2.5}, 7]}', cards);
    expect(json.errors.map(formatWarsDecklistError)).toEqual(['entry 0: a count must be a whole number 1–99 (Talkan)', 'entry 1: an entry must be a name, a collector number or { "name" | "id", "count" }']);
    expect(parseWarsDecklist('{"cards": ', cards).errors[0].reason).toMatch(/^not valid JSON/);
    expect(parseWarsDecklist('\n# only a name\n', cards).errors).toEqual([{ reason: 'the decklist names no cards' }]);
  });
});

describe('randomWarsDeck and the sample decks: legal by construction', () => {
  it('random decks are legal in both formats and follow the seed', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const d = randomWarsDeck(cards, 'sanctioned-constructed', new SeededRng(rngStateFromSeed(seed)));
      expect(checkWarsDeck(d, cards, 'sanctioned-constructed')).toEqual([]);
      expect(d.cards).not.toContain('1PF3');
      expect(d.cards).not.toContain('2R124');
      const l = randomWarsDeck(cards, 'limited', new SeededRng(rngStateFromSeed(seed)), { deckSize: 30 + seed });
      expect(checkWarsDeck(l, cards, 'limited', { deckSize: 30 + seed })).toEqual([]);
    }
    const again = (seed: number) => randomWarsDeck(cards, 'sanctioned-constructed', new SeededRng(rngStateFromSeed(seed)));
    expect(again(7)).toEqual(again(7));
    expect(again(7)).not.toEqual(again(8));
  });

  it('two sample decks, one per faction pair, legal in sanctioned constructed and the same every time', () => {
    const samples = sampleWarsDecks(cards);
    expect(samples.map((s) => s.name)).toEqual(['Earther–Maverick', 'Shi–Quay']);
    for (const { deck: d } of samples) {
      expect(checkWarsDeck(d, cards, 'sanctioned-constructed')).toEqual([]);
      const types = d.cards.map((id) => cards.find((c) => c.id === id)!);
      const locations = types.filter((c) => c.type === 'Location');
      expect(locations).toHaveLength(12);
      expect(new Set(locations.map((c) => c.subtype))).toEqual(new Set(['Site', 'Sector']));
      expect(types.every((c) => c.gaps.length === 0)).toBe(true);
    }
    expect(sampleWarsDecks(cards)).toEqual(samples);
  });
});
