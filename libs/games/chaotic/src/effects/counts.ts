import type { EffectContext } from './effect-context';
import type { Count } from './effect-types';

const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'] as const;

/** How many of what "for each …" names there are now (counted when the effect resolves). */
export function countOf(ctx: EffectContext, count: Count): number {
  switch (count.of) {
    case 'creatures':
      return ctx.select({ select: 'all', filter: count.filter }).length;
    case 'mugic-counters':
      return ctx.select(count.on).reduce((n, c) => n + ctx.stat(c, 'mugic-counters'), 0);
    case 'elements':
      return ctx.select(count.on).reduce((n, c) => n + ELEMENTS.filter((e) => ctx.hasElement(c, e)).length, 0);
    case 'cards-in-pile':
      return ctx.cardsInPile(count.pile);
    default: {
      const never: never = count;
      throw new Error(`unknown count ${JSON.stringify(never)}`);
    }
  }
}
