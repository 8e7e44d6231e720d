import type { CardCatalog, CardSummary } from '@arbiter/rules';
import type { CardRecord, LightseekersCard } from './card';
import { type Element, type Order, ORDERS, isElement, isOrder, orderOf } from './vocabulary';

export interface CardSetInfo {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly source?: string;
  readonly illustrative: boolean;
}

/** A loaded card set: cards by id and by name (a name is one card, 4.1.3.3d). */
export class LightseekersCardSet {
  private readonly ids: ReadonlyMap<string, LightseekersCard>;
  private readonly names: ReadonlyMap<string, LightseekersCard>;

  constructor(readonly info: CardSetInfo, readonly cards: readonly LightseekersCard[]) {
    this.ids = new Map(cards.map((card) => [card.id, card]));
    this.names = new Map(cards.map((card) => [card.name.toLowerCase(), card]));
  }

  get id(): string {
    return this.info.id;
  }

  byId(id: string): LightseekersCard | undefined {
    return this.ids.get(id);
  }

  /** By name, in any case. */
  byName(name: string): LightseekersCard | undefined {
    return this.names.get(name.trim().toLowerCase());
  }

  playable(): LightseekersCard[] {
    return this.cards.filter((card) => card.playable);
  }
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** A record as the rules read it: its Elements, and the Orders its symbols and Elements give it (2.3.1.3–4). */
export function cardFromRecord(record: CardRecord, set: string): LightseekersCard {
  const requires = record.requires ?? [];
  const elements = unique<Element>([
    ...requires.filter(isElement),
    ...(record.access ?? []).map((a) => a.element),
    ...(record.grants ? [record.grants.element] : []),
  ]);
  const orderSymbols = record.orders ?? [];
  const present = new Set<Order>([...orderSymbols, ...requires.filter(isOrder), ...elements.map(orderOf)]);
  const orders = ORDERS.filter((order) => present.has(order));
  return {
    ...record,
    set,
    playable: record.playable !== false,
    orderSymbols,
    orders,
    elements,
    unaligned: elements.length === 0 && orders.length === 0,
  };
}

/** The metagame group of a card: its Order, `Cross-Order` (2.3.1.5) or `Unaligned` (2.3.1.6). */
export function cardGroup(card: LightseekersCard): string {
  if (card.orders.length === 0) return 'Unaligned';
  return card.orders.length === 1 ? card.orders[0] : 'Cross-Order';
}

/** How the platform shows a card: `Hero`, `Combo Attack`, `Buff` (the category line as printed). */
export function cardTypeLine(card: LightseekersCard): string {
  const category = card.category ? card.category[0].toUpperCase() + card.category.slice(1) : undefined;
  if (card.type === 'hero') return 'Hero';
  if (card.type === 'combo') return category ? `Combo ${category}` : 'Combo';
  return category ?? (card.type === 'action' ? 'Action' : 'Unknown');
}

/** A loaded set as the platform's catalog. */
export function cardCatalog(set: LightseekersCardSet): CardCatalog {
  const summaries = set.cards.map((card): CardSummary => ({ id: card.id, name: card.name, type: cardTypeLine(card), group: cardGroup(card) }));
  const byId = new Map(summaries.map((s) => [s.id, s]));
  return { byId: (id) => byId.get(id), all: () => summaries };
}
