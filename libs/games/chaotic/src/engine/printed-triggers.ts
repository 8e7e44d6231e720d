import type { AutomatedEffect, CardEffect, TriggerEvent } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { bothTexts, perEvent } from './card-facts';

/** Whether this line of text is a triggered ability on `event`. */
export const firesOn = (effect: CardEffect, event: TriggerEvent): effect is AutomatedEffect =>
  effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.event === event;

/**
 * Whether either text box of the card has a triggered ability on `event`. Replay speed: most
 * cards have none, and then a scan for the event need not read which text box is active nor
 * walk the card's lines.
 */
export const hasTriggerOn = perEvent((event: TriggerEvent) => (effects: CardEffects) => bothTexts(effects).some((e) => firesOn(e, event)));
