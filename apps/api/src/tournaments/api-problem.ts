import { EventStoreError } from '@arbiter/event-store';
import type { Rejection, RejectionCode } from '@arbiter/tournament';

/**
 * A refusal with its HTTP status, code and extension members (e.g. `violations`). It extends
 * EventStoreError because the api's problem-details filter carries that family's `details`
 * into the response body, which it does not do for Nest's HttpException.
 */
export class ApiProblem extends EventStoreError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, details);
  }
}

const STATUS: Partial<Record<RejectionCode, number>> = {
  'tournament/forbidden': 403,
  'tournament/not-your-match': 403,
  'tournament/cannot-confirm-own-report': 403,
  'tournament/not-created': 404,
  'tournament/player-unknown': 404,
  'tournament/round-unknown': 404,
  'tournament/table-unknown': 404,
  'tournament/invalid-settings': 422,
  'tournament/deck-illegal': 422,
  'tournament/result-invalid': 422,
  'tournament/draw-in-elimination': 422,
  'tournament/pairing-invalid': 422,
  'tournament/ruling-invalid': 422,
};

/** The HTTP contract names an illegal deck `tournament/illegal-deck`, and reads and writes share `not-found`; other codes are the library's. */
const HTTP_CODE: Partial<Record<RejectionCode, string>> = { 'tournament/deck-illegal': 'tournament/illegal-deck', 'tournament/not-created': 'tournament/not-found' };

/** A domain rejection as a problem: roles 403, unknown things 404, bad content 422, the rest (state) 409. */
export function rejectionProblem(rejection: Rejection): ApiProblem {
  const details = rejection.violations ? { violations: rejection.violations } : {};
  return new ApiProblem(STATUS[rejection.code] ?? 409, HTTP_CODE[rejection.code] ?? rejection.code, rejection.message, details);
}
