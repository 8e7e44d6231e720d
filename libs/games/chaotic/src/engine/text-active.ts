import type { CardEffect } from '../effects/effect-types';
import { EngineContext } from './context';
import { ChaoticState } from './types';

/**
 * CR 9.2.2: a Minion's Brainwashed text is active (and its normal text inactive) while its
 * controller controls a Chieftain. CR 10.1: Apprentice ignores all creature text.
 */
export function brainwashed(state: ChaoticState, uid: number): boolean {
  const creature = state.creatures[uid];
  if (!creature.subtypes.includes('Minion')) return false;
  return state.creatures.some((c) => c.owner === creature.owner && c.space !== null && c.subtypes.includes('Chieftain'));
}

/** The creature's active text box (CR 9.2.3: inactive text is not on the card for any purpose). */
export function creatureEffects(state: ChaoticState, ctx: EngineContext, uid: number): readonly CardEffect[] {
  const all = ctx.effects(state.creatures[uid].card);
  return brainwashed(state, uid) ? all.brainwashed : all.normal;
}

/** The battlegear's abilities: none while face down or disarmed (glossary "Disarm"). */
export function gearEffects(state: ChaoticState, ctx: EngineContext, uid: number): readonly CardEffect[] {
  const gear = state.masters?.gear[uid];
  if (!gear || !gear.faceUp || gear.disarmed) return [];
  return ctx.effects(gear.card).normal;
}
