import type { AutomatedEffect, CardEffect, Subject, TriggerEvent } from '../effects/effect-types';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { pick } from './choices';
import { matchesFilter } from './filter-match';
import { ownEffects } from './granted';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import { Stats } from './stats';
import { targetable } from './targetable';
import { targetFilters } from './targets';
import { creatureEffects, gearEffects, locationEffects } from './text-active';
import type { ChaoticState,Seat } from './types';
import type { CardEffects } from './card-effects';
import { bothTexts, cardFact } from './card-facts';

/** The state events of the registry (effect-types `TriggerEvent`) this file raises. */
const RAISED = [
  'beginning-of-turn', 'beginning-of-your-turn', 'creature-to-discard', 'this-gear-to-discard-from-face-up', 'mugic-to-discard',
  'mugic-counter-put-on', 'hive-activated', 'battlegear-flipped-face-up', 'mugic-played', 'mugic-or-ability-played', 'end-of-combat',
  'targeted-by-mugic', 'targeted-by-mugic-or-ability', 'mugic-counter-removed', 'battlegear-to-opposing-discard', 'battlegear-flipped-face-down',
  'creature-destroyed', 'beginning-of-any-combat', 'disciplines-reduced', 'end-of-each-turn',
] as const satisfies readonly TriggerEvent[];

export type StateEventKind = (typeof RAISED)[number];

/** One thing that happened (CR 8.3.1); `creature` is what it is about (the `trigger-creature` of what it triggers). */
export interface StateEvent {
  readonly kind: StateEventKind;
  /** The creature put into the discard pile, given a counter, whose battlegear flipped or that played the Mugic. */
  readonly creature?: number;
  /** The tribe of the Mugic played. */
  readonly tribe?: string;
  /** Who controls the Mugic or ability that did it (a target chosen). */
  readonly by?: Seat;
  /** Whose general discard pile a battlegear went to. */
  readonly pile?: Seat;
  /** The burst item of the Mugic played ("negate that Mugic"). */
  readonly item?: number;
}

/** Every state event a card's text can wait for: those raised here and those looked for in the discard piles (state-trigger-sources.ts). */
const KINDS = new Set<string>([...RAISED, 'beginning-of-combat-in-discard', 'creature-leaves-play-in-discard']);
const stateTriggered = (effects: CardEffects) => bothTexts(effects).some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && KINDS.has(e.timing.event));

/** Whether a card's text (either text box) has a state-event trigger (memoised per card). */
export function hasStateTrigger(ctx: EngineContext, card: string): boolean {
  return cardFact(ctx, card, stateTriggered);
}

/** Replay speed: most games hold no card with such text, and then nothing is looked at. */
function anyInPlay(state: ChaoticState, ctx: EngineContext): boolean {
  const m = state.masters!;
  if (m.ruleMods?.some((r) => r.kind === 'granted-effect' || r.kind === 'delayed-trigger')) return true;
  if (state.activeLocation && hasStateTrigger(ctx, state.activeLocation.card)) return true;
  return state.creatures.some((c) => c.space !== null && (hasStateTrigger(ctx, c.card) || (m.gear[c.uid] != null && hasStateTrigger(ctx, m.gear[c.uid]!.card))));
}

/** A triggered ability found for an event, not yet on the burst. */
export interface FoundTrigger {
  readonly seat: Seat;
  readonly card: string;
  readonly source: number | null;
  readonly index: number;
  readonly effect: AutomatedEffect;
  readonly about?: number;
  readonly granted?: AutomatedEffect;
  readonly item?: number;
}

/** Nothing found: one shared list (replay speed: most events trigger nothing, and nearly every action raises some). */
const NONE: readonly FoundTrigger[] = [];

/** "When Balaan …" (own text), "When equipped Creature …" (its battlegear), "When a Creature you control …" (a filter, read with the holder's "you"). */
export function aboutMatches(state: ChaoticState, stats: Stats, seat: Seat, holder: number | null, about: Subject | undefined, event: StateEvent): boolean {
  if (!about) return true;
  if (event.creature === undefined) return false;
  if (about.select === 'self' || about.select === 'equipped') return event.creature === holder;
  return about.select === 'all' && matchesFilter(state, stats, seat, event.creature, about.filter, holder);
}

