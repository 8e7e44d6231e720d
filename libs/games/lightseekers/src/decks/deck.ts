import type { LightseekersCardSet } from '../cards/card-set';

/** The deck formats of 2.1: Constructed (2.1.1) and Draft (2.1.2). */
export const LIGHTSEEKERS_DECK_FORMATS = ['constructed', 'draft'] as const;
export type LightseekersDeckFormat = (typeof LIGHTSEEKERS_DECK_FORMATS)[number];

export function isLightseekersDeckFormat(format: string): format is LightseekersDeckFormat {
  return (LIGHTSEEKERS_DECK_FORMATS as readonly string[]).includes(format);
}

/**
 * A deck by card ids: the hero card(s), kept separate from the rest (2.1.1.1, 2.1.2.1), and the
 * combo and action cards, one id per copy.
 */
export interface LightseekersDeck {
  readonly heroes: readonly string[];
  readonly cards: readonly string[];
}

/** A deck from flat ids: heroes (by the set's types) go to `heroes`, everything else, unknown ids included, to `cards`. */
export function deckFromCardIds(set: LightseekersCardSet, ids: readonly string[]): LightseekersDeck {
  const heroes: string[] = [];
  const cards: string[] = [];
  for (const id of ids) (set.byId(id)?.type === 'hero' ? heroes : cards).push(id);
  return { heroes, cards };
}

/** The flat ids of a deck, heroes first. */
export function deckCardIds(deck: LightseekersDeck): string[] {
  return [...deck.heroes, ...deck.cards];
}
