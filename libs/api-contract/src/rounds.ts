import type { RoundPhase } from './tournaments';

export type MatchStatus = 'pending' | 'reported' | 'disputed' | 'final';

/** A result keyed by player id: games won and drawn, or a pod's victory points. */
export type MatchResult =
  | { wins: Record<string, number>; draws: number; status: MatchStatus; reportedBy?: string }
  | { points: Record<string, number>; status: MatchStatus; reportedBy?: string };

export interface Pairing {
  /** `<round>-<table>` */
  matchId: string;
  table: number;
  /** Two seats; a bye is `[id, null]`; a multiplayer pod lists every seat. */
  players: (string | null)[];
  status: MatchStatus;
  result?: MatchResult;
}

/**
 * The round timer: running from `startedAt` for `durationSeconds`, or paused at `pausedAt`
 * with `remainingSeconds` left (negative once over time). Screens compute what is left now.
 */
export interface RoundTimerView {
  startedAt: string;
  durationSeconds: number;
  pausedAt?: string;
  remainingSeconds?: number;
}

/** `POST …/rounds/:round/timer/{start,pause,extend}`. */
export interface RoundTimerAnswer {
  version: number;
  events: string[];
  timer: RoundTimerView | null;
}

/** `GET …/rounds/:round`, and the feed's `pairings` event. */
export interface Round {
  round: number;
  /** `pairing` until the pairings worker has appended the round. */
  status: 'pairing' | 'open' | 'closed';
  phase?: RoundPhase;
  pairings: Pairing[];
  /** Absent until the organizer starts the round timer. */
  timer?: RoundTimerView;
  /** Why the pairings worker could not pair the round. */
  failure?: { code: string; message: string };
}

/** `GET …/rounds`. */
export interface RoundList {
  rounds: { round: number; phase: RoundPhase; status: 'open' | 'closed'; tables: number }[];
}
