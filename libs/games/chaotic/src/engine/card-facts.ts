import type { CardEffect } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import type { EngineContext } from './context';
import { LastUsedMap } from './last-used-map';

/** A yes/no question about a card's text, asked of its effects as one engine reads them. */
export type CardQuestion = (effects: CardEffects) => boolean;

/** Both text boxes: the normal text and Brainwashed text (CR 9.2). */
export const bothTexts = (effects: CardEffects): readonly CardEffect[] => (effects.brainwashed.length === 0 ? effects.normal : [...effects.normal, ...effects.brainwashed]);

const answers = new WeakMap<EngineContext, Map<CardQuestion, Map<string, boolean>>>();
/** The context asked last with its answers, and the question asked last: replay asks one context many questions, often one question of many cards in a row. */
let lastCtx: EngineContext | null = null;
let lastAnswers: Map<CardQuestion, Map<string, boolean>> | undefined;
let lastQuestion: CardQuestion | null = null;
let lastByCard: Map<string, boolean> | undefined;

/**
 * The answer for this card, memoised per engine context and question. Per context, because
 * engine versions read the same card differently (engine-versions.ts) and one process can
 * hold engines of several versions; replay asks the same questions of the same cards often.
 */
export function cardFact(ctx: EngineContext, card: string, question: CardQuestion): boolean {
  const byCard = ctx === lastCtx && question === lastQuestion ? lastByCard! : answersTo(ctx, question);
  let found = byCard.get(card);
  if (found === undefined) {
    found = question(ctx.effects(card));
    byCard.set(card, found);
  }
  return found;
}

/**
 * `read` memoised per engine context and card id, for what a card's text gives beyond yes/no
 * (an attack's facts, a card's innate text); per context for the same reason as `cardFact`.
 * `read` must not return undefined.
 */
export function perCard<T>(read: (ctx: EngineContext, id: string) => T): (ctx: EngineContext, id: string) => T {
  const known = new LastUsedMap<EngineContext, Map<string, T>>();
  return (ctx, id) => {
    let byId = known.get(ctx);
    if (byId === undefined) known.set(ctx, (byId = new Map()));
    let found = byId.get(id);
    if (found === undefined) byId.set(id, (found = read(ctx, id)));
    return found;
  };
}

/** A question asked per event (a trigger event, say), made once per event so that `cardFact` keeps its answers. */
export function perEvent<E>(ask: (event: E) => CardQuestion): (ctx: EngineContext, card: string, event: E) => boolean {
  const questions = new Map<E, CardQuestion>();
  return (ctx, card, event) => {
    let question = questions.get(event);
    if (question === undefined) questions.set(event, (question = ask(event)));
    return cardFact(ctx, card, question);
  };
}

function answersTo(ctx: EngineContext, question: CardQuestion): Map<string, boolean> {
  let byQuestion = ctx === lastCtx ? lastAnswers : answers.get(ctx);
  if (!byQuestion) answers.set(ctx, (byQuestion = new Map()));
  let byCard = byQuestion.get(question);
  if (!byCard) byQuestion.set(question, (byCard = new Map()));
  lastCtx = ctx;
  lastAnswers = byQuestion;
  lastQuestion = question;
  lastByCard = byCard;
  return byCard;
}
