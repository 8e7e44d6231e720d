import type { AbilityReading, Condition, Place, Target, VerbCall, VerbName } from '../text/reading';
import { isUnread } from '../text/reading';
import type { StatChange } from '../engine/card-text';
import type { Game } from '../engine/game-cards';
import type { Seat } from '../engine/state';
import type { BattleNumber } from '../verbs/bound';
import { WARS_VERBS } from '../verbs/registry';
import type { OngoingContext, Verb } from '../verbs/verb';
import { isCardKind } from './card-kinds';
import type { ExtraCost } from './additional-costs';
import { type CostChange, costPhraseSupported } from './cost-changes';
import { type EffectSource, sourceOf } from './effect-source';
import { iconCount, iconCountPhrase } from './icon-phrases';
import { namedInCondition, perPlayer } from './per-player';
import { placeNamedInCondition } from './condition-place';
import { conditionSupported, describes, descriptionSupported, holds, isItself, locationAtPlace, locationIs, locationPlaceSupported, locationSupported, namesWhere, ownerMatches, pickCards, targetSupported } from './phrases';
import { stackedCards, stackedPhraseSupported } from './stacked-phrases';

/**
 * Ongoing abilities the engine carries out itself (engine 1.1.0 on): "This ship is power +2 as
 * long as …", "Each of your units here is immune to attrition". An ability is carried when it is
 * ongoing, its condition is one `holds` reads, and every verb call is one its verb object carries
 * out (`Verb.ongoing`) with phrases the engine picks without a choice; anything else stays attested.
 */
export interface StandingAbility {
  readonly condition?: Condition;
  readonly calls: readonly VerbCall[];
  /** Text about each player in turn ("As long as a player has …, he or she …"): carried out for each, as that player's own (`per-player.ts`). */
  readonly eachPlayer?: true;
  /** Whether it reads how many cards a pile holds ("at least eight cards in your active pile"). */
  readonly readsPiles: boolean;
  /** Whether it says what can't be done ("can't move"): asked only of such abilities, so a game without any never works them out for it. */
  readonly prohibits: boolean;
}

/** Whether some part of a reading, at any depth, is one `is` picks. */
const mentions = (value: unknown, is: (part: object) => boolean): boolean =>
  Array.isArray(value) ? value.some((v) => mentions(v, is)) : value !== null && typeof value === 'object' && (is(value) || Object.values(value).some((v) => mentions(v, is)));

/** Whether a reading names a pile anywhere in it. */
const namesPile = (value: unknown): boolean => mentions(value, (part) => (part as { relation?: unknown }).relation === 'pile');

const can = { target: (t: Target) => targetSupported(t, isCardKind), location: locationPlaceSupported, played: costPhraseSupported };
/** Whether a phrase says who controls a location ("each related location you control"), which engine 1.1.0 did not read. */
const namesControl = (t: Target) => (t.filters ?? []).some((f) => 'controlledBy' in f);
/** What engine 1.1.0 read: not yet "it" for the card itself ("it is power +2"), nor control of a location, nor "where you have …", which it left attested. */
const CAN_1_1_0 = { ...can, target: (t: Target) => !(t.select === 'that' && isItself(t)) && !namesControl(t) && !namesWhere(t) && can.target(t) };
/** "For each of your other ships here": a count of cards in play. */
const countSupported = (t: Target, later: boolean) =>
  (['each', 'your', 'all'].includes(t.select) && descriptionSupported(t, isCardKind) && !t.and && (later || (!namesControl(t) && !namesWhere(t))))
  // "For each fighter stacked on this asset" (1.2.0 on).
  || (later && stackedPhraseSupported(t))
  // "For each [Shi] support icon on a related location" (1.2.0 on).
  || (later && iconCountPhrase(t) && (t.at?.relation !== 'at' || locationSupported(t.at.location)));

/** Verbs whose standing part engine 1.1.0 did not carry out: a 1.1.0 log replays with them attested. */
const FROM_1_2_0: ReadonlySet<VerbName> = new Set(['prohibit', 'modify-cost', 'additional-cost', 'modify-battle-destiny', 'not-added', 'gain-keyword', 'gain-label', 'drain-limit']);

/**
 * "Each ship here is tactics –1, unless that ship is a Shi ship": a condition on each card the call
 * picks, read as leaving out the cards of that kind (1.2.0 on); null for any other condition.
 */
