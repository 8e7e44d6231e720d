import type { DeckViolation } from '@arbiter/rules';
import type { CardSet } from '../cards/card-set';
import { SECTIONS } from '../decks/decklist';
import { formatDecklistError, parseDecklist } from '../decks/decklist-file';
import type { EngineDeck } from '../engine/types';
import { engineDeckFromCardIds, engineDeckFromDecklist } from './engine-deck';

const unreadable = (message: string): DeckViolation => ({ code: 'chaotic/deck-unreadable', rule: '2', message });

/**
 * A submitted deck in any of its three forms: `{ cards: [ids] }`, a decklist by card ids per
 * section (`{ creatures: [...], attacks: [...] }`), or the decklist file by names
 * (`{ "Creature": [{ "name": "Arias", "count": 1 }], … }`). An unreadable one comes back as
 * violations of CR 2 (Deck Construction), like an illegal one.
 */
export function readChaoticDeck(raw: unknown, set: CardSet): { deck: EngineDeck } | { violations: DeckViolation[] } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    return { violations: [unreadable('deck must be a JSON object: a decklist by card ids or by names')] };
  }
  const obj = raw as Record<string, unknown>;
  if (Array.isArray(obj.cards) && obj.cards.every((c) => typeof c === 'string')) return { deck: engineDeckFromCardIds(obj.cards as string[], set) };
  const keys = Object.keys(obj);
  const byIds =
    keys.length > 0 &&
    keys.every((k) => (SECTIONS as readonly string[]).includes(k) && Array.isArray(obj[k])) &&
    keys.every((k) => (obj[k] as unknown[]).every((id) => typeof id === 'string' && set.byId(id) !== undefined));
  if (byIds) return { deck: engineDeckFromDecklist({ creatures: [], battlegear: [], mugic: [], attacks: [], locations: [], ...(obj as object) }) };
  const parsed = parseDecklist(raw, set);
  if (!parsed.deck) return { violations: parsed.errors.map((e) => unreadable(formatDecklistError(e))) };
  return { deck: engineDeckFromDecklist(parsed.deck) };
}
