import type { Principal } from './principal';

/** Where a request keeps a bearer token already verified in an earlier hook, so it is verified once. */
export const VERIFIED_KEY = 'arbiterVerifiedToken';

export interface VerifiedToken {
  readonly token: string;
  readonly principal: Principal;
}
