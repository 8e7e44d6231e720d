import type { Violation } from '../violation';

/**
 * Card text an engine cannot carry out itself: the log states its outcome and a judge reviews
 * it against the text. `Outcome` is the game's (Chaotic: damage, counters and moved cards).
 */
export interface AttestedEffect<Outcome = unknown> {
  /** The card whose text is attested. */
  readonly card: string;
  /** The text the outcome stands for. */
  readonly text: readonly string[];
  readonly outcome: Outcome;
}

/**
 * An invariant every attested outcome keeps, whatever the text says: the state before and after
 * the stated outcome, and the violation when the outcome breaks it (cards conserved, values in
 * bounds). Each game declares its own; whether the outcome is what the text says is for a judge.
 */
export type AttestInvariant<State> = (before: State, after: State, seq: number) => Violation | null;

/** Every invariant the stated outcome breaks, in the order declared (empty when it keeps them all). */
export function checkAttestInvariants<State>(invariants: readonly AttestInvariant<State>[], before: State, after: State, seq: number): Violation[] {
  const found: Violation[] = [];
  for (const invariant of invariants) {
    const violation = invariant(before, after, seq);
    if (violation !== null) found.push(violation);
  }
  return found;
}
