import type { CardFilter, Effect, EffectCall, LightseekersCard } from '../cards/card';
import { isEffectCall } from '../cards/card';
import type { Stat } from '../cards/verbs';
import { isElement, orderOf } from '../cards/vocabulary';
import { cornersOf, isActive, isRotating } from './buff-state';
import type { CardCatalogue } from './catalogue';
import type { Lingering, LsPlayer } from './state';

/** Verbs whose effect lasts while their source is active instead of happening once (4.1.2.2a). */
export const LINGERING_VERBS = ['increase', 'reduce', 'immune'] as const;

export function isLingering(effect: Effect): boolean {
  return isEffectCall(effect) && (LINGERING_VERBS as readonly string[]).includes(effect.verb);
}

/** 2.3.1.3–4 and the card's parts: whether a card is one a filter picks. */
export function matches(card: LightseekersCard, filter: CardFilter | undefined): boolean {
  if (!filter) return true;
  if (filter.type && card.type !== filter.type) return false;
  if (filter.category && card.category !== filter.category) return false;
  if (filter.element && !card.elements.includes(filter.element)) return false;
  if (filter.order && !card.orders.includes(filter.order)) return false;
  if (filter.family && card.family !== filter.family) return false;
  if (filter.keyword && !(card.keywords ?? []).includes(filter.keyword)) return false;
  if (filter.name && card.name.toLowerCase() !== filter.name.toLowerCase()) return false;
  return true;
}

interface Modifier {
  readonly verb: string;
  readonly stat?: Stat;
  readonly act?: string;
  readonly amount?: number;
  readonly cards?: CardFilter;
  readonly when?: string;
}

/** The lingering effects of an effect list, worked out once per list: cards do not change in play. */
const lingeringOfList = new WeakMap<readonly Effect[], readonly Modifier[]>();
const NONE: readonly Modifier[] = [];

function lingeringOf(effects: readonly Effect[] | undefined): readonly Modifier[] {
  if (!effects || effects.length === 0) return NONE;
  let found = lingeringOfList.get(effects);
  if (!found) {
    found = effects.filter((e) => isLingering(e) && (e.when === undefined || (e.when === 'attacked' && (e as EffectCall).verb !== 'immune'))) as EffectCall[];
    lingeringOfList.set(effects, found.length === 0 ? NONE : found);
  }
  return found;
}

/**
 * Every lingering effect a player has now, in Standard Order (2.6.3.2): hero trait, Items left to
 * right, active Buffs left to right (their card text and current corner), then what played cards
 * left behind. Triggered effects other than "when attacked" are not lingering.
 */
export function modifiersOf(player: LsPlayer, cards: CardCatalogue): Modifier[] {
  const out: Modifier[] = [];
  visitModifiers(player, cards, (m) => {
    out.push(m);
    return false;
  });
  return out;
}

/** Visits a player's lingering effects in Standard Order until `visit` says it is done; whether it did. */
function visitModifiers(player: LsPlayer, cards: CardCatalogue, visit: (m: Modifier) => boolean): boolean {
  const each = (mods: readonly Modifier[]) => {
    for (const m of mods) if (visit(m)) return true;
    return false;
  };
  const hero = cards.get(player.hero);
  if (hero.trait?.kind === 'passive' && each(lingeringOf(hero.trait.effects))) return true;
  for (const id of player.items) if (each(lingeringOf(cards.get(id).effects))) return true;
  for (let i = 0; i < player.buffs.length; i++) {
    const card = cards.get(player.buffs[i].card);
    const own = lingeringOf(card.effects);
    const corner = isRotating(card) ? lingeringOf(cornersOf(card)[player.buffs[i].corner]?.effects) : NONE;
    if ((own.length > 0 || corner.length > 0) && isActive(player, i, cards) && (each(own) || each(corner))) return true;
  }
  return each(player.lingering as readonly Modifier[]);
}

function sum(mods: readonly Modifier[], verb: string, stat: Stat, source: LightseekersCard | undefined, attack: boolean): number {
  let total = 0;
  for (const m of mods) {
    if (m.verb === verb && m.stat === stat && (m.when !== 'attacked' || attack) && (source === undefined || matches(source, m.cards))) total += m.amount ?? 0;
  }
  return total;
}

/**
 * 6.2.1 Power: a card whose Power is increased does that much more damage and healing (the
 * legacy rules of 7.1 are not valid in play). An Item's effects are not increased unless it says
 * so (2.5.4.11).
 */
function powerOf(mods: readonly Modifier[], source: LightseekersCard, attack: boolean): number {
  if (source.category === 'item') return 0;
  return sum(mods, 'increase', 'power', source, attack) - sum(mods, 'reduce', 'power', source, attack);
}

/** 2.9.1–2.9.3: damage after every increase and reduction (Power included, 6.2.1), never below 0. */
export function modifiedDamage(amount: number, source: LightseekersCard, owner: LsPlayer, recipient: LsPlayer, attack: boolean, cards: CardCatalogue): number {
  const dealt = modifiersOf(owner, cards);
  const received = recipient === owner ? dealt : modifiersOf(recipient, cards);
  const total = amount + sum(dealt, 'increase', 'damage-dealt', source, attack) - sum(dealt, 'reduce', 'damage-dealt', source, attack)
    + powerOf(dealt, source, attack)
    + sum(received, 'increase', 'damage-received', undefined, attack) - sum(received, 'reduce', 'damage-received', undefined, attack);
  return Math.max(0, total);
}

/** 2.9.1–2.9.3: healing after every increase and reduction (Power included, 6.2.1), never below 0. */
export function modifiedHealing(amount: number, source: LightseekersCard, owner: LsPlayer, recipient: LsPlayer, cards: CardCatalogue): number {
  const done = modifiersOf(owner, cards);
  const got = recipient === owner ? done : modifiersOf(recipient, cards);
  const total = amount + sum(done, 'increase', 'healing-done', source, false) - sum(done, 'reduce', 'healing-done', source, false)
    + powerOf(done, source, false)
    + sum(got, 'increase', 'healing-received', undefined, false) - sum(got, 'reduce', 'healing-received', undefined, false);
  return Math.max(0, total);
}

/** 2.4.2.2i–k, 2.9.1: the net change to a combo's cost from its player's cards (increases less reductions). */
export function comboCostChange(player: LsPlayer, combo: LightseekersCard, cards: CardCatalogue): number {
  const mods = modifiersOf(player, cards);
  return sum(mods, 'increase', 'combo-cost', combo, false) - sum(mods, 'reduce', 'combo-cost', combo, false);
}

/** 6.1.2 Immune: a recipient Immune to Attacks is not affected by them. */
export function immuneTo(player: LsPlayer, act: 'attack', cards: CardCatalogue): boolean {
  return visitModifiers(player, cards, (m) => m.verb === 'immune' && (m.act === undefined || m.act === act));
}

export { isElement, orderOf };
