import type { EffectContext } from './effect-context';
import type { Count } from './effect-types';
import { thisWay } from './this-way';

const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'] as const;
const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'] as const;

/** How many of what "for each …" names there are now (counted when the effect resolves). */
export function countOf(ctx: EffectContext, count: Count): number {
  switch (count.of) {
    case 'creatures':
      return [count.filter, ...(count.plus ?? [])].reduce((n, filter) => n + ctx.select({ select: 'all', filter }).length + ctx.extraCreatures(filter), 0);
    case 'mugic-counters':
      return ctx.select(count.on).reduce((n, c) => n + ctx.stat(c, 'mugic-counters'), 0);
    case 'elements':
      if (count.distinct) return ELEMENTS.filter((e) => ctx.select(count.on).some((c) => ctx.hasElement(c, e) !== (count.missing === true))).length;
      return ctx.select(count.on).reduce((n, c) => n + ELEMENTS.filter((e) => ctx.hasElement(c, e) !== (count.missing === true)).length, 0);
    case 'cards-in-pile':
      return ctx.cardsInPile(count.pile);
    case 'ability-value':
      return ctx.select(count.on).reduce((n, c) => n + ctx.abilityValue(c, count.ability), 0);
    case 'tribes': {
      const tribes = new Set(ctx.select({ select: 'all', filter: { controller: count.controller } }).map((c) => ctx.tribe(c)));
      return Math.max(0, tribes.size - (count.beyond ?? 0));
    }
    case 'counters-spent':
      return ctx.countersSpent();
    case 'last-attack-damage':
      return ctx.lastAttackDamage();
    case 'removed-this-way':
      return thisWay(ctx).removed?.length ?? 0;
    case 'uninfected-this-way':
      return thisWay(ctx).uninfected ?? 0;
    case 'elements-lost-this-way':
      return thisWay(ctx).elementsLost ?? 0;
    case 'scanned-this-way': {
      const way = thisWay(ctx);
      const removed = (way.removed ?? []).reduce((n, card) => n + ctx.printedStat(card, count.stat), 0);
      return removed + (way.sacrificed === undefined ? 0 : ctx.scanned(way.sacrificed, count.stat));
    }
    case 'named-counters':
      return ctx.select(count.on).reduce((n, c) => n + ctx.namedCounters(c, count.name), 0);
    case 'event-amount':
      return ctx.eventAmount();
    case 'shared-elements': {
      const [mine] = ctx.select({ select: 'your-engaged' });
      const [theirs] = ctx.select({ select: 'opposing-engaged' });
      if (mine === undefined || theirs === undefined) return 0;
      return ELEMENTS.filter((e) => ctx.hasElement(mine, e) && ctx.hasElement(theirs, e)).length;
    }
    case 'lowest-scanned': {
      const values = ctx.select({ select: 'all', filter: count.filter }).map((c) => ctx.scanned(c, count.stat));
      return values.length > 0 ? Math.min(...values) : 0;
    }
    case 'creature-cards-in-discard':
      return count.subtype === undefined ? ctx.creatureCardsInDiscard(count.players, count.tribes) : ctx.creatureCardsInDiscard(count.players, count.tribes, count.subtype);
    case 'battlegear-in-discard':
      return ctx.battlegearCardsInDiscard(count.players);
    case 'lowest-discipline':
      return ctx.select(count.on).reduce((n, c) => n + Math.min(...DISCIPLINES.map((d) => ctx.stat(c, d))), 0);
    case 'disciplines-below':
      return ctx.select(count.on).reduce((n, c) => n + DISCIPLINES.filter((d) => ctx.stat(c, d) < count.x).length, 0);
    case 'mugic-ability':
      return ctx.select(count.on).reduce((n, c) => n + ctx.mugicAbility(c), 0);
    case 'disciplines-above':
      return ctx.select(count.on).reduce((n, c) => n + DISCIPLINES.filter((d) => ctx.stat(c, d) > count.x).length, 0);
    default: {
      const never: never = count;
      throw new Error(`unknown count ${JSON.stringify(never)}`);
    }
  }
}
