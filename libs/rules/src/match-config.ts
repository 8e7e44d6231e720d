import type { PlayerId } from './envelope';
import type { PlayMode } from './log/header';

/**
 * What a match-log header gives an engine's `setup`, for any game: the players in seat order
 * and their registered decks in the same order. A game whose setup needs more extends it.
 */
export interface MatchConfig<Deck> {
  readonly matchId: string;
  readonly format: string;
  readonly mode: PlayMode;
  /** Seat order. */
  readonly players: readonly PlayerId[];
  readonly decks: readonly Deck[];
  /** Paper play: the starting player the players determined (digital play draws it from the seeds). */
  readonly startingPlayer?: PlayerId;
}
