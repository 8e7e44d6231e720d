import type { Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CardEffect } from '../effects/effect-types';
import { isAdjacent, boardFor } from './board';
import type { EngineContext } from './context';
import type { StaticLayer } from './effect-context';
import { brainwashed, creatureEffects, gearEffects } from './text-active';
import type { ChaoticState,CreatureState } from './types';
import { boardWrites, restamp, stampHolds, type WriteStamp } from './board-writes';
import type { ElementMod, GearState, RuleMod, StatMod } from './masters-state';
import type { Prohibited } from '../effects/verb-calls';
import { beginInnateReads, endInnateReads, modsReadOf, noteInnateRead, READ_COMBAT, READ_COUNTERS, READ_DISCARD, READ_ELEMENTS, READ_MODS, READ_MOVED, READ_SPACES, readModsOf } from './innate-reads';

const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];

/** The innate layer of a state, kept while nothing it depends on has changed (replay speed). */
/** What innate text depends on, as last seen (compared field by field: no string per lookup). */
interface LayerKey {
  location: string | undefined;
  /** Counters of other names ("for each Leadership counter on Kiru"), a copy; undefined while there are none. */
  named: Readonly<Record<string, number>> | undefined;
  counts: number[];
  /** The Discipline and Energy modifications as they were: the engine only appends to this list or replaces it. */
  mods: readonly StatMod[];
  /** The Elemental Type modifications as they were (appended to or replaced, as `mods`). */
  elementMods: readonly ElementMod[];
  /** Per creature: in play (1), has battlegear (2), battlegear face up and not disarmed (4). */
  flags: number[];
  /** The battlegear as they were: a different one under a creature is a different layer (a battlegear's card never changes, so it stands for its card). */
  gear: (GearState | null)[];
  /** Mugic counters per creature: innate filters read them ("Creatures with one or more Mugic counters"). */
  mugic: number[];
  /** CR 9.3.5: the Mirage on the battleboard and its space (its text applies there). */
  mirage: string | undefined;
  mirageSpace: number | undefined;
  /** Each creature's space: compared while a Mirage is on the battleboard (its text applies in its space) or when innate text read where creatures stand. */
  spaces: (number | null)[];
  /** The state the flags and gear above were last found to hold for, with the board writes counted then (board-writes.ts): while it holds, `sameKey` skips them. */
  readonly slots: WriteStamp;
}

/**
 * The innate layer of a state and the keyword lists read under it, kept per state in the
 * engine's caches (`EngineCaches.layers`): both stay valid while the key is unchanged (keywords
 * also read the Mirage's space, so they are not kept while a Mirage is on the battleboard).
 */
export interface LayerEntry {
  key: LayerKey;
  /** What the innate text read of the key parts only some text reads (innate-reads.ts). */
  reads: number;
  layer: StaticLayer;
  known: Map<number, Ability[]>;
}

/**
 * What innate text depends on: which creatures are in play (and so which Minions are
 * Brainwashed), battlegear face up and not disarmed, the active location, Hive, the
 * engaged creatures, the infected ones, and the modifications innate conditions may read.
 */
function countsOf(state: ChaoticState): number[] {
  const m = state.masters!;
  // The active player and the general discard piles: innate text reads them ("On your turn", "for each Creature Card in all general discard piles").
  return [m.hive ? 1 : 0, m.ruleMods?.length ?? 0, m.mods.length, m.elementMods.length, m.granted.length, engagedKey(state), m.infected.length, state.active,
    state.zones[0].generalDiscard.length, state.zones[1].generalDiscard.length];
}

/** Innate filters read who is engaged ("Engaged UnderWorld Creatures …") and who is infected. */
function engagedKey(state: ChaoticState): number {
  const combat = state.combat;
  return combat === null ? 0 : 1 + combat.attacker * 64 + combat.defender;
}

function flagOf(state: ChaoticState, uid: number): number {
  const gear = state.masters!.gear[uid];
  // Moving this turn is read by innate text ("has "Untargetable" if it has moved this turn").
  return (state.creatures[uid].space === null ? 0 : 1) + (gear === null ? 0 : 2) + (gear !== null && gear.faceUp && !gear.disarmed ? 4 : 0) + (state.creatures[uid].movedThisTurn ? MOVED : 0);
}

/** The flag bit for "moved this turn": compared only when the innate text read it (innate-reads.ts). */
const MOVED = 8;

