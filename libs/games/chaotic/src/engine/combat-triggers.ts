import { nonAttackDamage } from './non-attack-damage';
import type { Discipline, Element } from '../cards/card';
import type { AutomatedEffect, CardEffect, CombatTriggerFilter, Condition, TriggerEvent } from '../effects/effect-types';
import { conditionHolds } from '../effects/conditions';
import { applyVerb } from '../effects/verbs';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { pick } from './choices';
import type { EngineEffectContext } from './effect-context';
import { matchesFilter } from './filter-match';
import { ownEffects } from './granted';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import { perIndex } from './index-question';
import { Stats } from './stats';
import { targetFilters } from './targets';
import { creatureEffects, gearEffects, locationEffects } from './text-active';
import type { RuleMod } from './masters-state';
import type { ChaoticState,Seat } from './types';
import type { CardEffects } from './card-effects';
import { bothTexts, cardFact } from './card-facts';

/** The combat events of the registry (effect-types `TriggerEvent`). */
export type CombatEventKind = Extract<TriggerEvent, 'wins-combat' | 'wins-challenge' | 'becomes-engaged' | 'deals-attack-damage' | 'dealt-attack-damage' | 'dealt-damage' | 'engaged-fails-check' | 'wins-initiative' | 'plays-attack'>;

/** One thing that happened in combat, about `creature`; `other` is the `trigger-creature` of what it triggers. */
export interface CombatEvent {
  readonly kind: CombatEventKind;
  readonly creature: number;
  readonly other?: number;
  readonly amount?: number;
  /** The damage's elements: the attack's elements its striker has (CR 8.6.1.2). */
  readonly elements?: readonly Element[];
  /** The attack's elemental types (CR 8.6.1.4). */
  readonly attackElements?: readonly Element[];
  /** The striker's first attack in this combat. */
  readonly firstAttack?: boolean;
  readonly stat?: Discipline | 'mugic-counters';
  readonly check?: 'challenge' | 'stat-check' | 'stat-fail';
}

const KINDS = new Set<string>(['wins-combat', 'wins-challenge', 'becomes-engaged', 'deals-attack-damage', 'dealt-attack-damage', 'dealt-damage', 'engaged-fails-check', 'wins-initiative', 'plays-attack']);
const combatTriggered = (effects: CardEffects) => bothTexts(effects).some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && KINDS.has(e.timing.event));

/** Whether a card's printed text has a combat-event trigger (memoised per card). */
export function hasCombatTrigger(ctx: EngineContext, card: string): boolean {
  return cardFact(ctx, card, combatTriggered);
}

/** The event is the one the timing names, narrowed by its `on` ("20 or more", "Air or Water", "a Power Challenge", "to an Uninfected Creature"). */
function eventMatches(state: ChaoticState, stats: Stats, seat: Seat, holder: number | null, on: CombatTriggerFilter | undefined, event: CombatEvent): boolean {
  if (!on) return true;
  if (on.elements && !on.elements.some((e) => event.elements?.includes(e))) return false;
  if (on.attackElements && !on.attackElements.some((e) => event.attackElements?.includes(e))) return false;
  if (on.minDamage !== undefined && (event.amount ?? 0) < on.minDamage) return false;
  if (on.exactDamage !== undefined && event.amount !== on.exactDamage) return false;
  if (on.firstAttack && !event.firstAttack) return false;
  if (on.stat !== undefined && event.stat !== on.stat) return false;
  if (on.checks && (!event.check || !on.checks.includes(event.check))) return false;
  if (on.disciplines && event.stat === 'mugic-counters') return false;
  if (on.filter && (event.other === undefined || !matchesFilter(state, stats, seat, event.other, on.filter, holder))) return false;
  return true;
}

/**
 * CR 8.4.1.3: a triggered ability's targets are chosen as it goes on the burst, by its
 * controller (`choices` in the log; by default the first legal creature). Null when a
 * target has no legal choice: the ability is not put on the burst.
 */
