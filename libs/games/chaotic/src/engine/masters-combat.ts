import type { EngineContext } from './context';
import { mayKeepGearDown, revealEngagedGear } from './battlegear';
import { raiseStateEvent } from './state-triggers';
import { raiseFromDiscard } from './state-trigger-sources';
import { initiativeSeat } from './initiative';
import { matchTriggers } from './match-triggers';
import { openPriority, type Next } from './priority';
import { Stats } from './stats';
import { addKeywordTriggers, addTriggers } from './triggers';
import { CurrentCreature } from './current-creature';
import type { ChaoticState,Seat } from './types';

/**
 * CR 7.2.1–7.2.3 in the Masters game: engagement, battlegear revealed (CR 7.2.2), then the
 * beginning-of-combat burst with the active player's triggers first and the active player
 * receiving priority. Initiative waits until both pass on an empty burst.
 */
export function beginCombat(state: ChaoticState, ctx: EngineContext): Next {
  // Mipedim Valley: an effect in force may keep a creature's battlegear face down.
  const stats = new Stats(state, ctx);
  // Asked once for both creatures: turning the first one's battlegear face up changes nothing it reads (replay speed).
  let mayKeep: boolean | undefined;
  const flipped = revealEngagedGear(state, (uid) => (mayKeep ??= mayKeepGearDown(state, ctx)) && stats.prohibits('reveal-battlegear', uid));
  const combat = state.combat!;
  // Replay speed: from here abilities only go on the burst (none resolves), so the match's trigger index read once serves every step (no card it is built from moves).
  const index = matchTriggers(state, ctx);
  for (const uid of flipped) raiseStateEvent(state, ctx, { kind: 'battlegear-flipped-face-up', creature: uid }, index);
  addTriggers(state, ctx, 'beginning-of-combat', [combat.attacker, combat.defender], index);
  addKeywordTriggers(state, ctx);
  raiseFromDiscard(state, ctx, 'beginning-of-combat-in-discard', index);
  raiseStateEvent(state, ctx, { kind: 'beginning-of-any-combat' }, index);
  return openPriority(state, 'combat', state.active);
}

/**
 * CR 7.2.4.1 in full: 1) a creature with Surprise (Invisibility: Surprise against a visible
 * creature, CR 9.4.1) unless both have it; 2) "loses initiative checks" is card text the
 * log attests; 3) the active location's initiative line; 4) the active player.
 */
export function determineInitiative(state: ChaoticState, ctx: EngineContext): Seat {
  const combat = state.combat!;
  const stats = new Stats(state, ctx);
  const a = stats.total(combat.attacker, 'surprise', combat.defender) > 0;
  const d = stats.total(combat.defender, 'surprise', combat.attacker) > 0;
  if (a !== d) return state.creatures[a ? combat.attacker : combat.defender].owner;
  const location = state.activeLocation ? ctx.locationInitiative(state.activeLocation.card) ?? null : null;
  const active = state.creatures[combat.attacker].owner === state.active ? combat.attacker : combat.defender;
  const other = active === combat.attacker ? combat.defender : combat.attacker;
  return initiativeSeat(location, state.active, new CurrentCreature(stats, active), new CurrentCreature(stats, other));
}