function layerKey(state: ChaoticState): LayerKey {
  const m = state.masters!;
  // One loop for both per-creature lists (replay speed: a key is taken at every layer built).
  const flags: number[] = [];
  const spaces: (number | null)[] = [];
  for (const c of state.creatures) {
    flags.push(flagOf(state, c.uid));
    spaces.push(c.space);
  }
  return {
    location: state.activeLocation?.card, named: m.named && { ...m.named }, counts: countsOf(state), mods: m.mods, elementMods: m.elementMods, flags, gear: m.gear.slice(),
    mugic: m.counters.slice(), mirage: m.mirage?.card, mirageSpace: m.mirage?.space, spaces, slots: { creatures: state.creatures, gear: m.gear, writes: boardWrites() },
  };
}

/** The named counters as the key copied them: compared name by name (no string built per check; replay speed). */
function sameNamed(was: Readonly<Record<string, number>> | undefined, now: Readonly<Record<string, number>> | undefined): boolean {
  if (was === undefined || now === undefined) return was === now;
  for (const name in now) if (was[name] !== now[name]) return false;
  for (const name in was) if (!(name in now)) return false;
  return true;
}

function sameKey(state: ChaoticState, key: LayerKey, reads: number): boolean {
  const mirage = state.masters!.mirage;
  if (key.location !== state.activeLocation?.card || key.mirage !== mirage?.card || key.mirageSpace !== mirage?.space || !sameNamed(key.named, state.masters!.named)) return false;
  if ((key.mirage !== undefined || (reads & READ_SPACES) !== 0) && state.creatures.some((c, uid) => key.spaces[uid] !== c.space)) return false;
  const m = state.masters!;
  const c = key.counts;
  if (c[0] !== (m.hive ? 1 : 0) || c[1] !== (m.ruleMods?.length ?? 0) || c[4] !== m.granted.length
    || c[6] !== m.infected.length || c[7] !== state.active) return false;
  // Discipline and Element modifications, engagement and the general discard piles count only when the innate text read them (the lists of modifications by length and identity: they only grow in place).
  if ((reads & READ_ELEMENTS) !== 0 && (c[3] !== m.elementMods.length || m.elementMods !== key.elementMods)) return false;
  if (((reads & READ_MODS) !== 0 && (c[2] !== m.mods.length || m.mods !== key.mods) && !onlyUnreadMods(key, m.mods, reads)) || ((reads & READ_COMBAT) !== 0 && c[5] !== engagedKey(state))
    || ((reads & READ_DISCARD) !== 0 && (c[8] !== state.zones[0].generalDiscard.length || c[9] !== state.zones[1].generalDiscard.length))) return false;
  // `flagOf` inlined: this check runs for every `Stats`, the most frequent one of replay.
  const creatures = state.creatures;
  const gear = m.gear;
  const { flags, gear: was } = key;
  // Moving and Mugic counters count only when the innate text read them; most layers read neither, and this loop then leaves them unread.
  if ((reads & (READ_MOVED | READ_COUNTERS)) !== 0) return sameMovedAndCounters(state, key, reads);
  const writes = boardWrites();
  if (stampHolds(key.slots, state, writes)) return true;
  for (let uid = 0; uid < creatures.length; uid++) {
    const g = gear[uid];
    if (g !== was[uid] || (flags[uid] & ~MOVED) !== (creatures[uid].space === null ? 0 : 1) + (g === null ? 0 : g.faceUp && !g.disarmed ? 6 : 2)) return false;
  }
  // Found as the key holds them: the next check skips them while nothing is written.
  restamp(key.slots, state, writes);
  return true;
}

/** The modifications added since the key was taken are all on creatures whose values the innate text did not read. */
function onlyUnreadMods(key: LayerKey, mods: readonly StatMod[], reads: number): boolean {
  if (mods !== key.mods || mods.length < key.counts[2]) return false;
  for (let i = key.counts[2]; i < mods.length; i++) if (readModsOf(reads, mods[i].uid, mods[i].stat)) return false;
  return true;
}

/** The rest of `sameKey` when the innate text read moving or Mugic counters. */
function sameMovedAndCounters(state: ChaoticState, key: LayerKey, reads: number): boolean {
  const creatures = state.creatures;
  const gear = state.masters!.gear;
  const counters = state.masters!.counters;
  const { flags, gear: was, mugic } = key;
  const compared = (reads & READ_MOVED) !== 0 ? -1 : ~MOVED;
  const countersRead = (reads & READ_COUNTERS) !== 0;
  for (let uid = 0; uid < creatures.length; uid++) {
    const g = gear[uid];
    const flag = (creatures[uid].space === null ? 0 : 1) + (g === null ? 0 : 2) + (g !== null && g.faceUp && !g.disarmed ? 4 : 0) + (creatures[uid].movedThisTurn ? MOVED : 0);
    if (((flags[uid] ^ flag) & compared) !== 0 || g !== was[uid] || (countersRead && mugic[uid] !== counters[uid])) return false;
  }
  return true;
}

