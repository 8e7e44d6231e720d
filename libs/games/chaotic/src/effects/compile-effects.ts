import type { Card } from '../cards/card';
import type { CardSet } from '../cards/card-set';
import type { CardEffect } from './effect-types';
import { cardEffects } from './parse-effects';
import { verbCallErrors } from './verb-schema';

/** A card whose effect data breaks the registry: the card and what is wrong. */
export class CardEffectError extends Error {
  constructor(readonly cardId: string, readonly errors: readonly string[]) {
    super(`card ${cardId}: ${errors.join('; ')}`);
  }
}

/** Every verb call of a card's effects checked against its schema; errors name the card. */
export function checkCardEffects(card: Card, effects: readonly CardEffect[]): string[] {
  const out: string[] = [];
  for (const e of effects) {
    if (e.kind !== 'automated') continue;
    for (const step of e.steps) out.push(...verbCallErrors(step).map((m) => `"${e.text}": ${m}`));
  }
  return out;
}

/**
 * The effects of every card in a set, compiled once when the set loads. An unknown verb
 * or a bad parameter throws here (Forge style), never in the middle of a match.
 */
export function compileCardEffects(set: CardSet): ReadonlyMap<string, readonly CardEffect[]> {
  const compiled = new Map<string, readonly CardEffect[]>();
  for (const card of set.cards) {
    const effects = cardEffects(card);
    const errors = checkCardEffects(card, effects);
    if (errors.length > 0) throw new CardEffectError(card.id, errors);
    compiled.set(card.id, effects);
  }
  return compiled;
}
