import type { PlayerId } from '@arbiter/rules';
import type { LightseekersState, LsPlayer } from './state';
import { seatOf } from './state';

/** Players still in the game, in seat order (5.1: a removed player leaves the ring). */
export function remaining(state: LightseekersState): LsPlayer[] {
  return state.players.filter((p) => !p.removed);
}

/** The next player still in the game clockwise from `seat` (to the left, 3.1.1 and 4.1). */
function stepFrom(state: LightseekersState, seat: number, by: 1 | -1): LsPlayer | undefined {
  const n = state.players.length;
  for (let i = 1; i < n; i++) {
    const p = state.players[(seat + by * i + n * n) % n];
    if (!p.removed) return p;
  }
  return undefined;
}

/** 3.1.1: your target is the player to your left, recomputed among those still in the game. */
export function targetOf(state: LightseekersState, player: PlayerId): PlayerId | undefined {
  return stepFrom(state, seatOf(state, player), 1)?.id;
}

/** 3.1.1: your enemy is the player to your right (in one-on-one, your opponent). */
export function enemyOf(state: LightseekersState, player: PlayerId): PlayerId | undefined {
  return stepFrom(state, seatOf(state, player), -1)?.id;
}

/** 4.1.5.4: the next player in the Order of Play, skipping removed players. */
export function nextSeat(state: LightseekersState): number {
  const next = stepFrom(state, state.turn, 1);
  return next ? state.players.indexOf(next) : state.turn;
}

/** 6.1.2 Multiplayer: three or more players currently in the game. */
export function multiplayerNow(state: LightseekersState): boolean {
  let left = 0;
  for (const p of state.players) if (!p.removed) left++;
  return left >= 3;
}
