import type { CardEffects } from './card-effects';
import { EngineContext } from './context';
import { mayLowerEnergy } from './innate-energy';
import { ChaoticState } from './types';

/**
 * Replay speed: which trigger events the text where trigger scans look can raise, so a scan
 * returns at once when none has that event (most games: no card of the decks has such text).
 *
 * Correct by construction: a scan (combat-triggers.ts, state-triggers.ts,
 * state-trigger-sources.ts) only finds triggered abilities in the text of the creatures, their
 * battlegear, the active Location, the Mirage and the cards of the general discard piles, and
 * in the abilities granted to creatures: those of resolved effects (`ruleMods`) and those
 * the innate layer grants from the innate text of those same cards. The index is the union of
 * every `{ kind: 'triggered', event }` found anywhere in that text (both text boxes), nested
 * ones included: quoted abilities a card grants and delayed triggers it makes carry their
 * timing inside step params. It is kept per state object while those cards and rule changes
 * are the same ones (compared one by one: a test that puts a card in play is seen at once).
 *
 * `nested` holds only the events found inside another effect's params or in a rule change:
 * an event outside it can never be carried by a granted or delayed ability, so a scan for it
 * needs no look at granted abilities (nor the innate layer that grants some of them).
 *
 * The innate layer is gathered from those same cards, so the index also tells whether any of
 * them has innate text that could lower Energy (the defeat check's floor, defeat.ts).
 */
export interface MatchTriggers {
  /** Whether that text can raise `event` (printed or granted). */
  has(event: string): boolean;
  /** Whether a granted or delayed ability there can carry `event`. */
  grants(event: string): boolean;
  /**
   * Whether any of those cards has innate text that could lower Energy (innate-energy.ts): the
   * innate layer is gathered from the text of these same cards, so while none has, it only adds Energy.
   */
  readonly innateMayLowerEnergy: boolean;
}

/**
 * Events as bits of two 31-bit words, numbered as first seen; from the 62nd on they share the
 * last bit (a scan for one of them then looks whenever any of them is there: still sound).
 */
const bitOf = new Map<string, number>();
const LAST = 61;

function bit(event: string): number {
  let b = bitOf.get(event);
  if (b === undefined) bitOf.set(event, (b = Math.min(bitOf.size, LAST)));
  return b;
}

/** Masks: [any low, any high, nested low, nested high]. */
type Masks = [number, number, number, number];

function add(masks: Masks, event: string, nested: boolean): void {
  const b = bit(event);
  const word = b < 31 ? 0 : 1;
  const m = 1 << (b % 31);
  masks[word] |= m;
  if (nested) masks[2 + word] |= m;
}

const NONE: Masks = [0, 0, 0, 0];

class Index implements MatchTriggers {
  constructor(private readonly masks: Masks, readonly innateMayLowerEnergy: boolean) {}
  has(event: string): boolean {
    const b = bit(event);
    return (this.masks[b < 31 ? 0 : 1] & (1 << (b % 31))) !== 0;
  }
  grants(event: string): boolean {
    const b = bit(event);
    return (this.masks[b < 31 ? 2 : 3] & (1 << (b % 31))) !== 0;
  }
}

/** Per card text (the `CardEffects` objects are built once per engine and never change). */
const perText = new WeakMap<CardEffects, Masks>();
/** Per rule change (readonly: never changed in place). */
const perRule = new WeakMap<object, Masks>();
/** Per engine and card id. */
const perId = new WeakMap<EngineContext, Map<string, IdFacts>>();
/** Per state object and engine, with the sources it was built from (a replay mutates one state in place). */
const perState = new WeakMap<ChaoticState, StateEntry>();
interface StateEntry { readonly ctx: EngineContext; readonly seen: readonly unknown[]; readonly index: MatchTriggers }
/** The state looked up last and its entry (always the one `perState` holds): replay reads one state at a time, so this spares nearly every WeakMap lookup. */
let lastState: ChaoticState | null = null;
let lastKnown: StateEntry | undefined;

/** Every triggered timing's event anywhere under `value`. */
function walk(value: unknown, out: Masks, seen: Set<object>): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const v of value) walk(v, out, seen);
    return;
  }
  const o = value as Record<string, unknown>;
  if (o.kind === 'triggered' && typeof o.event === 'string') add(out, o.event, true);
  for (const k in o) walk(o[k], out, seen);
}

function cardMasks(all: CardEffects): Masks {
  let found = perText.get(all);
  if (found === undefined) {
    const masks: Masks = [0, 0, 0, 0];
    const seen = new Set<object>();
    for (const list of [all.normal, all.brainwashed, all.onResolve]) {
      for (const e of list) {
        if (e.kind !== 'automated') {
          walk(e, masks, seen);
          continue;
        }
        // The ability's own timing is printed text; any other timing under it is a quoted or delayed ability.
        if (e.timing.kind === 'triggered') add(masks, e.timing.event, false);
        for (const k in e) if (k !== 'timing') walk((e as unknown as Record<string, unknown>)[k], masks, seen);
        for (const k in e.timing) if (k !== 'kind' && k !== 'event') walk((e.timing as unknown as Record<string, unknown>)[k], masks, seen);
      }
    }
    found = masks[0] === 0 && masks[1] === 0 ? NONE : masks;
    perText.set(all, found);
  }
  return found;
}

