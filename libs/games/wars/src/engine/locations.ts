import type { WarsCard } from '../cards/card';
import type { SupportFaction } from '../cards/factions';
import type { Game } from './game-cards';
import type { InPlayCard, LocationGroup, Seat, WarsState } from './state';
import { lingeringEnergyIcons, lingeringIcons } from './until-end-of-turn';

/** The part of a location's title before the slash (CR glossary `related`). */
export const groupName = (c: WarsCard) => c.name.split('/')[0].trim().toLowerCase();
export const isSector = (c: WarsCard) => (c.subtype ?? '').toLowerCase() === 'sector';

export function locationKeys(s: WarsState): string[] {
  const out: string[] = [];
  for (const g of s.groups) out.push(...g.sites, ...g.sectors);
  return out;
}
export const groupOf = (s: WarsState, location: string): LocationGroup | undefined => s.groups.find((g) => g.sites.includes(location) || g.sectors.includes(location));
/** Whether a key is a location in play (in the layout), without listing them all. */
export const isLocationInPlay = (s: WarsState, key: string): boolean => groupOf(s, key) !== undefined;

/** Related: another location of the same group; a location is not related to itself. */
export function related(s: WarsState, a: string, b: string): boolean {
  return a !== b && groupOf(s, a) !== undefined && groupOf(s, a) === groupOf(s, b);
}

/** Adjacent: neighbouring sites of one group; sectors are never adjacent (CR glossary `playing a location`). */
export function adjacentSites(s: WarsState, a: string, b: string): boolean {
  const g = groupOf(s, a);
  if (!g || !g.sites.includes(b)) return false;
  return Math.abs(g.sites.indexOf(a) - g.sites.indexOf(b)) === 1;
}

/** Puts a location into the layout: a site at `place` among its related sites, a sector with its group; an unrelated one on its own. */
export function placeLocation(g: Game, key: string, place: number): void {
  const c = g.card(key);
  const name = groupName(c);
  let group = g.s.groups.find((x) => x.name === name);
  if (!group) {
    group = { name, sites: [], sectors: [] };
    g.s.groups.push(group);
  }
  if (isSector(c)) group.sectors.push(key);
  else group.sites.splice(Math.min(place, group.sites.length), 0, key);
}

/** Energy icons on a player's side of a location, with their encampments' (CR glossary `energy icon`, `encampment`). */
export function energyIconsFor(g: Game, location: string, seat: Seat): number {
  const c = g.card(location);
  const own = g.s.inPlay[location].owner === seat;
  const icons = c.energyIcons ? (own ? c.energyIcons.yourSide : c.energyIcons.opponentSide) : 0;
  let fromEncampments = 0;
  for (const e of g.inPlay()) if (e.kind === 'encampment' && e.host === location && e.owner === seat) fromEncampments += g.card(e.key).energyIcons?.yourSide ?? 0;
  return icons + fromEncampments + lingeringEnergyIcons(g.s, seat, location) + (g.text?.energyIcons(g, seat, location) ?? 0);
}

/** Energy a player's activation action may activate: every location's icons on their side, plus 1 (CR glossary `activation action`). */
export function activationLimit(g: Game, seat: Seat): number {
  // Standing card text may make a player generate more (engine 1.1.0 on).
  let n = 1 + (g.text?.generated(g, seat) ?? 0);
  for (const group of g.s.groups) {
    for (const l of group.sites) n += energyIconsFor(g, l, seat);
    for (const l of group.sectors) n += energyIconsFor(g, l, seat);
  }
  return n;
}

/** Support icons of a faction on a player's side: those on the locations and encampments they played (CR glossary `support icons`), and those card text gives. */
export function supportIconsFor(g: Game, seat: Seat, faction: SupportFaction): number {
  let n = 0;
  for (const p of g.inPlay()) {
    if (p.owner !== seat || (p.kind !== 'location' && p.kind !== 'encampment')) continue;
    for (const icon of g.card(p.key).supportIcons ?? []) if (icon.faction === faction) n += icon.count;
  }
  return n + (g.text?.supportIcons(g, seat, faction) ?? 0) + lingeringIcons(g.s, seat, faction);
}

/**
 * Support icons of a faction (any, without one) on a player's side of one location: the
 * location's own when they played it, their encampment's beneath it, and those card text gives
 * that side there ("a sector where you have no [Shi] support icons", engine 1.2.0 on).
 */
export function supportIconsAt(g: Game, location: string, seat: Seat, faction?: string): number {
  let n = 0;
  for (const p of g.inPlay()) {
    if (p.owner !== seat || !(p.key === location || (p.kind === 'encampment' && p.host === location))) continue;
    for (const icon of g.card(p.key).supportIcons ?? []) if (!faction || icon.faction.toLowerCase() === faction.toLowerCase()) n += icon.count;
  }
  return n + (g.text?.supportIcons(g, seat, faction, location) ?? 0) + lingeringIcons(g.s, seat, faction, location);
}

/** A player's ships and units at a location, aboard ships included. */
export function presentAt(g: Game, location: string, seat: Seat): InPlayCard[] {
  return g.inPlay().filter((p) => p.owner === seat && (p.kind === 'unit' || p.kind === 'ship') && p.at === location);
}

/** You control a location where you have a ship or unit and your opponent has none (CR glossary `control`). */
export function controls(g: Game, location: string, seat: Seat): boolean {
  return presentAt(g, location, seat).length > 0 && presentAt(g, location, seat === 0 ? 1 : 0).length === 0;
}

/** A side of a battle: units at a site, ships at a sector (units aboard do not count), per CR glossary `attack action`. */
/** Whether a player has a side in a battle at a location (`battleForces` not empty), without listing it: checked after every action. */
export function hasBattleForces(g: Game, location: string, seat: Seat): boolean {
  const sector = isSector(g.card(location));
  for (const p of g.inPlay()) {
    if (p.owner === seat && p.at === location && (sector ? p.kind === 'ship' : p.kind === 'unit' && p.host === null)) return true;
  }
  return false;
}

export function battleForces(g: Game, location: string, seat: Seat): InPlayCard[] {
  const sector = isSector(g.card(location));
  return presentAt(g, location, seat).filter((p) => (sector ? p.kind === 'ship' : p.kind === 'unit' && p.host === null));
}