function unlessOfKind(c: VerbCall): Target | null {
  const not = c.if?.is === 'not' ? c.if.of : null;
  if (!not || not.is !== 'kind' || not.subject.select !== 'that' || not.subject.traits.length > 0 || not.subject.at || not.subject.filters) return null;
  const target = (c.params as { target?: Target }).target;
  return target?.select === 'each' && not.subject.kinds.every((k) => target.kinds.includes(k)) ? { select: 'a', traits: not.traits, kinds: not.kinds } : null;
}

function callCarried(c: VerbCall, later: boolean): boolean {
  if ((c.if && !(later && unlessOfKind(c))) || c.until || c.may || c.unless || c.x) return false;
  if (c.forEach && !countSupported(c.forEach, later)) return false;
  if (!later && FROM_1_2_0.has(c.verb)) return false;
  const verb = WARS_VERBS[c.verb] as Verb;
  return verb.ongoing !== undefined && verb.ongoing.supported(c.params as never, later ? can : CAN_1_1_0);
}

/**
 * What engine 1.1.0 did not read in a condition or phrase: a side's total tactics or power ("at a
 * site where you have a higher total tactics"), and the support icons of a location ("at a sector
 * that has no support icons").
 */
const namesTotalOrIcons = (reading: AbilityReading): boolean =>
  mentions(reading, (part) => 'total' in part || ('kinds' in part && (part.kinds as readonly string[]).includes('support icon')));

/** Cards stacked on a card ("a card stacked on your stockpile asset"), which engine 1.1.0 did not read. */
const namesStacked = (reading: AbilityReading): boolean => mentions(reading, (part) => 'relation' in part && part.relation === 'stacked-on');

/** The standing ability an ongoing reading is, when the engine carries all of it out; null otherwise. `later`: an engine from 1.2.0 on. */
export function standingAbility(reading: AbilityReading, later = true): StandingAbility | null {
  if (isUnread(reading) || reading.kind !== 'ongoing') return null;
  if (!later && (namesTotalOrIcons(reading) || namesStacked(reading))) return null;
  const each = later ? perPlayer(reading.condition, reading.effects) : null;
  const condition = each ? each.condition : reading.condition;
  const calls = each ? each.calls : (later ? namedInCondition(reading.condition, reading.effects) ?? placeNamedInCondition(reading.condition, reading.effects) : null) ?? reading.effects;
  if (condition && !conditionSupported(condition)) return null;
  if (calls.length === 0 || !calls.every((c) => callCarried(c, later))) return null;
  return { ...(condition ? { condition } : {}), calls, ...(each ? { eachPlayer: true as const } : {}), readsPiles: namesPile(reading), prohibits: calls.some((c) => c.verb === 'prohibit') };
}

/** A change to a side's attrition or total power in battles at a place, by the card whose text it is. */
interface BattleChange {
  readonly src: EffectSource;
  readonly number: BattleNumber;
  readonly seat: Seat;
  readonly at: Place | undefined;
  readonly by: number;
}

/** A change to the drains a phrase names. */
interface DrainChange {
  readonly src: EffectSource;
  readonly drains: Target;
  readonly by: number;
}

/** Energy a side generates: once, or at each location a place names. */
interface Generated {
  readonly src: EffectSource;
  readonly seat: Seat;
  readonly at: Place | undefined;
  readonly amount: number;
}

/** Support icons of a faction a side of a location gains, or with `faction` 'energy', energy icons. */
export interface GainedIcons {
  readonly location: string;
  readonly seat: Seat;
  readonly faction: string;
  readonly count: number;
}

/** Energy icons, among gained icons: no faction's support icons. */
const ENERGY = 'energy';

