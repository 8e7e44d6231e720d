import type { AttackDamage } from '../cards/card';
import { perCard } from './card-facts';
import type { EngineContext } from './context';
import { pushItem } from './burst-items';
import { endCombatEffects } from './durations';
import { initiativeSeat } from './initiative';
import { beginCombat } from './masters-combat';
import { addCombatTriggers } from './combat-triggers';
import { attackElements } from './attack-facts';
import { countsAs } from './next-attack';
import { matchTriggers } from './match-triggers';
import { Stats } from './stats';
import { raiseStateEvent } from './state-triggers';
import { raiseAttackPlayed } from './state-trigger-sources';
import { openPriority, type Next } from './priority';
import { hasTriggerOn } from './printed-triggers';
import { decideOutcome } from './outcome';
import { endTurn, requireAttackDraw } from './turn';
import type { ChaoticState,CreatureState,Seat } from './types';
import { takeCard } from './zones';
import { newCombat } from './turn-log';
import { ACTION_STEP, GAME_OVER } from './waits';
import { setGear, setSpace } from './board-writes';

/** CR 7.3.2: twenty consecutive attacks by each player without damage end the combat. */
export const ZERO_DAMAGE_LIMIT = 40;

/**
 * CR 8.6.1: base damage plus the elemental value of every element the striking creature has
 * (CR 8.6.1.2). Attack text is ignored in Apprentice (CR 10.1); damage below 0 counts as 0.
 */
export function attackDamage(damage: AttackDamage, striker: CreatureState): number {
  let total = damage.base;
  for (const element of striker.elements) {
    switch (element) {
      case 'Fire': total += damage.fire; break;
      case 'Air': total += damage.air; break;
      case 'Earth': total += damage.earth; break;
      case 'Water': total += damage.water; break;
      default: { const unknown: never = element; throw new Error(`unknown element ${String(unknown)}`); }
    }
  }
  return total > 0 ? total : 0;
}

/**
 * CR 7.2: engagement, then initiative from the active location, then the first strike's draw.
 * Reveal battlegear and beginning of combat have no effect in Apprentice; the Masters game
 * opens its beginning-of-combat burst here (see docs/engines.md).
 */
export function startCombat(state: ChaoticState, ctx: EngineContext, attacker: number, defender: number, space: number, showdown: boolean): Next {
  state.combatThisTurn = true;
  state.lastCombatTurn = state.turn;
  const attacking = state.creatures[attacker];
  const defending = state.creatures[defender];
  setSpace(attacking, space);
  if (state.masters) {
    // CR 7.2.1–7.2.3: initiative waits for the beginning-of-combat burst.
    state.combat = { attacker, defender, space, showdown, striker: state.active, zeroDamageStreak: 0 };
    newCombat(state);
    return beginCombat(state, ctx);
  }
  const location = state.activeLocation ? ctx.locationInitiative(state.activeLocation.card) ?? null : null;
  const striker = initiativeSeat(location, state.active, attacking, defending);
  state.combat = { attacker, defender, space, showdown, striker, zeroDamageStreak: 0 };
  requireAttackDraw(state, striker, 'strike');
  return undefined;
}

/** Whether the attack's text has a "When this attack is played" line: one lookup per strike (replay speed). */
const triggersWhenPlayed = perCard((ctx: EngineContext, card: string) => hasTriggerOn(ctx, card, 'this-attack-played'));

