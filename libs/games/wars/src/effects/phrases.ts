import type { Amount, Condition, Owner, Place, Target } from '../text/reading';
import { warsVocabulary } from '../text/vocabulary';
import { isFactionWord, WARS_FACTIONS } from '../cards/factions';
import type { Game } from '../engine/game-cards';
import { hasKind, keywordInPlay, statsOf } from '../engine/game-cards';
import { adjacentSites, battleForces, controls, related } from '../engine/locations';
import type { InPlayCard, Seat } from '../engine/state';
import { isCardKind } from './card-kinds';
import { compares, supportedNumber } from './compare';
import type { EffectSource } from './effect-source';
import { iconCount, iconCountPhrase, iconPhrase, iconsNamed } from './icon-phrases';
import { stackedCards, stackedPhraseSupported } from './stacked-phrases';

/**
 * Phrases of card text read against the game now, for one source card: the cards a target
 * phrase picks, whether a card is at a place, whether a condition holds. They nest (a target has
 * a place, a place a "where" condition, a condition counts targets), so they live together. Each
 * reader has a `…Supported` twin the engine asks once per card: only what it accepts is read.
 */

// Targets: which cards in play a phrase picks.

const STATES = new Set(['damaged', 'undamaged', 'inverted', 'related', 'adjacent']);
const FACTIONS = new Set(WARS_FACTIONS.map((f) => f.toLowerCase()));
/** Whether a word of a phrase is a faction ("each Shi card"). */
export const isFaction = isFactionWord;
/** "It" in a place ("aboard it", "beneath it") is the card whose text it is. */
export const isItself = (t: Target) => t.select === 'this' || (t.select === 'that' && t.kinds.length === 1 && t.kinds[0] === 'it');

export function ownerMatches(owner: Owner | undefined, card: Seat, src: EffectSource): boolean {
  if (owner === 'you') return card === src.seat;
  if (owner === 'opponent') return card !== src.seat;
  return owner === undefined || owner === 'any';
}

function traitHolds(g: Game, src: EffectSource, p: InPlayCard, trait: string): boolean {
  if (trait === 'related') return p.kind === 'location' && src.here !== null && related(g.s, p.key, src.here);
  if (trait === 'adjacent') return p.kind === 'location' && src.here !== null && adjacentSites(g.s, src.here, p.key);
  if (trait === 'damaged') return p.damaged;
  if (trait === 'undamaged') return !p.damaged;
  if (trait === 'inverted') return p.inverted === true;
  if (FACTIONS.has(trait)) return (g.card(p.key).faction ?? '').toLowerCase() === trait;
  return hasKind(g, p.key, trait);
}

function filtersHold(g: Game, src: EffectSource, p: InPlayCard, t: Target): boolean {
  for (const f of t.filters ?? []) {
    if ('keyword' in f) {
      if ((keywordInPlay(g, p.key, f.keyword) > 0) === (f.negated === true)) return false;
    } else if ('titleHas' in f) {
      if (!g.card(p.key).name.toLowerCase().includes(f.titleHas.toLowerCase())) return false;
    } else if ('controlledBy' in f) {
      // "Each related location you control".
      if (p.kind !== 'location' || !controls(g, p.key, f.controlledBy === 'you' ? src.seat : src.seat === 0 ? 1 : 0)) return false;
    } else if ('stat' in f && 'n' in f.amount) {
      const stats = statsOf(g, p.key) as Record<string, number>;
      if (!compares(stats[f.stat] ?? 0, f.compare, f.amount.n)) return false;
    } else if ('has' in f && hasCardSupported(f.has)) {
      // "A ship that has a weapon beneath it": "it" is the card the filter is on.
      if (g.inPlay().some((q) => describes(g, { ...src, key: p.key }, q, f.has)) === (f.negated === true)) return false;
    } else return false;
  }
  return true;
}

/** Whether a card in play is of one of the phrase's kinds: "card" is any card, the rest a type, label or subtype (`hasKind`). */
const ofKind = (g: Game, key: string, kinds: readonly string[]) => kinds.some((k) => k === 'card' || hasKind(g, key, k));

