import type { DeckViolation, GameDecks } from '@arbiter/rules';
import { canonicalJson, sha256Hex } from '@arbiter/rules';
import type { WarsCard } from '../cards/card';
import { checkWarsDeck } from '../decks/check-deck';
import { isWarsDeckShape, type WarsDeck } from '../decks/decklist';
import { formatWarsDecklistError, parseWarsDecklist } from '../decks/decklist-file';
import { isWarsFormat } from '../decks/formats';
import { randomWarsDeck } from '../decks/random-deck';
import { sampleWarsDecks } from '../decks/sample-decks';
import { WARS_RULES } from '../rules/wars-rules';

const unreadable = (message: string): { violations: DeckViolation[] } => ({ violations: [{ code: 'wars/deck-unreadable', rule: WARS_RULES.buildingADeck, message }] });

/** Reads a submitted deck: `{ "cards": [collector numbers] }`, a list of collector numbers, or a decklist file (text or JSON, by names and counts). */
export function readWarsDeck(input: unknown, cards: readonly WarsCard[]): { deck: WarsDeck } | { violations: DeckViolation[] } {
  if (Array.isArray(input) && input.every((c) => typeof c === 'string')) return { deck: { cards: [...(input as string[])] } };
  const flat = input as { name?: unknown; cards?: unknown } | null;
  if (flat && typeof flat === 'object' && isWarsDeckShape(flat)) {
    return { deck: { ...(typeof flat.name === 'string' ? { name: flat.name } : {}), cards: [...(flat.cards as string[])] } };
  }
  const text = typeof input === 'string' ? input : flat && typeof flat === 'object' ? JSON.stringify(input) : null;
  if (text === null) return unreadable('a deck is {"cards": [collector numbers]}, a list of collector numbers, or a decklist by names and counts');
  const { deck, errors } = parseWarsDecklist(text, cards);
  if (!deck || errors.length > 0) return { violations: errors.map((e) => ({ code: 'wars/deck-unreadable', rule: WARS_RULES.buildingADeck, message: formatWarsDecklistError(e) })) };
  return { deck };
}

/** WARS decks over a card set: legality from src/decks, the two sample decks, random legal decks. */
export function warsDecks(cards: () => readonly WarsCard[]): GameDecks<WarsDeck> {
  let samples: { name: string; deck: WarsDeck }[] | undefined;
  return {
    read: (input) => readWarsDeck(input, cards()),
    fromCardIds: (ids) => ({ cards: [...ids] }),
    cardIds: (deck) => [...deck.cards],
    // A deck from an untrusted log may not be a deck at all: read it first, as a submitted one is.
    check: (deck, format) => {
      if (isWarsDeckShape(deck)) return checkWarsDeck(deck, cards(), format);
      const read = readWarsDeck(deck, cards());
      return 'violations' in read ? read.violations : checkWarsDeck(read.deck, cards(), format);
    },
    // The registration keeps card ids only, so the hash is of the cards in their listed order.
    hash: (deck) => sha256Hex(canonicalJson(deck.cards)),
    sameCards: (a, b) => canonicalJson([...a.cards].sort()) === canonicalJson([...b.cards].sort()),
    // The sample decks are 60-card constructed decks; limited events build their own.
    samples: (format) => (format === 'sanctioned-constructed' ? (samples ??= sampleWarsDecks(cards())) : []),
    random: (format, rng) => randomWarsDeck(cards(), isWarsFormat(format) ? format : 'sanctioned-constructed', rng),
  };
}
