import type { PlayerId } from '../envelope';

/** A revealed seed, after the last action (digital play). */
export interface SeedRevealRecord {
  readonly kind: 'seed-reveal';
  readonly player: PlayerId;
  readonly seed: string;
}

/** The result the players or the platform reported, checked against the engine's. */
export interface ReportedResultRecord {
  readonly kind: 'result';
  readonly winners: readonly PlayerId[];
  readonly losers: readonly PlayerId[];
  readonly draw: boolean;
}

/**
 * Time was called before the actions finished the game (a round's time ran out, or a judge
 * ended a game the rules let go on): the game ends unfinished and counts as a drawn game, so
 * the log states no result. `by` names the official who called it.
 */
export interface TimeCalledRecord {
  readonly kind: 'time-called';
  readonly by: string;
}

/** The records after the last action, for every game. */
export type TrailerRecord = SeedRevealRecord | ReportedResultRecord | TimeCalledRecord;
