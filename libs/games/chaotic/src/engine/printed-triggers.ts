import type { CardEffect, TriggerEvent } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import { bothTexts, cardFact, CardQuestion } from './card-facts';
import { EngineContext } from './context';

const fires = (effect: CardEffect, event: TriggerEvent): boolean => effect.kind === 'automated' && effect.timing.kind === 'triggered' && effect.timing.event === event;

/** One question per event, kept so that `cardFact` keeps the answers. */
const questions = new Map<TriggerEvent, CardQuestion>();

/**
 * Whether either text box of the card has a triggered ability on `event`. Replay speed: most
 * cards have none, and then a scan for the event need not read which text box is active nor
 * walk the card's lines.
 */
export function hasTriggerOn(ctx: EngineContext, card: string, event: TriggerEvent): boolean {
  let question = questions.get(event);
  if (question === undefined) questions.set(event, (question = (effects: CardEffects) => bothTexts(effects).some((e) => fires(e, event))));
  return cardFact(ctx, card, question);
}