/** What every standing ability in play does now: stat changes, immunity and capacity by card, battle numbers, drains and generated energy by where they are, support icons by side. */
export interface StandingEffects {
  readonly stats: ReadonlyMap<string, StatChange>;
  /** Numbers added to cards' keyword abilities ("gains Piloting 2"), by card, then keyword (engine 1.2.0 on). */
  readonly keywords: ReadonlyMap<string, Readonly<Record<string, number>>>;
  /** Labels cards have besides those printed, as `<key>@<label>` (engine 1.2.0 on). */
  readonly labels: ReadonlySet<string>;
  readonly immune: ReadonlySet<string>;
  readonly notCounted: ReadonlySet<string>;
  /** Cards that don't add their power to a player's total power (engine 1.2.0 on). */
  readonly notAdded: ReadonlySet<string>;
  readonly battles: readonly BattleChange[];
  readonly drains: readonly DrainChange[];
  readonly icons: readonly GainedIcons[];
  readonly generated: readonly Generated[];
  /** Cards that can't move, and can't be damaged; where a side can't drain (engine 1.2.0 on). */
  readonly cantMove: ReadonlySet<string>;
  readonly cantBeDamaged: ReadonlySet<string>;
  /** Cards a player can't target, as `<key>@<seat>`. */
  readonly untargetable: ReadonlySet<string>;
  readonly cantDrain: readonly { readonly src: EffectSource; readonly seat: Seat; readonly at: Place | undefined }[];
  /** The most locations a side may drain at each turn (engine 1.2.0 on). */
  readonly drainLimits: readonly { readonly seat: Seat; readonly max: number }[];
  /** Where a side can't lose cards from their hand to a drain (engine 1.2.0 on). */
  readonly cantLoseHand: readonly { readonly src: EffectSource; readonly seat: Seat; readonly at: Place | undefined }[];
  /** Where a side can't reveal a card for battle destiny (a battle of a kind, at a place), engine 1.2.0 on. */
  readonly cantReveal: readonly { readonly src: EffectSource; readonly seat: Seat; readonly at: Place }[];
  /** What cards cost to play, more or less, and additional costs of playing, attacking and draining (engine 1.2.0 on). */
  readonly costs: readonly CostChange[];
  readonly extraCosts: readonly ExtraCost[];
}

/** Whether standing effects keep `drainer` from draining at a location ("You can't drain here"). */
export function drainProhibited(g: Game, effects: StandingEffects, drainer: Seat, location: string): boolean {
  return effects.cantDrain.some((c) => c.seat === drainer && (!c.at || (c.at.relation === 'here' ? location === c.src.here : locationAtPlace(g, c.src, location, c.at))));
}

/** Whether standing effects keep `loser` from losing cards from their hand to a drain at a location. */
export function handLossProhibited(g: Game, effects: StandingEffects, loser: Seat, location: string): boolean {
  return effects.cantLoseHand.some((c) => c.seat === loser && (!c.at || (c.at.relation === 'here' ? location === c.src.here : locationAtPlace(g, c.src, location, c.at))));
}

/** Whether standing effects keep `seat` from revealing a card for battle destiny in the battle at a location ("in a battle here"). */
export function revealProhibited(g: Game, effects: StandingEffects, seat: Seat, location: string): boolean {
  return effects.cantReveal.some((c) => c.seat === seat && locationAtPlace(g, c.src, location, c.at));
}

/** Support icons of a faction (any, without one) standing effects give a side, of one location or all. */
export function supportIconChange(effects: StandingEffects, seat: Seat, faction: string | undefined, location?: string): number {
  let n = 0;
  for (const i of effects.icons) if (i.seat === seat && i.faction !== ENERGY && (!faction || i.faction === faction.toLowerCase()) && (!location || i.location === location)) n += i.count;
  return n;
}

/** Energy icons standing effects give a side of a location ("your side of that site gains an energy icon"). */
export function energyIconChange(effects: StandingEffects, seat: Seat, location: string): number {
  let n = 0;
  for (const i of effects.icons) if (i.seat === seat && i.faction === ENERGY && i.location === location) n += i.count;
  return n;
}

/** Energy standing effects make a side generate: once each, or once at each location in play the place names. */
export function generatedEnergy(g: Game, effects: StandingEffects, seat: Seat): number {
  let n = 0;
  for (const e of effects.generated) {
    if (e.seat !== seat) continue;
    if (!e.at) n += e.amount;
    else for (const group of g.s.groups) for (const l of [...group.sites, ...group.sectors]) if (locationAtPlace(g, e.src, l, e.at)) n += e.amount;
  }
  return n;
}

/** What standing effects add to a side's attrition or total power in a battle at a location. */
export function battleChange(g: Game, effects: StandingEffects, number: BattleNumber, seat: Seat, location: string): number {
  let n = 0;
  for (const c of effects.battles) if (c.number === number && c.seat === seat && (!c.at || locationAtPlace(g, c.src, location, c.at))) n += c.by;
  return n;
}

