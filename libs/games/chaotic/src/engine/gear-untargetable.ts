import type { CardEffect } from '../effects/effect-types';
import type { VerbCall } from '../effects/verb-calls';
import type { EngineContext } from './context';
import type { Stats } from './stats';

/**
 * The target indices a text uses as battlegear ("Destroy target Battlegear", "Flip target
 * Battlegear face-up or face-down"): the creature chosen stands for the battlegear equipped to it.
 */
export function gearTargets(ctx: EngineContext, effects: readonly CardEffect[]): ReadonlySet<number> {
  return ctx.caches.gearTargets.get(effects, readGearTargets);
}

function readGearTargets(effects: readonly CardEffect[]): ReadonlySet<number> {
  const out = new Set<number>();
  const walk = (call: VerbCall): void => {
    if ((call.verb === 'destroy-battlegear' || call.verb === 'flip-battlegear') && call.params.of.select === 'target') out.add(call.params.of.index);
    for (const value of Object.values(call.params as Record<string, unknown>)) {
      if (Array.isArray(value)) for (const v of value) if (v && typeof v === 'object' && 'verb' in v) walk(v as VerbCall);
    }
  };
  for (const e of effects) if (e.kind === 'automated') e.steps.forEach(walk);
  return out;
}

/** Glossary Untargetable for battlegear: "Battlegear equipped to OverWorld Creatures you control have "Untargetable."" (Ebbikka). */
export function gearUntargetable(stats: Stats, uid: number): boolean {
  return stats.hasRuleMod('gear-untargetable', uid);
}
