import type { CreatureFilter } from '../effects/effect-types';
import type { EngineContext } from './context';
import { matchesFilter } from './filter-match';
import { ownEffects } from './granted';
import type { Stats } from './stats';
import type { ChaoticState,Seat } from './types';

/**
 * CR 8.4.4.1: the creatures whose Mugic counters may pay an ability of `uid`: the creature itself, and
 * when its text says "can spend Mugic counters from other Muges you control" (Arkanin) those Muges too.
 */
export function counterPayers(state: ChaoticState, ctx: EngineContext, stats: Stats, seat: Seat, uid: number, from: 'creature' | 'battlegear'): number[] {
  if (from !== 'creature') return [uid];
  const filters: CreatureFilter[] = [];
  for (const e of ownEffects(state, ctx, uid)) {
    if (e.kind !== 'automated' || e.timing.kind !== 'static' || e.conditions.length > 0) continue;
    for (const step of e.steps) if (step.verb === 'spend-counters-from') filters.push(step.params.from);
  }
  if (filters.length === 0) return [uid];
  const others = state.creatures.filter((c) => c.uid !== uid && c.owner === seat && filters.some((f) => matchesFilter(state, stats, seat, c.uid, f, uid))).map((c) => c.uid);
  return [uid, ...others];
}

/** The creature that pays: the one the action names (`countersFrom`) if it may, else the creature itself; undefined when the named one may not. */
export function counterPayer(state: ChaoticState, ctx: EngineContext, stats: Stats, seat: Seat, uid: number, from: 'creature' | 'battlegear', named: unknown): number | undefined {
  if (named === undefined || named === uid) return uid;
  return counterPayers(state, ctx, stats, seat, uid, from).find((u) => u === named);
}