/** Whether a card in play is one the phrase describes (whose, other, traits, kinds, where, filters), whatever its select. */
export function describes(g: Game, src: EffectSource, p: InPlayCard, t: Target): boolean {
  if (!ownerMatches(t.owner, p.owner, src)) return false;
  if (t.other && p.key === src.key) return false;
  // "Other", "another": not the card whose text it is ("a bot or another vehicle": a bot is never this vehicle either).
  for (const trait of t.traits) if (trait !== 'other' && trait !== 'another' ? !traitHolds(g, src, p, trait) : p.key === src.key) return false;
  if (!ofKind(g, p.key, t.kinds)) return false;
  if (t.at && !cardAtPlace(g, src, p, t.at)) return false;
  return filtersHold(g, src, p, t);
}

/** The cards a supported target phrase picks. */
export function pickCards(g: Game, src: EffectSource, t: Target): string[] {
  let picked: string[];
  if (t.select === 'this') {
    // "This character" on an asset or weapon is the card it is beneath; "this location" of a card that is not one, where it is.
    const host = g.s.inPlay[src.key]?.host;
    const where = t.kinds.length === 1 && t.kinds[0] === 'location' && src.here !== null && g.s.inPlay[src.here] ? [src.here] : [];
    picked = ofKind(g, src.key, t.kinds) ? [src.key] : host && ofKind(g, host, t.kinds) ? [host] : where;
  } else if (isItself(t)) picked = [src.key];
  else picked = g.inPlay().filter((p) => describes(g, src, p, t)).map((p) => p.key);
  return t.and ? [...new Set([...picked, ...pickCards(g, src, t.and)])] : picked;
}

/** What a card "has" in a filter the engine reads: a kind of card beneath or aboard it ("that has a weapon beneath it"). */
const hasCardSupported = (t: Target) => t.select === 'a' && t.kinds.length > 0 && t.kinds.every(isCardKind) && t.traits.length === 0 && !t.filters && !t.owner && !t.and
  && (t.at?.relation === 'beneath' || t.at?.relation === 'aboard') && isItself(t.at.card);

const filterSupported = (t: Target) => (t.filters ?? []).every((f) => 'keyword' in f || 'titleHas' in f || ('has' in f && hasCardSupported(f.has)) || ('stat' in f && ['power', 'tactics', 'defense'].includes(f.stat) && supportedNumber(f.amount))
  || ('controlledBy' in f && (f.controlledBy === 'you' || f.controlledBy === 'opponent') && t.kinds.every((k) => k === 'location' || k === 'site' || k === 'sector')));

/** Whether a phrase's traits, kinds, place and filters are all ones `describes` reads (`places`: the places the asker reads). */
export function descriptionSupported(t: Target, kindKnown: (kind: string) => boolean, places: (place: Place) => boolean = placeSupported): boolean {
  // "His or her", "its owner's": whose that is depends on the sentence, which `ownerMatches` does not read.
  return (t.owner === undefined || t.owner === 'you' || t.owner === 'opponent' || t.owner === 'any')
    && t.traits.every((x) => x === 'other' || x === 'another' || STATES.has(x) || FACTIONS.has(x) || kindKnown(x))
    && t.kinds.every(kindKnown)
    && (!t.at || places(t.at))
    && !t.alsoAt && filterSupported(t);
}

/** Whether the engine can pick a phrase's cards without a choice: "this …", or "each/your/all …" it can describe. */
export function targetSupported(t: Target, kindKnown: (kind: string) => boolean): boolean {
  // "This …" is the card itself (or the card it is beneath) whatever else it says, so nothing else may qualify it.
  const itself = t.kinds.every(kindKnown) && !t.at && !t.alsoAt && !t.filters && t.traits.length === 0 && t.owner === undefined;
  // "It" with no target chosen ("As long as this character is damaged, it is power +2") is the card itself.
  const it = isItself(t) && t.select === 'that' && !t.at && !t.alsoAt && !t.filters && t.traits.length === 0 && t.owner === undefined;
  const own = t.select === 'this' ? itself : it || (['each', 'your', 'all'].includes(t.select) && descriptionSupported(t, kindKnown));
  return own && (!t.and || targetSupported(t.and, kindKnown));
}

// Places: where a card is.

