import type { WarsCard } from '../cards/card';
import { hasKeyword } from '../cards/card';
import type { Game } from '../engine/game-cards';
import { isUnitCard } from '../engine/game-cards';
import type { DeployTarget, Seat } from '../engine/state';
import type { Filter, Place, Target } from '../text/reading';
import type { EffectSource } from './effect-source';
import { isFaction, isItself, locationAtPlace, locationPlaceSupported, locationSupported, ownerMatches } from './phrases';

/**
 * Standing changes to what a card costs to play (engine 1.2.0 on; CR glossary `costs`): "Each
 * interrupt your opponent plays during a battle here costs 1 more energy to play.", "Each unit
 * your opponent plays at a related site costs 1 more energy to play." The card is not in play
 * yet, so the phrase is read against the card and where it is played, not against the board.
 */
export interface CostChange {
  readonly src: EffectSource;
  /** The cards it changes, as the phrase describes them as they are played. */
  readonly what: Target;
  readonly by: number;
}

/** The kinds a cost change may name: any card, a card type, or a unit. */
const PLAIN_KINDS = new Set(['card', 'unit', 'character', 'vehicle', 'nobot', 'ship', 'weapon', 'asset', 'interrupt', 'order', 'location']);

/** Whether a card is of one of those kinds. */
const cardOfKind = (card: WarsCard, kind: string): boolean => kind === 'card' || kind === card.type.toLowerCase() || (kind === 'unit' && isUnitCard(card));

/** The place a phrase names for the cards it changes, when the engine reads it: here, at a location it describes, during a battle, aboard this ship. */
function playedPlaceSupported(place: Place): boolean {
  if (place.relation === 'aboard') return isItself(place.card) && !place.card.filters && place.card.traits.length === 0;
  if (place.relation === 'at') return locationSupported(place.location);
  return place.relation === 'here' || (place.relation === 'in-battle' && locationPlaceSupported(place));
}

/** Whether a cost-change phrase is one `playedMatches` reads: each card of plain kinds or factions, by whom, where, keywords it has, and whether it has support icons. */
export function costPhraseSupported(what: Target): boolean {
  if (!['each', 'all'].includes(what.select) || what.owner !== undefined || what.other || what.alsoAt || what.and) return false;
  if (!what.kinds.every((k) => PLAIN_KINDS.has(k))) return false;
  if (!what.traits.every(isFaction)) return false;
  const filters = what.filters ?? [];
  if (!filters.every((f) => ('by' in f && f.action === 'play') || ('keyword' in f && !f.negated) || supportIconFilter(f))) return false;
  return !what.at || playedPlaceSupported(what.at);
}

/** The location a card is played at: a unit or ship at a location, a unit aboard a ship at its sector, a card beneath another where that one is. */
function playedAt(g: Game, target: DeployTarget | null): string | null {
  if (!target) return null;
  if ('at' in target) return target.at;
  const host = 'aboard' in target ? target.aboard : 'beneath' in target ? target.beneath : null;
  const p = host ? g.s.inPlay[host] : undefined;
  return p ? (p.kind === 'location' ? p.key : p.at) : null;
}

/** "That has no support icon": a filter on whether the card played has support icons (a location's). */
const supportIconFilter = (f: Filter): f is Extract<Filter, { has: Target }> =>
  'has' in f && f.has.select === 'a' && f.has.kinds.length === 1 && f.has.kinds[0] === 'support icon' && f.has.traits.length === 0 && !f.has.at && !f.has.filters;

/** Whether a phrase of `src`'s text describes `card` played by `seat` to `target` (none for interrupts). */
export function playedMatches(g: Game, src: EffectSource, what: Target, seat: Seat, card: WarsCard, target: DeployTarget | null): boolean {
  if (!what.kinds.some((k) => cardOfKind(card, k))) return false;
  if (!what.traits.every((t) => (card.faction ?? '').toLowerCase() === t)) return false;
  for (const f of what.filters ?? []) {
    if ('by' in f && !ownerMatches(f.by, seat, src)) return false;
    if ('keyword' in f && !hasKeyword(card, f.keyword)) return false;
    if (supportIconFilter(f) && ((card.supportIcons?.length ?? 0) > 0) === Boolean(f.negated)) return false;
  }
  const at = what.at;
  if (!at) return true;
  if (at.relation === 'aboard') return target !== null && 'aboard' in target && target.aboard === src.key;
  if (at.relation === 'in-battle') {
    const battle = g.s.battle;
    return battle !== null && locationAtPlace(g, src, battle.location, at);
  }
  const location = playedAt(g, target);
  return location !== null && locationAtPlace(g, src, location, at);
}

/** What the cost changes in play add to the energy `card` costs `seat` to play to `target`. */
export function costChangeFor(g: Game, all: readonly CostChange[], seat: Seat, card: WarsCard, target: DeployTarget | null): number {
  let n = 0;
  for (const c of all) if (playedMatches(g, c.src, c.what, seat, card, target)) n += c.by;
  return n;
}

/** The most the cost changes in play could take off a card `seat` plays, wherever it goes: a bound for listing what a player can afford. */
export function mostOffFor(all: readonly CostChange[], seat: Seat): number {
  let n = 0;
  for (const c of all) {
    const by = (c.what.filters ?? []).find((f) => 'by' in f);
    if (c.by < 0 && (!by || !('by' in by) || ownerMatches(by.by, seat, c.src))) n -= c.by;
  }
  return n;
}

/** What "until end of turn" cost changes of abilities that resolved this turn add to the energy `card` costs `seat` to play to `target`. */
export function lingeringCostChange(g: Game, seat: Seat, card: WarsCard, target: DeployTarget | null): number {
  let n = 0;
  for (const e of g.s.untilEndOfTurn ?? []) {
    if (e.kind === 'cost' && playedMatches(g, { key: e.card, seat: e.seat, here: e.here }, e.what, seat, card, target)) n += e.by;
  }
  return n;
}
