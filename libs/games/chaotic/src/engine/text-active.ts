import type { CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import type { ChaoticState } from './types';
import type { CardEffects } from './card-effects';
import { cardFact } from './card-facts';

/**
 * CR 9.2.2: a Minion's Brainwashed text is active (and its normal text inactive) while its
 * controller controls a Chieftain. CR 10.1: Apprentice ignores all creature text.
 */
export function brainwashed(state: ChaoticState, uid: number, ctx?: EngineContext): boolean {
  const creature = state.creatures[uid];
  if (!creature.subtypes.includes('Minion')) return false;
  // Wilt'dred: "treated as if its controller did not also control a Chieftain" (a lasting effect on that Minion).
  // Deep Dirge "as if … also controlled a Chieftain": the later of the two effects on this Minion decides.
  const told = state.masters?.ruleMods?.filter((m) => (m.kind === 'not-brainwashed' || m.kind === 'brainwashed') && m.uid === uid).pop();
  if (told) return told.kind === 'brainwashed';
  // Open Doors of the Deepmines: "as if their controller also controlled a Chieftain".
  if (ctx && locationAddsChieftain(state, ctx)) return true;
  return state.creatures.some((c) => c.owner === creature.owner && c.space !== null && (c.subtypes.includes('Chieftain') || (ctx !== undefined && grantedChieftain(state, ctx, c.uid))));
}

/** The creature's active text box (CR 9.2.3: inactive text is not on the card for any purpose). */
export function creatureEffects(state: ChaoticState, ctx: EngineContext, uid: number): readonly CardEffect[] {
  const all = ctx.effects(state.creatures[uid].card);
  return brainwashed(state, uid, ctx) ? all.brainwashed : all.normal;
}

/** The battlegear's abilities: none while face down or disarmed (glossary "Disarm") or while battlegear have none. */
export function gearEffects(state: ChaoticState, ctx: EngineContext, uid: number): readonly CardEffect[] {
  return gearActive(state, ctx, uid) ? ctx.effects(state.masters!.gear[uid]!.card).normal : [];
}

/** Whether the creature has battlegear whose abilities are in force (`gearEffects`). */
export function gearActive(state: ChaoticState, ctx: EngineContext, uid: number): boolean {
  const gear = state.masters?.gear[uid];
  return !!gear && gear.faceUp && !gear.disarmed && !gearSuppressed(state, ctx);
}

/** The active location's abilities: none while an effect says it has lost them. */
export function locationEffects(state: ChaoticState, ctx: EngineContext): readonly CardEffect[] {
  const location = state.activeLocation;
  if (!location || locationSuppressed(state)) return [];
  return ctx.effects(location.card).normal;
}

function locationSuppressed(state: ChaoticState): boolean {
  const mods = state.masters?.ruleMods;
  const card = state.activeLocation?.card;
  return !!mods && mods.some((m) => m.kind === 'suppress-location' && m.card === card);
}

const suppressesGear = (effects: CardEffects) => effects.normal.some((e) => e.kind === 'automated' && e.timing.kind === 'static'
  && e.steps.some((step) => step.verb === 'suppress-abilities' && step.params.cards === 'battlegear'));

/** "Battlegear have no abilities": a resolved effect, or the innate text of the active location. */
export function gearSuppressed(state: ChaoticState, ctx: EngineContext): boolean {
  const m = state.masters;
  if (m?.ruleMods && m.ruleMods.some((r) => r.kind === 'suppress-battlegear')) return true;
  const location = state.activeLocation;
  if (!location) return false;
  return cardFact(ctx, location.card, suppressesGear) && !locationSuppressed(state);
}

const addsChieftain = (effects: CardEffects) => effects.normal.some((e) => e.kind === 'automated' && e.timing.kind === 'static' && e.steps.some((step) => step.verb === 'minions-as-with-chieftain'));

/** "Minion Creatures are treated as if their controller also controlled a Chieftain": innate text of the active location, read off it. */
function locationAddsChieftain(state: ChaoticState, ctx: EngineContext): boolean {
  const location = state.activeLocation;
  if (!location || !state.masters) return false;
  return cardFact(ctx, location.card, addsChieftain) && !locationSuppressed(state);
}

/**
 * CR 9.2.2 reads whether a player controls a Chieftain while the innate layer is being built, so
 * Crown of Aa'une ("Equipped Creature has Creature Type "Chieftain" …") is read off the creature's
 * active Battlegear itself, and a resolved grant off the state.
 */
function grantedChieftain(state: ChaoticState, ctx: EngineContext, uid: number): boolean {
  if (state.masters?.ruleMods?.some((m) => m.kind === 'subtype' && m.uid === uid && m.subtype === 'Chieftain')) return true;
  return gearEffects(state, ctx, uid).some((e) => e.kind === 'automated' && e.timing.kind === 'static' && e.conditions.length === 0
    && e.steps.some((s) => s.verb === 'gain-subtype' && s.params.subtype === 'Chieftain' && s.params.to.select === 'equipped'));
}
