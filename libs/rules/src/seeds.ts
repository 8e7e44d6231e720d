import { PlayerId } from './envelope';
import { sha256Hex } from './hash';

/**
 * Commit-reveal seeds for digital play. Before the match each player publishes
 * `commitSeed(seed)`; shuffles derive from every player's seed together with the match id;
 * after the match the seeds are revealed and anyone can check them and re-derive every
 * shuffle. No single player can choose the shuffle, because each commits blind.
 */
export function commitSeed(seed: string): string {
  return sha256Hex(seed);
}

/** The combined seed, in header player order: sha256(seed₁ ‖ 0 ‖ seed₂ ‖ 0 … ‖ matchId). */
export function combineSeeds(seedsInPlayerOrder: readonly string[], matchId: string): string {
  return sha256Hex([...seedsInPlayerOrder, matchId].join('\u0000'));
}

/** The 32-bit integer that seeds the game RNG, taken from the combined seed. */
export function rngSeedFromCombined(combined: string): number {
  return Number.parseInt(combined.slice(0, 8), 16) | 0;
}

export interface SeedMismatch {
  readonly player: PlayerId;
  readonly reason: 'missing' | 'mismatch';
}

/** Which revealed seeds are missing or do not hash to the player's commitment. */
export function checkSeedReveals(
  commitments: Readonly<Record<PlayerId, string>>,
  reveals: Readonly<Record<PlayerId, string>>,
): SeedMismatch[] {
  const problems: SeedMismatch[] = [];
  for (const player of Object.keys(commitments)) {
    const seed: unknown = reveals[player];
    const commitment: unknown = commitments[player];
    if (seed === undefined) problems.push({ player, reason: 'missing' });
    // A log is untrusted input: a commitment or seed that is not text cannot match.
    else if (typeof seed !== 'string' || typeof commitment !== 'string' || commitSeed(seed) !== commitment.toLowerCase()) problems.push({ player, reason: 'mismatch' });
  }
  return problems;
}
