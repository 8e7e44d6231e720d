/** The deck formats WARS has: the CR's deck rules with the banned list, and limited play (sealed deck, booster draft). */
export const WARS_FORMATS = [
  { id: 'sanctioned-constructed', name: 'Sanctioned constructed' },
  { id: 'limited', name: 'Limited (sealed deck, booster draft)' },
] as const;
export type WarsFormat = (typeof WARS_FORMATS)[number]['id'];

export function isWarsFormat(format: string): format is WarsFormat {
  return WARS_FORMATS.some((f) => f.id === format);
}

/** Deck size in sanctioned constructed play (CR general `building a deck`). */
export const CONSTRUCTED_DECK_SIZE = 60;
/**
 * Deck size in limited play when the event does not set one. The CR leaves it open: it says
 * only that banned cards may be used in limited play (Rulings), so the event decides; 40 is
 * the usual size of a sealed or draft deck, and an event passes its own with `deckSize`.
 */
export const DEFAULT_LIMITED_DECK_SIZE = 40;
/** Copies of one card a deck may hold, unless the card is Unlimited (CR general `building a deck`). */
export const MAX_COPIES = 4;

export interface WarsDeckOptions {
  /** Limited: the number of cards the event requires. Ignored in constructed play. */
  readonly deckSize?: number;
}

export function deckSizeFor(format: WarsFormat, options: WarsDeckOptions = {}): number {
  return format === 'limited' ? (options.deckSize ?? DEFAULT_LIMITED_DECK_SIZE) : CONSTRUCTED_DECK_SIZE;
}

/** Whether the Rulings' banned list applies (it does not in limited play). */
export function bansApply(format: WarsFormat): boolean {
  return format === 'sanctioned-constructed';
}
