import type { CardLookup, EngineDeck } from '../engine/types';
import { type Decklist, SECTIONS } from '../decks/decklist';

/** The deck the engine plays from a registered decklist: every section, so the header's hash does not depend on the format. */
export function engineDeckFromDecklist(list: Decklist): EngineDeck {
  return { creatures: [...list.creatures], attacks: [...list.attacks], locations: [...list.locations], battlegear: [...list.battlegear], mugic: [...list.mugic] };
}

/** A decklist (every section present) from the deck a header carries, for deck legality. */
export function decklistFromEngineDeck(deck: EngineDeck): Decklist {
  return { creatures: [...deck.creatures], battlegear: [...(deck.battlegear ?? [])], mugic: [...(deck.mugic ?? [])], attacks: [...deck.attacks], locations: [...deck.locations] };
}

/**
 * The engine's deck from the flat card ids a tournament keeps, sorted by card type; creatures keep
 * their listed order, which is their placement order (CR 4.1.1). Unknown ids go to `creatures`,
 * where deck legality and the match configuration check name them.
 */
export function engineDeckFromCardIds(ids: readonly string[], cards: CardLookup): EngineDeck {
  const deck = { creatures: [] as string[], attacks: [] as string[], locations: [] as string[], battlegear: [] as string[], mugic: [] as string[] };
  for (const id of ids) {
    switch (cards.byId(id)?.type) {
      case 'Attack': deck.attacks.push(id); break;
      case 'Location': deck.locations.push(id); break;
      case 'Battlegear': deck.battlegear.push(id); break;
      case 'Mugic': deck.mugic.push(id); break;
      default: deck.creatures.push(id); break;
    }
  }
  return deck;
}

/** Every card id of a deck, in the sections' order (creatures, battlegear, mugic, attacks, locations). */
export function engineDeckCardIds(deck: EngineDeck): string[] {
  return SECTIONS.flatMap((section) => [...(deck[section] ?? [])]);
}

/** Whether two decks hold the same cards per section, in any order (a paper game may place creatures differently). */
export function sameDeckCards(a: EngineDeck, b: EngineDeck): boolean {
  const key = (deck: EngineDeck) => SECTIONS.map((s) => [...(deck[s] ?? [])].sort().join(',')).join('|');
  return key(a) === key(b);
}
