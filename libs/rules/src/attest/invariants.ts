import type { Violation } from '../violation';
import type { AttestInvariant } from './attested-effect';

/** The multiset of cards `piles` gives a state, as counts by card id. */
function counts(cards: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const card of cards) out.set(card, (out.get(card) ?? 0) + 1);
  return out;
}

/**
 * Cards are conserved: the cards in every pile and zone together (`cardsOf`) are the same
 * multiset after the outcome as before; an attested effect moves cards, never makes or loses one.
 */
export function cardsConserved<State>(code: string, rule: string, cardsOf: (state: State) => readonly string[]): AttestInvariant<State> {
  return (before, after, seq): Violation | null => {
    const was = counts(cardsOf(before));
    const now = counts(cardsOf(after));
    for (const [card, n] of now) if ((was.get(card) ?? 0) < n) return { code, rule, seq, message: `${card} appears: an attested effect cannot create cards` };
    for (const [card, n] of was) if ((now.get(card) ?? 0) < n) return { code, rule, seq, message: `${card} disappears: an attested effect cannot destroy cards` };
    return null;
  };
}

/** The message for a value out of bounds: what it is and the value it would take. */
export type OutOfBoundsMessage = (what: string, value: number) => string;

/**
 * Every value `valuesOf` names (by what it is, e.g. `alice's health`) stays within [min, max] after the outcome;
 * the first one outside is reported, in the order `valuesOf` lists them. `message` words it in the game's terms
 * (Chaotic: `creature 4 would have -10 damage`); by default it states the bounds.
 */
export function valuesInBounds<State>(
  code: string,
  rule: string,
  min: number,
  max: number,
  valuesOf: (state: State) => Readonly<Record<string, number>>,
  message: OutOfBoundsMessage = (what, value) => `${what} would be ${value}, outside ${min}–${max}`,
): AttestInvariant<State> {
  return (_before, after, seq): Violation | null => {
    for (const [what, value] of Object.entries(valuesOf(after))) {
      if (!(value >= min && value <= max)) return { code, rule, seq, message: message(what, value) };
    }
    return null;
  };
}
