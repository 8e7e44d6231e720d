import type { EffectContext } from './effect-context';
import type { AutomatedEffect, Condition, Subject } from './effect-types';
import { applyVerb } from './verbs';

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
      return me !== undefined && them !== undefined && ctx.stat(me, condition.stat) >= ctx.stat(them, condition.stat) + condition.x;
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
    default: {
      const never: never = condition;
      throw new Error(`unknown condition ${JSON.stringify(never)}`);
    }
  }
}

/**
 * Resolves an automated effect: when every condition holds, its verb calls run in
 * printed order (CR 8.6.2.1). Returns whether they ran. Timing and costs are the
 * engine's: it calls this when the ability resolves, the trigger fires, or (innate
 * effects) when the card's innate abilities take effect (CR 8.7.1.2–8.7.1.4).
 */
export function applyEffect(ctx: EffectContext, effect: AutomatedEffect): boolean {
  if (!effect.conditions.every((c) => conditionHolds(ctx, c))) return false;
  for (const step of effect.steps) applyVerb(ctx, step);
  return true;
}
