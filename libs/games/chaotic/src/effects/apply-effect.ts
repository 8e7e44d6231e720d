import { conditionHolds } from './conditions';
import type { EffectContext } from './effect-context';
import type { AutomatedEffect } from './effect-types';
import { applyVerb } from './verbs';

export { conditionHolds } from './conditions';

/**
 * Resolves an automated effect: when every condition holds, its verb calls run in
 * printed order (CR 8.6.2.1). Returns whether they ran. Timing and costs are the
 * engine's: it calls this when the ability resolves, the trigger fires, or (innate
 * effects) when the card's innate abilities take effect (CR 8.7.1.2–8.7.1.4).
 */
export function applyEffect(ctx: EffectContext, effect: AutomatedEffect): boolean {
  if (!effect.conditions.every((c) => conditionHolds(ctx, c))) return false;
  for (const step of effect.steps) applyVerb(ctx, step);
  return true;
}
