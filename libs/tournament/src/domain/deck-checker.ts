import type { DeckViolation } from '@arbiter/rules';
import type { Deck } from './commands';
import type { Game } from './settings';

/** The port to the game modules: deck legality is checked by the caller's game module. */
export type DeckChecker = (game: Game, format: string, deck: Deck) => readonly DeckViolation[];
