import { SeededRng } from '@arbiter/rules';
import type { ChaoticState,Seat } from './types';

/** Removes one copy of `card` from a pile; false when the pile holds none. */
export function takeCard(pile: string[], card: string): boolean {
  const at = pile.lastIndexOf(card);
  if (at < 0) return false;
  // Shift by hand: splice allocates an array per call, and replay calls this for every strike.
  for (let i = at; i < pile.length - 1; i++) pile[i] = pile[i + 1];
  pile.pop();
  return true;
}

/**
 * CR 7.2.5.1: a player with an empty Attack Deck shuffles the attack discard pile into a new
 * one before drawing. Digital play shuffles with the match RNG; in paper play the deck is a
 * multiset, so the order does not matter.
 */
export function refillAttackDeck(state: ChaoticState, seat: Seat, rng: SeededRng | null): void {
  const zones = state.zones[seat];
  if (zones.attackDeck.length > 0 || zones.attackDiscard.length === 0) return;
  zones.attackDeck = zones.attackDiscard;
  zones.attackDiscard = [];
  if (rng) rng.shuffle(zones.attackDeck);
}

/** Draws the top card (digital) or the declared card (paper) into the hand. */
export function drawAttack(state: ChaoticState, seat: Seat, declared: string | null): void {
  const zones = state.zones[seat];
  if (declared === null) {
    const top = zones.attackDeck.pop();
    if (top !== undefined) zones.attackHand.push(top);
    return;
  }
  if (takeCard(zones.attackDeck, declared)) zones.attackHand.push(declared);
}

/** CR 6.2.1 / 6.2.5: the revealed location becomes active; the one it replaces goes to the bottom. */
export function revealLocation(state: ChaoticState, seat: Seat, declared: string | null): void {
  const deck = state.zones[seat].locationDeck;
  const card = declared === null ? deck.pop() : takeCard(deck, declared) ? declared : undefined;
  if (card === undefined) return;
  if (state.activeLocation) state.zones[state.activeLocation.owner].locationDeck.unshift(state.activeLocation.card);
  state.activeLocation = { owner: seat, card };
}