/** What standing effects, and (1.2.0 on) effects until end of turn, add to a drain by `drainer` at a location. */
export function drainChange(g: Game, effects: StandingEffects, drainer: Seat, location: string): number {
  const applies = (src: EffectSource, drains: Target) => ownerMatches(drains.owner, drainer, src) && (!drains.at || locationAtPlace(g, src, location, drains.at));
  let n = 0;
  for (const c of effects.drains) if (applies(c.src, c.drains)) n += c.by;
  for (const e of g.s.untilEndOfTurn ?? []) if (e.kind === 'drain' && applies({ key: e.source, seat: e.seat, here: e.here }, e.drains)) n += e.by;
  return n;
}

/** The effects of two sets of standing abilities together. */
export function mergeEffects(a: StandingEffects, b: StandingEffects): StandingEffects {
  if (a === NO_STANDING_EFFECTS) return b;
  if (b === NO_STANDING_EFFECTS) return a;
  const stats = new Map<string, StatChange>();
  for (const [key, c] of [...a.stats, ...b.stats]) {
    const was = stats.get(key);
    stats.set(key, was ? { power: was.power + c.power, tactics: was.tactics + c.tactics, defense: was.defense + c.defense } : c);
  }
  const keywords = new Map<string, Record<string, number>>();
  for (const [key, gains] of [...a.keywords, ...b.keywords]) {
    const was = keywords.get(key) ?? keywords.set(key, {}).get(key)!;
    for (const [k, n] of Object.entries(gains)) was[k] = (was[k] ?? 0) + n;
  }
  return {
    stats,
    keywords,
    labels: new Set([...a.labels, ...b.labels]),
    immune: new Set([...a.immune, ...b.immune]),
    notCounted: new Set([...a.notCounted, ...b.notCounted]),
    notAdded: new Set([...a.notAdded, ...b.notAdded]),
    battles: [...a.battles, ...b.battles],
    drains: [...a.drains, ...b.drains],
    icons: [...a.icons, ...b.icons],
    generated: [...a.generated, ...b.generated],
    cantMove: new Set([...a.cantMove, ...b.cantMove]),
    cantBeDamaged: new Set([...a.cantBeDamaged, ...b.cantBeDamaged]),
    untargetable: new Set([...a.untargetable, ...b.untargetable]),
    cantDrain: [...a.cantDrain, ...b.cantDrain],
    cantLoseHand: [...a.cantLoseHand, ...b.cantLoseHand],
    drainLimits: [...a.drainLimits, ...b.drainLimits],
    cantReveal: [...a.cantReveal, ...b.cantReveal],
    costs: [...a.costs, ...b.costs],
    extraCosts: [...a.extraCosts, ...b.extraCosts],
  };
}

/** No standing effect: what most states have, shared so asking costs nothing. */
export const NO_STANDING_EFFECTS: StandingEffects = {
  stats: new Map(), keywords: new Map(), labels: new Set(), immune: new Set(), notCounted: new Set(), notAdded: new Set(), battles: [], drains: [], icons: [], generated: [], cantMove: new Set(), cantBeDamaged: new Set(), untargetable: new Set(), cantDrain: [], cantLoseHand: [], drainLimits: [], cantReveal: [], costs: [], extraCosts: [],
};

/**
 * Carries out the standing abilities of `sources` (cards in play with carried abilities on the
 * side that is up, and those abilities). A stat a condition or filter reads is the card's printed
 * one with Piloting, not one these effects change (the caller keeps them from nesting).
 */
