/** One card as the dashboard names it. */
export interface CardName {
  id: string;
  /** The printed name, with its version after a comma when the card has one ("Name, Version"). */
  name: string;
  type: string;
  set: string;
}

/** `GET /api/cards/chaotic?ids=…`: the cards found, in the order asked, and the ids no card has. */
export interface CardNames {
  cards: CardName[];
  unknown: string[];
}

/** `GET /api/games`: a registered game, its formats (the default first) and its seats per game. */
export interface GameCatalogEntry {
  id: string;
  name: string;
  formats: { id: string; name: string }[];
  defaultFormat: string;
  seats: { min: number; max: number };
}
