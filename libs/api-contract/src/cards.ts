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
