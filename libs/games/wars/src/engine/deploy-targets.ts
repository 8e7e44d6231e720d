import type { Violation } from '@arbiter/rules';
import type { WarsCard } from '../cards/card';
import { holds } from '../effects/phrases';
import type { Game } from './game-cards';
import { hasKeyword } from '../cards/card';
import { capacityLeft, hasKind, isUnitCard, sizeOf } from './game-cards';
import { energyIconsFor, groupName, isSector, presentAt } from './locations';
import { R } from './rule-keys';
import type { DeployTarget, Seat } from './state';
import { broken } from './violation';

/** Reads a deploy payload's target: exactly one of at, aboard, beneath, place (none for orders and plain assets). */
export function readTarget(p: Record<string, unknown>): DeployTarget | null | 'bad' {
  const given = (['at', 'aboard', 'beneath', 'place'] as const).filter((k) => p[k] !== undefined);
  if (given.length === 0) return null;
  if (given.length > 1) return 'bad';
  const k = given[0];
  if (k === 'place') return Number.isInteger(p.place) && (p.place as number) >= 0 ? { place: p.place as number } : 'bad';
  return typeof p[k] === 'string' ? ({ [k]: p[k] } as DeployTarget) : 'bad';
}

/** The rule of a card type's "where it enters play" (CR glossary entries of the nine types). */
export function typeRule(card: WarsCard): string {
  switch (card.type) {
    case 'Character': return R.character;
    case 'Vehicle': return R.vehicle;
    case 'NoBot': return R.nobot;
    case 'Ship': return R.ship;
    case 'Weapon': return R.weapon;
    case 'Asset': return R.asset;
    case 'Order': return R.order;
    case 'Interrupt': return R.interrupt;
    default: return R.playingALocation;
  }
}

/**
 * Where a card may enter play (CR glossary `deployment phase` 4 and each type's entry):
 * units at a site with an energy icon on your side (or where you have a unit) or aboard your
 * ship with capacity; ships at a sector likewise (Scouting waives the icon); weapons and assets
 * beneath one of your cards of their kind, one weapon a card; locations beside related sites;
 * an encampment beneath a location.
 */