function chooseTargets(state: ChaoticState, ctx: EngineContext, stats: Stats, seat: Seat, source: number | null, effect: AutomatedEffect, about: number | undefined): number[] | null {
  const filters = targetFilters(ctx, [effect]);
  const chosen: number[] = [];
  for (let i = 0; i < filters.length; i++) {
    const options = state.creatures.filter((c) => {
      const probe = ctx.runtime.probe(state, ctx, stats, { controller: seat, source, targets: [...chosen, c.uid], ...(about !== undefined ? { about } : {}) });
      return probe.select({ select: 'target', index: i, filter: filters[i] }).length > 0;
    }).map((c) => String(c.uid));
    const picked = pick(state, 'creature', options);
    if (picked === undefined) return null;
    chosen.push(Number(picked));
  }
  return chosen;
}

/**
 * CR 8.3.1 / 8.3.2: puts every ability a combat event triggers on the burst, the active
 * player's first. "When Stelgar wins combat" is on the creature's own text (its granted
 * abilities too, where "equipped Creature" is the creature itself), "When equipped
 * Creature …" on its battlegear's, and "When a Muge Creature you control wins combat" on any
 * creature of the controller whose filter the event's creature matches. True when any was added.
 * `known`: the match's trigger index when the caller has just read it of this very state.
 */
