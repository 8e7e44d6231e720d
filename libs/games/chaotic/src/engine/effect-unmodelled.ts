import type { EffectContext } from '../effects/effect-context';
import type { AutomatedEffect } from '../effects/effect-types';
import { applyEffect } from '../effects/apply-effect';

/**
 * Applies an automated effect. Text using anything the engine does not implement never
 * gets here (`ENGINE_SUPPORT` turns it into attested text when cards are read), so a
 * `NotModelledError` is a bug and is not swallowed.
 */
export function safeApply(ctx: EffectContext, effect: AutomatedEffect): boolean {
  return applyEffect(ctx, effect);
}
