import type { DeckViolation } from '@arbiter/rules';

/** A refusal is data with a stable namespaced code, never an exception. */
export interface Rejection {
  readonly code: RejectionCode;
  readonly message: string;
  /** The deck's problems, for `tournament/deck-illegal`. */
  readonly violations?: readonly DeckViolation[];
}

export type RejectionCode =
  | 'tournament/not-created' | 'tournament/already-created' | 'tournament/invalid-settings'
  | 'tournament/forbidden' | 'tournament/completed'
  | 'tournament/player-already-registered' | 'tournament/player-unknown' | 'tournament/player-dropped' | 'tournament/player-not-dropped' | 'tournament/player-disqualified'
  | 'tournament/deck-illegal' | 'tournament/registration-closed' | 'tournament/check-in-closed'
  | 'tournament/round-out-of-order' | 'tournament/round-not-complete' | 'tournament/round-in-progress'
  | 'tournament/round-unknown' | 'tournament/no-rounds-left' | 'tournament/too-few-players'
  | 'tournament/pairing-invalid' | 'tournament/second-bye-avoidable'
  | 'tournament/table-unknown' | 'tournament/not-your-match' | 'tournament/result-invalid'
  | 'tournament/draw-in-elimination' | 'tournament/result-already-final' | 'tournament/nothing-to-confirm'
  | 'tournament/cannot-confirm-own-report' | 'tournament/results-missing'
  | 'tournament/top-cut-unavailable' | 'tournament/not-finished'
  | 'tournament/round-not-running' | 'tournament/timer-running' | 'tournament/timer-not-running' | 'tournament/timer-invalid'
  | 'tournament/attested-already-ruled' | 'tournament/ruling-invalid';

export function reject(code: RejectionCode, message: string, extra: Partial<Rejection> = {}): Rejection {
  return { code, message, ...extra };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'code' in value;
}