export function standingEffects(g: Game, sources: readonly { readonly key: string; readonly abilities: readonly StandingAbility[] }[]): StandingEffects {
  if (sources.length === 0) return NO_STANDING_EFFECTS;
  const stats = new Map<string, StatChange>();
  const keywords = new Map<string, Record<string, number>>();
  const labels = new Set<string>();
  const immune = new Set<string>();
  const notCounted = new Set<string>();
  const notAdded = new Set<string>();
  const battles: BattleChange[] = [];
  const drains: DrainChange[] = [];
  const icons: GainedIcons[] = [];
  const generated: Generated[] = [];
  const cantMove = new Set<string>();
  const cantBeDamaged = new Set<string>();
  const untargetable = new Set<string>();
  const cantDrain: { src: EffectSource; seat: Seat; at: Place | undefined }[] = [];
  const cantLoseHand: { src: EffectSource; seat: Seat; at: Place | undefined }[] = [];
  const drainLimits: { seat: Seat; max: number }[] = [];
  const cantReveal: { src: EffectSource; seat: Seat; at: Place }[] = [];
  const costs: CostChange[] = [];
  const extraCosts: ExtraCost[] = [];
  // The context the verbs of one card's text act through, `src.seat` being the player the text is about ("you").
  const contextOf = (src: EffectSource): OngoingContext => {
    const seatOf = (side: 'you' | 'opponent'): Seat => (side === 'you' ? src.seat : src.seat === 0 ? 1 : 0);
    const ctx: OngoingContext = {
      pick: (t) => pickCards(g, src, t),
      stat(key, stat, by) {
        const change = stats.get(key) ?? stats.set(key, { power: 0, tactics: 0, defense: 0 }).get(key)!;
        change[stat] += by;
      },
      immune: (key) => immune.add(key),
      label: (key, label) => labels.add(`${key}@${label}`),
      keyword(key, keyword, value) {
        const gains = keywords.get(key) ?? keywords.set(key, {}).get(key)!;
        gains[keyword] = (gains[keyword] ?? 0) + value;
      },
      battle: (number, side, at, by) => battles.push({ src, number, seat: seatOf(side), at, by }),
      drain: (target, by) => drains.push({ src, drains: target, by }),
      notCounted: (key) => notCounted.add(key),
      notAdded: (key) => notAdded.add(key),
      supportIcon: (location, side, faction, count) => icons.push({ location, seat: seatOf(side), faction, count }),
      energyIcon: (location, side, count) => icons.push({ location, seat: seatOf(side), faction: ENERGY, count }),
      generate: (side, at, amount) => generated.push({ src, seat: seatOf(side), at, amount }),
      cant(key, action, by) {
        if (action === 'be targeted') untargetable.add(`${key}@${by === 'you' ? src.seat : seatOf('opponent')}`);
        else (action === 'move' ? cantMove : cantBeDamaged).add(key);
      },
      cantDrain: (side, at) => cantDrain.push({ src, seat: seatOf(side), at }),
      cantLoseHandToDrain: (side, at) => cantLoseHand.push({ src, seat: seatOf(side), at }),
      drainLimit: (side, max) => drainLimits.push({ seat: seatOf(side), max }),
      cantReveal: (side, at) => cantReveal.push({ src, seat: seatOf(side), at }),
      cost: (what, by) => costs.push({ src, what, by }),
      extraCost: (c) => extraCosts.push({ src, ...c }),
    };
    return ctx;
  };
  for (const { key: sourceKey, abilities } of sources) {
    const own = sourceOf(g, sourceKey);
    const ownContext = contextOf(own);
    for (const a of abilities) {
      // Text about each player holds for each apart, as that player's own.
      const sides = a.eachPlayer ? ([0, 1] as const).map((seat) => ({ ...own, seat })) : [own];
      for (const src of sides) {
        if (a.condition && !holds(g, src, a.condition)) continue;
        const ctx = src === own ? ownContext : contextOf(src);
        for (const c of a.calls) {
          // "…, unless that ship is a Shi ship": the cards of that kind left out.
          const left = c.if ? unlessOfKind(c) : null;
          const callCtx = left ? { ...ctx, pick: (t: Target) => ctx.pick(t).filter((k) => !describes(g, src, g.s.inPlay[k], left)) } : ctx;
          (WARS_VERBS[c.verb] as Verb).ongoing!.apply(c.params as never, timesFor(g, src, c), callCtx);
        }
      }
    }
  }
  return { stats, keywords, labels, immune, notCounted, notAdded, battles, drains, icons, generated, cantMove, cantBeDamaged, untargetable, cantDrain, cantLoseHand, drainLimits, cantReveal, costs, extraCosts };
}

function timesFor(g: Game, src: EffectSource, c: VerbCall): number {
  if (!c.forEach) return 1;
  if (iconCountPhrase(c.forEach)) return iconCount(g, src, c.forEach, (location, phrase) => locationIs(g, src, location, phrase));
  if (c.forEach.at?.relation === 'stacked-on') return stackedCards(g, src, c.forEach).length;
  return g.inPlay().filter((p) => describes(g, src, p, c.forEach!)).length;
}
