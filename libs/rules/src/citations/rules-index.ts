/**
 * A game's rules as an index of citable keys (Chaotic: `6.3.7.1`; WARS: `wars:glossary/initiative`;
 * Lightseekers: `ls:2.4.2.2e`). Every violation's `rule` is a key of its game's index.
 */
export interface RulesIndex {
  /** The game the index belongs to. */
  readonly game: string;
  /** The text of a rule by key, or undefined for a key the index does not have. */
  text(key: string): string | undefined;
  /** Every key, in the rules' order. */
  keys(): readonly string[];
  /** The rules the kit itself cites for this game (actions after the end, decks, seeds, results). */
  readonly kit: KitCitations;
}

/** Keys of a game's index for the checks the kit runs on every game's logs. */
export interface KitCitations {
  /** An action after the game has ended. */
  readonly gameOver: string;
  /** A decklist that is not the registered one (hash mismatch). */
  readonly registeredDeck: string;
  /** Missing or mismatched commit-reveal seeds. */
  readonly seeds: string;
  /** A reported result the actions do not give. */
  readonly result: string;
  /** The same when the reported or the derived result is a draw, where the game has a rule for draws (Chaotic 5.1.2); `result` otherwise. */
  readonly draw?: string;
}
