/** A WARS deck: the collector numbers of its cards, one per copy. */
export interface WarsDeck {
  readonly name?: string;
  readonly cards: readonly string[];
}
