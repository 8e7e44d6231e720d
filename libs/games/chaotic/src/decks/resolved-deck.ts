import type { DeckViolation } from '@arbiter/rules';
import type { Card } from '../cards/card';
import { CardSet, fullName } from '../cards/card-set';
import { type DeckSection, type Decklist, SECTIONS, SECTION_TYPE } from './decklist';

/** A decklist with its ids looked up; unknown and misplaced ids are reported and left out. */
export type ResolvedDeck = Record<DeckSection, Card[]>;

export function resolveDeck(deck: Decklist, set: CardSet, used: readonly DeckSection[]): { deck: ResolvedDeck; violations: DeckViolation[] } {
  const violations: DeckViolation[] = [];
  const out: ResolvedDeck = { creatures: [], battlegear: [], mugic: [], attacks: [], locations: [] };
  for (const section of SECTIONS) {
    const ids = deck?.[section];
    if (ids === undefined || ids === null) continue;
    if (!Array.isArray(ids)) {
      violations.push({ code: 'chaotic/deck-malformed', rule: '2.2', message: `${section} must be a list of card ids` });
      continue;
    }
    if (!used.includes(section)) continue;
    for (const id of ids) {
      const card = typeof id === 'string' ? set.byId(id) : undefined;
      if (!card) {
        violations.push({ code: 'chaotic/deck-unknown-card', rule: '2.2', card: String(id), message: `${section}: no card with id "${String(id)}" in the card set` });
      } else if (card.type !== SECTION_TYPE[section]) {
        violations.push({ code: 'chaotic/deck-wrong-section', rule: '3.1.4', card: id, message: `${fullName(card)} is a ${card.type}, listed under ${section}` });
      } else {
        out[section].push(card);
      }
    }
  }
  return { deck: out, violations };
}
