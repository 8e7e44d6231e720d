import type { SeededRng } from '@arbiter/rules';
import type { LightseekersState, LsPlayer } from './state';

/** 3.2.3.2b, 3.2.3.2d: draw from the top; an empty deck draws nothing. Returns how many were drawn. */
export function drawCards(player: LsPlayer, count: number): number {
  const drawn = player.deck.splice(0, Math.max(0, count));
  player.hand.push(...drawn);
  return drawn.length;
}

/**
 * A draw of `count` cards: digital play takes the top of the seeded deck; in paper play the deck's
 * order is the players' own, so the player declares each card drawn (a `draw` choice checked
 * against what is left of the registered deck). An empty deck draws nothing (3.2.3.2d).
 */
export function drawOrDeclare(state: LightseekersState, player: LsPlayer, count: number, endPhase = false): void {
  if (!state.paper) {
    drawCards(player, count);
    return;
  }
  const left = Math.min(Math.max(0, count), player.deck.length);
  if (left > 0) state.pending.push({ kind: 'draw', player: player.id, left, ...(endPhase ? { endPhase } : {}) });
}

/** Takes one copy of a card out of a pile; false when the pile holds none. */
export function takeOne(pile: string[], card: string): boolean {
  const i = pile.indexOf(card);
  if (i < 0) return false;
  pile.splice(i, 1);
  return true;
}

/**
 * A Buff leaves play: the cards stored under it go to the discard pile first, in the order they
 * were stored (2.8.4.2, 2.8.4.6), so the Buff itself, put wherever it goes next, ends on top.
 */
export function takeBuff(player: LsPlayer, index: number): string {
  const [buff] = player.buffs.splice(index, 1);
  if (buff.stored) player.discard.push(...buff.stored);
  return buff.card;
}

/** 3.2.3.2c: cards put back into the deck are shuffled in; a paper deck has no known order to shuffle. */
export function shuffleInto(player: LsPlayer, cards: readonly string[], rng: SeededRng | null): void {
  player.deck.push(...cards);
  if (rng) rng.shuffle(player.deck);
}
