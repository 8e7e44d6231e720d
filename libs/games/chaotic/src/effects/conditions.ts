import type { EffectContext } from './effect-context';
import type { Condition, Subject } from './effect-types';

const YOURS: Subject = { select: 'your-engaged' };
const THEIRS: Subject = { select: 'opposing-engaged' };

/** The one creature a condition is about; a condition on nobody fails. */
function one(ctx: EffectContext, subject: Subject): string | undefined {
  return ctx.select(subject)[0];
}

/** Whether a printed condition holds now (checked on resolution, glossary of CR 2.0). */
export function conditionHolds(ctx: EffectContext, condition: Condition): boolean {
  switch (condition.kind) {
    case 'stat-check': {
      const me = one(ctx, YOURS);
      return me !== undefined && ctx.stat(me, condition.stat) >= condition.x;
    }
    case 'stat-fail': {
      const them = one(ctx, THEIRS);
      return them !== undefined && ctx.stat(them, condition.stat) < condition.x;
    }
    case 'challenge': {
      const me = one(ctx, YOURS);
      const them = one(ctx, THEIRS);
      return me !== undefined && them !== undefined && ctx.stat(me, condition.stat) >= ctx.stat(them, condition.theirs ?? condition.stat) + condition.x;
    }
    case 'has-elements': {
      const who = one(ctx, condition.who);
      return who !== undefined && condition.elements.every((e) => ctx.hasElement(who, e));
    }
    case 'stat-at-least': {
      const who = one(ctx, condition.who);
      return who !== undefined && ctx.stat(who, condition.stat) >= condition.x;
    }
    case 'is-tribe': {
      const who = one(ctx, condition.who);
      return who !== undefined && condition.tribes.includes(ctx.tribe(who));
    }
    case 'hive-active':
      return ctx.hiveActive();
    case 'has-ability': {
      const who = one(ctx, condition.who);
      return who !== undefined && ctx.hasAbility(who, condition.ability);
    }
    case 'stat-below': {
      const who = one(ctx, condition.who);
      return who !== undefined && ctx.stat(who, condition.stat) < condition.x;
    }
    case 'engaged': {
      const who = one(ctx, condition.who);
      const engaged = [...ctx.select(YOURS), ...ctx.select(THEIRS)];
      return who !== undefined && engaged.includes(who);
    }
    case 'matches': {
      const who = one(ctx, condition.who);
      return who !== undefined && ctx.select({ select: 'all', filter: condition.filter }).includes(who);
    }
    case 'exists':
      return ctx.select({ select: 'all', filter: condition.filter }).length > 0;
    case 'compare-stats': {
      const me = one(ctx, YOURS);
      const them = one(ctx, THEIRS);
      if (me === undefined || them === undefined) return false;
      return condition.relation === 'higher' ? ctx.stat(me, condition.mine) > ctx.stat(them, condition.theirs) : ctx.stat(me, condition.mine) < ctx.stat(them, condition.theirs);
    }
    case 'cards-in-pile':
      return ctx.cardsInPile(condition.pile, condition.name) >= condition.atLeast;
    case 'all':
      return condition.conditions.every((c) => conditionHolds(ctx, c));
    case 'any':
      return condition.conditions.some((c) => conditionHolds(ctx, c));
    case 'not':
      return !conditionHolds(ctx, condition.condition);
    case 'compared-to-opposing': {
      const me = one(ctx, YOURS);
      const them = one(ctx, THEIRS);
      if (me === undefined || them === undefined) return false;
      const holds = (a: number, b: number) => (condition.relation === 'lower' ? a < b : a > b);
      return condition.stats.every((stat) => holds(ctx.stat(me, stat), ctx.stat(them, stat)));
    }
    default: {
      const never: never = condition;
      throw new Error(`unknown condition ${JSON.stringify(never)}`);
    }
  }
}

