import type { CardType } from '../cards/card';

/** A registered deck: card ids (repeated for copies), one list per card type. */
export interface Decklist {
  readonly creatures: string[];
  readonly battlegear: string[];
  readonly mugic: string[];
  readonly attacks: string[];
  readonly locations: string[];
}

export type DeckSection = keyof Decklist;

export const SECTIONS: readonly DeckSection[] = ['creatures', 'battlegear', 'mugic', 'attacks', 'locations'];

export const SECTION_TYPE: Readonly<Record<DeckSection, CardType>> = {
  creatures: 'Creature',
  battlegear: 'Battlegear',
  mugic: 'Mugic',
  attacks: 'Attack',
  locations: 'Location',
};

export function emptyDecklist(): Decklist {
  return { creatures: [], battlegear: [], mugic: [], attacks: [], locations: [] };
}

/** Every card id of the deck, all sections. */
export function allCardIds(deck: Decklist): string[] {
  return SECTIONS.flatMap((s) => deck[s] ?? []);
}