/** Where a card in play is, against a place a phrase names: here, aboard or beneath this card, at a location it describes. */
export function cardAtPlace(g: Game, src: EffectSource, p: InPlayCard, place: Place): boolean {
  switch (place.relation) {
    case 'here': return src.here !== null && p.at === src.here && p.key !== src.here;
    case 'aboard': return p.kind === 'unit' && p.host === src.key;
    case 'beneath': return p.host === src.key;
    case 'at': return p.at !== null && (place.location.select === 'this' ? p.at === src.here : locationIs(g, src, p.at, place.location));
    case 'in-play': return true;
    // A location "where a battle is taking place", "where you have a vehicle".
    case 'where': return p.kind === 'location' && (battleWhere(place.condition) ? g.s.battle?.location === p.key : holds(g, { ...src, here: p.key }, place.condition, true));
    case 'in-battle': {
      // "In a site battle here": at the location of the battle under way, of that kind (and there).
      const b = g.s.battle;
      if (!b || p.at !== b.location || p.key === b.location) return false;
      return hasKind(g, b.location, place.battle === 'any' ? 'location' : place.battle) && (!place.where || locationAtPlace(g, src, b.location, place.where));
    }
    default: return false;
  }
}

/** Whether a location in play is the one a phrase describes: its kind, "related", its title, "where you have …". */
export function locationIs(g: Game, src: EffectSource, location: string, t: Target): boolean {
  if (!t.kinds.some((k) => hasKind(g, location, k))) return false;
  // "Choose target ship in a sector battle. … the number of fighters you have at that sector": where the card chosen is.
  if (t.select === 'that' && src.chosenAt) return thatLocation(t) && location === src.chosenAt();
  // "In a battle at target location": the location chosen, as the ability resolves.
  if (t.select === 'target') return src.chosen?.(t) === location;
  for (const trait of t.traits) {
    // "A sector location": of that kind; "an asteroid sector": of that label.
    if (trait !== 'related' && trait !== 'adjacent') {
      if (!hasKind(g, location, trait)) return false;
      continue;
    }
    if (src.here === null) return false;
    if (trait === 'related' ? !related(g.s, location, src.here) : trait !== 'adjacent' || !adjacentSites(g.s, src.here, location)) return false;
  }
  for (const f of t.filters ?? []) {
    if ('titleHas' in f ? !g.card(location).name.toLowerCase().includes(f.titleHas.toLowerCase()) : !('has' in f && (iconsNamed(g, src, f.has, location) > 0) !== (f.negated === true))) return false;
  }
  if (t.at?.relation === 'adjacent-to') return battleAdjacent(g, location, t.at.location);
  if (t.at?.relation === 'related-to') {
    const to = t.at.location;
    return g.inPlay().some((p) => p.kind === 'location' && related(g.s, location, p.key) && locationIs(g, src, p.key, to));
  }
  if (t.at) return t.at.relation === 'where' && (battleWhere(t.at.condition) ? g.s.battle?.location === location : holds(g, { ...src, here: location }, t.at.condition, true));
  return true;
}

/** "Where a battle is taking place": the battle under way is there. */
const battleWhere = (c: Condition) => c.is === 'battle' && !c.place;

/** "A site battle", as a place to be adjacent to: the battle under way, of a kind. */
const battlePhrase = (t: Target) => t.select === 'a' && t.kinds.length === 1 && t.kinds[0] === 'battle' && t.traits.every((x) => x === 'site' || x === 'sector') && !t.at && !t.filters;

/** "A site adjacent to a site battle": the battle under way is at an adjacent site, of that kind. */
function battleAdjacent(g: Game, location: string, battle: Target): boolean {
  const b = g.s.battle;
  return b !== null && battle.traits.every((k) => hasKind(g, b.location, k)) && adjacentSites(g.s, location, b.location);
}

const LOCATION_KINDS = new Set(['site', 'sector', 'location']);

/** A location phrase `locationIs` reads: a kind of location, at most "related", titles, and a "where" it can check. */
export function locationSupported(t: Target): boolean {
  // "An asteroid sector": a label of location cards is a trait too.
  // "At a port": a label of location cards is a kind of place too.
  return ['a', 'each', 'the'].includes(t.select) && t.kinds.every((k) => LOCATION_KINDS.has(k) || warsVocabulary().locationLabels.has(k)) && t.traits.every((x) => ['related', 'adjacent', 'site', 'sector'].includes(x) || (!FACTIONS.has(x) && !STATES.has(x) && isCardKind(x)))
    && (t.filters ?? []).every((f) => 'titleHas' in f || ('has' in f && iconPhrase(f.has))) && !t.alsoAt && !t.and
    && (!t.at || (t.at.relation === 'where' && (battleWhere(t.at.condition) || conditionSupported(t.at.condition))) || (t.at.relation === 'adjacent-to' && battlePhrase(t.at.location))
      || (t.at.relation === 'related-to' && t.at.location.select === 'a' && locationSupported(t.at.location)));
}

