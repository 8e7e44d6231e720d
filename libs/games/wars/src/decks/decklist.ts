/** A WARS deck: the collector numbers of its cards, one per copy. */
export interface WarsDeck {
  readonly name?: string;
  readonly cards: readonly string[];
}

/** Whether a value from outside (a request, a log's header) has a deck's shape: its cards a list of collector numbers. */
export function isWarsDeckShape(value: unknown): value is WarsDeck {
  const cards = (value as { cards?: unknown } | null)?.cards;
  return Array.isArray(cards) && cards.every((c) => typeof c === 'string');
}
