/** The closed lists the rules fix: card files may use these names and no others. */

/** 2.3.1.1: the six Orders. */
export const ORDERS = ['Astral', 'Dread', 'Mountain', 'Nature', 'Storm', 'Tech'] as const;
export type Order = (typeof ORDERS)[number];

/** 2.3.2.1: the three Elements of each Order (18 in all). */
export const ELEMENTS_BY_ORDER: Readonly<Record<Order, readonly Element[]>> = {
  Astral: ['Solar', 'Lunar', 'Gravity'],
  Dread: ['Poison', 'Death', 'Shadow'],
  Mountain: ['Fire', 'Earth', 'Crystal'],
  Nature: ['Animal', 'Forest', 'Soul'],
  Storm: ['Lightning', 'Water', 'Air'],
  Tech: ['Explosives', 'Mechanical', 'Time'],
};

export const ELEMENTS = [
  'Solar', 'Lunar', 'Gravity',
  'Poison', 'Death', 'Shadow',
  'Fire', 'Earth', 'Crystal',
  'Animal', 'Forest', 'Soul',
  'Lightning', 'Water', 'Air',
  'Explosives', 'Mechanical', 'Time',
] as const;
export type Element = (typeof ELEMENTS)[number];

/** The Order an Element belongs to (2.3.2.1). */
export function orderOf(element: Element): Order {
  return ORDERS.find((order) => ELEMENTS_BY_ORDER[order].includes(element)) as Order;
}

export function isElement(name: string): name is Element {
  return (ELEMENTS as readonly string[]).includes(name);
}

export function isOrder(name: string): name is Order {
  return (ORDERS as readonly string[]).includes(name);
}

/** 2.3.4.1: the ten Families (a card has at most one, 2.3.4.2–3). */
export const FAMILIES = ['Beast', 'Insectoid', 'Machine', 'Chimchu', 'Kreebal', 'Elemental', 'Location', 'Robot', 'Umbron', 'Undead'] as const;
export type Family = (typeof FAMILIES)[number];

/** 6.1.2: the Keywords (printed white on black, 6.1.1), with the key each cites. */
export const KEYWORDS = [
  'Ability', 'Attack', 'Attack Ability', 'Buff', 'Burn', 'Cancel', 'Clunky', 'Defend', 'Defend Ability',
  'Discard', 'Dormant', 'Draw', 'Equip', 'Expire', 'Immune', 'Multiplayer', 'Next', 'Play', 'Remove',
  'Restart', 'Return', 'Rotate', 'Unique',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** The rules key of a keyword (`Attack Ability` → `ls:6.1.2/attack-ability`). */
export function keywordRule(keyword: Keyword): string {
  return `ls:6.1.2/${keyword.toLowerCase().replace(/ /g, '-')}`;
}

/** Card types (2.4) and categories (2.5); a combo is never an Item (2.4.3.4, 2.5.4). */
export const CARD_TYPES = ['hero', 'combo', 'action'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const CATEGORIES = ['attack', 'defend', 'buff', 'item'] as const;
export type Category = (typeof CATEGORIES)[number];
export const COMBO_CATEGORIES = ['attack', 'defend', 'buff'] as const;

/** 2.3.2.4b–c: gold ring Superior, silver ring Basic. */
export const ACCESS_LEVELS = ['basic', 'superior'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** 2.5.3.9: no rotation symbol, a circular (Regular) one or an irregular (Clunky) one. */
export const CORNER_SYMBOLS = ['none', 'round', 'clunky'] as const;
export type CornerSymbol = (typeof CORNER_SYMBOLS)[number];

/** 2.5.4.4: an Item is worth 1 or 2. */
export const ITEM_WORTHS = [1, 2] as const;

/** 2.10.2: no health above 35, so no hero starts above it. */
export const MAX_HEALTH = 35;

/** 2.1.1.1 exception: cards some competitive formats treat differently (Tournament Procedures). */
export const CARD_STATUSES = ['classic', 'retired'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