/**
 * Current characteristics of creatures in a Masters game (CR 8.7): printed values, then
 * the modifications in force. Innate effects (creatures, face-up battlegear, the active
 * location) are gathered once per `Stats` (one resolution step), so every lookup inside
 * that step sees the same layer. Disciplines never go below 0 (CR 8.7.2.4).
 */
export class Stats {
  // Replay speed: declared and set in the constructor, not initialised as class fields (defining each field costs more than an assignment; a `Stats` is built per step).
  declare readonly state: ChaoticState;
  declare readonly ctx: EngineContext;
  declare private layer: StaticLayer | null;
  /** Keyword lists by uid and opponent, built once per `Stats` (one resolution step). */
  declare private known: Map<number, Ability[]> | null;
  /** While innate conditions are evaluated, innate effects are left out (no self-reference). */
  declare private collecting: boolean;

  constructor(state: ChaoticState, ctx: EngineContext) {
    this.state = state;
    this.ctx = ctx;
    this.layer = null;
    this.known = null;
    this.collecting = false;
  }

  /** The innate layer of this step: a field read once found (small, so callers inline it; replay speed). */
  private statics(): StaticLayer | null {
    return this.layer !== null ? this.layer : this.collecting ? null : this.findLayer();
  }

  private findLayer(): StaticLayer {
    const cached = this.ctx.caches.layers.get(this.state);
    if (cached && sameKey(this.state, cached.key, cached.reads)) {
      // A layer being collected around this one depends on what this one read.
      noteInnateRead(cached.reads);
      if (this.state.masters!.mirage === null) this.known = cached.known;
      return (this.layer = cached.layer);
    }
    const key = layerKey(this.state);
    this.collecting = true;
    const outer = beginInnateReads();
    let reads = 0;
    try {
      this.layer = this.ctx.runtime.collectStatics(this.state, this.ctx, this);
    } finally {
      this.collecting = false;
      reads = endInnateReads(outer);
    }
    // Keyword lists read while collecting saw no layer: start afresh.
    this.known = new Map();
    const entry: LayerEntry = { key, reads, layer: this.layer, known: this.state.masters!.mirage === null ? this.known : new Map() };
    this.ctx.caches.layers.set(this.state, entry);
    return this.layer;
  }

  stat(uid: number, stat: Stat | 'mugic-counters'): number {
    const m = this.state.masters!;
    if (stat === 'mugic-counters') {
      noteInnateRead(READ_COUNTERS);
      return m.counters[uid] ?? 0;
    }
    noteInnateRead(modsReadOf(uid, stat));
    const creature = this.state.creatures[uid];
    let value = printed(creature, stat);
    for (const mod of m.mods) if (mod.uid === uid && mod.stat === stat) value += mod.delta;
    const layer = this.statics();
    if (layer) for (const mod of layer.mods) if (mod.uid === uid && mod.stat === stat) value += mod.delta;
    for (const ability of this.keywords(uid)) {
      if (ability.kind === 'support' && ability.stats.includes(stat)) value += ability.x * this.supporters(uid);
    }
    return value > 0 ? value : 0;
  }

  /** Support X (glossary): friendly creatures of the same tribe adjacent to this one. */
  private supporters(uid: number): number {
    noteInnateRead(READ_SPACES);
    const me = this.state.creatures[uid];
    if (me.space === null) return 0;
    const board = boardFor(this.state.size);
    let n = 0;
    for (const other of this.state.creatures) {
      if (other.uid !== uid && other.owner === me.owner && other.space !== null && other.tribe === me.tribe && isAdjacent(board, me.space, other.space)) n++;
    }
    return n;
  }

  tribe(uid: number): Tribe {
    return this.state.creatures[uid].tribe;
  }

