import type { Element } from '../cards/card';
import type { CreatureRef, EffectContext } from './effect-context';

/** What earlier steps of one resolution did, for "… this way" and "the sacrificed Creature" later in the same text. */
export interface ThisWay {
  /** Cards removed from the game ("for each card you remove this way", "the removed card's Scanned Energy"). */
  removed?: readonly string[];
  /** The creature sacrificed ("the Scanned Energy of the sacrificed Creature"). */
  sacrificed?: CreatureRef;
  /** The Elemental Type chosen last (""Element 5" of the chosen Elemental Type"). */
  element?: Element;
  /** Creatures Uninfected so far ("for each Creature Uninfected this way"). */
  uninfected?: number;
  /** Elemental Types lost so far ("for each Elemental Type lost this way"). */
  elementsLost?: number;
}

/** Offered after the creatures when picking "up to" some of them: the player picks no more. */
export const STOP = 'stop';

const memory = new WeakMap<EffectContext, ThisWay>();

/** The memory of this resolution (one context resolves a Mugic's or ability's whole text). */
export function thisWay(ctx: EffectContext): ThisWay {
  let found = memory.get(ctx);
  if (!found) memory.set(ctx, (found = {}));
  return found;
}
