import type { PlayerId } from '../envelope';

export const MATCH_LOG_FORMAT = 'arbiter-match-log';
/** The newest log version this code reads and writes. */
export const MATCH_LOG_VERSION = 1;

/** Digital play shuffles from committed seeds; paper play declares hidden cards as they become known. */
export type PlayMode = 'digital' | 'paper';

export interface LogPlayer {
  readonly id: PlayerId;
  readonly name?: string;
}

/** Line 1 of a match log, for every game (docs/match-log-format.md); `Deck` is the game's registered deck. */
export interface MatchLogHeader<Deck = unknown> {
  readonly format: typeof MATCH_LOG_FORMAT;
  readonly version: number;
  /** The id of the game module that reads this log. */
  readonly game: string;
  readonly gameFormat: string;
  readonly engineVersion: string;
  readonly matchId: string;
  readonly mode: PlayMode;
  /** Seat order. */
  readonly players: readonly LogPlayer[];
  /** Registered decklists by player id; may be left out when only hashes are published. */
  readonly decks?: Readonly<Record<PlayerId, Deck>>;
  /** The game's hash of each decklist, by player id. */
  readonly deckHashes: Readonly<Record<PlayerId, string>>;
  /** Digital play: sha256(seed) by player id, published before the match. */
  readonly seedCommitments?: Readonly<Record<PlayerId, string>>;
  /** Paper play: the starting player the players determined. */
  readonly startingPlayer?: PlayerId;
}
