import { type DeckViolation, SeededRng, rngStateFromSeed, uncitedRules } from '@arbiter/rules';
import {
  LIGHTSEEKERS_DECK_FORMATS, bundledCardSet, checkLightseekersDeck, lightseekersDeckWarnings, lightseekersRulesIndex, randomLightseekersDeck,
} from '../src';
import { DECK_FIXTURES } from './deck-fixtures';

const testwave = bundledCardSet('testwave');

/** Random decks broken at random: cards dropped, added, swapped between sections, replaced by unknown or unplayable ids. */
function mutatedDecks(count: number): { deck: { heroes: string[]; cards: string[] }; format: string }[] {
  const rng = new SeededRng(rngStateFromSeed(99));
  const ids = [...testwave.cards.map((c) => c.id), 'no-such-card'];
  const out: { deck: { heroes: string[]; cards: string[] }; format: string }[] = [];
  for (let i = 0; i < count; i++) {
    const format = LIGHTSEEKERS_DECK_FORMATS[i % 2];
    const deck = randomLightseekersDeck(testwave, format, rng);
    const heroes = [...deck.heroes];
    const cards = [...deck.cards];
    for (let m = rng.int(1, 4); m > 0; m--) {
      const what = rng.int(0, 3);
      if (what === 0 && cards.length > 0) cards.splice(rng.int(0, cards.length - 1), 1);
      else if (what === 1) cards.push(ids[rng.int(0, ids.length - 1)]);
      else if (what === 2) heroes.push(ids[rng.int(0, ids.length - 1)]);
      else if (heroes.length > 0) heroes.splice(rng.int(0, heroes.length - 1), 1);
    }
    out.push({ deck: { heroes, cards }, format: i % 7 === 0 ? 'sealed' : format });
  }
  return out;
}

describe('every deck violation cites a key of the ls: rules index', () => {
  it('in the fixtures, in 400 mutated random decks, and in the access warnings', () => {
    const all: DeckViolation[] = [];
    for (const f of DECK_FIXTURES) all.push(...checkLightseekersDeck(f.deck, f.format, testwave), ...lightseekersDeckWarnings(f.deck, testwave));
    for (const { deck, format } of mutatedDecks(400)) all.push(...checkLightseekersDeck(deck, format, testwave), ...lightseekersDeckWarnings(deck, testwave));
    all.push(...checkLightseekersDeck({ heroes: ['cassini'], cards: ['eclipse'] }, 'constructed', bundledCardSet('astral-names')));
    expect(all.length).toBeGreaterThan(400);
    expect(uncitedRules(lightseekersRulesIndex, all)).toEqual([]);
    expect(new Set(all.map((v) => v.code)).size).toBeGreaterThanOrEqual(10);
  });
});
