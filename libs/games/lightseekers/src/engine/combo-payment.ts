import type { LightseekersCard } from '../cards/card';
import { ELEMENTS_BY_ORDER, type AccessLevel, type Element, isElement, isOrder, type Order, orderOf } from '../cards/vocabulary';

type Access = ReadonlyMap<Element, AccessLevel>;

/** 2.4.2.2j: a symbol an increased cost adds, paid by any card of an Order the combo belongs to. */
export const ANY_OF_ITS_ORDERS = '+1';

/**
 * 2.4.2.2i–k: the costs a payment may meet once the combo's cost changes by `net` (increases minus
 * reductions, 2.9.1). No net change, the printed cost (k); increased, the printed cost and `net`
 * symbols of its Orders (j); reduced, the printed cost less any `-net` symbols the player chooses,
 * never below nothing (i, 2.9.3). Access to every printed Element stays required (i).
 */
export function comboCosts(combo: LightseekersCard, net: number): string[][] {
  const cost = [...(combo.requires ?? [])];
  if (net === 0) return [cost];
  if (net > 0) return [[...cost, ...Array.from({ length: net }, () => ANY_OF_ITS_ORDERS)]];
  const out = new Map<string, string[]>();
  const drop = (rest: string[], k: number, from: number) => {
    if (k === 0 || rest.length === 0) {
      out.set([...rest].sort().join('|'), rest);
      return;
    }
    for (let i = from; i < rest.length; i++) drop([...rest.slice(0, i), ...rest.slice(i + 1)], k - 1, i);
  };
  drop(cost, -net, 0);
  return [...out.values()];
}

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
function covers(cost: readonly string[], cards: readonly LightseekersCard[], access: Access, orders: readonly Order[], i = 0): boolean {
  if (i === cards.length) return cost.length === 0;
  const card = cards[i];
  if (card.type === 'combo') {
    if (!card.elements.some((e) => access.has(e))) return false;
    const rest = comboOverlap(card, cost);
    return rest.length < cost.length && covers(rest, cards, access, orders, i + 1);
  }
  const tried = new Set<string>();
  for (const element of payingElements(card, access)) {
    const extra = orders.includes(orderOf(element)) ? [ANY_OF_ITS_ORDERS] : [];
    for (const symbol of [element, orderOf(element), ...extra]) {
      if (tried.has(symbol) || !cost.includes(symbol)) continue;
      tried.add(symbol);
      if (covers(without(cost, symbol), cards, access, orders, i + 1)) return true;
    }
  }
  return false;
}

/** Whether the cards pay one of the costs exactly. */
function coversAny(costs: readonly (readonly string[])[], cards: readonly LightseekersCard[], access: Access, orders: readonly Order[]): boolean {
  return costs.some((cost) => covers(cost, cards, access, orders));
}

export type PaymentProblem = { readonly what: string; readonly rule: string; readonly message: string };

/** The cost in words, with its change when there is one. */
function costWords(combo: LightseekersCard, net: number): string {
  const printed = (combo.requires ?? []).join(', ');
  if (net === 0) return printed;
  return net > 0
    ? `${printed} and ${net} more card${net > 1 ? 's' : ''} of ${combo.orders.join(' or ')} (the cost is increased by ${net})`
    : `${printed} less ${-net} symbol${net < -1 ? 's' : ''} of the player's choice (the cost is reduced by ${-net})`;
}

/**
 * What is wrong with paying `combo` with `payment` (2.4.2.2), or null when it pays exactly. `net`
 * is the change to its cost from the cards in play (2.4.2.2i–k).
 */
export function paymentProblem(combo: LightseekersCard, payment: readonly LightseekersCard[], access: Access, net = 0): PaymentProblem | null {
  const costs = comboCosts(combo, net);
  const cost = costWords(combo, net);
  const names = payment.map((c) => c.name).join(', ') || 'nothing';
  const spare = payment.findIndex((_, i) => coversAny(costs, payment.filter((__, j) => j !== i), access, combo.orders));
  if (coversAny(costs, payment, access, combo.orders)) {
    if (spare < 0) return null;
    return { what: 'combo-overpaid', rule: 'ls:2.4.2.2e', message: `${payment[spare].name} is not needed to pay ${cost}: a combo takes no more cards than its cost` };
  }
  if (spare >= 0 || payment.length > Math.max(...costs.map((c) => c.length))) {
    return { what: 'combo-overpaid', rule: 'ls:2.4.2.2e', message: `${names} is more than the cost ${cost}: a combo takes no more cards than necessary` };
  }
  const rule = net > 0 ? 'ls:2.4.2.2j' : net < 0 ? 'ls:2.4.2.2i' : 'ls:2.4.2.2c';
  return { what: 'combo-payment-mismatch', rule, message: `${names} does not match the cost ${cost} with Elements the hero has access to` };
}

/** Every exact payment for `combo` from `hand` (one list per multiset, ids sorted), its cost changed by `net`. */
export function exactPayments(combo: LightseekersCard, hand: readonly LightseekersCard[], access: Access, net = 0): string[][] {
  const most = Math.max(...comboCosts(combo, net).map((c) => c.length));
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
  if (most === 0) return [[]];
  const walk = (k: number) => {
    if (pick.length > 0 && paymentProblem(combo, pick, access, net) === null) out.push(pick.map((c) => c.id));
    if (pick.length >= most) return;
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
