/**
 * A rules violation is data, never an exception: a stable namespaced code, the number of
 * the rule it breaks in the game's comprehensive rules (for Chaotic, a key of
 * comprehensive-rules-2.0.json), the sequence number of the offending action in the
 * match log, and a plain message for players and judges.
 */
export interface Violation {
  /** Stable, namespaced: `<game>/<what>`, e.g. `chaotic/move-not-adjacent`. */
  readonly code: string;
  /** Rule number in the game's comprehensive rules, e.g. `6.3.2`. */
  readonly rule: string;
  /** Sequence number of the action in the log that breaks the rule. */
  readonly seq: number;
  readonly message: string;
}

/**
 * A deck-construction violation has no sequence number: it is found before play.
 * `rule` is a comprehensive-rules number (e.g. `2.2.1`) or, for a community format's
 * list, `format:<id>` (e.g. `format:standard`).
 */
export interface DeckViolation {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
  /** The card the violation is about, when there is one. */
  readonly card?: string;
}