/** Whether a location (a battle's, a drain's) is at the place a phrase names: here, a location it describes, a battle of a kind there. */
export function locationAtPlace(g: Game, src: EffectSource, location: string, place: Place): boolean {
  switch (place.relation) {
    case 'here': return location === src.here;
    case 'at': return locationIs(g, src, location, place.location);
    case 'in-battle': {
      const kind = place.battle === 'any' ? 'location' : place.battle;
      return hasKind(g, location, kind) && (!place.where || locationAtPlace(g, src, location, place.where));
    }
    // "A site battle where your total tactics are at least twice …": the condition holds at that location.
    case 'where': return holds(g, { ...src, here: location }, place.condition, true);
    default: return false;
  }
}

/** "At target location", in "in a battle at target location": the location chosen as a target (read as the ability resolves). */
const chosenLocation = (place: Place) => place.relation === 'at' && place.location.select === 'target' && place.location.kinds.every((k) => LOCATION_KINDS.has(k))
  && place.location.traits.length === 0 && !place.location.at && !place.location.filters && !place.location.and && place.location.count === undefined;

/** A place `locationAtPlace` reads. */
export function locationPlaceSupported(place: Place): boolean {
  switch (place.relation) {
    case 'here': return true;
    case 'at': return locationSupported(place.location) || chosenLocation(place);
    case 'where': return !battleWhere(place.condition) && conditionSupported(place.condition);
    case 'in-battle': return place.which !== 'that' && place.which !== 'target' && (!place.where || locationPlaceSupported(place.where));
    default: return false;
  }
}

/** A place `cardAtPlace` reads in a standing ability. */
export function placeSupported(place: Place): boolean {
  switch (place.relation) {
    case 'here': case 'in-play': return true;
    case 'aboard': case 'beneath': return isItself(place.card);
    case 'at': return locationSupported(place.location);
    case 'where': return battleWhere(place.condition) || conditionSupported(place.condition);
    default: return false;
  }
}

/** Whether a phrase names a location "where …" other than where a battle is ("each related site where you have a vehicle"), which engine 1.1.0 did not read. */
export const namesWhere = (t: Target): boolean => t.at?.relation === 'where' && !battleWhere(t.at.condition);

/** A place `cardAtPlace` reads when an ability resolves: also "in a battle here", "in that battle": the battle under way then (there is one at a time). */
/** "That sector", "that site": a location named before, nothing more said of it. */
export const thatLocation = (t: Target): boolean =>
  t.select === 'that' && t.kinds.length === 1 && LOCATION_KINDS.has(t.kinds[0]) && t.traits.length === 0 && !t.at && !t.filters && !t.owner && !t.and;

export const resolvingPlaceSupported = (place: Place): boolean =>
  placeSupported(place) || (place.relation === 'in-battle' && place.which !== 'target' && (!place.where || locationPlaceSupported(place.where)))
  // "At this location": where the card is.
  || (place.relation === 'at' && place.location.select === 'this' && place.location.kinds.every((k) => k === 'location' || k === 'site' || k === 'sector') && place.location.traits.length === 0 && !place.location.at);

// Conditions: what holds now.

/**
 * Whether a condition of a card's text holds now ("as long as this character is at a site where
 * you have a vehicle"). `inWhere`: read inside "a site where …", where a phrase without a place
 * means at that site. Only conditions `conditionSupported` accepts are ever asked.
 */
