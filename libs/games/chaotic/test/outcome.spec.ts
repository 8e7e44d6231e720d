import type { ChaoticState, CreatureState, Seat } from '../src/engine';
import { decideOutcome } from '../src/engine/outcome';

/** Only what `decideOutcome` reads: each creature's owner and whether it is in play. */
function stateOf(creatures: readonly [Seat, boolean][]): ChaoticState {
  return { players: ['alice', 'bob'], creatures: creatures.map(([owner, inPlay], uid) => ({ uid, owner, space: inPlay ? uid : null }) as unknown as CreatureState) } as unknown as ChaoticState;
}

describe('decideOutcome (CR 5.1)', () => {
  it('is null while both players have a creature in play, wherever they are listed', () => {
    expect(decideOutcome(stateOf([[0, true], [0, false], [1, false], [1, true]]))).toBeNull();
    // The first and last creatures in play are the same player's: the other player's one in between still counts.
    expect(decideOutcome(stateOf([[0, false], [0, true], [1, true], [0, true], [1, false]]))).toBeNull();
  });

  it('names the winner once a player has no creature in play', () => {
    expect(decideOutcome(stateOf([[0, true], [1, false], [0, true], [1, false]]))).toEqual({ winners: ['alice'], losers: ['bob'], draw: false, reason: 'last-creature-defeated' });
    expect(decideOutcome(stateOf([[0, false], [1, true]]))).toEqual({ winners: ['bob'], losers: ['alice'], draw: false, reason: 'last-creature-defeated' });
  });

  it('is a draw when neither has one', () => {
    expect(decideOutcome(stateOf([[0, false], [1, false]]))).toEqual({ winners: [], losers: ['alice', 'bob'], draw: true, reason: 'both-eliminated' });
  });
});
