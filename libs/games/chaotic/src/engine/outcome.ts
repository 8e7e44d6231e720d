import type { ChaoticOutcome,ChaoticState,CreatureState } from './types';

/**
 * CR 5.1 / 5.1.1: a player who has lost their last creature is eliminated and the remaining
 * player wins; CR 5.1.2: both eliminated at once is a draw. Null while both still have creatures.
 */
export function decideOutcome(state: ChaoticState): ChaoticOutcome | null {
  if (bothHaveCreatures(state.creatures)) return null;
  // Replay speed: counted without an array.
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

/**
 * Replay speed: this runs after every resolution, and both players nearly always have creatures. The first and last creatures in
 * play, looked for from both ends, have different owners when both players have one in play: with each player's creatures
 * listed together (as set up), a couple of looks.
 */
function bothHaveCreatures(creatures: readonly CreatureState[]): boolean {
  let first = 0;
  while (first < creatures.length && creatures[first].space === null) first++;
  let last = creatures.length - 1;
  while (last > first && creatures[last].space === null) last--;
  return last > first && creatures[first].owner !== creatures[last].owner;
}
