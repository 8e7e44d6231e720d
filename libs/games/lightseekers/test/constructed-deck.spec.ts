import { bundledCardSet, checkLightseekersDeck, deckCardIds, deckFromCardIds } from '../src';
import { DECK_FIXTURES, legalConstructed, x } from './deck-fixtures';

const testwave = bundledCardSet('testwave');
const codes = (violations: readonly { code: string; rule: string }[]) => violations.map((v) => `${v.code} ${v.rule}`);

describe('ls:2.1.1.1 constructed deck and ls:2.1.2.1 draft deck fixtures', () => {
  it.each(DECK_FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, fixture) => {
    expect(codes(checkLightseekersDeck(fixture.deck, fixture.format, testwave))).toEqual(fixture.expected);
  });
});

describe('ls:2.1.1.1 constructed deck', () => {
  it('counts the hero in the 36 and says which numbers are off', () => {
    const short = { heroes: legalConstructed.heroes, cards: legalConstructed.cards.slice(0, -1) };
    expect(checkLightseekersDeck(short, 'constructed', testwave).map((v) => v.message)).toEqual([
      'the deck has 35 cards; a Constructed deck has 36',
      'the deck has 29 action cards, not 30',
    ]);
  });

  it('names the card a copy limit is about', () => {
    const deck = { heroes: legalConstructed.heroes, cards: [...legalConstructed.cards.filter((id) => id !== 'tw-rubble-golem'), ...x(3, 'tw-ember-scout')] };
    expect(checkLightseekersDeck(deck, 'constructed', testwave)).toEqual([
      { code: 'lightseekers/deck-action-copies', rule: 'ls:2.1.1.1', message: '6 copies of Testwave Ember Scout: at most 3 of an action card', card: 'tw-ember-scout' },
    ]);
  });

  it('counts Items as action cards (ls:2.4.3.1)', () => {
    const deck = { heroes: legalConstructed.heroes, cards: [...legalConstructed.cards.filter((id) => id !== 'tw-echo-idol'), ...x(3, 'tw-pocket-shield')] };
    expect(checkLightseekersDeck(deck, 'constructed', testwave)).toEqual([]);
  });

  it('reads flat card ids with the hero kept apart', () => {
    const deck = deckFromCardIds(testwave, [...legalConstructed.cards.slice(0, 10), 'tw-ember-warden', ...legalConstructed.cards.slice(10)]);
    expect(deck).toEqual(legalConstructed);
    expect(deckCardIds(deck)).toEqual(['tw-ember-warden', ...legalConstructed.cards]);
  });

  it('refuses a card that cannot be played, citing ls:2.4', () => {
    const deck = { heroes: ['ex-hero-four-combos'], cards: [] };
    expect(checkLightseekersDeck(deck, 'constructed', bundledCardSet('examples'))[0]).toEqual({
      code: 'lightseekers/deck-card-not-playable', rule: 'ls:2.4', card: 'ex-hero-four-combos',
      message: expect.stringMatching(/^Example Hero: Four Combos cannot be played: Illustrative/),
    });
  });

  it('answers an unknown format with ls:2.1', () => {
    expect(checkLightseekersDeck(legalConstructed, 'sealed', testwave)).toEqual([
      { code: 'lightseekers/deck-unknown-format', rule: 'ls:2.1', message: '"sealed" is not a Lightseekers deck format (constructed, draft)' },
    ]);
  });
});

describe('ls:2.1.1.3 hero deck modifiers', () => {
  it('a hero with 4 combos still has 30 action cards: 35 in all', () => {
    const grove = DECK_FIXTURES.find((f) => f.name === 'a legal 4-combo hero at 35')!;
    expect(deckCardIds(grove.deck)).toHaveLength(35);
    const extraAction = { ...grove.deck, cards: [...grove.deck.cards, 'tw-ember-scout'] };
    expect(codes(checkLightseekersDeck(extraAction, 'constructed', testwave))).toEqual([
      'lightseekers/deck-size ls:2.1.1.3',
      'lightseekers/deck-action-count ls:2.1.1.1',
    ]);
  });
});

describe('ls:2.1.2.1 draft deck', () => {
  it('allows duplicate combos and actions, up to 5 combos and up to 2 heroes', () => {
    const deck = { heroes: [], cards: [...x(5, 'tw-fire-surge'), ...x(25, 'tw-ember-scout')] };
    expect(checkLightseekersDeck(deck, 'draft', testwave)).toEqual([]);
  });

  it('wants exactly 30 action/combo cards', () => {
    const deck = { heroes: ['tw-ember-warden', 'tw-tide-caller'], cards: x(29, 'tw-ember-scout') };
    expect(codes(checkLightseekersDeck(deck, 'draft', testwave))).toEqual(['lightseekers/deck-main-count ls:2.1.2.1']);
  });
});
