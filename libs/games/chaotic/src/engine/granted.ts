import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import type { RuleMod } from './masters-state';
import { Stats } from './stats';
import { creatureEffects } from './text-active';
import type { ChaoticState } from './types';

type Granted = Extract<RuleMod, { kind: 'granted-effect' | 'granted-attack-effect' }>;

function grantedOf(stats: Stats, kind: Granted['kind'], uid: number): AutomatedEffect[] {
  const out: AutomatedEffect[] = [];
  for (const m of stats.ruleMods()) if (m.kind === kind && m.uid === uid) out.push((m as Granted).effect);
  return out;
}

/**
 * A creature's abilities: its active text box, then the quoted abilities it has been
 * granted ("Equipped Mipedian Creature has "…""), in the order they were granted. Indices
 * into this list name abilities in `activate` and on the burst.
 */
export function ownEffects(state: ChaoticState, ctx: EngineContext, uid: number, stats: Stats = new Stats(state, ctx)): readonly CardEffect[] {
  const printed = creatureEffects(state, ctx, uid);
  if (!state.masters) return printed;
  const granted = grantedOf(stats, 'granted-effect', uid);
  return granted.length === 0 ? printed : [...printed, ...granted];
}

/** Quoted abilities attacks played by this creature have as part of their text. */
export function grantedAttackEffects(stats: Stats, uid: number): readonly AutomatedEffect[] {
  return stats.ruleMods().length === 0 ? NO_EFFECTS : grantedOf(stats, 'granted-attack-effect', uid);
}

/** Shared by every attack without granted text (replay speed: no new empty list per attack). */
const NO_EFFECTS: readonly AutomatedEffect[] = Object.freeze([]);
