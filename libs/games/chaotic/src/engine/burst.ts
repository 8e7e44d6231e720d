import { safeApply } from './effect-unmodelled';
import { EngineContext } from './context';
import { endCombat } from './combat';
import { resolveAttack } from './damage';
import { removeDefeated } from './defeat';
import { applyStateChecks } from './state-checks';
import { EffectSource, EngineEffectContext } from './effect-context';
import type { CardEffect } from '../effects/effect-types';
import { BurstItem } from './masters-state';
import { decideOutcome } from './outcome';
import { Stats } from './stats';
import { hasAttested, targetFilters } from './targets';
import { ownEffects } from './granted';
import { ChaoticState, Seat } from './types';
import { openPriority } from './priority';
import { resolveKeywordTrigger } from './triggers';
import { raiseStateEvent, readsLastKnown } from './state-triggers';
import { matchTriggers, MatchTriggers } from './match-triggers';
import { perIndex } from './index-question';
import { attestWait, GAME_OVER } from './waits';

/** Adds an item on top of the burst (CR 8.2.1, 8.2.2). */
export function pushItem(state: ChaoticState, item: Omit<BurstItem, 'id'>): BurstItem {
  const m = state.masters!;
  // One literal shape for every item (faster than a spread); optional fields only when given.
  const full: { -readonly [K in keyof BurstItem]: BurstItem[K] } = { id: m.nextItemId++, kind: item.kind, card: item.card, controller: item.controller, source: item.source, effect: item.effect, targets: item.targets };
  if (item.keyword !== undefined) full.keyword = item.keyword;
  if (item.x !== undefined) full.x = item.x;
  if (item.paid !== undefined) full.paid = item.paid;
  if (item.about !== undefined) full.about = item.about;
  if (item.amount !== undefined) full.amount = item.amount;
  if (item.attackElements !== undefined) full.attackElements = item.attackElements;
  if (item.granted !== undefined) full.granted = item.granted;
  if (item.extraPaid !== undefined) full.extraPaid = item.extraPaid;
  if (item.aboutItem !== undefined) full.aboutItem = item.aboutItem;
  if (item.expended !== undefined) full.expended = item.expended;
  m.burst.push(full);
  return full;
}

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
  const filters = targetFilters(effects);
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

/**
 * CR 8.2.3: the burst resolves last in, first out, with no priority in between. An item
 * with attested text stops resolution until its controller states the outcome. Once the
 * burst is empty, defeated creatures leave combat (CR 7.3.1) and priority returns to the
 * player the step gives it to (CR 8.2.3.4, 7.2.5.4).
 */
export function resolveBurst(state: ChaoticState, ctx: EngineContext): void {
  const m = state.masters!;
  while (m.burst.length > 0) {
    const top = m.burst[m.burst.length - 1];
    if (needsAttest(state, ctx, top)) {
      state.pending = attestWait(top.controller, top.id);
      return;
    }
    m.burst.pop();
    if (afterResolution(state, ctx, resolveItem(state, ctx, top))) return;
  }
  burstDone(state, ctx);
}

/**
 * Defeats and the game's end after an item resolved; true when the game is over.
 * `known`: the match's trigger index when the item's resolution vouches it is still that of the state.
 */
export function afterResolution(state: ChaoticState, ctx: EngineContext, known?: MatchTriggers): boolean {
  // Replay speed: one look at the match's text serves both checks when no creature has a standing "If …, destroy it" (nothing changes in between).
  const index = known ?? matchTriggers(state, ctx);
  const checked = mayDestroyOnCondition(index);
  if (checked) applyStateChecks(state, ctx);
  removeDefeated(state, new Stats(state, ctx), checked ? undefined : index);
  state.result = decideOutcome(state);
  if (!state.result) return false;
  state.pending = GAME_OVER;
  return true;
}

/** Whether some text of the match has a standing "If …, destroy it" (state-checks.ts). */
const mayDestroyOnCondition = perIndex((index) => index.has('condition-holds'));

/** The burst is empty: end a combat that lost a creature, else priority back at the same point. */
export function burstDone(state: ChaoticState, ctx: EngineContext): void {
  const combat = state.combat;
  if (combat && (state.creatures[combat.attacker].space === null || state.creatures[combat.defender].space === null)) {
    endCombat(state, [], ctx);
    return;
  }
  const m = state.masters!;
  const seat: Seat = m.point === 'strike' && combat ? combat.striker : state.active;
  openPriority(state, ctx, m.point ?? 'move', seat);
}