/** CR 7.2.5: the striking player plays an attack from hand; it resolves and goes to the attack discard pile. */
export function resolveStrike(state: ChaoticState, ctx: EngineContext, card: string): Next {
  const combat = state.combat;
  if (!combat) return undefined;
  const seat = combat.striker;
  const zones = state.zones[seat];
  takeCard(zones.attackHand, card);
  if (state.masters) {
    // CR 7.2.5.2 / 7.2.5.3: the attack starts the attack burst; the striking player responds first.
    const striker = state.creatures[combat.attacker].owner === seat ? combat.attacker : combat.defender;
    pushItem(state, { kind: 'attack', card, controller: seat, source: striker, effect: -1, targets: [] });
    // Replay speed: only an attack whose text has such a line is scanned for it.
    if (triggersWhenPlayed(ctx, card)) raiseAttackPlayed(state, ctx, card, seat, striker);
    // CR 8.3.3: "When Olkiex plays an Attack Card" goes on the burst above the attack before anyone responds.
    // The attack's elemental types (CR 8.6.1.4), for "When an Elemental Attack is played" (Graalorn Forest).
    // Replay speed: the attack's elements are worked out only when some text of the match can trigger on an attack being played.
    const index = matchTriggers(state, ctx);
    if (index.has('plays-attack')) {
      const played = ctx.cards.byId(card);
      const stats = new Stats(state, ctx);
      const elements = played?.type === 'Attack' ? countsAs(stats, striker, attackElements(played)) : [];
      // Only read since the index was: it and this `Stats` are still those of the state.
      addCombatTriggers(state, ctx, [{ kind: 'plays-attack', creature: striker, attackElements: elements }], stats, undefined, index);
    }
    return openPriority(state, 'strike', seat);
  }
  zones.attackDiscard.push(card);
  const mine = state.creatures[seat === state.creatures[combat.attacker].owner ? combat.attacker : combat.defender];
  const theirs = state.creatures[mine.uid === combat.attacker ? combat.defender : combat.attacker];
  const dealt = attackDamage(ctx.attackDamage(card) ?? { base: 0, fire: 0, air: 0, earth: 0, water: 0 }, mine);
  theirs.damage += dealt;
  combat.zeroDamageStreak = dealt > 0 ? 0 : combat.zeroDamageStreak + 1;
  if (theirs.damage >= theirs.energy) return endCombat(state, [theirs.uid]);
  if (combat.zeroDamageStreak >= ZERO_DAMAGE_LIMIT) return endCombat(state, [combat.attacker, combat.defender]);
  combat.striker = (1 - seat) as Seat;
  requireAttackDraw(state, combat.striker, 'strike');
  return undefined;
}

/** CR 7.3: defeated creatures go to the general discard pile; the survivor holds the space. */
export function endCombat(state: ChaoticState, defeated: number[], ctx?: EngineContext): Next {
  const combat = state.combat!;
  for (const uid of defeated) {
    const creature = state.creatures[uid];
    setSpace(creature, null);
    state.zones[creature.owner].generalDiscard.push(creature.card);
    const gear = state.masters?.gear[uid];
    if (gear) state.zones[creature.owner].generalDiscard.push(gear.card);
    if (state.masters) setGear(state.masters, uid, null);
  }
  if (state.masters) endCombatEffects(state.masters);
  const survivor = [combat.attacker, combat.defender].find((uid) => state.creatures[uid].space !== null);
  state.board[combat.space] = survivor ?? null;
  state.combat = null;
  state.result = decideOutcome(state);
  if (state.result) {
    state.pending = GAME_OVER;
    return undefined;
  }
  // CR 7.3.1, 8.3.1: the creature left in play won the combat; what that triggers resolves before the game moves on.
  // CR 8.3.1: "At the end of combat" triggers share that burst.
  // Replay speed: both only put abilities on the burst, so one read of the match's trigger index serves both.
  const index = ctx && state.masters ? matchTriggers(state, ctx) : undefined;
  const ended = ctx ? raiseStateEvent(state, ctx, { kind: 'end-of-combat' }, index) : false;
  if (ctx && ((survivor !== undefined && addCombatTriggers(state, ctx, [{ kind: 'wins-combat', creature: survivor }], undefined, undefined, index)) || ended)) {
    return openPriority(state, combat.showdown ? 'after-showdown' : 'move', state.active);
  }
  // CR 6.3.7.2: a showdown's combat leads to the recovery step; otherwise CR 7.3.3.
  if (combat.showdown) endTurn(state, ctx);
  else state.pending = ACTION_STEP;
  return undefined;
}
