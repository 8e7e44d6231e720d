import { Violation } from '@arbiter/rules';
import { CardSet } from '../cards/card-set';
import { checkDeck } from '../decks/check-deck';
import { DeckChecker } from './audit';

/**
 * Deck legality for an audit: each registered deck is checked against the header's format
 * (CR §2, or the community list) at the game size it brings. Violations concern the
 * header, so they carry seq 0 and name the player.
 */
export function deckLegalityChecker(cards: CardSet): DeckChecker {
  return (deck, header) => {
    const owner = header.players.find((p) => header.decks?.[p.id] === deck)?.id ?? 'a player';
    const full = { creatures: [...deck.creatures], attacks: [...deck.attacks], locations: [...deck.locations], battlegear: [...(deck.battlegear ?? [])], mugic: [...(deck.mugic ?? [])] };
    return checkDeck(full, cards, header.gameFormat, { gameSize: deck.creatures.length }).map((v): Violation => ({
      code: v.code, rule: v.rule, seq: 0, message: `${owner}'s deck: ${v.message}${v.card ? ` (${v.card})` : ''}`,
    }));
  };
}
