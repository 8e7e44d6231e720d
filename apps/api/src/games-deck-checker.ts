import type { AnyGameModule, DeckViolation, GameRegistry } from '@arbiter/rules';
import type { Deck, DeckChecker } from '@arbiter/tournament';

/** A registered deck: the flat card ids the tournament keeps, and the game's own deck they were read as. */
export interface RegisteredDeck extends Deck {
  readonly read?: unknown;
}

/** A deck of a game as the tournament registers it. */
export const registeredDeck = (module: AnyGameModule, deck: unknown): RegisteredDeck => ({ cards: module.decks.cardIds(deck), read: deck });

/**
 * A submitted deck in any form its game takes (Chaotic: a decklist by card ids per section,
 * `{ cards: [ids] }`, or its decklist file by names); an unreadable one comes back as the
 * game's violations, like an illegal one.
 */
export function readDeck(module: AnyGameModule, input: unknown): { deck: RegisteredDeck } | { violations: readonly DeckViolation[] } {
  const read = module.decks.read(input);
  return 'violations' in read ? { violations: read.violations } : { deck: registeredDeck(module, read.deck) };
}

/** The tournament's DeckChecker port, answered by the registered game's module. */
export function gamesDeckChecker(games: GameRegistry): DeckChecker {
  return (game, format, deck): readonly DeckViolation[] => {
    const module = games.find(game);
    if (!module) return [{ code: 'tournament/game-unsupported', rule: 'platform', message: `${game} is not a registered game (the games are ${games.ids().join(', ')}).` }];
    const read = (deck as RegisteredDeck).read;
    return module.decks.check(read !== undefined ? read : module.decks.fromCardIds(deck.cards), format);
  };
}
