import { ChaoticOutcome, ChaoticState } from './types';

/**
 * CR 5.1 / 5.1.1: a player who has lost their last creature is eliminated and the remaining
 * player wins; CR 5.1.2: both eliminated at once is a draw. Null while both still have creatures.
 */
export function decideOutcome(state: ChaoticState): ChaoticOutcome | null {
  // Replay speed: this runs after every resolution, and both players nearly always have creatures (counted without an array).
  let first = 0;
  let second = 0;
  for (const creature of state.creatures) {
    if (creature.space === null) continue;
    if (creature.owner === 0) first++;
    else second++;
  }
  if (first > 0 && second > 0) return null;
  const [a, b] = state.players;
  if (first === 0 && second === 0) return { winners: [], losers: [a, b], draw: true, reason: 'both-eliminated' };
  if (first === 0) return { winners: [b], losers: [a], draw: false, reason: 'last-creature-defeated' };
  return { winners: [a], losers: [b], draw: false, reason: 'last-creature-defeated' };
}
