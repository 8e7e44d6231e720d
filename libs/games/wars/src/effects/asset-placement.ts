import type { AbilityReading, Condition, Limit } from '../text/reading';
import { isUnread } from '../text/reading';
import { conditionSupported } from './phrases';

const LOCATIONS = new Set(['location', 'site', 'sector']);

/**
 * Where an asset may be played beyond the usual, as its text says (engine 1.2.0 on; CR glossary
 * `asset`: "Usually, you can only play your asset beneath one of your cards. Some assets allow
 * you to play them beneath your opponent's cards as well." and "Some assets have an ability that
 * says you can only play one of that asset beneath a particular card.").
 */
export interface AssetPlacement {
  /** "You may play this asset beneath one of your opponent's sites.": beneath an opponent's card of the asset's own kind too. */
  readonly opponents: boolean;
  /** "You can't play more than one of this asset beneath the same kizen.": one copy a host. */
  readonly onePerHost: boolean;
  /** "You may play this asset only beneath a location where your opponent has a ship or unit.": what must hold there. */
  readonly onlyWhere?: Condition;
  /** "Only beneath target opponent's unit at a site where you have an infiltrator": an opponent's card only, at a location of this kind where `onlyWhere` holds. */
  readonly onlyOpponentsAt?: string;
  /** The words of that limit, for a refusal. */
  readonly onlyText?: string;
  /** The abilities that say so, by text: the engine's, not attested. */
  readonly lines: ReadonlySet<string>;
}

/**
 * A limit the engine checks as an asset of kind `kind` is played: "beneath one of your
 * opponent's <kind>" with nothing more said of the card (a narrower phrase, such as "only
 * beneath target opponent's unit at a site where you have an infiltrator", stays attested), or
 * one copy a host of that kind.
 */
function placementOf(limit: Limit, kind: string): Partial<Pick<AssetPlacement, 'opponents' | 'onePerHost' | 'onlyWhere' | 'onlyOpponentsAt'>> | null {
  if ('onePer' in limit) return limit.onePer === kind ? { onePerHost: true } : null;
  // "Only beneath a <kind> where …": a condition the engine reads of that location.
  if ('only' in limit) {
    const c = limit.only;
    if (c.is !== 'at' || c.subject.select !== 'this' || c.place.relation !== 'beneath') return null;
    const host = c.place.card;
    const where = host.select === 'a' && !host.owner && host.traits.length === 0 && !host.filters && !host.and && !host.other && host.kinds.length === 1 && host.kinds[0] === kind
      && host.at?.relation === 'where' && LOCATIONS.has(kind) && conditionSupported(host.at.condition) ? host.at.condition : null;
    if (where) return { onlyWhere: where };
    // "Only beneath target opponent's unit at a site where you have an infiltrator": the opponent's card, where it is.
    const loc = host.at?.relation === 'at' ? host.at.location : null;
    const opponents = (host.select === 'a' || host.select === 'target') && host.owner === 'opponent' && host.traits.length === 0 && !host.filters && !host.and && !host.other
      && host.kinds.length === 1 && host.kinds[0] === kind && loc !== null && loc.select === 'a' && loc.traits.length === 0 && loc.kinds.length === 1 && LOCATIONS.has(loc.kinds[0])
      && !loc.filters && !loc.owner && loc.at?.relation === 'where' && conditionSupported(loc.at.condition);
    return opponents ? { opponents: true, onlyWhere: (loc!.at as { condition: Condition }).condition, onlyOpponentsAt: loc!.kinds[0] } : null;
  }
  if (!('also' in limit)) return null;
  const c = limit.also;
  if (c.is !== 'at' || c.subject.select !== 'this' || c.place.relation !== 'beneath') return null;
  const host = c.place.card;
  const plain = host.select === 'a' && host.owner === 'opponent' && host.traits.length === 0 && !host.at && !host.filters && !host.and && !host.other;
  return plain && host.kinds.length === 1 && host.kinds[0] === kind ? { opponents: true } : null;
}

/**
 * An asset's placement from the readings of its abilities: null when it has none the engine
 * checks. `kind` is the asset's kind in lower case ("site", "kizen").
 */
export function assetPlacement(abilities: readonly { readonly text: string; readonly reading: AbilityReading }[], kind: string): AssetPlacement | null {
  let opponents = false;
  let onePerHost = false;
  let only: { onlyWhere: Condition; onlyText: string; onlyOpponentsAt?: string } | null = null;
  const lines = new Set<string>();
  for (const { text, reading } of abilities) {
    if (isUnread(reading) || reading.kind !== 'restriction') continue;
    const parts = reading.limits.map((l) => placementOf(l, kind));
    if (parts.length === 0 || parts.some((p) => p === null) || (only && parts.some((p) => p!.onlyWhere))) continue;
    for (const p of parts) {
      opponents ||= p!.opponents === true;
      onePerHost ||= p!.onePerHost === true;
      if (p!.onlyWhere) only = { onlyWhere: p!.onlyWhere, onlyText: text, ...(p!.onlyOpponentsAt ? { onlyOpponentsAt: p!.onlyOpponentsAt } : {}) };
    }
    lines.add(text);
  }
  return lines.size > 0 ? { opponents, onePerHost, lines, ...(only ?? {}) } : null;
}
