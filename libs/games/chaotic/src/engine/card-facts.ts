import type { CardEffect } from '../effects/effect-types';
import type { CardEffects } from './card-effects';
import type { EngineContext } from './context';

/** A yes/no question about a card's text, asked of its effects as one engine reads them. */
export type CardQuestion = (effects: CardEffects) => boolean;

/** Both text boxes: the normal text and Brainwashed text (CR 9.2). */
export const bothTexts = (effects: CardEffects): readonly CardEffect[] => (effects.brainwashed.length === 0 ? effects.normal : [...effects.normal, ...effects.brainwashed]);

type CardRead = (ctx: EngineContext, id: string) => unknown;

/**
 * One engine's answers about its cards, by question (or reading) and card id, kept in its
 * caches (`EngineCaches.cards`): engine versions read the same card differently
 * (engine-versions.ts) and one process can hold engines of several versions.
 */
export class CardAnswers {
  private readonly byQuestion = new Map<CardQuestion, Map<string, boolean>>();
  private readonly byRead = new Map<CardRead, Map<string, unknown>>();
  /** The question and the reading asked last, with their answers: replay often asks one of many cards in a row. */
  private lastQuestion: CardQuestion | null = null;
  private lastAnswers: Map<string, boolean> | undefined = undefined;
  private lastRead: CardRead | null = null;
  private lastReads: Map<string, unknown> | undefined = undefined;

  answersTo(question: CardQuestion): Map<string, boolean> {
    if (question === this.lastQuestion) return this.lastAnswers!;
    let byCard = this.byQuestion.get(question);
    if (!byCard) this.byQuestion.set(question, (byCard = new Map()));
    this.lastQuestion = question;
    return (this.lastAnswers = byCard);
  }

  readsOf(read: CardRead): Map<string, unknown> {
    if (read === this.lastRead) return this.lastReads!;
    let byId = this.byRead.get(read);
    if (!byId) this.byRead.set(read, (byId = new Map()));
    this.lastRead = read;
    return (this.lastReads = byId);
  }
}

/** The answer for this card, memoised per engine and question: replay asks the same questions of the same cards often. */
export function cardFact(ctx: EngineContext, card: string, question: CardQuestion): boolean {
  const byCard = ctx.caches.cards.answersTo(question);
  let found = byCard.get(card);
  if (found === undefined) {
    found = question(ctx.effects(card));
    byCard.set(card, found);
  }
  return found;
}

/**
 * `read` memoised per engine and card id, for what a card's text gives beyond yes/no (an
 * attack's facts, a card's innate text); per engine for the same reason as `cardFact`.
 * `read` must not return undefined.
 */
export function perCard<T>(read: (ctx: EngineContext, id: string) => T): (ctx: EngineContext, id: string) => T {
  return (ctx, id) => {
    const byId = ctx.caches.cards.readsOf(read) as Map<string, T>;
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
