import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable value for a cookie, token or link: 32 random bytes, URL-safe. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret: its SHA-256, so a copy of the tables signs no one in. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** Compares two secrets in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Personal access tokens carry a prefix, so a program's bearer token is told apart from a tournament token. */
export const ACCESS_TOKEN_PREFIX = 'arb_pat_';