export function targetProblems(g: Game, seq: number, seat: Seat, card: WarsCard, target: DeployTarget | null): Violation[] {
  const s = g.s;
  const rule = typeRule(card);
  const bad = (message: string, r = rule) => broken(seq, 'illegal-target', r, message);
  const mine = (key: string) => s.inPlay[key]?.owner === seat;
  const scouting = hasKeyword(card, 'scouting');
  if (card.type === 'Order' || (card.type === 'Asset' && !card.subtype)) return target === null ? [] : bad(`${card.name} enters play by itself: it takes no target`);
  if (target === null) return broken(seq, 'no-target', R.deploy(4), `${card.name} needs a target: where it enters play`);
  if (card.type === 'Location') {
    if ('beneath' in target) {
      if (!hasKeyword(card, 'encampment')) return bad(`${card.name} is not an encampment: only an encampment is stacked beneath a location`, R.encampment);
      const host = s.inPlay[target.beneath];
      if (!host || host.kind !== 'location') return bad('an encampment is stacked beneath a location in play', R.encampment);
      if (g.inPlay().some((p) => p.kind === 'encampment' && p.host === target.beneath && p.owner === seat)) return bad('each player may stack only one encampment beneath a given location', R.encampment);
      if (energyIconsFor(g, target.beneath, seat) < 1 && presentAt(g, target.beneath, seat).length === 0) return bad(`${g.card(target.beneath).name} has no energy icon on your side and you have no ship or unit there`, R.encampment);
      return [];
    }
    if (!('place' in target)) return bad('a location is placed among the locations ("place"), or an encampment beneath one ("beneath")');
    const group = s.groups.find((x) => x.name === groupName(card));
    const places = !isSector(card) && group ? group.sites.length : 0;
    return target.place <= places ? [] : bad(`${card.name} goes at place 0–${places} among its related sites, not ${target.place}`);
  }
  if (isUnitCard(card)) {
    if ('at' in target) {
      const site = s.inPlay[target.at];
      if (!site || site.kind !== 'location' || isSector(g.card(target.at))) return bad(`${card.name} enters play at a site or aboard your ship`);
      const hasUnit = presentAt(g, target.at, seat).some((p) => p.kind === 'unit' && p.host === null);
      if (!scouting && !hasUnit && energyIconsFor(g, target.at, seat) < 1) return bad(`${g.card(target.at).name} has no energy icon on your side and you have no unit there`);
      return [];
    }
    if ('aboard' in target) {
      const ship = s.inPlay[target.aboard];
      if (!ship || ship.kind !== 'ship' || !mine(target.aboard)) return bad(`${card.name} goes aboard a ship of yours`);
      const left = capacityLeft(g, target.aboard);
      return sizeOf(card) <= left ? [] : broken(seq, 'no-capacity', R.capacity, `${g.card(target.aboard).name} has ${left} capacity left and ${card.name} needs ${sizeOf(card)}`);
    }
    return bad(`${card.name} enters play at a site ("at") or aboard your ship ("aboard")`);
  }
  if (card.type === 'Ship') {
    if (!('at' in target)) return bad(`${card.name} enters play at a sector ("at")`);
    const sector = s.inPlay[target.at];
    if (!sector || sector.kind !== 'location' || !isSector(g.card(target.at))) return bad(`${card.name} enters play at a sector`);
    const hasShip = presentAt(g, target.at, seat).some((p) => p.kind === 'ship');
    if (!scouting && !hasShip && energyIconsFor(g, target.at, seat) < 1) return bad(`${g.card(target.at).name} has no energy icon on your side and you have no ship there`);
    return [];
  }
  // Weapons and assets of a kind: beneath one of your cards of that kind (some assets: or your opponent's).
  if (!('beneath' in target)) return bad(`${card.name} is stacked beneath your ${card.subtype} ("beneath")`);
  const host = s.inPlay[target.beneath];
  const placement = card.type === 'Asset' ? (g.text?.placement(card) ?? null) : null;
  const whose = placement?.opponents ? 'your or your opponent\'s cards' : 'your cards';
  if (!host || (!mine(target.beneath) && !placement?.opponents) || !hasKind(g, target.beneath, card.subtype ?? '')) return bad(`${card.name} goes beneath one of ${whose} of kind ${card.subtype}`);
  if (card.type === 'Weapon' && g.inPlay().some((p) => p.kind === 'weapon' && p.host === target.beneath)) return bad(`${g.card(target.beneath).name} already has a weapon: each card may have only one`);
  if (placement?.onePerHost && g.inPlay().some((p) => p.host === target.beneath && g.card(p.key).name === card.name)) {
    return bad(`${g.card(target.beneath).name} already has ${card.name} beneath it: its text allows only one beneath the same ${card.subtype}`);
  }
  // "Only beneath target opponent's unit at a site where you have an infiltrator": an opponent's card, read where it is.
  if (placement?.onlyOpponentsAt) {
    const at = host.at;
    if (mine(target.beneath) || at === null || !hasKind(g, at, placement.onlyOpponentsAt) || !holds(g, { key: at, seat, here: at }, placement.onlyWhere!, true)) {
      return bad(`${card.name} can't go beneath ${g.card(target.beneath).name}: "${placement.onlyText}"`);
    }
    return [];
  }
  // "Only beneath a location where your opponent has a ship or unit": read there, for the player playing it.
  if (placement?.onlyWhere && !holds(g, { key: target.beneath, seat, here: target.beneath }, placement.onlyWhere, true)) {
    return bad(`${card.name} can't go beneath ${g.card(target.beneath).name}: "${placement.onlyText}"`);
  }
  return [];
}
