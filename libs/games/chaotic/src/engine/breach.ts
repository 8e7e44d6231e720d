import type { Violation } from '@arbiter/rules';
import type { ChaoticAction, ChaoticState, Seat } from './types';

/**
 * The rule an action breaks when it comes from the wrong player or at the wrong step: the
 * rule that required something else here, not the rule that describes the state. A strike out
 * of turn breaks initiative on the combat's first strike (CR 7.2.4.1) and the alternation of
 * strikers after it (CR 7.2.5.4); acting without priority breaks the order of a burst being
 * built (CR 8.2.2.1), or the timing rule when no burst is open (CR 8.1.1); anything but the
 * showdown's first pick skips a showdown that was due (CR 6.3.7.1); a move out of turn breaks
 * who moves in the action step (CR 6.3.1). Null when the state's own rule is the one broken.
 */
export function outOfOrder(state: ChaoticState, action: ChaoticAction, acting: Seat | null): Violation | null {
  const pending = state.pending;
  const seq = action.seq;
  const name = (seat: Seat | null) => (seat === null ? 'nobody' : state.players[seat]);
  // A pick by the wrong player is the showdown's procedure broken (CR 6.3.7.2); anything else leaves it out.
  if (pending.kind === 'showdown-pick' && state.showdownPicks.length === 0 && action.type !== 'showdown-pick') {
    return { code: 'chaotic/showdown-skipped', rule: '6.3.7.1', seq, message: showdownDue(state) };
  }
  if (pending.kind === 'priority') {
    const early = earlyAfterBurst(state, action);
    if (early) return early;
  }
  if (acting === null || seatOf(state, action) === acting) return null;
  if (pending.kind === 'reveal-location') {
    return { code: 'chaotic/not-your-turn', rule: '6.2.1', seq, message: `${action.player} may not reveal a location now: the location step turns over the top card of the active player's, ${name(acting)}'s, Location Deck` };
  }
  if (pending.kind === 'action-step') {
    return { code: 'chaotic/not-your-turn', rule: '6.3.1', seq, message: `${action.player} may not act now: only the active player, ${name(acting)}, moves creatures in the action step` };
  }
  if (pending.kind === 'showdown-pick') {
    const active = name(state.active);
    return {
      code: 'chaotic/not-your-turn', rule: '6.3.7.2', seq,
      message: `${action.player} may not pick now: in a showdown the active player, ${active}, picks an opposing creature first, then the other player picks one of ${active}'s`,
    };
  }
  const striking = pending.kind === 'strike' || (pending.kind === 'draw-attack' && pending.reason === 'strike');
  if (striking && state.combat) {
    if (firstStrike(state)) {
      return {
        code: 'chaotic/not-your-turn', rule: '7.2.4.1', seq,
        message: `${action.player} may not strike first: ${name(acting)}'s creature has the initiative, so ${name(acting)} is the first Striking Player`,
      };
    }
    return {
      code: 'chaotic/not-your-turn', rule: '7.2.5.4', seq,
      message: `${action.player} may not strike now: strikers alternate, and after ${name((1 - acting) as Seat)}'s attack it is ${name(acting)}'s turn to strike`,
    };
  }
  if (pending.kind === 'priority' && state.masters && state.masters.burst.length > 0) {
    return {
      code: 'chaotic/not-your-turn', rule: '8.2.2.1', seq,
      message: `${action.player} may not act now: while a burst is built the players alternate, and ${name(acting)} holds priority`,
    };
  }
  return null;
}

/**
 * A move, a strike or the end of the action step while players still hold priority: the game
 * goes on only once both players pass on an empty burst (CR 6.3.2 between moves, CR 7.2.5.4
 * between strikes, CR 8.1.2 before the step ends).
 */
function earlyAfterBurst(state: ChaoticState, action: ChaoticAction): Violation | null {
  const seq = action.seq;
  const open = state.masters && state.masters.burst.length > 0 ? 'the burst resolves and ' : '';
  if (action.type === 'move' && !state.combat) {
    return { code: 'chaotic/wrong-step', rule: '6.3.2', seq, message: `the next creature may not move yet: ${open}both players must pass on an empty burst first` };
  }
  if (action.type === 'strike' && state.combat) {
    return { code: 'chaotic/wrong-step', rule: '7.2.5.4', seq, message: `the next attack may not be played yet: ${open}both players must pass on an empty burst first` };
  }
  if (action.type === 'end-action-step') {
    return { code: 'chaotic/wrong-step', rule: '8.1.2', seq, message: `the action step may not end yet: ${open}both players must pass in succession first` };
  }
  return null;
}

/** What a skipped showdown required: who had to start it, and since when no combat had been fought. */
function showdownDue(state: ChaoticState): string {
  const active = state.players[state.active];
  const opponent = state.players[1 - state.active];
  const since = state.lastCombatTurn === 0 ? 'no combat had been fought since the game began' : `the last combat was on turn ${state.lastCombatTurn}`;
  return `a showdown was due at the end of ${active}'s action step on turn ${state.turn}: ${since}, so neither this turn nor the two before had one; ${active} had to start it by picking a creature of ${opponent}`;
}

/**
 * No attack has been played in this combat yet. Masters records each striker once its attack
 * resolves; Apprentice has no healing and resets nothing mid-combat, so undamaged creatures and
 * no attack without damage mean none was played.
 */
function firstStrike(state: ChaoticState): boolean {
  const combat = state.combat!;
  if (state.masters) return state.masters.struck.length === 0;
  return combat.zeroDamageStreak === 0 && state.creatures[combat.attacker].damage === 0 && state.creatures[combat.defender].damage === 0;
}

const seatOf = (state: ChaoticState, action: ChaoticAction): Seat | -1 => (action.player === state.players[0] ? 0 : action.player === state.players[1] ? 1 : -1);
