import type { EngineContext } from './context';
import { endCombat, ZERO_DAMAGE_LIMIT } from './combat';
import { determineInitiative } from './masters-combat';
import { addCombatTriggers } from './combat-triggers';
import { openPriority, type Next } from './priority';
import { endTurn, requireAttackDraw } from './turn';
import { recordInitiative } from './turn-log';
import type { ChaoticState,Seat } from './types';
import { ACTION_STEP } from './waits';

/**
 * Both players passed on an empty burst: the step the priority point belongs to goes on.
 * Location step → action step (CR 6.2.4); after a move → the next move (CR 6.3.2);
 * beginning of combat → initiative (CR 7.2.3, 7.2.4); strike phase → the next striker (CR 7.2.5.4).
 */
export function closeWindow(state: ChaoticState, ctx: EngineContext): Next {
  const m = state.masters!;
  const point = m.point;
  m.point = null;
  switch (point) {
    case 'location':
    case 'move':
    case null:
      state.pending = ACTION_STEP;
      return undefined;
    case 'after-showdown':
      endTurn(state, ctx);
      return undefined;
    case 'combat': {
      const combat = state.combat!;
      combat.striker = determineInitiative(state, ctx);
      // CR 7.2.4.1, 8.3.1: "When Lyssta wins Initiative" resolves before the first strike's draw.
      const winner = state.creatures[combat.attacker].owner === combat.striker ? combat.attacker : combat.defender;
      recordInitiative(state, winner);
      if (addCombatTriggers(state, ctx, [{ kind: 'wins-initiative', creature: winner }])) return openPriority(state, 'initiative', state.active);
      requireAttackDraw(state, combat.striker, 'strike');
      return undefined;
    }
    case 'initiative':
      requireAttackDraw(state, state.combat!.striker, 'strike');
      return undefined;
    case 'strike': {
      const combat = state.combat!;
      if (combat.zeroDamageStreak >= ZERO_DAMAGE_LIMIT) return endCombat(state, [combat.attacker, combat.defender]);
      combat.striker = (1 - combat.striker) as Seat;
      requireAttackDraw(state, combat.striker, 'strike');
      return undefined;
    }
    default: { const unknown: never = point; throw new Error(`unknown priority point ${String(unknown)}`); }
  }
}
