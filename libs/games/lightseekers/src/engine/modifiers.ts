import type { CardFilter, Effect, EffectCall, LightseekersCard } from '../cards/card';
import { isEffectCall } from '../cards/card';
import type { Stat } from '../cards/verbs';
import { isElement, orderOf } from '../cards/vocabulary';
import { isActive } from './buff-state';
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

export interface Modifier {
  readonly verb: string;
  readonly stat?: Stat;
  readonly act?: string;
  readonly amount?: number;
  readonly cards?: CardFilter;
  readonly when?: string;
}

/** No modifiers: what a player with none has, and what is passed where none are asked for. */
export const NO_MODIFIERS: readonly Modifier[] = [];

/** The lingering effects of an effect list (a card's facts hold those of its lists, card-facts.ts). */
export function lingeringOf(effects: readonly Effect[] | undefined): readonly Modifier[] {
  const found = (effects ?? []).filter((e) => isLingering(e) && (e.when === undefined || (e.when === 'attacked' && (e as EffectCall).verb !== 'immune'))) as EffectCall[];
  return found.length === 0 ? NO_MODIFIERS : found;
}

/**
 * Every lingering effect a player has now, in Standard Order (2.6.3.2): hero trait, Items left to
 * right, active Buffs left to right (their card text and current corner), then what played cards
 * left behind. Triggered effects other than "when attacked" are not lingering.
 */
export function modifiersOf(player: LsPlayer, cards: CardCatalogue): readonly Modifier[] {
  let out = append(undefined, cards.get(player.hero).facts.traitLingering);
  for (const id of player.items) out = append(out, cards.get(id).facts.lingering);
  for (let i = 0; i < player.buffs.length; i++) {
    const { facts } = cards.get(player.buffs[i].card);
    const corner = facts.rotating ? (facts.cornerLingering[player.buffs[i].corner] ?? NO_MODIFIERS) : NO_MODIFIERS;
    if ((facts.lingering.length > 0 || corner.length > 0) && isActive(player, i, cards)) out = append(append(out, facts.lingering), corner);
  }
  return append(out, player.lingering) ?? NO_MODIFIERS;
}

/** `mods` added to the list `out`, made only once there is something to add (most players have no modifier at all). */
function append(out: Modifier[] | undefined, mods: readonly Modifier[]): Modifier[] | undefined {
  if (mods.length === 0) return out;
  if (out === undefined) return [...mods];
  for (const m of mods) out.push(m);
  return out;
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

/**
 * 2.9.1–2.9.3: damage after every increase and reduction (Power included, 6.2.1), never below 0;
 * `dealt` and `received` are the modifiers of its owner and of its recipient (`modifiersOf`).
 */
export function modifiedDamage(amount: number, source: LightseekersCard, dealt: readonly Modifier[], received: readonly Modifier[], attack: boolean): number {
  const total = amount + sum(dealt, 'increase', 'damage-dealt', source, attack) - sum(dealt, 'reduce', 'damage-dealt', source, attack)
    + powerOf(dealt, source, attack)
    + sum(received, 'increase', 'damage-received', undefined, attack) - sum(received, 'reduce', 'damage-received', undefined, attack);
  return Math.max(0, total);
}

/** 2.9.1–2.9.3: healing after every increase and reduction (Power included, 6.2.1), never below 0; `done` and `got` as for damage. */
export function modifiedHealing(amount: number, source: LightseekersCard, done: readonly Modifier[], got: readonly Modifier[]): number {
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

/** 6.1.2 Immune: a recipient with these modifiers (`modifiersOf`) is Immune to Attacks, which do not affect them. */
export function immuneTo(mods: readonly Modifier[], act: 'attack'): boolean {
  return mods.some((m) => m.verb === 'immune' && (m.act === undefined || m.act === act));
}

export { isElement, orderOf };
