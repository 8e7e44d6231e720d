import { checkSeedReveals, combineSeeds } from '../seeds';
import type { MatchLogHeader } from '../log/header';
import type { SeedRevealRecord } from '../log/trailer';
import type { Violation } from '../violation';

/**
 * Digital play: every player committed a seed in the header and revealed it in the trailer, and
 * each reveal hashes to its commitment. The combined seed when all is well, else the violations
 * (without every seed the shuffles cannot be re-derived).
 */
export function checkSeeds(game: string, rule: string, header: MatchLogHeader<unknown>, reveals: readonly SeedRevealRecord[]): { combined: string } | { violations: Violation[] } {
  const commitments = header.seedCommitments ?? {};
  const revealed = Object.fromEntries(reveals.map((r) => [r.player, r.seed]));
  const problems = checkSeedReveals(commitments, revealed);
  if (Object.keys(commitments).length !== header.players.length) problems.push({ player: '(header)', reason: 'missing' });
  if (problems.length === 0) return { combined: combineSeeds(header.players.map((p) => revealed[p.id]), header.matchId) };
  return {
    violations: problems.map((p): Violation => ({
      code: p.reason === 'missing' ? `${game}/seed-missing` : `${game}/seed-mismatch`, rule, seq: 0,
      message: p.reason === 'missing' ? `no seed commitment and reveal for ${p.player}` : `${p.player}'s revealed seed does not match the commitment`,
    })),
  };
}