  hasElement(uid: number, element: Element): boolean {
    noteInnateRead(READ_ELEMENTS);
    // "does not have and cannot gain any Elemental Types" (Lord Van Bloot).
    if (this.hasRemoval(uid, 'elements')) return false;
    let has = this.state.creatures[uid].elements.includes(element);
    // "Creatures cannot gain or lose Elemental Types from Mugic, Attacks or abilities" (Lake Ken-I-Po): the printed ones stay.
    if (!this.collecting && this.prohibits('change-elements', uid)) return has;
    // Innate modifications, then those of resolved effects: the last one naming the element wins.
    const layer = this.statics();
    if (layer) for (const mod of layer.elementMods) if (mod.uid === uid && mod.element === element) has = mod.has;
    for (const mod of this.state.masters!.elementMods) if (mod.uid === uid && mod.element === element) has = mod.has;
    // "… and cannot gain it": a locked loss holds whatever was gained before or after it.
    if (layer) for (const mod of layer.elementMods) if (mod.locked && mod.uid === uid && mod.element === element) has = mod.has;
    for (const mod of this.state.masters!.elementMods) if (mod.locked && mod.uid === uid && mod.element === element) has = mod.has;
    return has;
  }

  elements(uid: number): Element[] {
    return ELEMENTS.filter((e) => this.hasElement(uid, e));
  }

  /**
   * Keyword abilities in force: the creature's active text, granted ones, Hive abilities
   * while Hive is on, and Invisibility abilities against a creature without Invisibility (CR 9.4.1).
   */
  keywords(uid: number, against?: number): Ability[] {
    const key = uid * 64 + (against ?? 63);
    if (!this.collecting) this.statics();
    let found = this.collecting ? undefined : this.known?.get(key);
    if (!found) {
      found = this.collectKeywords(uid, against);
      if (!this.collecting) (this.known ??= new Map()).set(key, found);
    }
    return found;
  }

  private collectKeywords(uid: number, against?: number): Ability[] {
    const printed = this.ctx.effects(this.state.creatures[uid].card);
    const own = this.state.creatures[uid].subtypes.includes('Minion') && brainwashed(this.state, uid, this.ctx) ? printed.brainwashedKeywords : printed.keywords;
    const layer = this.statics();
    // Fast path: printed keywords only, nothing granted and nothing wrapped (the common case in replay).
    const mirage = this.state.masters!.mirage;
    const onMirage = mirage !== null && mirage.space === this.state.creatures[uid].space;
    if (!onMirage && !printed.wrapped && !this.hasRemoval(uid) && !grantsTo(this.state.masters!.granted, uid) && !(layer && grantsTo(layer.granted, uid))) return own as Ability[];
    const removed = this.removals(uid);
    const out: Ability[] = [];
    const add = (ability: Ability) => {
      if (ability.kind === 'hive') { if (this.state.masters!.hive) add(ability.ability); return; }
      if (ability.kind === 'invisibility') {
        out.push(ability);
        if (against !== undefined && !this.hasInvisibility(against)) add(ability.ability);
        return;
      }
      out.push(ability);
    };
    // "Loses X and cannot gain X": a removal takes what the creature has; granted copies come back unless it cannot gain them.
    const gone = (kind: string, granted: boolean) => removed.some((r) => (r.ability === 'all' || r.ability === kind) && (!granted || r.cannotGain));
    // A lost Invisibility takes the ability it wraps with it ("Invisibility: Strike 15" is one ability, CR 9.4).
    for (const ability of own) if (ability.kind !== 'invisibility' || !gone('invisibility', false)) add(ability);
    // "Dasalin does not have "Water 5"": its printed Element ability of that type (`element:Water`).
    const kept = out.filter((a) => !gone(a.kind, false) && !(a.kind === 'element' && removed.some((r) => r.ability === `element:${a.element}`)));
    out.length = 0;
    out.push(...kept);
    const grant = (ability: Ability) => { if (!gone(ability.kind, true)) add(ability); };
    for (const g of this.state.masters!.granted) if (g.uid === uid) grant(g.ability);
    // CR 9.3.5: Mirage text applies to creatures in the Mirage's space.
    if (onMirage) for (const a of this.ctx.effects(mirage.card).keywords) if (a.kind === 'mirage') grant(a.ability);
    if (layer) for (const g of layer.granted) if (g.uid === uid) grant(g.ability);
    return out;
  }

  /** Whether `removals(uid)` holds one (of `ability`, when given), without building the list (replay speed). */
  private hasRemoval(uid: number, ability?: string): boolean {
    const own = this.state.masters!.ruleMods;
    if (own) for (const r of own) if (r.kind === 'remove-ability' && r.uid === uid && (ability === undefined || r.ability === ability)) return true;
    if (this.collecting) return false;
    const layer = this.statics();
    if (layer) for (const r of layer.ruleMods) if (r.kind === 'remove-ability' && r.uid === uid && (ability === undefined || r.ability === ability)) return true;
    return false;
  }

