import { formatDecklistError, loadChaoticCards, parseDecklist, SECTIONS } from '@arbiter/chaotic';
import type { DeckViolation } from '@arbiter/rules';
import { chaoticDeck, ChaoticDeck, decklistFromCards } from '../games-deck-checker';

/**
 * A submitted deck, in any of the forms the api takes: a Chaotic `Decklist` (card ids per
 * section), `{ cards: [ids] }`, or the by-name decklist file format of `@arbiter/chaotic`
 * (`{ "Creature": [{ "name": "Arias", "count": 1 }], … }`). Unreadable decks come back as
 * violations of CR 2 (Deck Construction), like illegal ones.
 */
export function readDeckInput(raw: unknown): { deck: ChaoticDeck } | { violations: DeckViolation[] } {
  const set = loadChaoticCards();
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { violations: [unreadable('deck must be a JSON object: a decklist by card ids or by names')] };
  }
  const obj = raw as Record<string, unknown>;
  if (Array.isArray(obj.cards) && obj.cards.every((c) => typeof c === 'string')) {
    return { deck: chaoticDeck(decklistFromCards(obj.cards as string[], set)) };
  }
  const keys = Object.keys(obj);
  const byIds =
    keys.length > 0 &&
    keys.every((k) => (SECTIONS as readonly string[]).includes(k) && Array.isArray(obj[k])) &&
    keys.every((k) => (obj[k] as unknown[]).every((id) => typeof id === 'string' && set.byId(id) !== undefined));
  if (byIds) {
    const decklist = { creatures: [], battlegear: [], mugic: [], attacks: [], locations: [], ...(obj as object) };
    return { deck: chaoticDeck(decklist) };
  }
  const parsed = parseDecklist(raw, set);
  if (!parsed.deck) return { violations: parsed.errors.map((e) => unreadable(formatDecklistError(e))) };
  return { deck: chaoticDeck(parsed.deck) };
}

const unreadable = (message: string): DeckViolation => ({ code: 'chaotic/deck-unreadable', rule: '2', message });
