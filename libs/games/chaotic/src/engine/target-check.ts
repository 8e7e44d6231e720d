import type { Violation } from '@arbiter/rules';
import type { CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import type { EngineEffectContext } from './effect-context';
import { matchesFilter } from './filter-match';
import { Stats } from './stats';
import { hasAttested, targetFilters } from './targets';
import type { ChaoticState,Seat } from './types';
import { targetable } from './targetable';
import { gearTargets, gearUntargetable } from './gear-untargetable';

/** A Mugic's text resolves when it does; an ability's is activated or triggered. */
const byMugic = (effects: readonly CardEffect[]): boolean => effects.some((e) => e.kind === 'automated' && e.timing.kind === 'on-resolve');

/** CR 8.4.1.3: one legal target per "target" the text names, chosen when played. */
export function checkTargets(state: ChaoticState, ctx: EngineContext, stats: Stats, seat: Seat, seq: number, effects: readonly CardEffect[], targets: unknown, source: number | null): Violation[] {
  const filters = targetFilters(ctx, effects);
  const given = targets === undefined ? [] : targets;
  const broke = (message: string): Violation[] => [{ code: 'chaotic/illegal-target', rule: '8.4.1.3', seq, message }];
  if (filters.length === 0 && hasAttested(effects)) {
    // Attested text: the engine cannot read its targets, so it only checks that they are creatures in play.
    if (!Array.isArray(given) || given.some((uid) => typeof uid !== 'number' || state.creatures[uid]?.space == null)) return broke('targets must be creatures in play');
    return [];
  }
  if (!Array.isArray(given) || given.length !== filters.length) return broke(`this needs ${filters.length} target(s), ${Array.isArray(given) ? given.length : 'none'} given`);
  const gear = gearTargets(ctx, effects);
  for (let i = 0; i < filters.length; i++) {
    const uid = given[i];
    if (typeof uid !== 'number' || !Number.isInteger(uid) || uid < 0 || uid >= state.creatures.length) return broke(`target ${String(uid)} is not a creature`);
    // What the text's own "target" subject selects (`EngineEffectContext.select`), read without building a context (replay speed).
    if (!matchesFilter(state, stats, seat, uid, filters[i], source)) return broke(`creature ${uid} is not a legal target`);
    if (!targetable(state, stats, uid, seat, byMugic(effects))) return broke(`creature ${uid} cannot be targeted by this ${byMugic(effects) ? 'Mugic' : 'ability'}`);
    if (gear.has(i) && gearUntargetable(stats, uid)) return broke(`the battlegear of creature ${uid} is Untargetable`);
  }
  return [];
}

/** Every legal target list (one creature per target), for legalActions. */
export function targetChoices(state: ChaoticState, ctx: EngineContext, stats: Stats, seat: Seat, effects: readonly CardEffect[], source: number | null): number[][] {
  const filters = targetFilters(ctx, effects);
  const gear = gearTargets(ctx, effects);
  let lists: number[][] = [[]];
  for (let i = 0; i < filters.length; i++) {
    const next: number[][] = [];
    for (const list of lists) {
      for (const c of state.creatures) {
        const probe = ctx.runtime.probe(state, ctx, stats, { controller: seat, source, targets: [...list, c.uid] });
        if (probe.select({ select: 'target', index: i, filter: filters[i] }).length > 0 && targetable(state, stats, c.uid, seat, byMugic(effects)) && !(gear.has(i) && gearUntargetable(stats, c.uid))) next.push([...list, c.uid]);
      }
    }
    lists = next;
  }
  return lists;
}
