import type { CardEffect, TriggerEvent } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { bothTexts, perEvent } from './card-facts';

const fires = (effect: CardEffect, event: TriggerEvent): boolean => effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.event === event;

/**
 * Whether either text box of the card has a triggered ability on `event`. Replay speed: most
 * cards have none, and then a scan for the event need not read which text box is active nor
 * walk the card's lines.
 */
export const hasTriggerOn = perEvent((event: TriggerEvent) => (effects: CardEffects) => bothTexts(effects).some((e) => fires(e, event)));