export function holds(g: Game, src: EffectSource, c: Condition, inWhere = false): boolean {
  switch (c.is) {
    case 'at': {
      const p = g.s.inPlay[src.key];
      // "If this character is aboard a fighter": the ship it is aboard is of that kind; "if this vehicle is in a site battle".
      if (c.place.relation === 'aboard') return p?.kind === 'unit' && p.host !== null && ofKind(g, p.host, c.place.card.kinds) && filtersHold(g, src, g.s.inPlay[p.host], c.place.card);
      if (c.place.relation === 'in-battle') return p !== undefined && cardAtPlace(g, src, p, c.place);
      const at = p?.at ?? null;
      return at !== null && c.place.relation === 'at' && locationIs(g, src, at, c.place.location);
    }
    // "This character doesn't have quickdraw": the card's own keyword abilities (the one it is beneath, for an asset).
    case 'keyword': {
      const [key] = pickCards(g, src, c.subject);
      return key !== undefined && keywordInPlay(g, key, c.keyword) > 0;
    }
    case 'state': {
      const p = g.s.inPlay[src.key];
      return c.state === 'damaged' ? p.damaged : c.state === 'undamaged' ? !p.damaged : p.inverted === true;
    }
    case 'has': {
      // "A sector where you have no [Shi] support icons": that side of that location's (outside a "where", or "in play", of
      // every location; "another …": but this one).
      if (iconPhrase(c.what)) {
        const everywhere = !inWhere || c.what.at?.relation === 'in-play';
        const at = !everywhere ? (src.here === null ? [] : [src.here]) : g.inPlay().filter((p) => p.kind === 'location' && !(c.what.other && p.key === src.key)).map((p) => p.key);
        return at.some((l) => iconsNamed(g, src, c.what, l, c.who as 'you' | 'opponent') > 0) !== (c.negated === true);
      }
      const n = c.what.at?.relation === 'stacked-on' ? stackedCards(g, src, c.what).length : count(g, src, c.what, typeof c.who === 'string' ? c.who : 'any', inWhere);
      return (n >= atLeast(c.what)) !== (c.negated === true);
    }
    case 'compare': return compares(amountNow(g, src, c.left, inWhere), c.compare, amountNow(g, src, c.right, inWhere));
    case 'control': return src.here !== null && controls(g, src.here, typeof c.who === 'string' && c.who === 'opponent' ? (src.seat === 0 ? 1 : 0) : src.seat);
    case 'all': return c.of.every((x) => holds(g, src, x, inWhere));
    case 'not': return !holds(g, src, c.of, inWhere);
    default: return false;
  }
}

const atLeast = (t: Target) => (t.select === 'at-least' || t.select === 'count' ? t.count ?? 1 : 1);

/** Cards in play a phrase describes, of `who`; inside a "where", at that location unless it names a place. */
function count(g: Game, src: EffectSource, t: Target, who: Owner, inWhere: boolean): number {
  const phrase: Target = { ...t, owner: t.owner ?? who };
  const at = (p: InPlayCard) => t.at !== undefined || !inWhere || p.at === src.here;
  // "Where you have target kizen": the one chosen, as the ability resolves.
  if (t.select === 'target') {
    const key = src.chosen?.(t);
    const p = key === undefined ? undefined : g.s.inPlay[key];
    return p && at(p) && describes(g, src, p, phrase) ? 1 : 0;
  }
  return g.inPlay().filter((p) => at(p) && describes(g, src, p, phrase)).length;
}

/** "A player has at least two [Gongen] support icons in play": that side's icons of every location, as "each of your [Gongen] support icons" counts them. */
const iconsInPlay = (t: Target): Target | null =>
  t.kinds.length === 1 && t.kinds[0] === 'support icon' && t.at?.relation === 'in-play' && (t.owner === 'you' || t.owner === 'opponent') ? { ...t, select: 'your', at: undefined } : null;

/** The battle steps after the power step, when each side's total power is known. */
const POWER_ADDED: ReadonlySet<string> = new Set(['before-loss', 'loss', 'before-end', 'end']);

/** A number a condition compares: printed, how many cards a phrase counts (in play, or in a pile), a side's total tactics or power where the card is (inside a "where", at that location), or twice one of these. */
export function amountNow(g: Game, src: EffectSource, a: Amount, inWhere = false): number {
  if ('n' in a) return a.n;
  if ('times' in a) return a.times * amountNow(g, src, a.of, inWhere);
  if ('total' in a) {
    const seat = a.owner === 'opponent' ? (src.seat === 0 ? 1 : 0) : src.seat;
    // Once the power step of a battle here is over, a side's total power is what that step added up, battle destiny in it (CR glossary `battle phase` 7).
    const b = g.s.battle;
    if (a.total === 'power' && b && b.location === src.here && POWER_ADDED.has(b.step)) return b.power[seat];
    // A site's units, a sector's ships: what a side adds up in a battle there (CR glossary `battle phase` 3, 7).
    return src.here === null ? 0 : battleForces(g, src.here, seat).reduce((n, p) => n + statsOf(g, p.key)[a.total as 'tactics' | 'power'], 0);
  }
  if ('casualties' in a) return casualtiesOf(g, a.casualties === 'opponent' ? (src.seat === 0 ? 1 : 0) : src.seat);
  if (!('countOf' in a)) return 0;
  const t = a.countOf;
  const icons = iconsInPlay(t);
  if (icons) return iconCount(g, src, icons, () => false);
  if (t.at?.relation === 'pile') {
    const seat = t.at.owner === 'opponent' ? (src.seat === 0 ? 1 : 0) : src.seat;
    return g.s.piles[seat][t.at.pile].length;
  }
  if (t.at?.relation === 'stacked-on') return stackedCards(g, src, t).length;
  return count(g, src, t, 'any', inWhere);
}

