import { EngineContext } from './context';
import { GearState } from './masters-state';
import { ChaoticState } from './types';

const AT_GAME_START = /Reveal this Battlegear at (?:the )?beginning of (?:the )?game/i;

/**
 * CR 4.1.2: one battlegear face down under each creature, in decklist order; CR 4.2.3:
 * battlegear whose text says so is revealed at the beginning of the game.
 */
export function placeBattlegear(ctx: EngineContext, battlegear: readonly string[], count: number): (GearState | null)[] {
  const out: (GearState | null)[] = [];
  for (let i = 0; i < count; i++) {
    const card = battlegear[i];
    out.push(card === undefined ? null : { card, faceUp: AT_GAME_START.test(ctx.cards.byId(card)?.text ?? ''), disarmed: false });
  }
  return out;
}

/**
 * CR 7.2.2: engaged creatures' face-down battlegear is turned face up, unless an effect keeps it
 * down (`staysDown`); returns the creatures whose battlegear was flipped.
 */
export function revealEngagedGear(state: ChaoticState, staysDown: (uid: number) => boolean = () => false): number[] {
  const combat = state.combat;
  if (!combat || !state.masters) return [];
  const flipped: number[] = [];
  for (const uid of [combat.attacker, combat.defender]) {
    const gear = state.masters.gear[uid];
    if (gear && !gear.faceUp && staysDown(uid)) continue;
    if (gear && !gear.faceUp) flipped.push(uid);
    if (gear) gear.faceUp = true;
  }
  return flipped;
}
