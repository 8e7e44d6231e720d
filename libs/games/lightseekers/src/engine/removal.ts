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

/**
 * 5.1.4: while the card the acting player played (or the ability they used) is still resolving,
 * with whatever it triggered, a fall to 0 health does not yet remove them. Jobs queued in the
 * Action Phase after an action come from that action: the Start and Buff Phases' jobs all
 * resolve before the first one.
 */
function ownCardResolving(state: LightseekersState): boolean {
  const t = state.current;
  return state.queue.length > 0 && t.phase === 'action' && (t.taken > 0 || t.combo);
}

/**
 * Every player whose health reached 0 leaves the game (5.1.1), clockwise from the acting player
 * (2.6.7); the acting player only once their own card has fully resolved (5.1.4).
 */
export function removeTheFallen(state: LightseekersState): void {
  const n = state.players.length;
  const spare = ownCardResolving(state) ? state.turn : -1;
  // 5.2.1, 5.3.5: the game ends at the removal that leaves one player; nobody is removed after it.
  for (let i = 0; i < n && !gameOver(state); i++) {
    const seat = (state.turn + i) % n;
    const p = state.players[seat];
    if (!p.removed && p.health <= 0 && seat !== spare) removePlayer(state, p.id);
  }
}

/** The game is over when one player (or none) is left (5.2.1, 5.3.5). */
export function gameOver(state: LightseekersState): boolean {
  // Counted, not filtered: the replay asks before every action.
  let left = 0;
  for (const p of state.players) if (!p.removed && ++left > 1) return false;
  return true;
}
