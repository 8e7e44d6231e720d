import type { GameDecks } from '../game-module';
import type { MatchLogHeader } from '../log/header';
import type { Violation } from '../violation';

/** The module's deck legality in the header's format, as header violations (seq 0) naming the player. */
export function moduleDeckChecker<Deck>(decks: GameDecks<Deck>) {
  return (deck: Deck, header: MatchLogHeader<Deck>): Violation[] => {
    const owner = header.players.find((p) => header.decks?.[p.id] === deck)?.id ?? 'a player';
    return decks.check(deck, header.gameFormat).map((v): Violation => ({
      code: v.code, rule: v.rule, seq: 0, message: `${owner}'s deck: ${v.message}${v.card ? ` (${v.card})` : ''}`,
    }));
  };
}

/** A published decklist must hash to the header's deck hash (the registered deck); null when it does or none is published. */
export function deckHashViolation<Deck>(game: string, rule: string, header: MatchLogHeader<Deck>, player: string, hash: (deck: Deck) => string): Violation | null {
  const deck = header.decks?.[player];
  if (deck === undefined || header.deckHashes[player] === hash(deck)) return null;
  return { code: `${game}/deck-hash-mismatch`, rule, seq: 0, message: `${player}'s decklist does not match the registered deck hash` };
}
