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

/**
 * Every lingering effect a player has now, in Standard Order (2.6.3.2): hero trait, Items left to
 * right, active Buffs left to right (their card text and current corner), then what played cards
 * left behind. Triggered effects other than "when attacked" are not lingering.
 */
export function modifiersOf(player: LsPlayer, cards: CardCatalogue): Modifier[] {
  const out: Modifier[] = [];
  const take = (effects: readonly Effect[] | undefined) => {
    for (const e of effects ?? []) if (isLingering(e) && (e.when === undefined || (e.when === 'attacked' && (e as EffectCall).verb !== 'immune'))) out.push(e as EffectCall);
  };
  const hero = cards.get(player.hero);
  if (hero.trait?.kind === 'passive') take(hero.trait.effects);
  for (const id of player.items) take(cards.get(id).effects);
  player.buffs.forEach((buff, i) => {
    if (!isActive(player, i, cards)) return;
    const card = cards.get(buff.card);
    take(card.effects);
    if (isRotating(card)) take(cornersOf(card)[buff.corner]?.effects);
  });
  for (const l of player.lingering) out.push(l as Lingering);
  return out;
}

function sum(mods: readonly Modifier[], verb: string, stat: Stat, source: LightseekersCard | undefined, attack: boolean): number {
  return mods
    .filter((m) => m.verb === verb && m.stat === stat && (m.when !== 'attacked' || attack) && (source === undefined || matches(source, m.cards)))
    .reduce((total, m) => total + (m.amount ?? 0), 0);
}

/** 2.9.1–2.9.3: damage after every increase and reduction, never below 0. */
export function modifiedDamage(amount: number, source: LightseekersCard, owner: LsPlayer, recipient: LsPlayer, attack: boolean, cards: CardCatalogue): number {
  const dealt = modifiersOf(owner, cards);
  const received = modifiersOf(recipient, cards);
  const total = amount + sum(dealt, 'increase', 'damage-dealt', source, attack) - sum(dealt, 'reduce', 'damage-dealt', source, attack)
    + sum(received, 'increase', 'damage-received', undefined, attack) - sum(received, 'reduce', 'damage-received', undefined, attack);
  return Math.max(0, total);
}

/** 2.9.1–2.9.3: healing after every increase and reduction, never below 0. */
export function modifiedHealing(amount: number, source: LightseekersCard, owner: LsPlayer, recipient: LsPlayer, cards: CardCatalogue): number {
  const done = modifiersOf(owner, cards);
  const got = modifiersOf(recipient, cards);
  const total = amount + sum(done, 'increase', 'healing-done', source, false) - sum(done, 'reduce', 'healing-done', source, false)
    + sum(got, 'increase', 'healing-received', undefined, false) - sum(got, 'reduce', 'healing-received', undefined, false);
  return Math.max(0, total);
}

/** 6.1.2 Immune: a recipient Immune to Attacks is not affected by them. */
export function immuneTo(player: LsPlayer, act: 'attack', cards: CardCatalogue): boolean {
  return modifiersOf(player, cards).some((m) => m.verb === 'immune' && (m.act === undefined || m.act === act));
}

export { isElement, orderOf };