export function addCombatTriggers(state: ChaoticState, ctx: EngineContext, events: readonly CombatEvent[], given?: Stats, only?: readonly Seat[], known?: MatchTriggers): boolean {
  const m = state.masters;
  if (!m || events.length === 0) return false;
  // Replay speed: no card of this match has text with these events (match-triggers.ts), so nothing can trigger.
  const index = known ?? matchTriggers(state, ctx);
  if (!anyEventIn(index, events)) return false;
  const stats = given ?? new Stats(state, ctx);
  // Granted abilities (the innate layer grants some) only when a granted one can carry these events.
  const granted = events.some((e) => index.grants(e.kind)) && stats.ruleMods().some((r) => r.kind === 'granted-effect');
  const inPlay = state.creatures.filter((c) => c.space !== null);
  const delayed = (m.ruleMods ?? []).filter((r): r is Delayed => r.kind === 'delayed-trigger');
  const location = state.activeLocation && hasCombatTrigger(ctx, state.activeLocation.card) ? state.activeLocation : null;
  if (!granted && delayed.length === 0 && !location && !inPlay.some((c) => hasCombatTrigger(ctx, c.card) || (m.gear[c.uid] && hasCombatTrigger(ctx, m.gear[c.uid]!.card)))) return false;
  let added = false;
  // Replay speed: the seats' list is made only past the early returns above (most calls end there).
  const seats = only ?? [state.active, (1 - state.active) as Seat];
  const push = (seat: Seat, card: string, source: number | null, index: number, effect: CardEffect, event: CombatEvent, grantedEffect?: AutomatedEffect) => {
    if (effect.kind !== 'automated' || effect.timing.kind !== 'triggered' || effect.timing.event !== event.kind) return;
    if (!eventMatches(state, stats, seat, source, effect.timing.on, event)) return;
    // "While you control an OverWorld Creature, when …", "When a Muge … wins combat": the conditions hold as it triggers (and again on resolution).
    const probe = ctx.runtime.probe(state, ctx, stats, { controller: seat, source, targets: [], ...(event.other !== undefined ? { about: event.other } : {}) });
    if (!effect.conditions.every((c) => JSON.stringify(c).includes('"target"') || conditionHolds(probe, c))) return;
    const targets = chooseTargets(state, ctx, stats, seat, source, effect, event.other);
    if (!targets) return;
    pushItem(state, { kind: 'trigger', card, controller: seat, source, effect: index, targets, ...(event.other !== undefined ? { about: event.other } : {}), ...(event.amount !== undefined ? { amount: event.amount } : {}), ...(event.attackElements !== undefined ? { attackElements: event.attackElements } : {}), ...(grantedEffect ? { granted: grantedEffect } : {}) });
    added = true;
  };
  for (const seat of seats) {
    for (const event of events) {
      const creature = state.creatures[event.creature];
      // Its own text and its battlegear's: only while it is in play, under its controller.
      if (creature.owner === seat && creature.space !== null) {
        const printed = creatureEffects(state, ctx, creature.uid);
        const own = granted ? ownEffects(state, ctx, creature.uid, stats) : printed;
        own.forEach((effect, index) => {
          const about = effect.kind === 'automated' && effect.timing.kind === 'triggered' ? effect.timing.about?.select : undefined;
          if (about === 'self' || about === 'equipped') push(seat, creature.card, creature.uid, index, effect, event, index >= printed.length && effect.kind === 'automated' ? effect : undefined);
        });
        const gear = m.gear[creature.uid];
        gearEffects(state, ctx, creature.uid).forEach((effect, index) => {
          if (effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.about?.select === 'equipped') push(seat, gear!.card, creature.uid, index, effect, event);
        });
      }
      // Delayed triggers ("The next time Dror'niq is dealt attack damage this turn, …"); "the next time" is used up.
      for (const d of delayed) {
        if (d.controller !== seat || d.uid !== event.creature || d.source === null) continue;
        const before: boolean = added;
        added = false;
        push(seat, d.card, d.source, -1, d.effect, event, d.effect);
        if (added && d.once) m.ruleMods = m.ruleMods!.filter((r) => r !== d);
        added ||= before;
      }
      // "When a … Creature you control wins combat": every creature of this seat whose filter the event's creature matches.
      for (const holder of inPlay) {
        if (holder.owner !== seat || !hasCombatTrigger(ctx, holder.card)) continue;
        creatureEffects(state, ctx, holder.uid).forEach((effect, index) => {
          if (effect.kind !== 'automated' || effect.timing.kind !== 'triggered' || effect.timing.about?.select !== 'all') return;
          if (!matchesFilter(state, stats, seat, event.creature, effect.timing.about.filter, holder.uid)) return;
          push(seat, holder.card, holder.uid, index, effect, { ...event, other: event.creature });
        });
      }
      // The active Location's "When a Creature wins a Challenge …", under its owner (CR 8.3.2); the event's creature is "that Creature".
      if (location && location.owner === seat) {
        locationEffects(state, ctx).forEach((effect, index) => {
          if (effect.kind !== 'automated' || effect.timing.kind !== 'triggered' || effect.timing.about?.select !== 'all' || effect.mirage) return;
          if (!matchesFilter(state, stats, seat, event.creature, effect.timing.about.filter, null)) return;
          push(seat, location.card, null, index, effect, { ...event, other: event.creature });
        });
      }
    }
  }
  return added;
}

/** Whether the index holds any of these events: a loop, no closure (most attacks end their trigger scan here). */
function anyEventIn(index: MatchTriggers, events: readonly CombatEvent[]): boolean {
  for (const e of events) if (index.has(e.kind)) return true;
  return false;
}

type Delayed = Extract<RuleMod, { kind: 'delayed-trigger' }>;
type Check = Extract<Condition, { kind: 'challenge' | 'stat-check' | 'stat-fail' }>;
const isCheck = (c: Condition): c is Check => c.kind === 'challenge' || c.kind === 'stat-check' || c.kind === 'stat-fail';

/**
 * Resolves one effect of an attack's text as `applyEffect` does (its verbs run when every
 * condition holds; returns whether they ran) and adds to `events` the checks it makes
 * (glossary Challenge, Stat Check, Stat Fail), each evaluated as the effect resolves: a won
 * Challenge is the striker's ("wins a Power Challenge on an attack it plays"), a lost check is
 * a failure of the striker, reported about the creature engaged with it ("When any Creature
 * engaged with Gan'nim fails …"). Conditions only read the state, so each is evaluated once for
 * both (replay speed); every check is, as the events need them all.
 */
