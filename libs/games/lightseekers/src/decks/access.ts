import type { DeckViolation } from '@arbiter/rules';
import type { LightseekersCard } from '../cards/card';
import type { LightseekersCardSet } from '../cards/card-set';
import { ELEMENTS_BY_ORDER, type Element, isElement, isOrder } from '../cards/vocabulary';
import type { LightseekersDeck } from './deck';

/**
 * The Elements/Orders of `card`'s requirement or cost that `access` does not cover: an Element
 * needs access to it (2.4.2.2a, 2.4.3.2b, 6.2.1 Valid); an Order, access to one of its Elements
 * (2.4.2.2l). Items need no access to be played (2.5.4.2); Unaligned cards none at all (2.3.3.2).
 */
export function missingAccess(card: LightseekersCard, access: ReadonlySet<Element>): string[] {
  if (card.type === 'hero' || card.category === 'item') return [];
  const missing = new Set<string>();
  for (const need of card.requires ?? []) {
    if (isElement(need) && !access.has(need)) missing.add(need);
    if (isOrder(need) && !ELEMENTS_BY_ORDER[need].some((e) => access.has(e))) missing.add(need);
  }
  return [...missing];
}

/**
 * Cards the deck's heroes could never play: no hero in the deck, and no Item in it (2.5.4.8),
 * gives access to what they require. Not a deck rule (2.1 does not restrict Elements, and such
 * a card still pays for combos), so these come back apart from the violations, shaped alike.
 */
export function lightseekersDeckWarnings(deck: LightseekersDeck, set: LightseekersCardSet): DeckViolation[] {
  const heroes = deck.heroes.map((id) => set.byId(id)).filter((c): c is LightseekersCard => c?.type === 'hero' && c.playable);
  if (heroes.length === 0) return [];
  const cards = deck.cards.map((id) => set.byId(id)).filter((c): c is LightseekersCard => c !== undefined && c.playable);
  const access = new Set<Element>([
    ...heroes.flatMap((h) => (h.access ?? []).map((a) => a.element)),
    ...cards.flatMap((c) => (c.category === 'item' && c.grants ? [c.grants.element] : [])),
  ]);
  const out: DeckViolation[] = [];
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    const missing = missingAccess(card, access);
    if (missing.length === 0) continue;
    out.push({
      code: 'lightseekers/deck-card-without-access',
      rule: card.type === 'combo' ? 'ls:2.4.2.2a' : 'ls:2.4.3.2b',
      message: `${card.name} needs ${missing.join(', ')}, which no hero or Item in the deck gives access to`,
      card: card.id,
    });
  }
  return out;
}
