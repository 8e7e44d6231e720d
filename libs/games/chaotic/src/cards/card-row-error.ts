/**
 * A rejected row of a card file: `row` is the row's index in the JSON array (0-based),
 * `name` the card's name when the row has one, `field` the offending field.
 */
export interface CardRowError {
  readonly row: number;
  readonly name?: string;
  readonly field?: string;
  readonly reason: string;
}

/** One line for people: `row 12 (Arias): courage must be a number 0–200`. */
export function formatCardRowError(e: CardRowError): string {
  const who = e.name ? ` (${e.name})` : '';
  return `row ${e.row}${who}: ${e.reason}`;
}