  private removals(uid: number): Extract<RuleMod, { kind: 'remove-ability' }>[] {
    const mods = this.collecting ? this.state.masters!.ruleMods ?? [] : this.ruleMods();
    return mods.filter((m): m is Extract<RuleMod, { kind: 'remove-ability' }> => m.kind === 'remove-ability' && m.uid === uid);
  }

  private hasInvisibility(uid: number): boolean {
    return creatureEffects(this.state, this.ctx, uid).some((e) => e.kind === 'keyword' && e.ability.kind === 'invisibility');
  }

  /** CR 8.8.1.2: copies of a cumulative ability add up; below 0 counts as 0 (CR 8.8.1.3). */
  total<K extends Ability['kind']>(uid: number, kind: K, against?: number, pick?: (a: Extract<Ability, { kind: K }>) => boolean): number {
    let x = 0;
    // No default `pick` (replay speed: a default function is a new closure on every call).
    for (const ability of this.keywords(uid, against)) {
      if (ability.kind === kind && (pick === undefined || pick(ability as Extract<Ability, { kind: K }>))) x += (ability as { x?: number }).x ?? 1;
    }
    return x > 0 ? x : 0;
  }

  damageMods(): StaticLayer['damageMods'] {
    const layer = this.statics()?.damageMods ?? [];
    const own = this.state.masters!.damageMods;
    return own.length === 0 ? layer : layer.length === 0 ? own : [...layer, ...own];
  }

  /** Lasting rule changes in force: innate ones, then those of resolved effects. */
  ruleMods(): StaticLayer['ruleMods'] {
    const own = this.state.masters!.ruleMods;
    const layer = this.statics()?.ruleMods ?? [];
    return own && own.length > 0 ? (layer.length > 0 ? [...layer, ...own] : own) : layer;
  }

  /**
   * Whether a prohibition in force bars this creature the action (one with no creature bars every one).
   * A loop, not `prohibitions().some(…)`: conditions and Elemental Types ask this on every attack, and a closure is an allocation each time (replay speed).
   */
  prohibits(action: Prohibited, uid: number): boolean {
    for (const b of this.prohibitions()) if (b.action === action && (b.uid === null || b.uid === uid)) return true;
    return false;
  }

  /** Whether a lasting rule change of this kind is about this creature (a loop, as `prohibits`). */
  hasRuleMod(kind: 'succeed-checks' | 'fail-checks' | 'gear-untargetable', uid: number): boolean {
    for (const m of this.ruleMods()) if (m.kind === kind && m.uid === uid) return true;
    return false;
  }

  prohibitions(): StaticLayer['prohibitions'] {
    const layer = this.statics()?.prohibitions ?? [];
    const own = this.state.masters!.prohibitions;
    return own.length === 0 ? layer : layer.length === 0 ? own : [...layer, ...own];
  }
}

/** The printed value, read field by field: a keyed read with four different names is a slow lookup on the hottest path of replay. */
function printed(creature: CreatureState, stat: Stat): number {
  switch (stat) {
    case 'energy': return creature.energy;
    case 'courage': return creature.stats.courage;
    case 'power': return creature.stats.power;
    case 'wisdom': return creature.stats.wisdom;
    case 'speed': return creature.stats.speed;
  }
}

function grantsTo(granted: readonly { readonly uid: number }[], uid: number): boolean {
  for (const g of granted) if (g.uid === uid) return true;
  return false;
}

/** Innate (static) automated effects of a creature's text and its face-up battlegear. */
export function innateOf(state: ChaoticState, ctx: EngineContext, uid: number): { effect: CardEffect; card: string; from: 'creature' | 'battlegear' }[] {
  const out: { effect: CardEffect; card: string; from: 'creature' | 'battlegear' }[] = [];
  for (const effect of creatureEffects(state, ctx, uid)) if (effect.kind === 'automated' && effect.timing.kind === 'static') out.push({ effect, card: state.creatures[uid].card, from: 'creature' });
  const gear = state.masters?.gear[uid];
  for (const effect of gearEffects(state, ctx, uid)) if (effect.kind === 'automated' && effect.timing.kind === 'static') out.push({ effect, card: gear!.card, from: 'battlegear' });
  return out;
}

