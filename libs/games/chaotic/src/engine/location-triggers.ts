import type { CardEffect, TriggerEvent } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { perEvent } from './card-facts';
import { firesOn } from './printed-triggers';

/** Whether a line of a Location's text triggers on `event` as the active Location (its Mirage text does not). */
export function locationLineFires(effect: CardEffect, event: TriggerEvent): boolean {
  return (firesOn(effect, event) && !effect.mirage)
    || (effect.kind === 'attested' && event === 'beginning-of-combat' && /^At the beginning of combat/i.test(effect.text))
    || (effect.kind === 'attested' && event === 'becomes-active-location' && /^When this becomes the active Location/i.test(effect.text));
}

/**
 * Whether any line of the Location card's text triggers on `event`. Replay speed: most
 * Locations have none, and then their lines are not scanned at every turn and combat start.
 */
export const locationHasTrigger = perEvent((event: TriggerEvent) => (effects: CardEffects) => effects.normal.some((e) => locationLineFires(e, event)));
