import type { ChaoticState,Seat } from './types';
import { setGear, setSpace } from './board-writes';

/** Switch Riff: two creatures in play trade spaces on the Battleboard; false when either is gone or they are one creature. */
export function swapSpaces(state: ChaoticState, a: number, b: number): boolean {
  const [x, y] = [state.creatures[a], state.creatures[b]];
  if (a === b || x.space === null || y.space === null) return false;
  const had = x.space;
  setSpace(x, y.space);
  setSpace(y, had);
  state.board[x.space] = a;
  state.board[y.space] = b;
  return true;
}

/** Armament Adagio: two creatures of the same player trade their Battlegear (face and all); false otherwise. */
export function swapBattlegear(state: ChaoticState, a: number, b: number): boolean {
  const [x, y] = [state.creatures[a], state.creatures[b]];
  if (a === b || x.space === null || y.space === null || x.owner !== y.owner) return false;
  const m = state.masters!;
  const had = m.gear[a];
  setGear(m, a, m.gear[b]);
  setGear(m, b, had);
  return true;
}

/** Cascading Rondo: a player's Attack Deck and Attack Discard pile trade places (CR 4.1.6). */
export function swapAttackDeckAndDiscard(state: ChaoticState, seat: Seat): void {
  const z = state.zones[seat];
  [z.attackDeck, z.attackDiscard] = [z.attackDiscard, z.attackDeck];
}