/**
 * CR 8.3.1: the abilities an event triggers, found while the cards involved are still where
 * the event found them (a creature about to go to the discard pile is matched as it was in
 * play, its own "When Balaan is put into …" included). Active player's first (CR 8.3.2).
 * `known`: the match's trigger index when the caller has just read it of this very state.
 */
export function findStateTriggers(state: ChaoticState, ctx: EngineContext, event: StateEvent, known?: MatchTriggers): readonly FoundTrigger[] {
  const m = state.masters;
  if (!m) return NONE;
  // Replay speed: no card of this match has text with this event (match-triggers.ts), so nothing can trigger; that index is looked at before the cards in play (both must hold, in either order).
  const index = known ?? matchTriggers(state, ctx);
  if (!index.has(event.kind) || !anyInPlay(state, ctx)) return NONE;
  const stats = new Stats(state, ctx);
  // Granted abilities (the innate layer grants some) only when a granted one can carry this event.
  const grants = index.grants(event.kind);
  const out: FoundTrigger[] = [];
  const consider = (seat: Seat, card: string, source: number | null, effects: readonly CardEffect[], printed: number) => {
    effects.forEach((effect, index) => {
      if (effect.kind !== 'automated' || effect.timing.kind !== 'triggered' || effect.timing.event !== event.kind) return;
      if (event.kind === 'beginning-of-your-turn' && seat !== state.active) return;
      if (event.kind === 'battlegear-to-opposing-discard' && event.pile === seat) return;
      if (effect.timing.tribes && !(event.tribe !== undefined && (effect.timing.tribes as readonly string[]).includes(event.tribe))) return;
      if (!aboutMatches(state, stats, seat, source, effect.timing.about, event)) return;
      if (effect.timing.by && (event.by === undefined || (event.by === seat) !== (effect.timing.by === 'you'))) return;
      out.push({ seat, card, source, index, effect, ...(event.creature !== undefined ? { about: event.creature } : {}), ...(index >= printed ? { granted: effect } : {}), ...(event.item !== undefined ? { item: event.item } : {}) });
    });
  };
  for (const seat of [state.active, (1 - state.active) as Seat]) {
    const location = state.activeLocation;
    if (location && location.owner === seat) {
      const effects = locationEffects(state, ctx);
      consider(seat, location.card, null, effects, effects.length);
    }
    for (const creature of state.creatures) {
      if (creature.owner !== seat || creature.space === null) continue;
      // "from face-up": only that battlegear's own text, as it lay before it went.
      if (event.kind === 'this-gear-to-discard-from-face-up') {
        if (creature.uid === event.creature) consider(seat, m.gear[creature.uid]!.card, creature.uid, gearEffects(state, ctx, creature.uid), Infinity);
        continue;
      }
      const printed = creatureEffects(state, ctx, creature.uid);
      consider(seat, creature.card, creature.uid, grants ? ownEffects(state, ctx, creature.uid, stats) : printed, printed.length);
      const gear = m.gear[creature.uid];
      if (gear) consider(seat, gear.card, creature.uid, gearEffects(state, ctx, creature.uid), Infinity);
    }
    // Delayed triggers on this creature ("When target Chieftain Creature is destroyed this turn, …", CR 8.3.1).
    for (const r of m.ruleMods ?? []) {
      if (r.kind !== 'delayed-trigger' || r.controller !== seat || r.uid !== event.creature || r.effect.timing.kind !== 'triggered' || r.effect.timing.event !== event.kind) continue;
      out.push({ seat, card: r.card, source: r.source, index: -1, effect: r.effect, about: r.uid, granted: r.effect });
    }
  }
  if (m.ruleMods?.some((r) => r.kind === 'delayed-trigger' && r.once && r.uid === event.creature)) {
    m.ruleMods = m.ruleMods.filter((r) => !(r.kind === 'delayed-trigger' && r.once && r.uid === event.creature && r.effect.timing.kind === 'triggered' && r.effect.timing.event === event.kind));
  }
  return out;
}

/**
 * CR 8.4.1.3: a triggered ability's targets are chosen as it goes on the burst, by its
 * controller (`choices` in the log; by default the first legal creature). Null when a
 * target has no legal choice: the ability is not put on the burst.
 */
