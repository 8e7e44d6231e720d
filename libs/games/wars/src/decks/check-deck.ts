import type { DeckViolation } from '@arbiter/rules';
import { isUnlimited, type WarsCard } from '../cards/card';
import { WARS_RULES } from '../rules/wars-rules';
import { warsRulings } from '../rules/rulings';
import type { WarsDeck } from './decklist';
import { bansApply, deckSizeFor, isWarsFormat, MAX_COPIES, WARS_FORMATS, type WarsDeckOptions } from './formats';

/** Collector numbers banned from sanctioned constructed play, each with the ruling that bans it. */
export function warsBannedCards(): ReadonlyMap<string, string> {
  return new Map(warsRulings().filter((r) => r.banned).map((r) => [r.collectorNumber, r.key]));
}

/**
 * Every way `deck` breaks the deck rules of `format` (CR general `building a deck`; the
 * Rulings' banned list in sanctioned constructed play), each citing its rule. Empty when legal.
 * Copies are counted by title, so two printings of one card share the four.
 */
export function checkWarsDeck(deck: WarsDeck, cards: readonly WarsCard[], format: string, options: WarsDeckOptions = {}): DeckViolation[] {
  if (!isWarsFormat(format)) {
    return [{ code: 'wars/deck-unknown-format', rule: WARS_RULES.buildingADeck, message: `unknown format "${format}" (one of ${WARS_FORMATS.map((f) => f.id).join(', ')})` }];
  }
  const byId = new Map(cards.map((c) => [c.id, c]));
  const violations: DeckViolation[] = [];
  const known: WarsCard[] = [];
  for (const id of new Set(deck.cards)) {
    if (!byId.has(id)) violations.push({ code: 'wars/deck-unknown-card', rule: WARS_RULES.buildingADeck, card: id, message: `${id} is not a card of this card set` });
  }
  for (const id of deck.cards) {
    const card = byId.get(id);
    if (card) known.push(card);
  }

  const size = deckSizeFor(format, options);
  if (deck.cards.length !== size) {
    const why = format === 'limited' ? `this limited event's decks have exactly ${size} cards` : `a deck must contain exactly ${size} cards`;
    violations.push({ code: 'wars/deck-size', rule: WARS_RULES.buildingADeck, message: `the deck has ${deck.cards.length} cards: ${why}` });
  }
  if (!known.some((c) => c.type === 'Location')) {
    violations.push({ code: 'wars/deck-no-location', rule: WARS_RULES.buildingADeck, message: 'a deck must include at least one location to start the game with' });
  }

  const byTitle = new Map<string, WarsCard[]>();
  for (const card of known) {
    const title = card.name.toLowerCase();
    byTitle.set(title, [...(byTitle.get(title) ?? []), card]);
  }
  for (const copies of byTitle.values()) {
    if (copies.length > MAX_COPIES && !isUnlimited(copies[0])) {
      violations.push({ code: 'wars/deck-too-many-copies', rule: WARS_RULES.buildingADeck, card: copies[0].id, message: `${copies.length} copies of ${copies[0].name}: no more than ${MAX_COPIES} unless the card is Unlimited` });
    }
  }

  if (bansApply(format)) {
    const banned = warsBannedCards();
    for (const card of new Set(known)) {
      const ruling = banned.get(card.id);
      if (ruling) violations.push({ code: 'wars/deck-banned-card', rule: ruling, card: card.id, message: `${card.name} (${card.id}) is banned from sanctioned constructed play` });
    }
  }
  return violations;
}
