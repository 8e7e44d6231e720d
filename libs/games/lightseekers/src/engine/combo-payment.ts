import type { LightseekersCard } from '../cards/card';
import { ELEMENTS_BY_ORDER, type AccessLevel, type Element, isElement, isOrder, orderOf } from '../cards/vocabulary';

type Access = ReadonlyMap<Element, AccessLevel>;

/** 2.4.2.2a, d: the hero has access to every Element of the cost, and to an Element of every Order in it. */
export function comboAccessMissing(combo: LightseekersCard, access: Access): string[] {
  const missing = new Set<string>();
  for (const need of combo.requires ?? []) {
    if (isElement(need) && !access.has(need)) missing.add(need);
    if (isOrder(need) && !ELEMENTS_BY_ORDER[need].some((e) => access.has(e))) missing.add(need);
  }
  return [...missing];
}

/** The Elements a card pays with: an action card's requirement, an Item's Element (2.5.4.8), each one the hero has (2.4.2.2j, l). */
function payingElements(card: LightseekersCard, access: Access): Element[] {
  if (card.type === 'hero') return [];
  const own = card.category === 'item' ? (card.grants ? [card.grants.element] : []) : (card.requires ?? []).filter(isElement);
  return own.filter((e) => access.has(e));
}

function without(cost: readonly string[], symbol: string): string[] {
  const i = cost.indexOf(symbol);
  return [...cost.slice(0, i), ...cost.slice(i + 1)];
}

/** 2.4.2.2g: a combo used as payment pays for every symbol it shares with the cost. */
function comboOverlap(card: LightseekersCard, cost: readonly string[]): string[] {
  let rest = [...cost];
  for (const symbol of card.requires ?? []) if (rest.includes(symbol)) rest = without(rest, symbol);
  return rest;
}

/**
 * Whether the cards pay exactly `cost` with every card paying for something (2.4.2.2c): an action
 * card or Item pays one symbol of its Element or that Element's Order (2.4.2.2l); a combo pays its
 * overlap, and needs access to one of its Elements (2.4.2.2h).
 */
function covers(cost: readonly string[], cards: readonly LightseekersCard[], access: Access, i = 0): boolean {
  if (i === cards.length) return cost.length === 0;
  const card = cards[i];
  if (card.type === 'combo') {
    if (!card.elements.some((e) => access.has(e))) return false;
    const rest = comboOverlap(card, cost);
    return rest.length < cost.length && covers(rest, cards, access, i + 1);
  }
  const tried = new Set<string>();
  for (const element of payingElements(card, access)) {
    for (const symbol of [element, orderOf(element)]) {
      if (tried.has(symbol) || !cost.includes(symbol)) continue;
      tried.add(symbol);
      if (covers(without(cost, symbol), cards, access, i + 1)) return true;
    }
  }
  return false;
}

export type PaymentProblem = { readonly what: string; readonly rule: string; readonly message: string };

/** What is wrong with paying `combo` with `payment` (2.4.2.2), or null when it pays exactly. */
export function paymentProblem(combo: LightseekersCard, payment: readonly LightseekersCard[], access: Access): PaymentProblem | null {
  const cost = combo.requires ?? [];
  const names = payment.map((c) => c.name).join(', ') || 'nothing';
  if (covers(cost, payment, access)) {
    const spare = payment.findIndex((_, i) => covers(cost, payment.filter((__, j) => j !== i), access));
    if (spare < 0) return null;
    return { what: 'combo-overpaid', rule: 'ls:2.4.2.2e', message: `${payment[spare].name} is not needed to pay ${cost.join(', ')}: a combo takes no more cards than its cost` };
  }
  const spare = payment.findIndex((_, i) => covers(cost, payment.filter((__, j) => j !== i), access));
  if (spare >= 0 || payment.length > cost.length) {
    return { what: 'combo-overpaid', rule: 'ls:2.4.2.2e', message: `${names} is more than the cost ${cost.join(', ')}: a combo takes no more cards than necessary` };
  }
  return { what: 'combo-payment-mismatch', rule: 'ls:2.4.2.2c', message: `${names} does not match the cost ${cost.join(', ')} with Elements the hero has access to` };
}

/** Every exact payment for `combo` from `hand` (one list per multiset, ids sorted). */
export function exactPayments(combo: LightseekersCard, hand: readonly LightseekersCard[], access: Access): string[][] {
  const cost = combo.requires ?? [];
  const pool = [...hand];
  pool.splice(pool.findIndex((c) => c.id === combo.id), 1);
  const byId = new Map<string, { card: LightseekersCard; n: number }>();
  for (const card of pool) {
    if (card.type === 'combo' ? card.elements.some((e) => access.has(e)) : payingElements(card, access).length > 0) {
      byId.set(card.id, { card, n: (byId.get(card.id)?.n ?? 0) + 1 });
    }
  }
  const kinds = [...byId.values()].sort((a, b) => (a.card.id < b.card.id ? -1 : 1));
  const out: string[][] = [];
  const pick: LightseekersCard[] = [];
  const walk = (k: number) => {
    if (pick.length > 0 && paymentProblem(combo, pick, access) === null) out.push(pick.map((c) => c.id));
    if (pick.length >= cost.length) return;
    for (let i = k; i < kinds.length; i++) {
      const used = pick.filter((c) => c.id === kinds[i].card.id).length;
      if (used >= kinds[i].n) continue;
      pick.push(kinds[i].card);
      walk(i);
      pick.pop();
    }
  };
  walk(0);
  return out;
}
