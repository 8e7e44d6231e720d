import { takeFromPile } from './discard-pile';
import { SeededRng } from '@arbiter/rules';
import type { EngineContext } from './context';
import type { ChaoticState,Seat } from './types';
import { setGear } from './board-writes';

/** "shuffles their attack hand into their Attack Deck": the hand goes into the deck, shuffled with the seeded RNG. */
export function shuffleAttackHandIntoDeck(state: ChaoticState, seat: Seat): void {
  const z = state.zones[seat];
  z.attackDeck.push(...z.attackHand.splice(0));
  if (state.rng === null) return;
  const rng = new SeededRng(state.rng);
  rng.shuffle(z.attackDeck);
  state.rng = rng.state() as number[];
}

/** Battlegear cards in the player's general discard pile, most recently discarded first. */
export function battlegearInDiscard(state: ChaoticState, ctx: EngineContext, seat: Seat): string[] {
  return [...new Set(state.zones[seat].generalDiscard.filter((id) => ctx.cards.byId(id)?.type === 'Battlegear').reverse())];
}

/** The player's creatures in play with no Battlegear (CR 2.2.6). */
export function unequippedCreatures(state: ChaoticState, seat: Seat): number[] {
  return state.creatures.filter((c) => c.owner === seat && c.space !== null && state.masters!.gear[c.uid] === null).map((c) => c.uid);
}

/**
 * A Battlegear card leaves the general discard pile equipped to a creature. It comes in
 * face-up: only battlegear placed at set-up starts face down (CR 4.1.2), as a judge reads it.
 */
export function equipFromDiscard(state: ChaoticState, seat: Seat, card: string, uid: number): void {
  const pile = state.zones[seat].generalDiscard;
  takeFromPile(pile, pile.lastIndexOf(card));
  setGear(state.masters!, uid, { card, faceUp: true, disarmed: false });
}

/** Glossary "Sacrifice": the creature's Battlegear goes to its owner's general discard pile. */
export function sacrificeBattlegear(state: ChaoticState, uid: number): void {
  const gear = state.masters!.gear[uid];
  if (!gear) return;
  state.zones[state.creatures[uid].owner].generalDiscard.push(gear.card);
  setGear(state.masters!, uid, null);
}

