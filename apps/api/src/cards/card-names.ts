import type { CardName, CardNames } from '@arbiter/api-contract';
import { CardSet, fullName } from '@arbiter/chaotic';

/** The names of the cards `ids` name, in that order; ids no card has are listed apart. */
export function cardNames(set: CardSet, ids: readonly string[]): CardNames {
  const cards: CardName[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const card = set.byId(id);
    if (card) cards.push({ id, name: fullName(card), type: card.type, set: card.set });
    else unknown.push(id);
  }
  return { cards, unknown };
}
