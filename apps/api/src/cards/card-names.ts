import type { CardName, CardNames } from '@arbiter/api-contract';
import type { CardCatalog } from '@arbiter/rules';

/**
 * The names of the cards `ids` name, in that order; ids no card has are listed apart. A card's
 * set is the part of its id before the first `-` (`DOP-181`), as the games' card ids go.
 */
export function cardNames(catalog: CardCatalog, ids: readonly string[]): CardNames {
  const cards: CardName[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const card = catalog.byId(id);
    if (card) cards.push({ id, name: card.name, type: card.type, set: id.includes('-') ? id.slice(0, id.indexOf('-')) : '' });
    else unknown.push(id);
  }
  return { cards, unknown };
}
