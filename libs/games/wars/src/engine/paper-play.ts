import type { Violation } from '@arbiter/rules';
import type { Game } from './game-cards';
import type { Seat, WarsState } from './state';
import { broken } from './violation';

/**
 * Paper play. Reserve, active and used piles are face down and nobody may know the reserve's
 * order after the shuffle (CR glossary `reserve`, `activate`, `pay`), so in paper play a place
 * in them holds UNKNOWN until the card there becomes known; the cards of a player's deck that
 * are at no known place are that player's `hidden` pool. A card becomes known when the log
 * declares it as it is drawn, revealed for destiny or lost face up; from then on its place is
 * known (piles keep their order: used piles recirculate without changing it, CR glossary
 * `recirculate`), so a later declaration of that place must name that card. Digital play
 * never holds UNKNOWN: the engine shuffles from the committed seeds and knows every place.
 */
export const UNKNOWN = '?';

/** Face-down piles a declared card may come off the top of. */
export type FaceDownPile = 'reserve' | 'active' | 'used';

export const isPaper = (s: WarsState): boolean => s.hidden !== undefined;

/** The top of a face-down pile: the reserve's is its first card, the active and used piles' their last. */
export function topOf(s: WarsState, seat: Seat, pile: FaceDownPile): string | undefined {
  const cards = s.piles[seat][pile];
  return pile === 'reserve' ? cards[0] : cards[cards.length - 1];
}

/** The collector numbers a declaration of a pile's top may name now: the known card there, or any card left in the hidden pool. */
export function declarableTop(g: Game, seat: Seat, pile: FaceDownPile): string[] {
  const top = topOf(g.s, seat, pile);
  if (top === undefined) return [];
  if (top !== UNKNOWN) return [g.card(top).id];
  return [...new Set(g.s.hidden![seat].map((k) => g.card(k).id))].sort();
}

/**
 * What is wrong with a card declared as the top of a face-down pile (`what` names the pile's top
 * in words, `rule` is the rule that takes that card): none named in paper play, a card the
 * registered deck does not hold, a card whose copies are all at known places, or not the card
 * whose place is known to be that top. Digital play names no card: the engine knows it.
 */
export function declaredTopProblem(g: Game, seq: number, seat: Seat, pile: FaceDownPile, declared: unknown, rule: string, what: string): Violation[] {
  const s = g.s;
  if (!isPaper(s)) return [];
  const top = topOf(s, seat, pile);
  if (top === undefined) return [];
  if (typeof declared !== 'string') return broken(seq, 'card-not-declared', rule, `in paper play the card ${what} becomes known, and the log names it: "card": a collector number`);
  if (top !== UNKNOWN) {
    const known = g.card(top).id;
    return known === declared ? [] : broken(seq, 'not-top-card', rule, `${what} is ${known}, whose place is known, not ${declared}`);
  }
  const copies = s.decks[seat].filter((id) => id === declared).length;
  if (copies === 0) return broken(seq, 'not-in-deck', rule, `${declared} is not in ${s.players[seat]}'s registered deck, so it cannot be ${what}`);
  if (!s.hidden![seat].some((k) => g.card(k).id === declared)) {
    return broken(seq, 'card-not-left', rule, `each of the ${copies} ${declared} in ${s.players[seat]}'s registered deck is already known elsewhere, so none can be ${what}`);
  }
  return [];
}

/** Takes a known card of the hidden pool by collector number (the pool is checked to hold one). */
export function takeHidden(g: Game, seat: Seat, id: string): string {
  const pool = g.s.hidden![seat];
  const i = pool.findIndex((k) => g.card(k).id === id);
  return pool.splice(i, 1)[0];
}

/** Takes the top card off a face-down pile: in paper play an unknown top becomes the declared card. Undefined on an empty pile. */
export function takeTop(g: Game, seat: Seat, pile: FaceDownPile, declared: unknown): string | undefined {
  const cards = g.s.piles[seat][pile];
  const top = pile === 'reserve' ? cards.shift() : cards.pop();
  return top === UNKNOWN ? takeHidden(g, seat, declared as string) : top;
}

/** Face-down places of a player's piles that hold UNKNOWN, which must be as many as the hidden pool holds. */
export function unknownPlaces(s: WarsState, seat: Seat): number {
  const p = s.piles[seat];
  let n = 0;
  for (const pile of [p.reserve, p.active, p.used]) for (const k of pile) if (k === UNKNOWN) n++;
  return n;
}
