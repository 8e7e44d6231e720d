import type { AutomatedEffect } from '../effects/effect-types';
import { conditionHolds } from '../effects/conditions';
import type { EngineContext } from './context';
import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';

/**
 * CR 8.4.4: "Play this ability only while equipped Creature is engaged" / "only while you control
 * Dread Tread" — the ability may be played only while every such condition holds, read for the
 * creature whose ability (or battlegear's) it is.
 */
export function playableNow(state: ChaoticState, ctx: EngineContext, stats: Stats, seat: Seat, uid: number, effect: AutomatedEffect): boolean {
  const only = effect.timing.kind === 'activated' ? effect.timing.onlyWhile : undefined;
  if (!only || only.length === 0) return true;
  const probe = ctx.runtime.probe(state, ctx, stats, { controller: seat, source: uid, targets: [] });
  return only.every((c) => conditionHolds(probe, c));
}
