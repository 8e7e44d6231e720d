import { PlayerId } from './envelope';

/**
 * The result of a finished game for any number of players. Two-player games fill
 * winners/losers; free-for-all games (Lightseekers, 3–5 players) also give a full
 * `ranking` (best first, ties share a group) and `scores` (victory points).
 */
export interface GameOutcome {
  readonly winners: readonly PlayerId[];
  readonly losers: readonly PlayerId[];
  readonly draw: boolean;
  /** Groups of tied players, best first. */
  readonly ranking?: readonly (readonly PlayerId[])[];
  /** Victory points or any other per-player score, when the game keeps one. */
  readonly scores?: Readonly<Record<PlayerId, number>>;
  /** Why the game ended, e.g. `last-creature-defeated`. */
  readonly reason: string;
}

/** True when two outcomes name the same winners, losers and draw flag (order-insensitive). */
export function sameResult(a: GameOutcome, b: Pick<GameOutcome, 'winners' | 'losers' | 'draw'>): boolean {
  const key = (ids: readonly PlayerId[]) => [...ids].sort().join('\u0000');
  return a.draw === b.draw && key(a.winners) === key(b.winners) && key(a.losers) === key(b.losers);
}
