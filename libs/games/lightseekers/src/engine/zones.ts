import type { SeededRng } from '@arbiter/rules';
import type { LsPlayer } from './state';

/** 3.2.3.2b, 3.2.3.2d: draw from the top; an empty deck draws nothing. Returns how many were drawn. */
export function drawCards(player: LsPlayer, count: number): number {
  const drawn = player.deck.splice(0, Math.max(0, count));
  player.hand.push(...drawn);
  return drawn.length;
}

/** Takes one copy of a card out of a pile; false when the pile holds none. */
export function takeOne(pile: string[], card: string): boolean {
  const i = pile.indexOf(card);
  if (i < 0) return false;
  pile.splice(i, 1);
  return true;
}

/** 3.2.3.2c: cards put back into the deck are shuffled in. */
export function shuffleInto(player: LsPlayer, cards: readonly string[], rng: SeededRng): void {
  player.deck.push(...cards);
  rng.shuffle(player.deck);
}
