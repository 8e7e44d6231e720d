import type { CardEffects } from './card-effects';
import type { EngineContext } from './context';
import { mayLowerEnergy } from './innate-energy';
import type { GearState } from './masters-state';
import type { ChaoticState,CreatureState } from './types';
import { type DiscardPile, removalsSoFar } from './discard-pile';
import { gearWrites, noStamp, restamp, stampHolds, type WriteStamp } from './board-writes';
import { perCard } from './card-facts';

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
/** The event of each bit below `LAST` (the one numbered so). */
const eventOf: string[] = [];

function bit(event: string): number {
  let b = bitOf.get(event);
  if (b === undefined) {
    bitOf.set(event, (b = Math.min(bitOf.size, LAST)));
    if (b < LAST) eventOf[b] = event;
  }
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

/** Up to how many events an index names them for `has` and `grants` to compare (see `named`). */
const FEW = 4;

/**
 * Replay speed: the events of these two words when they are few, or null. An index of a match
 * holds two or three events in most games, so a scan's question compares its event with them
 * (most often a different length: no characters read) instead of looking up the event's bit.
 * Null when the last bit, which many events share, is set: those questions look up the bit.
 */
function named(low: number, high: number): readonly string[] | null {
  if ((high & (1 << (LAST - 31))) !== 0) return null;
  const out: string[] = [];
  for (let b = 0; b < LAST; b++) {
    if (((b < 31 ? low : high) & (1 << (b % 31))) === 0) continue;
    if (out.length === FEW) return null;
    out.push(eventOf[b]);
  }
  return out;
}

/** Whether `event` is one of `events`: a loop, not `includes` (replay speed: two or three, asked often). */
function among(events: readonly string[], event: string): boolean {
  for (let k = 0; k < events.length; k++) if (events[k] === event) return true;
  return false;
}

class Index implements MatchTriggers {
  private readonly events: readonly string[] | null;
  private readonly nested: readonly string[] | null;
  constructor(readonly masks: Masks, readonly innateMayLowerEnergy: boolean) {
    this.events = named(masks[0], masks[1]);
    this.nested = named(masks[2], masks[3]);
  }
  has(event: string): boolean {
    if (this.events !== null) return among(this.events, event);
    const b = bit(event);
    return (this.masks[b < 31 ? 0 : 1] & (1 << (b % 31))) !== 0;
  }
  grants(event: string): boolean {
    if (this.nested !== null) return among(this.nested, event);
    const b = bit(event);
    return (this.masks[b < 31 ? 2 : 3] & (1 << (b % 31))) !== 0;
  }
}

/** Per card text (the `CardEffects` objects are built once per engine and never change). */
const perText = new WeakMap<CardEffects, Masks>();
/** Per rule change (readonly: never changed in place). */
const perRule = new WeakMap<object, Masks>();
/**
 * What an index was built from, copied, with what each group of sources adds (their masks ORed,
 * and whether any lowers Energy): each creature's card, each one's battlegear, the active
 * Location's and the Mirage's card, both general discard piles and the rule changes. A change
 * updates only the groups it touched, in place (replay speed: a turn's new Location or a card
 * discarded allocates no new entry), and makes a new index only when the union changed. Kept
 * per state object in the engine's caches (`EngineCaches.triggers`: a replay mutates one state
 * in place).
 */
export interface StateEntry {
  readonly ctx: EngineContext;
  creatures: string[];
  /**
   * The creature and battlegear objects whose cards were read last. Their `card` is readonly
   * (the innate layer's key, stats.ts, relies on it too), so while a slot holds the same object
   * its card is the one read: `compare` skips reading it (replay speed). Another object there
   * (a copy, a test's new creature) has its card compared, and is taken when it is the same.
   */
  seenCreatures: CreatureState[];
  readonly seenGear: (GearState | null | undefined)[];
  /**
   * The state's lists of creatures and battlegear when their slots were last found as read, and
   * the battlegear writes counted then (board-writes.ts). While it holds no slot can have changed
   * (a creature list is readonly), and `compare` skips them (replay speed).
   */
  readonly slots: WriteStamp;
  creatureFacts: IdFacts;
  readonly gear: (string | null)[];
  readonly gearFacts: IdFacts[];
  location: string | null;
  locationFacts: IdFacts;
  mirage: string | null;
  mirageFacts: IdFacts;
  readonly piles: [string[], string[]];
  /** The pile objects those copies were taken from, and `removalsSoFar()` when they were (discard-pile.ts). */
  readonly pileObjects: [DiscardPile | null, DiscardPile | null];
  pileRemovals: number;
  pileFacts: IdFacts;
  mods: object[];
  modFacts: IdFacts;
  index: Index;
}

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

const idFacts = perCard((ctx: EngineContext, id: string): IdFacts =>
  ({ masks: ctx.cards.byId(id) === undefined ? NONE : cardMasks(ctx.effects(id)), lowersEnergy: mayLowerEnergy(ctx, id) }));

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
/** The groups of sources `compare` finds changed, as bits. */
const CREATURES = 1, GEAR = 2, LOCATION = 4, MIRAGE = 8, MODS = 16, PILES = 32;
/** Only cards added on top of a discard pile: the index is an OR, so they just OR in. */
const PILES_GREW = 64;
const ALL = CREATURES | GEAR | LOCATION | MIRAGE | MODS | PILES;

/** Whether a creature's or a battlegear's card differs from those the entry read, slot by slot. */
function compareSlots(state: ChaoticState, known: StateEntry): number {
  const creatures = state.creatures;
  const gear = state.masters!.gear;
  const cards = known.creatures;
  const gearCards = known.gear;
  const { seenCreatures, seenGear } = known;
  let changed = SAME;
  for (let uid = 0; uid < cards.length; uid++) {
    const c = creatures[uid];
    if (c !== seenCreatures[uid]) {
      if (c.card !== cards[uid]) changed |= CREATURES;
      else seenCreatures[uid] = c;
    }
    const g = gear[uid];
    if (g !== seenGear[uid]) {
      if ((g == null ? null : g.card) !== gearCards[uid]) changed |= GEAR;
      else seenGear[uid] = g;
    }
  }
  if (changed === SAME) restamp(known.slots, state, gearWrites());
  return changed;
}

/** Which groups of the state's sources differ from those an entry was built from, compared one by one. */
function compare(state: ChaoticState, known: StateEntry): number {
  const m = state.masters!;
  const creatures = state.creatures;
  const gear = m.gear;
  if (creatures.length !== known.creatures.length) return ALL;
  let changed = stampHolds(known.slots, state, gearWrites()) ? SAME : compareSlots(state, known);
  const location = state.activeLocation;
  if ((location == null ? null : location.card) !== known.location) changed |= LOCATION;
  const mirage = m.mirage;
  if ((mirage == null ? null : mirage.card) !== known.mirage) changed |= MIRAGE;
  const mods = m.ruleMods;
  const had = known.mods;
  if ((mods === undefined ? 0 : mods.length) !== had.length) changed |= MODS;
  else for (let k = 0; k < had.length; k++) if (mods![k] !== had[k]) { changed |= MODS; break; }
  const removals = removalsSoFar();
  for (let seat = 0; seat < 2; seat++) {
    const pile = state.zones[seat].generalDiscard;
    const copy = known.piles[seat];
    // Replay speed: the same pile, with no card taken out of any pile since, holds the cards read, in place; only cards pushed since are new.
    if (pile === known.pileObjects[seat] && removals === known.pileRemovals) {
      if (pile.length > copy.length) changed |= PILES_GREW;
      continue;
    }
    if (pile.length < copy.length) return changed | PILES;
    for (let k = 0; k < copy.length; k++) if (pile[k] !== copy[k]) return changed | PILES;
    if (pile.length > copy.length) changed |= PILES_GREW;
    // Read in full and found as seen: followed from here on (a copy's pile, or after a removal elsewhere).
    known.pileObjects[seat] = pile;
  }
  // Both piles are now the objects recorded, each checked since the last removal.
  known.pileRemovals = removals;
  return changed;
}

const NOTHING: IdFacts = { masks: NONE, lowersEnergy: false };

/** The OR of facts, built up in place: the index of a state is the OR of its sources' facts. */
class Union {
  private a0: number; private a1: number; private n0: number; private n1: number;
  private energy: boolean;
  constructor(base: IdFacts = NOTHING) {
    [this.a0, this.a1, this.n0, this.n1] = base.masks;
    this.energy = base.lowersEnergy;
  }
  addMasks(masks: Masks): void {
    this.a0 |= masks[0]; this.a1 |= masks[1]; this.n0 |= masks[2]; this.n1 |= masks[3];
  }
  add(facts: IdFacts): void {
    this.addMasks(facts.masks);
    if (facts.lowersEnergy) this.energy = true;
  }
  facts(): IdFacts {
    return { masks: [this.a0, this.a1, this.n0, this.n1], lowersEnergy: this.energy };
  }
  /** Whether `facts` say what this union says. */
  isFacts(facts: IdFacts): boolean {
    return this.says(facts.masks, facts.lowersEnergy);
  }
  /** Whether `index` says what this union says. */
  is(index: Index): boolean {
    return this.says(index.masks, index.innateMayLowerEnergy);
  }
  private says(m: Masks, energy: boolean): boolean {
    return m[0] === this.a0 && m[1] === this.a1 && m[2] === this.n0 && m[3] === this.n1 && energy === this.energy;
  }
  index(): Index {
    return new Index([this.a0, this.a1, this.n0, this.n1], this.energy);
  }
}

/** `base` with these cards (from index `from` on) ORed in: `base` itself when they add nothing. */
function withCards(ctx: EngineContext, base: IdFacts, cards: readonly string[], from = 0): IdFacts {
  const union = new Union(base);
  for (let k = from; k < cards.length; k++) union.add(idFacts(ctx, cards[k]));
  return union.isFacts(base) ? base : union.facts();
}

function cardFacts(ctx: EngineContext, card: string | null): IdFacts {
  return card === null ? NOTHING : idFacts(ctx, card);
}

/** A rule change resolved text left (a granted quoted ability, a delayed trigger): every event in it counts as granted. */
function ruleFacts(rules: readonly object[]): IdFacts {
  const union = new Union();
  for (const rule of rules) union.addMasks(ruleMasks(rule));
  return union.facts();
}

/** Brings `entry` in step with the state's sources: the groups in `changed` read again, the others kept. */
function update(state: ChaoticState, entry: StateEntry, changed: number): void {
  const ctx = entry.ctx;
  const m = state.masters!;
  const creatures = state.creatures;
  if (changed & CREATURES) {
    entry.seenCreatures = creatures.slice();
    entry.creatures = creatures.map((c) => c.card);
    entry.creatureFacts = withCards(ctx, NOTHING, entry.creatures);
  }
  if (changed & GEAR) {
    const { gear, gearFacts, seenGear } = entry;
    // The three lists keep one length; setting it is a slow call, made only when it changes.
    if (gear.length !== creatures.length) gear.length = gearFacts.length = seenGear.length = creatures.length;
    for (let uid = 0; uid < creatures.length; uid++) {
      seenGear[uid] = m.gear[uid];
      const card = m.gear[uid]?.card ?? null;
      if (card === gear[uid] && gearFacts[uid] !== undefined) continue;
      gear[uid] = card;
      gearFacts[uid] = cardFacts(ctx, card);
    }
  }
  if (changed & (CREATURES | GEAR)) restamp(entry.slots, state, gearWrites());
  if (changed & LOCATION) entry.locationFacts = cardFacts(ctx, (entry.location = state.activeLocation?.card ?? null));
  if (changed & MIRAGE) entry.mirageFacts = cardFacts(ctx, (entry.mirage = m.mirage?.card ?? null));
  if (changed & MODS) entry.modFacts = ruleFacts((entry.mods = m.ruleMods?.slice() ?? []));
  const piles = entry.piles;
  if (changed & PILES) {
    for (let seat = 0; seat < 2; seat++) {
      const pile = state.zones[seat].generalDiscard;
      piles[seat] = pile.slice();
      entry.pileObjects[seat] = pile;
    }
    entry.pileRemovals = removalsSoFar();
    entry.pileFacts = withCards(ctx, withCards(ctx, NOTHING, piles[0]), piles[1]);
  } else if (changed & PILES_GREW) {
    // Only cards added on top: the copies grow by them, and their facts OR in.
    let facts = entry.pileFacts;
    for (let seat = 0; seat < 2; seat++) {
      const pile = state.zones[seat].generalDiscard;
      const had = piles[seat].length;
      for (let k = had; k < pile.length; k++) piles[seat].push(pile[k]);
      facts = withCards(ctx, facts, pile, had);
    }
    // Replay speed: cards discarded that add nothing (most) leave the pile facts, and so the index, as they were.
    if (changed === PILES_GREW && facts === entry.pileFacts) return;
    entry.pileFacts = facts;
  }
  const union = new Union(entry.creatureFacts);
  for (const facts of entry.gearFacts) union.add(facts);
  union.add(entry.locationFacts);
  union.add(entry.mirageFacts);
  union.add(entry.pileFacts);
  union.add(entry.modFacts);
  // A scan may hold the index it read: a changed union is a new index, an unchanged one the same.
  if (!union.is(entry.index)) entry.index = union.index();
}

const EMPTY = new Index(NONE, false);

function newEntry(state: ChaoticState, ctx: EngineContext): StateEntry {
  const entry: StateEntry = {
    ctx, creatures: [], seenCreatures: [], seenGear: [], slots: noStamp(), creatureFacts: NOTHING, gear: [], gearFacts: [], location: null, locationFacts: NOTHING, mirage: null, mirageFacts: NOTHING,
    piles: [[], []], pileObjects: [null, null], pileRemovals: -1, pileFacts: NOTHING, mods: [], modFacts: NOTHING, index: EMPTY,
  };
  update(state, entry, ALL);
  return entry;
}

/**
 * A copy of a state (`cloneState`, the engine's `clone`) holds the same cards, so it starts
 * from the original's index (checked against its own sources like any other), with copies of
 * the sources: each entry is updated in place.
 */
export function shareMatchTriggers(ctx: EngineContext, from: ChaoticState, to: ChaoticState): void {
  const known = ctx.caches.triggers.get(from);
  if (known === undefined) return;
  ctx.caches.triggers.set(to, {
    ...known, seenCreatures: known.seenCreatures.slice(), seenGear: known.seenGear.slice(), slots: noStamp(), gear: known.gear.slice(), gearFacts: known.gearFacts.slice(),
    piles: [known.piles[0].slice(), known.piles[1].slice()], pileObjects: [null, null], pileRemovals: -1,
  });
}

/** The index of the text where scans look (see above), kept per state object while its sources are unchanged. */
export function matchTriggers(state: ChaoticState, ctx: EngineContext): MatchTriggers {
  const perState = ctx.caches.triggers;
  const known = perState.get(state);
  if (known === undefined) {
    const entry = newEntry(state, ctx);
    perState.set(state, entry);
    return entry.index;
  }
  const changed = compare(state, known);
  if (changed !== SAME) update(state, known, changed);
  return known.index;
}