/** A card's events and whether its innate text can lower Energy, read once per engine and card. */
interface IdFacts {
  readonly masks: Masks;
  readonly lowersEnergy: boolean;
}

function idFacts(ctx: EngineContext, known: Map<string, IdFacts>, id: string): IdFacts {
  let found = known.get(id);
  if (found === undefined) {
    found = { masks: ctx.cards.byId(id) === undefined ? NONE : cardMasks(ctx.effects(id)), lowersEnergy: mayLowerEnergy(ctx, id) };
    known.set(id, found);
  }
  return found;
}

function ruleMasks(rule: object): Masks {
  let found = perRule.get(rule);
  if (found === undefined) {
    found = [0, 0, 0, 0];
    walk(rule, found, new Set());
    perRule.set(rule, found);
  }
  return found;
}

/**
 * Where a scan finds text: every creature's card, every battlegear, the active Location, the
 * Mirage, both general discard piles (their own triggers, their innate text), and the rule
 * changes resolved text left in the state (`ruleMods`: granted quoted abilities, delayed
 * triggers). The innate layer's granted abilities come from the innate text of these cards,
 * so from their nested events. Kept as a flat list of what was seen, compared one by one.
 */
function sourcesMatch(state: ChaoticState, seen: readonly unknown[]): boolean {
  const m = state.masters!;
  const creatures = state.creatures;
  const gear = m.gear;
  let i = 0;
  if (seen[i++] !== creatures.length) return false;
  for (let uid = 0; uid < creatures.length; uid++) if (seen[i++] !== creatures[uid].card || seen[i++] !== (gear[uid]?.card ?? null)) return false;
  if (seen[i++] !== (state.activeLocation?.card ?? null) || seen[i++] !== (m.mirage?.card ?? null)) return false;
  const d0 = state.zones[0].generalDiscard;
  if (seen[i++] !== d0.length) return false;
  for (let k = 0; k < d0.length; k++) if (seen[i++] !== d0[k]) return false;
  const d1 = state.zones[1].generalDiscard;
  if (seen[i++] !== d1.length) return false;
  for (let k = 0; k < d1.length; k++) if (seen[i++] !== d1[k]) return false;
  const mods = m.ruleMods;
  const n = mods === undefined ? 0 : mods.length;
  if (seen[i++] !== n) return false;
  for (let k = 0; k < n; k++) if (seen[i++] !== mods![k]) return false;
  return true;
}

function sourcesOf(state: ChaoticState): unknown[] {
  const m = state.masters!;
  const out: unknown[] = [state.creatures.length];
  for (let uid = 0; uid < state.creatures.length; uid++) out.push(state.creatures[uid].card, m.gear[uid]?.card ?? null);
  out.push(state.activeLocation?.card ?? null, m.mirage?.card ?? null);
  for (const zone of state.zones) {
    out.push(zone.generalDiscard.length);
    for (const card of zone.generalDiscard) out.push(card);
  }
  const mods = m.ruleMods ?? [];
  out.push(mods.length);
  for (const mod of mods) out.push(mod);
  return out;
}

function build(ctx: EngineContext, seen: readonly unknown[]): MatchTriggers {
  let known = perId.get(ctx);
  if (known === undefined) perId.set(ctx, (known = new Map()));
  let a0 = 0, a1 = 0, n0 = 0, n1 = 0;
  let energy = false;
  for (const v of seen) {
    let masks: Masks;
    if (typeof v === 'string') {
      const facts = idFacts(ctx, known, v);
      masks = facts.masks;
      if (facts.lowersEnergy) energy = true;
    }
    // A rule change resolved text left (a granted quoted ability, a delayed trigger): every event in it counts as granted.
    else if (v !== null && typeof v === 'object') masks = ruleMasks(v);
    else continue;
    a0 |= masks[0]; a1 |= masks[1]; n0 |= masks[2]; n1 |= masks[3];
  }
  return new Index([a0, a1, n0, n1], energy);
}

/**
 * A copy of a state (`cloneState`, the engine's `clone`) holds the same cards, so it starts
 * from the original's index (checked against its own sources like any other).
 */
export function shareMatchTriggers(from: ChaoticState, to: ChaoticState): void {
  const known = perState.get(from);
  if (known === undefined) return;
  perState.set(to, known);
  if (to === lastState) lastKnown = known;
}

/** The index of the text where scans look (see above), kept per state object while its sources are unchanged. */
export function matchTriggers(state: ChaoticState, ctx: EngineContext): MatchTriggers {
  const known = state === lastState ? lastKnown : perState.get(state);
  if (known !== undefined && known.ctx === ctx && sourcesMatch(state, known.seen)) {
    lastState = state;
    lastKnown = known;
    return known.index;
  }
  const seen = sourcesOf(state);
  const index = build(ctx, seen);
  const entry = { ctx, seen, index };
  perState.set(state, entry);
  lastState = state;
  lastKnown = entry;
  return index;
}
