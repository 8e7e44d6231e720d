import { ChaoticOutcome, ChaoticState } from './types';

/**
 * CR 5.1 / 5.1.1: a player who has lost their last creature is eliminated and the remaining
 * player wins; CR 5.1.2: both eliminated at once is a draw. Null while both still have creatures.
 */
export function decideOutcome(state: ChaoticState): ChaoticOutcome | null {
  const alive = [0, 0];
  for (const creature of state.creatures) if (creature.space !== null) alive[creature.owner]++;
  // Replay speed: this runs after every resolution, and both players nearly always have creatures.
  if (alive[0] > 0 && alive[1] > 0) return null;
  const [a, b] = state.players;
  if (alive[0] === 0 && alive[1] === 0) return { winners: [], losers: [a, b], draw: true, reason: 'both-eliminated' };
  if (alive[0] === 0) return { winners: [b], losers: [a], draw: false, reason: 'last-creature-defeated' };
  if (alive[1] === 0) return { winners: [a], losers: [b], draw: false, reason: 'last-creature-defeated' };
  return null;
}
