import type { GameDecks } from '@arbiter/rules';
import type { CardSet } from '../cards/card-set';
import { checkDeck } from '../decks/check-deck';
import { buildRandomDeck } from '../decks/random-deck';
import { loadStarterDecks } from '../decks/starter-decks';
import type { EngineDeck } from '../engine/types';
import { deckHash } from '../match-log/header';
import { readChaoticDeck } from './deck-input';
import { decklistFromEngineDeck, engineDeckCardIds, engineDeckFromCardIds, engineDeckFromDecklist, sameDeckCards } from './engine-deck';

/** Chaotic decks over a card set (given lazily): deck legality is CR §2 and the community lists. */
export function chaoticDecks(cards: () => CardSet): GameDecks<EngineDeck> {
  const samples = new Map<string, readonly { name: string; deck: EngineDeck }[]>();
  return {
    read: (input) => readChaoticDeck(input, cards()),
    fromCardIds: (ids) => engineDeckFromCardIds(ids, cards()),
    cardIds: engineDeckCardIds,
    check(deck, format, options) {
      // A match-log header's deck reaches here unread (a stranger's input): one that is not a deck says so.
      const read = readChaoticDeck(deck, cards());
      if ('violations' in read) return [...read.violations];
      return checkDeck(decklistFromEngineDeck(read.deck), cards(), format, { gameSize: options?.gameSize });
    },
    hash: deckHash,
    sameCards: sameDeckCards,
    samples(format) {
      let found = samples.get(format);
      if (!found) {
        // The Dawn of Perim starter decks, where the format allows them (not in Limited, at game size 3).
        const starters = loadStarterDecks(cards());
        found = (['OverWorld', 'UnderWorld'] as const)
          .map((tribe) => ({ name: `${tribe} starter`, deck: engineDeckFromDecklist(starters[tribe]) }))
          .filter(({ deck }) => checkDeck(decklistFromEngineDeck(deck), cards(), format).length === 0);
        samples.set(format, found);
      }
      return found;
    },
    random: (format, rng) => engineDeckFromDecklist(buildRandomDeck(cards(), format, rng)),
  };
}
