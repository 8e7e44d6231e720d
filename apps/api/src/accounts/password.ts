import argon2 from 'argon2';

/**
 * Passwords are kept as argon2id hashes with OWASP's recommended minimum cost (19 MiB, two
 * passes, one lane): slow enough to make a stolen table expensive, quick enough for sign-in.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 10;
/** Long enough for any passphrase, short enough that hashing it costs a bounded time. */
export const PASSWORD_MAX = 256;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, OPTIONS);

/** Checks a password against its hash; a malformed hash counts as a mismatch. */
export async function passwordMatches(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of no one's password, verified against when the email is unknown, so timing does not tell which emails exist. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('no account has this password'));
