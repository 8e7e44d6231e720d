import type { AutomatedEffect, CardEffect } from '../effects/effect-types';
import type { EngineContext } from './context';
import { perCard } from './card-facts';

/**
 * The innate (static) automated effects of a list of card text, memoised per list: a card's
 * text lists are built once per engine (`ctx.effects`) and never change, so the innate layer
 * skips the many cards that have none without looking at their text again (replay speed).
 */
const memo = new WeakMap<readonly CardEffect[], readonly AutomatedEffect[]>();
const NONE: readonly AutomatedEffect[] = Object.freeze([]) as readonly AutomatedEffect[];

export function staticEffectsIn(effects: readonly CardEffect[]): readonly AutomatedEffect[] {
  if (effects.length === 0) return NONE;
  let found = memo.get(effects);
  if (found === undefined) {
    const list = effects.filter((e): e is AutomatedEffect => e.kind === 'automated' && e.timing.kind === 'static');
    found = list.length === 0 ? NONE : list;
    memo.set(effects, found);
  }
  return found;
}

/** A card's innate text, per text box (CR 9.2: the Brainwashed box apart). */
export interface InnateText {
  readonly normal: readonly AutomatedEffect[];
  readonly brainwashed: readonly AutomatedEffect[];
}

/**
 * The card's innate text in both boxes, or null when neither has any, memoised per engine
 * and card: collecting the innate layer looks up each creature and battlegear once instead of
 * asking whether it has innate text, then reading and filtering its text (replay speed).
 */
export const innateTextOf = perCard((ctx: EngineContext, card: string): InnateText | null => {
  const effects = ctx.effects(card);
  const normal = staticEffectsIn(effects.normal);
  const brainwashed = staticEffectsIn(effects.brainwashed);
  return normal.length === 0 && brainwashed.length === 0 ? null : { normal, brainwashed };
});
