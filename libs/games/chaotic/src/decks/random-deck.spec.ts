import * as fc from 'fast-check';
import { buildRandomDeck, checkDeck, formatIds } from '@arbiter/chaotic';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { set } from './deck-fixtures';

const rng = (seed: number) => new SeededRng(rngStateFromSeed(seed));

describe('buildRandomDeck: a legal deck for bots and demos', () => {
  it.each([...formatIds(), 'apprentice/pauper', 'limited/modern'])('is legal in %s for many seeds', (format) => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        expect(checkDeck(buildRandomDeck(set, format, rng(seed)), set, format)).toEqual([]);
      }),
      { numRuns: 15 },
    );
  });
  it.each([1, 3, 10])('is legal at game size %i (CR 2.1.2)', (gameSize) => {
    const deck = buildRandomDeck(set, 'masters', rng(gameSize), { gameSize });
    expect(deck.creatures).toHaveLength(gameSize);
    expect(checkDeck(deck, set, 'masters', { gameSize })).toEqual([]);
  });
  it('is the same deck for the same seed, another for another seed', () => {
    expect(buildRandomDeck(set, 'masters', rng(42))).toEqual(buildRandomDeck(set, 'masters', rng(42)));
    expect(buildRandomDeck(set, 'masters', rng(42))).not.toEqual(buildRandomDeck(set, 'masters', rng(43)));
  });
  it('gives Apprentice decks no Mugic and no Battlegear', () => {
    const deck = buildRandomDeck(set, 'apprentice', rng(5));
    expect(deck.mugic).toEqual([]);
    expect(deck.battlegear).toEqual([]);
  });
  it('refuses an unknown format and an impossible game size', () => {
    expect(() => buildRandomDeck(set, 'vintage', rng(1))).toThrow(/unknown format/);
    expect(() => buildRandomDeck(set, 'masters', rng(1), { gameSize: 4 })).toThrow(/cannot build a legal masters deck of game size 4/);
  });
});
