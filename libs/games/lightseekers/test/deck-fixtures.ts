import type { LightseekersDeck, LightseekersDeckFormat } from '../src';

/** `n` copies of an id. */
export const x = (n: number, id: string): string[] => Array.from({ length: n }, () => id);

const emberCombos = ['tw-fire-surge', 'tw-magma-shell', 'tw-storm-lash', 'tw-night-harvest', 'tw-clockwork-barrage'];
const emberActions = [
  'tw-ember-scout', 'tw-cinder-hound', 'tw-rubble-golem', 'tw-crystal-ward', 'tw-wandering-brawler',
  'tw-wandering-shield', 'tw-war-drum', 'tw-echo-idol', 'tw-copper-gauntlet', 'tw-titan-hammer',
].flatMap((id) => x(3, id));

/** 1 hero + 5 different combos + 10 action cards × 3 = 36 (2.1.1.1). */
export const legalConstructed: LightseekersDeck = { heroes: ['tw-ember-warden'], cards: [...emberCombos, ...emberActions] };

export interface DeckFixture {
  readonly name: string;
  readonly format: LightseekersDeckFormat;
  readonly deck: LightseekersDeck;
  /** The exact violations, as `code rule`. */
  readonly expected: readonly string[];
}

const without = (cards: readonly string[], id: string): string[] => {
  const i = cards.indexOf(id);
  return [...cards.slice(0, i), ...cards.slice(i + 1)];
};

export const DECK_FIXTURES: readonly DeckFixture[] = [
  { name: 'a legal Constructed deck (36)', format: 'constructed', deck: legalConstructed, expected: [] },
  {
    name: '35 cards (29 actions)', format: 'constructed',
    deck: { heroes: legalConstructed.heroes, cards: without(legalConstructed.cards, 'tw-ember-scout') },
    expected: ['lightseekers/deck-size ls:2.1.1.1', 'lightseekers/deck-action-count ls:2.1.1.1'],
  },
  {
    name: '37 cards (31 actions)', format: 'constructed',
    deck: { heroes: legalConstructed.heroes, cards: [...legalConstructed.cards, 'tw-pocket-shield'] },
    expected: ['lightseekers/deck-size ls:2.1.1.1', 'lightseekers/deck-action-count ls:2.1.1.1'],
  },
  {
    name: 'a duplicate combo', format: 'constructed',
    deck: { heroes: legalConstructed.heroes, cards: [...without(legalConstructed.cards, 'tw-clockwork-barrage'), 'tw-fire-surge'] },
    expected: ['lightseekers/deck-duplicate-combo ls:2.1.1.1'],
  },
  {
    name: '4 copies of an action', format: 'constructed',
    deck: { heroes: legalConstructed.heroes, cards: [...without(legalConstructed.cards, 'tw-rubble-golem'), 'tw-ember-scout'] },
    expected: ['lightseekers/deck-action-copies ls:2.1.1.1'],
  },
  {
    name: 'no hero', format: 'constructed',
    deck: { heroes: [], cards: [...legalConstructed.cards, 'tw-pocket-shield'] },
    expected: ['lightseekers/deck-hero-count ls:2.1.1.1', 'lightseekers/deck-action-count ls:2.1.1.1'],
  },
  {
    name: 'a legal 4-combo hero at 35', format: 'constructed',
    deck: {
      heroes: ['tw-grove-keeper'],
      cards: [
        'tw-wild-bloom', 'tw-root-ward', 'tw-tempest-rite', 'tw-rewind-pulse',
        ...['tw-bark-guard', 'tw-soul-lantern', 'tw-forest-sentinel', 'tw-wandering-brawler', 'tw-wandering-shield',
          'tw-echo-idol', 'tw-pocket-shield', 'tw-copper-gauntlet', 'tw-titan-hammer', 'tw-tide-mender'].flatMap((id) => x(3, id)),
      ],
    },
    expected: [],
  },
  {
    name: 'a 4-combo hero with 5 combos (36)', format: 'constructed',
    deck: { heroes: ['tw-grove-keeper'], cards: legalConstructed.cards },
    expected: ['lightseekers/deck-size ls:2.1.1.3', 'lightseekers/deck-combo-count ls:2.1.1.3'],
  },
  {
    name: 'a legal Draft deck with 2 heroes (32)', format: 'draft',
    deck: {
      heroes: ['tw-ember-warden', 'tw-tide-caller'],
      cards: [...x(3, 'tw-fire-surge'), ...x(2, 'tw-storm-lash'), ...x(10, 'tw-ember-scout'), ...x(15, 'tw-spark-drake')],
    },
    expected: [],
  },
  {
    name: 'an illegal Draft deck with 6 combos', format: 'draft',
    deck: {
      heroes: ['tw-ember-warden'],
      cards: [...x(2, 'tw-fire-surge'), ...x(2, 'tw-magma-shell'), ...x(2, 'tw-storm-lash'), ...x(24, 'tw-ember-scout')],
    },
    expected: ['lightseekers/deck-combo-count ls:2.1.2.1'],
  },
  {
    name: 'a Draft deck with 3 heroes and 31 other cards (34)', format: 'draft',
    deck: { heroes: ['tw-ember-warden', 'tw-tide-caller', 'tw-star-pilot'], cards: [...x(31, 'tw-ember-scout')] },
    expected: ['lightseekers/deck-size ls:2.1.2.1', 'lightseekers/deck-hero-count ls:2.1.2.1', 'lightseekers/deck-main-count ls:2.1.2.1'],
  },
  {
    name: 'an unknown card and a hero among the other cards', format: 'constructed',
    deck: { heroes: legalConstructed.heroes, cards: [...without(without(legalConstructed.cards, 'tw-ember-scout'), 'tw-ember-scout'), 'no-such-card', 'tw-star-pilot'] },
    expected: [
      'lightseekers/deck-unknown-card ls:2.1.1.1',
      'lightseekers/deck-wrong-section ls:2.1.1.1',
      'lightseekers/deck-hero-count ls:2.1.1.1',
      'lightseekers/deck-size ls:2.1.1.1',
      'lightseekers/deck-action-count ls:2.1.1.1',
    ],
  },
];
