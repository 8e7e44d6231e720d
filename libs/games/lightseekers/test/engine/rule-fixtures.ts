import type { LightseekersAction, LightseekersState, LsPlayer } from '../../src';
import { botLog, engine, statesOf } from './bot-support';

/** The first decision of a seeded bot game at `n` players, as a copy a test may change. */
export function opening(n: number, seed = 1): LightseekersState {
  return engine.clone(statesOf(botLog(n, seed).log)[0]);
}

/** The acting player, given a hero and a hand, at the start of a fresh Action Phase. */
export function actingWith(state: LightseekersState, hero: string, hand: string[]): LsPlayer {
  const p = state.players[state.turn];
  (p as { hero: string }).hero = hero;
  p.hand = hand;
  state.current = { phase: 'action', regular: 2, unrestricted: 0, taken: 0, combo: false, basicUsed: [], names: [], ability: false, handLeft: false };
  state.queue = [];
  state.pending = [];
  return p;
}

/** Another player still in the game than the acting one. */
export function otherThan(state: LightseekersState, p: LsPlayer): LsPlayer {
  return state.players.find((q) => q !== p && !q.removed)!;
}

export const codesOf = (state: LightseekersState, action: LightseekersAction): string[] => engine.validate(state, action).map((v) => `${v.code} ${v.rule}`);

export const nextSeq = (state: LightseekersState): number => state.seq + 1;
