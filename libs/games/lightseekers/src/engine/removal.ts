import type { PlayerId } from '@arbiter/rules';
import { heal } from './health';
import { enemyOf, remaining } from './seating';
import type { LightseekersState } from './state';
import { playerOf } from './state';

/** 5.3.4: the enemy heals for 5 and shuffles 5 cards of their choice from the discard pile into the deck. */
export const REMOVAL_HEAL = 5;
export const REMOVAL_RESHUFFLE = 5;

/**
 * 5.1.1: a player at 0 health or failing the Empty Deck Check leaves the game at once. In a
 * multiplayer game (5.3) their enemy, found among the players still in (3.1.1), scores a VP
 * (5.3.1–5.3.2), heals and picks cards to shuffle back (5.3.4); the last player scores one more
 * (5.3.3). The turn order and every target and enemy are recomputed from the players left.
 */
export function removePlayer(state: LightseekersState, id: PlayerId): void {
  const player = playerOf(state, id);
  if (player.removed) return;
  const enemy = state.multiplayer ? enemyOf(state, id) : undefined;
  player.removed = true;
  state.removedOrder.push(id);
  // A removed player makes no more choices.
  state.pending = state.pending.filter((p) => p.player !== id);
  const left = remaining(state);
  if (state.multiplayer && enemy !== undefined) {
    const e = playerOf(state, enemy);
    e.vp += 1;
    if (left.length > 1) {
      heal(e, REMOVAL_HEAL);
      const count = Math.min(REMOVAL_RESHUFFLE, e.discard.length);
      if (count > 0) state.pending.push({ kind: 'reshuffle', player: enemy, left: count });
    }
  }
  if (left.length <= 1) {
    if (state.multiplayer && left.length === 1) left[0].vp += 1;
    state.queue = [];
    state.pending = [];
  }
}

/** Every player whose health reached 0 leaves the game (5.1.1), clockwise from the acting player (2.6.7). */
export function removeTheFallen(state: LightseekersState): void {
  const n = state.players.length;
  for (let i = 0; i < n; i++) {
    const p = state.players[(state.turn + i) % n];
    if (!p.removed && p.health <= 0) removePlayer(state, p.id);
  }
}

/** The game is over when one player (or none) is left (5.2.1, 5.3.5). */
export function gameOver(state: LightseekersState): boolean {
  return remaining(state).length <= 1;
}
