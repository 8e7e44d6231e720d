import type { EngineContext } from './context';
import { endCombat } from './combat';
import { removeDefeated } from './defeat';
import { applyStateChecks } from './state-checks';
import { decideOutcome } from './outcome';
import { Stats } from './stats';
import type { ChaoticState,Seat } from './types';
import { openPriority, type Next } from './priority';
import { needsAttest, resolveItem } from './resolve-item';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import { perIndex } from './index-question';
import { attestWait, GAME_OVER } from './waits';

/**
 * CR 8.2.3: the burst resolves last in, first out, with no priority in between. An item
 * with attested text stops resolution until its controller states the outcome. Once the
 * burst is empty, defeated creatures leave combat (CR 7.3.1) and priority returns to the
 * player the step gives it to (CR 8.2.3.4, 7.2.5.4).
 */
export function resolveBurst(state: ChaoticState, ctx: EngineContext): Next {
  const m = state.masters!;
  while (m.burst.length > 0) {
    const top = m.burst[m.burst.length - 1];
    if (needsAttest(state, ctx, top)) {
      state.pending = attestWait(top.controller, top.id);
      return undefined;
    }
    m.burst.pop();
    if (afterResolution(state, ctx, resolveItem(state, ctx, top))) return undefined;
  }
  return burstDone(state, ctx);
}

/**
 * Defeats and the game's end after an item resolved; true when the game is over.
 * `known`: the match's trigger index when the item's resolution vouches it is still that of the state.
 */
export function afterResolution(state: ChaoticState, ctx: EngineContext, known?: MatchTriggers): boolean {
  // Replay speed: one look at the match's text serves both checks when no creature has a standing "If …, destroy it" (nothing changes in between).
  const index = known ?? matchTriggers(state, ctx);
  const checked = mayDestroyOnCondition(index);
  if (checked) applyStateChecks(state, ctx);
  removeDefeated(state, new Stats(state, ctx), checked ? undefined : index);
  state.result = decideOutcome(state);
  if (!state.result) return false;
  state.pending = GAME_OVER;
  return true;
}

/** Whether some text of the match has a standing "If …, destroy it" (state-checks.ts). */
const mayDestroyOnCondition = perIndex((index) => index.has('condition-holds'));

/** The burst is empty: end a combat that lost a creature, else priority back at the same point. */
export function burstDone(state: ChaoticState, ctx: EngineContext): Next {
  const combat = state.combat;
  if (combat && (state.creatures[combat.attacker].space === null || state.creatures[combat.defender].space === null)) {
    return endCombat(state, [], ctx);
  }
  const m = state.masters!;
  const seat: Seat = m.point === 'strike' && combat ? combat.striker : state.active;
  return openPriority(state, m.point ?? 'move', seat);
}
