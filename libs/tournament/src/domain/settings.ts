/**
 * What an organizer chooses when creating a tournament; everything else follows from events.
 * A game is the id of a registered game module: which ids exist is the caller's to say.
 */
export type Game = string;
export type BestOf = 1 | 3;
export type TopCutSize = 4 | 8 | 16;
export type TiebreakerProfileId = 'mtg' | 'pokemon' | 'chess';

export type Structure =
  /** `rounds` and `topCut` default to the Magic Tournament Rules Appendix E table. */
  | { readonly kind: 'swiss'; readonly rounds?: number; readonly topCut?: TopCutSize | 0 }
  | { readonly kind: 'round-robin' }
  | { readonly kind: 'single-elimination' }
  /** Multiplayer pods of 3–5, scored by victory points (Lightseekers rules §5.3). */
  | { readonly kind: 'pods'; readonly rounds?: number };

export interface TournamentSettings {
  readonly name: string;
  readonly game: Game;
  /** The game's format id, passed to the deck checker (e.g. `standard`). */
  readonly format: string;
  readonly structure: Structure;
  readonly bestOf: BestOf;
  readonly tiebreakers: TiebreakerProfileId;
  /** All randomness (round-one pairing, last-resort tiebreak) derives from this seed. */
  readonly seed: number;
  /** When true, round one pairs only checked-in players and drops the rest as no-shows. */
  readonly requireCheckIn: boolean;
  /** Length of a round on the round timer; `DEFAULT_ROUND_MINUTES` when absent. */
  readonly roundMinutes?: number;
}

export const DEFAULT_ROUND_MINUTES = 50;

/** A game's default tiebreaker profile; the organizer may choose another. */
export const DEFAULT_TIEBREAKERS: Readonly<Record<Game, TiebreakerProfileId>> = {
  chaotic: 'mtg',
  lightseekers: 'pokemon',
  wars: 'mtg',
};

/** The profile a game gets when the organizer chooses none: Magic's, for a game the table does not name. */
export const defaultTiebreakers = (game: Game): TiebreakerProfileId =>
  Object.prototype.hasOwnProperty.call(DEFAULT_TIEBREAKERS, game) ? DEFAULT_TIEBREAKERS[game] : 'mtg';

/**
 * Swiss rounds and playoff size from attendance, after the Magic Tournament Rules,
 * Appendix E. Below 9 players Appendix E runs single elimination instead of Swiss; a
 * tournament created as Swiss still plays ceil(log2(n)) rounds with no cut.
 */
export function roundsFromAttendance(players: number): { rounds: number; topCut: TopCutSize | 0 } {
  if (players <= 8) return { rounds: Math.max(1, Math.ceil(Math.log2(Math.max(players, 2)))), topCut: 0 };
  if (players <= 16) return { rounds: 5, topCut: 4 };
  if (players <= 32) return { rounds: 5, topCut: 8 };
  if (players <= 64) return { rounds: 6, topCut: 8 };
  if (players <= 128) return { rounds: 7, topCut: 8 };
  if (players <= 226) return { rounds: 8, topCut: 8 };
  if (players <= 409) return { rounds: 9, topCut: 8 };
  return { rounds: 10, topCut: 8 };
}