export function applyAttackEffect(ectx: EngineEffectContext, effect: AutomatedEffect, striker: number, target: number, events: CombatEvent[]): boolean {
  let holds = true;
  for (const c of effect.conditions) {
    const check = isCheck(c);
    if (!holds && !check) continue;
    const held = conditionHolds(ectx, c);
    if (check && held && c.kind === 'challenge') events.push({ kind: 'wins-challenge', creature: striker, stat: c.stat });
    if (check && !held) events.push({ kind: 'engaged-fails-check', creature: target, other: striker, check: c.kind, stat: c.stat });
    holds &&= held;
  }
  if (!holds) return false;
  for (const step of effect.steps) applyVerb(ectx, step);
  return true;
}

const DAMAGE_KINDS: readonly CombatEventKind[] = ['deals-attack-damage', 'dealt-attack-damage', 'dealt-damage'];

/** Whether any text where combat triggers are found can trigger on `damageEvents` (match-triggers.ts): when none can, `addCombatTriggers` adds nothing for them. */
export const mayTriggerOnAttackDamage = perIndex((index) => DAMAGE_KINDS.some((kind) => index.has(kind)));

/** CR 8.6: an attack dealt `amount` damage of `elements` to `target`: dealt by the striker, dealt to the target, from a single source. */
export function damageEvents(striker: number, target: number, amount: number, elements: readonly Element[], attackElements: readonly Element[], firstAttack = false): CombatEvent[] {
  return [
    { kind: 'deals-attack-damage', creature: striker, other: target, amount, elements, attackElements, firstAttack },
    { kind: 'dealt-attack-damage', creature: target, other: striker, amount, elements, attackElements },
    { kind: 'dealt-damage', creature: target, other: striker, amount, elements, attackElements },
  ];
}

/**
 * "When Strengthening Bond deals damage, …" printed on the attack itself: once the attack
 * dealt damage (CR 8.6), its ability triggers under the striking player (CR 8.3.1), about
 * the striker (`your-engaged`) with the creature dealt the damage as `trigger-creature`.
 */
export function addOwnAttackTriggers(state: ChaoticState, ctx: EngineContext, stats: Stats, attack: string, seat: Seat, striker: number, target: number): void {
  if (!hasCombatTrigger(ctx, attack)) return;
  ctx.effects(attack).normal.forEach((effect, index) => {
    if (effect.kind !== 'automated' || effect.timing.kind !== 'triggered' || effect.timing.event !== 'deals-attack-damage' || effect.timing.about?.select !== 'your-engaged') return;
    // "Stat Check Power 75:", "Earth:": the attack's conditions hold as it triggers (and again on resolution).
    const probe = ctx.runtime.probe(state, ctx, stats, { controller: seat, source: striker, targets: [], about: target });
    if (!effect.conditions.every((c) => conditionHolds(probe, c))) return;
    const targets = chooseTargets(state, ctx, stats, seat, striker, effect, target);
    if (targets) pushItem(state, { kind: 'trigger', card: attack, controller: seat, source: striker, effect: index, targets, about: target });
  });
}

/**
 * "When target attack deals damage, deal the same amount of damage to the Creature that
 * played that attack" (Rhyme of the Reckless, Maglax): once the targeted attack dealt
 * damage, its striker is dealt as much, for each such effect waiting on that attack.
 */
export function reflectAttackDamage(state: ChaoticState, item: number, striker: number, dealt: number, stats?: Stats): void {
  const mods = state.masters!.ruleMods;
  if (!mods || dealt <= 0) return;
  for (const m of mods) {
    // Dealt by the effect, not by the attack: non-attack damage (Royal Mipedian Academy of Melee Arts).
    if (m.kind === 'reflect-attack-item' && m.item === item && state.creatures[striker].space !== null) state.creatures[striker].damage += stats ? nonAttackDamage(stats, striker, dealt) : dealt;
  }
}
