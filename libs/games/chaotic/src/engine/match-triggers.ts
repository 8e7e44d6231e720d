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
  constructor(readonly masks: Masks, readonly innateMayLowerEnergy: boolean) {}
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
/**
 * What an index was built from, copied: each creature's card and its battlegear's, the active
 * Location's and the Mirage's card, both general discard piles and the rule changes.
 */
interface StateEntry {
  readonly ctx: EngineContext;
  readonly creatures: readonly string[];
  readonly gear: readonly (string | null)[];
  readonly location: string | null;
  readonly mirage: string | null;
  readonly piles: readonly [readonly string[], readonly string[]];
  readonly mods: readonly object[];
  readonly index: Index;
}
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
 * so from their nested events.
 */
const SAME = 0;
/** Only cards added on top of a discard pile: the index is an OR, so they just OR in. */
const PILES_GREW = 1;
const CHANGED = 2;

/** How the state's sources differ from those an entry was built from, compared one by one. */
function compare(state: ChaoticState, known: StateEntry): number {
  const m = state.masters!;
  const creatures = state.creatures;
  const gear = m.gear;
  const cards = known.creatures;
  const gearCards = known.gear;
  if (creatures.length !== cards.length) return CHANGED;
  for (let uid = 0; uid < cards.length; uid++) {
    if (creatures[uid].card !== cards[uid]) return CHANGED;
    const g = gear[uid];
    if ((g == null ? null : g.card) !== gearCards[uid]) return CHANGED;
  }
  const location = state.activeLocation;
  if ((location == null ? null : location.card) !== known.location) return CHANGED;
  const mirage = m.mirage;
  if ((mirage == null ? null : mirage.card) !== known.mirage) return CHANGED;
  const mods = m.ruleMods;
  const had = known.mods;
  if ((mods === undefined ? 0 : mods.length) !== had.length) return CHANGED;
  for (let k = 0; k < had.length; k++) if (mods![k] !== had[k]) return CHANGED;
  let result = SAME;
  for (let seat = 0; seat < 2; seat++) {
    const pile = state.zones[seat].generalDiscard;
    const copy = known.piles[seat];
    if (pile.length < copy.length) return CHANGED;
    for (let k = 0; k < copy.length; k++) if (pile[k] !== copy[k]) return CHANGED;
    if (pile.length > copy.length) result = PILES_GREW;
  }
  return result;
}

function entryOf(state: ChaoticState, ctx: EngineContext, index: Index): StateEntry {
  const m = state.masters!;
  return {
    ctx,
    creatures: state.creatures.map((c) => c.card),
    gear: state.creatures.map((c) => m.gear[c.uid]?.card ?? null),
    location: state.activeLocation?.card ?? null,
    mirage: m.mirage?.card ?? null,
    piles: [state.zones[0].generalDiscard.slice(), state.zones[1].generalDiscard.slice()],
    mods: m.ruleMods === undefined ? [] : m.ruleMods.slice(),
    index,
  };
}

function idsOf(ctx: EngineContext): Map<string, IdFacts> {
  let known = perId.get(ctx);
  if (known === undefined) perId.set(ctx, (known = new Map()));
  return known;
}

/** The OR of `base` and the masks of these cards and rule changes. */
function build(ctx: EngineContext, base: Masks, baseEnergy: boolean, cards: readonly (string | null)[], rules: readonly object[]): Index {
  const known = idsOf(ctx);
  let [a0, a1, n0, n1] = base;
  let energy = baseEnergy;
  for (const card of cards) {
    if (card === null) continue;
    const facts = idFacts(ctx, known, card);
    const masks = facts.masks;
    if (facts.lowersEnergy) energy = true;
    a0 |= masks[0]; a1 |= masks[1]; n0 |= masks[2]; n1 |= masks[3];
  }
  // A rule change resolved text left (a granted quoted ability, a delayed trigger): every event in it counts as granted.
  for (const rule of rules) {
    const masks = ruleMasks(rule);
    a0 |= masks[0]; a1 |= masks[1]; n0 |= masks[2]; n1 |= masks[3];
  }
  return new Index([a0, a1, n0, n1], energy);
}

function buildAll(state: ChaoticState, ctx: EngineContext): StateEntry {
  const m = state.masters!;
  const cards: (string | null)[] = [];
  for (const c of state.creatures) cards.push(c.card, m.gear[c.uid]?.card ?? null);
  cards.push(state.activeLocation?.card ?? null, m.mirage?.card ?? null, ...state.zones[0].generalDiscard, ...state.zones[1].generalDiscard);
  return entryOf(state, ctx, build(ctx, NONE, false, cards, m.ruleMods ?? []));
}

/** The entry for piles that only grew: the cards on top of each pile OR into the index. */
function addTops(state: ChaoticState, ctx: EngineContext, known: StateEntry): StateEntry {
  const added: string[] = [];
  for (let seat = 0; seat < 2; seat++) {
    const pile = state.zones[seat].generalDiscard;
    for (let k = known.piles[seat].length; k < pile.length; k++) added.push(pile[k]);
  }
  const index = build(ctx, known.index.masks, known.index.innateMayLowerEnergy, added, []);
  return { ...known, piles: [state.zones[0].generalDiscard.slice(), state.zones[1].generalDiscard.slice()], index };
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
  let entry: StateEntry;
  if (known !== undefined && known.ctx === ctx) {
    const change = compare(state, known);
    if (change === SAME) {
      lastState = state;
      lastKnown = known;
      return known.index;
    }
    entry = change === PILES_GREW ? addTops(state, ctx, known) : buildAll(state, ctx);
  } else entry = buildAll(state, ctx);
  perState.set(state, entry);
  lastState = state;
  lastKnown = entry;
  return entry.index;
}