/** "A fighter": one card of a kind, nothing more said of it but what it has ("a ship that has a weapon beneath it"). */
const aKind = (t: Target) => t.select === 'a' && t.kinds.length > 0 && t.kinds.every(isCardKind) && t.traits.length === 0 && !t.at && filterSupported(t) && (t.filters ?? []).every((f) => 'has' in f) && !t.owner && !t.and;

const whoSupported = (who: Owner | Target) => (typeof who === 'string' ? who === 'you' || who === 'opponent' : isItself(who));

/** A phrase counted in a condition: a kind of card in play, picked by "a", "at least N", or a number; or the card chosen for a "target …" (as an ability resolves). */
const countable = (t: Target) => ['a', 'at-least', 'count', 'each', 'your', 'target'].includes(t.select) && descriptionSupported(t, isCardKind);

function amountSupported(a: Amount): boolean {
  if (supportedNumber(a)) return true;
  if ('times' in a) return amountSupported(a.of);
  if ('total' in a) return (a.total === 'tactics' || a.total === 'power') && (a.owner === 'you' || a.owner === 'opponent') && !a.at;
  if ('casualties' in a) return a.casualties === 'you' || a.casualties === 'opponent';
  if (!('countOf' in a)) return false;
  const t = a.countOf;
  const icons = iconsInPlay(t);
  if (icons) return iconCountPhrase(icons);
  if (t.at?.relation === 'pile') return (t.at.owner === 'you' || t.at.owner === 'opponent') && t.kinds.every((k) => k === 'card') && t.traits.length === 0 && !t.filters;
  return countable(t) || stackedPhraseSupported(t);
}

/** Whether `holds` reads a condition: where this card is, its state, what a player has, counts, control of this location, and their combinations. */
export function conditionSupported(c: Condition): boolean {
  switch (c.is) {
    case 'at': return isItself(c.subject) && ((c.place.relation === 'at' && locationSupported(c.place.location)) || (c.place.relation === 'aboard' && aKind(c.place.card))
      || (c.place.relation === 'in-battle' && c.place.which === 'a' && (!c.place.where || locationPlaceSupported(c.place.where))));
    case 'state': return isItself(c.subject) && ['damaged', 'undamaged', 'inverted'].includes(c.state);
    case 'keyword': return c.subject.select === 'this';
    case 'has': return whoSupported(c.who) && ((typeof c.who === 'string' && iconPhrase(c.what) && (!c.what.at || c.what.at.relation === 'in-play')) || (c.who === 'you' && stackedPhraseSupported(c.what)) || (countable(c.what) && (typeof c.who === 'string' || c.what.at?.relation === 'beneath' || c.what.at?.relation === 'aboard')));
    case 'compare': return amountSupported(c.left) && (supportedNumber(c.right) || ('total' in c.right || 'times' in c.right ? amountSupported(c.right) : false));
    case 'control': return (c.who === 'you' || c.who === 'opponent') && isItself(c.what) && c.what.kinds.every((k) => k === 'location' || k === 'site' || k === 'sector');
    case 'all': return c.of.every(conditionSupported);
    case 'not': return conditionSupported(c.of);
    default: return false;
  }
}

/** A side's casualties in the battle under way: what the power step made it lose by, when it lost; 0 otherwise (CR glossary `battle phase` 7). */
export function casualtiesOf(g: Game, seat: Seat): number {
  const b = g.s.battle;
  return b && b.loser === seat ? b.casualties : 0;
}
