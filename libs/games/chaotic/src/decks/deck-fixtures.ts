import { CardSet, type Decklist, loadChaoticCards, loadStarterDecks } from '@arbiter/chaotic';
import type { DeckViolation } from '@arbiter/rules';

/** Shared test fixtures: the real set, the starter decks, and helpers to edit a deck. */
export const set: CardSet = loadChaoticCards();
export const starters = loadStarterDecks(set);

/** The id of the real printing `name` (optionally "Name, Version") from `setCode`. */
export function id(name: string, setCode?: string): string {
  const found = set.resolve(name).find((c) => !setCode || c.set === setCode);
  if (!found) throw new Error(`fixture card ${name} ${setCode ?? ''} is missing`);
  return found.id;
}

export function copy(deck: Decklist): Decklist {
  return { creatures: [...deck.creatures], battlegear: [...deck.battlegear], mugic: [...deck.mugic], attacks: [...deck.attacks], locations: [...deck.locations] };
}

/** The deck with `section[index]` replaced by `cardId`. */
export function swap(deck: Decklist, section: keyof Decklist, index: number, cardId: string): Decklist {
  const d = copy(deck);
  d[section][index] = cardId;
  return d;
}

export const codes = (vs: DeckViolation[]) => vs.map((v) => v.code);
export const find = (vs: DeckViolation[], code: string) => vs.filter((v) => v.code === code);