function chooseTargets(state: ChaoticState, ctx: EngineContext, stats: Stats, found: FoundTrigger): number[] | null {
  const filters = targetFilters(ctx, [found.effect]);
  const chosen: number[] = [];
  for (let i = 0; i < filters.length; i++) {
    const options = state.creatures.filter((c) => {
      const probe = ctx.runtime.probe(state, ctx, stats, { controller: found.seat, source: found.source, targets: [...chosen, c.uid] });
      return probe.select({ select: 'target', index: i, filter: filters[i] }).length > 0 && targetable(state, stats, c.uid, found.seat, false);
    }).map((c) => String(c.uid));
    const picked = pick(state, 'creature', options);
    if (picked === undefined) return null;
    chosen.push(Number(picked));
  }
  return chosen;
}

/** CR 8.3.2 / 8.3.4: puts the abilities found on the burst, in the order found, with their targets. */
export function pushStateTriggers(state: ChaoticState, ctx: EngineContext, found: readonly FoundTrigger[]): void {
  if (found.length === 0) return;
  const stats = new Stats(state, ctx);
  for (const f of found) {
    const targets = chooseTargets(state, ctx, stats, f);
    if (!targets) continue;
    pushItem(state, { kind: 'trigger', card: f.card, controller: f.seat, source: f.source, effect: f.index, targets, ...(f.about !== undefined ? { about: f.about } : {}), ...(f.granted ? { granted: f.granted } : {}), ...(f.item !== undefined ? { aboutItem: f.item } : {}) });
  }
}

/**
 * An event whose cards stay where they are: found and put on the burst at once; true when any was.
 * `known`: the match's trigger index when the caller has just read it of this very state.
 */
export function raiseStateEvent(state: ChaoticState, ctx: EngineContext, event: StateEvent, known?: MatchTriggers): boolean {
  const before = state.masters?.burst.length ?? 0;
  pushStateTriggers(state, ctx, findStateTriggers(state, ctx, event, known));
  return (state.masters?.burst.length ?? 0) > before;
}

/** "When a Creature … is put into a general discard pile": "that Creature" is read as it last was (its Mugic counters). */
export function readsLastKnown(effects: readonly CardEffect[]): boolean {
  return effects.some((e) => e.kind === 'automated' && e.timing.kind === 'triggered' && (e.timing.event === 'creature-to-discard' || e.timing.event === 'creature-destroyed'));
}

/**
 * CR 8.4.1.3: a Mugic (`mugic`) or ability played by `seat` chose these targets; what that triggers goes on the burst above it.
 * `known`: the match's trigger index when the caller has just read it of this very state.
 */
export function raiseTargeted(state: ChaoticState, ctx: EngineContext, seat: Seat, targets: readonly number[], mugic: boolean, known?: MatchTriggers): void {
  const found: FoundTrigger[] = [];
  // Replay speed: finding triggers writes nothing, so one look at the match's text serves every target.
  const index = targets.length === 0 || !state.masters ? undefined : known ?? matchTriggers(state, ctx);
  for (const uid of new Set(targets)) {
    if (mugic) found.push(...findStateTriggers(state, ctx, { kind: 'targeted-by-mugic', creature: uid, by: seat }, index));
    found.push(...findStateTriggers(state, ctx, { kind: 'targeted-by-mugic-or-ability', creature: uid, by: seat }, index));
  }
  pushStateTriggers(state, ctx, found.sort((a, b) => Number(a.seat !== state.active) - Number(b.seat !== state.active)));
}

/** What a creature's battlegear going to its owner's general discard pile triggers, found before it goes (`known` as for `findLeaving`). */
export function findGearLeaving(state: ChaoticState, ctx: EngineContext, uid: number, known?: MatchTriggers): FoundTrigger[] {
  const gear = state.masters?.gear[uid];
  if (!gear) return [];
  const index = known ?? matchTriggers(state, ctx);
  return [
    ...(gear.faceUp ? findStateTriggers(state, ctx, { kind: 'this-gear-to-discard-from-face-up', creature: uid }, index) : []),
    ...findStateTriggers(state, ctx, { kind: 'battlegear-to-opposing-discard', pile: state.creatures[uid].owner }, index),
  ];
}
