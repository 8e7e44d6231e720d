/** Helpers for the engine tests on real Dawn of Perim cards. */
import type { AttackCard, Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { boardFor } from '../src/engine/board';
import { createContext } from '../src/engine/context';
import { EngineEffectContext, type EffectSource } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,EngineDeck,Seat } from '../src/engine';
import { cards } from './support';
import { arrangedMasters, mAct, withCreatures } from './masters-support';
import { setGear } from '../src/engine/board-writes';

export const ctx = createContext(cards);
const set = (cards as unknown as { cards: Card[] }).cards;
export const byName = (name: string): Card => set.find((c) => c.name === name)!;
export const PLAIN = (set as AttackCard[]).find((c) => c.type === 'Attack' && c.text.trim() === '' && c.damage.base >= 15
  && c.damage.fire === 0 && c.damage.air === 0 && c.damage.earth === 0 && c.damage.water === 0)!;
/** Caustic Cascade: 0 base, 20 Water, no text. */
export const WATER = byName('Caustic Cascade') as AttackCard;

export function game(board: Record<number, number>, changes: { seat: Seat; index: number; card: string }[] = []): ChaoticState {
  return arrangedMasters(board, { decks: withCreatures(changes) as readonly [EngineDeck, EngineDeck] });
}

/** Alice's uid 0 (space 4) attacks bob's uid 7 (space 7); both pass to the strike. */
export function toStrike(state: ChaoticState): ChaoticState {
  mAct(state, 'move', { from: 4, to: 7 });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  expect(state.pending.kind).toBe('strike');
  return state;
}

export const seatOf = (state: ChaoticState): Seat => (state.pending as { seat: Seat }).seat;

export function resolve(state: ChaoticState, card: Card, from: EffectSource, index = 0): void {
  const effect = ctx.effects(card.id).normal.filter((e): e is AutomatedEffect => e.kind === 'automated')[index];
  expect(effect).toBeDefined();
  applyEffect(new EngineEffectContext(state, ctx, new Stats(state, ctx), from), effect);
}

export const gear = (state: ChaoticState, uid: number, name: string) => { setGear(state.masters!, uid, { card: byName(name).id, faceUp: true, disarmed: false }); };
export const farSpace = (state: ChaoticState, from: number) => state.board.findIndex((occupant, s) => occupant === null && s !== from && !boardFor(state.size).adjacent[from].includes(s));

