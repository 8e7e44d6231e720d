import type { CardEffect, TriggerEvent } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { cardFact, CardQuestion } from './card-facts';
import { EngineContext } from './context';

/** Whether a line of a Location's text triggers on `event` as the active Location (its Mirage text does not). */
export function locationLineFires(effect: CardEffect, event: TriggerEvent): boolean {
  return (effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.event === event && !effect.mirage)
    || (effect.kind === 'attested' && event === 'beginning-of-combat' && /^At the beginning of combat/i.test(effect.text))
    || (effect.kind === 'attested' && event === 'becomes-active-location' && /^When this becomes the active Location/i.test(effect.text));
}

/** One question per event, kept so that `cardFact` keeps the answers. */
const questions = new Map<TriggerEvent, CardQuestion>();

/**
 * Whether any line of the Location card's text triggers on `event`. Replay speed: most
 * Locations have none, and then their lines are not scanned at every turn and combat start.
 */
export function locationHasTrigger(ctx: EngineContext, card: string, event: TriggerEvent): boolean {
  let question = questions.get(event);
  if (question === undefined) questions.set(event, (question = (effects: CardEffects) => effects.normal.some((e) => locationLineFires(e, event))));
  return cardFact(ctx, card, question);
}
