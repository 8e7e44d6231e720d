import type { Stat } from '../keywords/ability';
import { disciplinesLocked } from './change-bans';
import type { EngineContext } from './context';
import { raiseStateEvent } from './state-triggers';
import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';

/**
 * Intimidate and Exhaust (glossary): `uid` loses `x` of each of `lowered` until the end of the
 * turn, and when `raise` says the keyword reduced something, "Disciplines reduced" is raised as
 * `by`'s. Under a Discipline lock (Song of Stable Shields, change-bans.ts) only Energy drops and
 * nothing is raised.
 */
export function lowerByKeyword(state: ChaoticState, ctx: EngineContext, stats: Stats, uid: number, lowered: readonly Stat[], x: number, by: Seat, raise: boolean): void {
  const locked = disciplinesLocked(stats, uid);
  for (const stat of lowered) if (!locked || stat === 'energy') state.masters!.mods.push({ uid, stat, delta: -x, until: 'end-of-turn' });
  if (raise && !locked) raiseStateEvent(state, ctx, { kind: 'disciplines-reduced', creature: uid, by });
}
