import type { EngineContext } from './context';
import type { Stats } from './stats';
import { gearEffects } from './text-active';
import { ChaoticState } from './types';

/** Creature Types an effect gave the creature "in addition to its other types" (gain-subtype). */
export function grantedSubtypes(stats: Stats, uid: number): string[] {
  return stats.ruleMods().flatMap((m) => (m.kind === 'subtype' && m.uid === uid ? [m.subtype] : []));
}

/**
 * CR 9.2.2 reads whether a player controls a Chieftain while the innate layer is being built, so
 * Crown of Aa'une ("Equipped Creature has Creature Type "Chieftain" …") is read off the creature's
 * active Battlegear itself, and a resolved grant off the state.
 */
export function grantedChieftain(state: ChaoticState, ctx: EngineContext, uid: number): boolean {
  if (state.masters?.ruleMods?.some((m) => m.kind === 'subtype' && m.uid === uid && m.subtype === 'Chieftain')) return true;
  return gearEffects(state, ctx, uid).some((e) => e.kind === 'automated' && e.timing.kind === 'static' && e.conditions.length === 0
    && e.steps.some((s) => s.verb === 'gain-subtype' && s.params.subtype === 'Chieftain' && s.params.to.select === 'equipped'));
}
