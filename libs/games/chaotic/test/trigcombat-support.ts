import type { AttackCard } from '../src/cards/card';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,Seat } from '../src/engine';
import { mAct } from './masters-support';
import { byName, ctx, game, toStrike, seatOf } from './dop-support';

/** Helpers for the combat-trigger engine tests (engine-trigcombat*.spec.ts) on real cards. */
export const card = (id: string) => ctx.cards.byId(id)!;
export const LAVALANCHE = byName('Lavalanche') as AttackCard; // 10 base, 5 Fire, 5 Earth, no text
export const SLEEP_STING = byName('Sleep Sting') as AttackCard; // 10 base, "Challenge Wisdom 15: Deal 10 damage."

export interface Fight { state: ChaoticState; seat: Seat; striker: number; target: number }

/** Alice's uid 0 engages bob's uid 7 (each replaced by `both` when given); initiative decides who strikes. */
export function fight(both?: string, extra: { seat: Seat; index: number; card: string }[] = [], board: Record<number, number> = {}): Fight {
  const changes = both ? [{ seat: 0 as Seat, index: 0, card: both }, { seat: 1 as Seat, index: 1, card: both }] : [];
  // uid 5 and uid 11 stay out of combat, so the game goes on once a combat is over.
  const state = toStrike(game({ 4: 0, 7: 7, 0: 5, 11: 11, ...board }, [...changes, ...extra]));
  const seat = seatOf(state);
  const striker = seat === 0 ? 0 : 7;
  return { state, seat, striker, target: striker === 0 ? 7 : 0 };
}

/** The striker plays `attack`; every priority window after it is passed. */
export function strike(f: Fight, attack: AttackCard): void {
  f.state.zones[f.seat].attackHand = [attack.id];
  mAct(f.state, 'strike', { card: attack.id });
  while (f.state.pending.kind === 'priority') mAct(f.state, 'pass');
}

export const stat = (state: ChaoticState, uid: number, s: 'courage' | 'power' | 'wisdom' | 'speed' | 'energy') => new Stats(state, ctx).stat(uid, s);
export const mod = (state: ChaoticState, uid: number, s: 'wisdom' | 'energy', delta: number) => state.masters!.mods.push({ uid, stat: s, delta, until: 'game' });
/** Leaves `uid` one damage short of defeat. */
export const nearlyDefeated = (state: ChaoticState, uid: number) => { state.creatures[uid].damage = stat(state, uid, 'energy') - 1; };
export const POWER_PULSE = byName('Power Pulse') as AttackCard; // 10 base, "Challenge Power 15: Deal 10 damage."
