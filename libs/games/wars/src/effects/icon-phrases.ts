import type { Target } from '../text/reading';
import type { Game } from '../engine/game-cards';
import { energyIconsFor, supportIconsAt } from '../engine/locations';
import type { Seat } from '../engine/state';
import type { EffectSource } from './effect-source';

/**
 * Support icons a phrase names at a location (CR glossary `support icons`), engine 1.2.0 on:
 * "a sector that has no support icons", "a site that has no support icons on your side", "a
 * sector where you have no [Shi] support icons"; and counted, "for each [Shi] support icon on a
 * related location", "for each energy icon on your side of this location" (CR glossary `energy
 * icon`), "for each of your [Shi] support icons". Icons are on a side of a location; a phrase with
 * no side counts both.
 */

const FACTION_ICON = /^\[([a-z]+)\]$/;

/**
 * "Support icons", "[Shi] support icons", "support icons on your side", "another [Shi] support
 * icon in play" (any location's but this one's): a kind of icon, at most one faction and a side.
 */
export function iconPhrase(t: Target): boolean {
  if (t.select !== 'a' || t.kinds.length !== 1 || t.kinds[0] !== 'support icon' || t.filters || t.owner || t.and) return false;
  if (t.traits.length > 1 || !t.traits.every((x) => FACTION_ICON.test(x))) return false;
  if (t.at?.relation === 'in-play') return true;
  return !t.other && (!t.at || (t.at.relation === 'side' && (t.at.owner === 'you' || t.at.owner === 'opponent') && !t.at.of));
}

/** The support icons an `iconPhrase` names at a location: on `who`'s side, on the side the phrase names, or on both. */
export function iconsNamed(g: Game, src: EffectSource, t: Target, location: string, who?: 'you' | 'opponent'): number {
  const faction = t.traits.length === 1 ? FACTION_ICON.exec(t.traits[0])![1] : undefined;
  const side = who ?? (t.at?.relation === 'side' ? (t.at.owner as 'you' | 'opponent') : undefined);
  const seatOf = (s: 'you' | 'opponent'): Seat => (s === 'you' ? src.seat : src.seat === 0 ? 1 : 0);
  if (side) return supportIconsAt(g, location, seatOf(side), faction);
  return supportIconsAt(g, location, 0, faction) + supportIconsAt(g, location, 1, faction);
}

/** "Each [Shi] support icon on a related location", "each energy icon on your side of this location", "each of your [Shi] support icons": icons counted at locations a phrase describes, or on a side of all of them. */
export function iconCountPhrase(t: Target): boolean {
  if (t.select === 'your') return (t.owner === 'you' || t.owner === 'opponent') && t.kinds.length === 1 && t.kinds[0] === 'support icon' && t.traits.length <= 1 && t.traits.every((x) => FACTION_ICON.test(x)) && !t.at && !t.filters && !t.and && !t.other;
  if (t.select !== 'each' || t.kinds.length !== 1 || t.filters || t.owner || t.and || t.other || t.traits.length > 1 || !t.traits.every((x) => FACTION_ICON.test(x))) return false;
  const at = t.at;
  if (t.kinds[0] === 'energy icon') return t.traits.length === 0 && at?.relation === 'side' && (at.owner === 'you' || at.owner === 'opponent') && at.of?.select === 'this' && at.of.kinds.every((k) => k === 'location');
  return t.kinds[0] === 'support icon' && at?.relation === 'at' && at.location.select === 'a' && !at.location.at && !at.location.filters;
}

/** How many icons an `iconCountPhrase` counts now; `describes` says whether a location is one its place describes. */
export function iconCount(g: Game, src: EffectSource, t: Target, describes: (location: string, phrase: Target) => boolean): number {
  // "Each of your [Shi] support icons": on that side of every location in play.
  if (t.select === 'your') return g.inPlay().reduce((n, p) => n + (p.kind === 'location' ? iconsNamed(g, src, { ...t, select: 'a', owner: undefined }, p.key, t.owner as 'you' | 'opponent') : 0), 0);
  const at = t.at!;
  if (at.relation === 'side') return src.here === null ? 0 : energyIconsFor(g, src.here, at.owner === 'you' ? src.seat : src.seat === 0 ? 1 : 0);
  if (at.relation !== 'at') return 0;
  const one = { ...t, select: 'a' as const, at: undefined };
  let n = 0;
  for (const p of g.inPlay()) if (p.kind === 'location' && describes(p.key, at.location)) n += iconsNamed(g, src, one, p.key);
  return n;
}
