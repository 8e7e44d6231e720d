import { safeApply } from './effect-unmodelled';
import type { EngineContext } from './context';
import { resolveAttack } from './damage';
import { type EffectSource, EngineEffectContext } from './effect-context';
import type { CardEffect } from '../effects/effect-types';
import type { BurstItem } from './masters-state';
import { Stats } from './stats';
import { hasAttested, targetFilters } from './targets';
import { ownEffects } from './granted';
import type { ChaoticState } from './types';
import { resolveKeywordTrigger } from './triggers';
import { raiseStateEvent, readsLastKnown } from './state-triggers';
import type { MatchTriggers } from './match-triggers';

/**
 * One burst item's text resolving (CR 8.5): the effect runtime's side of the burst. Resolving
 * the burst as a whole, and what follows it, is the flow's (`burst.ts`).
 */

/** The effects an item resolves: the whole text of a mugic or attack, one ability otherwise. */
export function itemEffects(state: ChaoticState, ctx: EngineContext, item: BurstItem, stats?: Stats) {
  if (item.keyword) return [];
  if (item.granted) return [item.granted];
  if (item.kind === 'attack' || item.kind === 'mugic') return ctx.effects(item.card).normal;
  if (item.source !== null && state.creatures[item.source]?.card === item.card) {
    const own = ownEffects(state, ctx, item.source, stats);
    return own[item.effect] ? [own[item.effect]] : [];
  }
  const all = ctx.effects(item.card).normal;
  return all[item.effect] ? [all[item.effect]] : [];
}

/** True when the item's text has attested parts, so its controller must state the outcome. */
export function needsAttest(state: ChaoticState, ctx: EngineContext, item: BurstItem): boolean {
  if (item.keyword) return false;
  if (item.kind === 'attack' || item.kind === 'mugic') return ctx.effects(item.card).attested;
  return hasAttested(itemEffects(state, ctx, item));
}

/** CR 8.5.1: an item with targets none of which is still legal fails to resolve. */
function targetsStillLegal(state: ChaoticState, ctx: EngineContext, stats: Stats, item: BurstItem, effects: readonly CardEffect[]): boolean {
  if (item.targets.length === 0) return true;
  const filters = targetFilters(ctx, effects);
  const probe = new EngineEffectContext(state, ctx, stats, { controller: item.controller, source: item.source, targets: item.targets });
  return filters.some((filter, index) => probe.select({ select: 'target', index, filter }).length > 0);
}

/**
 * Resolves one item's automated text (CR 8.5.2, 8.6); the attested part comes from the log.
 * Returns the match's trigger index when it is known to be still that of the state (an attack, damage.ts).
 */
export function resolveItem(state: ChaoticState, ctx: EngineContext, item: BurstItem): MatchTriggers | undefined {
  if (item.kind === 'attack') return resolveAttack(state, ctx, item);
  if (item.keyword) { resolveKeywordTrigger(state, ctx, item); return undefined; }
  if (item.kind === 'mugic') {
    state.zones[item.controller].generalDiscard.push(item.card); // CR 8.5.7
    raiseStateEvent(state, ctx, { kind: 'mugic-to-discard' });
  }
  // One `Stats` for the check of targets and the resolution: nothing changes the state between them (replay speed).
  const stats = new Stats(state, ctx);
  const effects = itemEffects(state, ctx, item, stats);
  if (!targetsStillLegal(state, ctx, stats, item, effects)) return undefined;
  const ectx = new EngineEffectContext(state, ctx, stats, itemSource(item, effects));
  for (const effect of item.kind === 'mugic' ? ctx.effects(item.card).onResolve : effects) {
    if (effect.kind === 'automated') safeApply(ectx, effect);
  }
  return undefined;
}

/** What the item's text resolves from: one literal built field by field (faster than spreads). */
function itemSource(item: BurstItem, effects: readonly CardEffect[]): EffectSource {
  const from: { -readonly [K in keyof EffectSource]: EffectSource[K] } = { controller: item.controller, source: item.source, targets: item.targets, itemId: item.id, mugic: item.kind === 'mugic' };
  if (item.about !== undefined) from.about = item.about;
  if (item.amount !== undefined) from.amount = item.amount;
  if (item.attackElements !== undefined) from.attackElements = item.attackElements;
  if (item.x !== undefined) {
    from.x = item.x;
    from.paid = item.paid ?? item.x;
  }
  if (item.about !== undefined && readsLastKnown(effects)) from.lastKnown = true;
  if (item.kind === 'mugic') from.mugicCard = item.card;
  if (item.kind === 'trigger') from.triggerCard = item.card;
  if (item.extraPaid) from.extraPaid = true;
  if (item.aboutItem !== undefined) from.aboutItem = item.aboutItem;
  if (item.expended !== undefined) from.expended = item.expended;
  return from;
}
