import { SeededRng, rngStateFromSeed } from '@arbiter/rules';
import { bundledCardSet, checkLightseekersDeck, lightseekersDeckWarnings, randomLightseekersDeck } from '../src';

const testwave = bundledCardSet('testwave');

describe('random decks are legal by construction (ls:2.1.1.1, ls:2.1.1.3, ls:2.1.2.1)', () => {
  it.each(['constructed', 'draft'] as const)('%s: 200 seeds, no violations', (format) => {
    for (let seed = 1; seed <= 200; seed++) {
      const deck = randomLightseekersDeck(testwave, format, new SeededRng(rngStateFromSeed(seed)));
      expect(checkLightseekersDeck(deck, format, testwave)).toEqual([]);
    }
  });

  it('draws the same deck from the same seed, and different decks from different seeds', () => {
    const draw = (seed: number) => randomLightseekersDeck(testwave, 'constructed', new SeededRng(rngStateFromSeed(seed)));
    expect(draw(7)).toEqual(draw(7));
    expect(new Set([1, 2, 3, 4, 5].map((s) => JSON.stringify(draw(s)))).size).toBeGreaterThan(1);
  });

  it('uses every hero, the 4-combo hero with 35 cards', () => {
    const heroes = new Map<string, number>();
    for (let seed = 1; seed <= 100; seed++) {
      const deck = randomLightseekersDeck(testwave, 'constructed', new SeededRng(rngStateFromSeed(seed)));
      heroes.set(deck.heroes[0], deck.heroes.length + deck.cards.length);
    }
    expect(heroes.size).toBe(7);
    expect(heroes.get('tw-grove-keeper')).toBe(35);
  });

  it('prefers cards the hero can play: draft decks from the test wave need no warning', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const deck = randomLightseekersDeck(testwave, 'draft', new SeededRng(rngStateFromSeed(seed)));
      expect(lightseekersDeckWarnings(deck, testwave)).toEqual([]);
    }
  });

  it('refuses a set that cannot make a deck', () => {
    expect(() => randomLightseekersDeck(bundledCardSet('astral-names'), 'constructed', new SeededRng(rngStateFromSeed(1)))).toThrow(/no playable hero/);
  });
});
