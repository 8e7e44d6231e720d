import type { AutomatedEffect, CardEffect } from '../effects/effect-types';

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
