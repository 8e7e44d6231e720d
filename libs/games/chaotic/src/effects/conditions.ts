import type { EffectContext } from './effect-context';
import { countOf } from './counts';
import type { Condition, Subject } from './effect-types';

const YOURS: Subject = { select: 'your-engaged' };
const THEIRS: Subject = { select: 'opposing-engaged' };

/** The one creature a condition is about; a condition on nobody fails. */
function one(ctx: EffectContext, subject: Subject): string | undefined {
  return ctx.selectOne(subject);
}

/** Whether a printed condition holds now (checked on resolution, glossary of CR 2.0). */
export function conditionHolds(ctx: EffectContext, condition: Condition): boolean {
  switch (condition.kind) {
    case 'stat-check': {
      const me = one(ctx, YOURS);
      // Decomposition's "fails all Discipline checks" outweighs any success.
      return me !== undefined && !ctx.failsChecks(me) && (ctx.succeedsChecks(me) || ctx.stat(me, condition.stat) >= condition.x);
    }
    case 'stat-fail': {
      const them = one(ctx, THEIRS);
      const me = one(ctx, YOURS);
      // Arrthoa: "succeed on all Discipline checks on attacks they play".
      if (me !== undefined && ctx.succeedsChecks(me)) return true;
      return them !== undefined && ctx.stat(them, condition.stat) < condition.x;
    }
    case 'challenge': {
      const me = one(ctx, YOURS);
      const them = one(ctx, THEIRS);
      // Phobia Plates: a creature engaged with it fails every Challenge on the attacks it plays.
      if (me !== undefined && ctx.failsChallenges(me)) return false;
      if (me !== undefined && condition.stat !== 'mugic-counters' && ctx.succeedsChecks(me)) return true;
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
    case 'in-general-discard':
      return ctx.inGeneralDiscard();
    case 'controls-only': {
      const named = condition.names.map((name) => ctx.select({ select: 'all', filter: { controller: 'you', name } }));
      const mine = ctx.select({ select: 'all', filter: { controller: 'you' } });
      return named.every((n) => n.length > 0) && mine.every((c) => named.some((n) => n.includes(c)));
    }
    case 'equipped':
      // A subject naming several creatures ("you control Dread Tread") holds when any of them is.
      return ctx.select(condition.who).some((c) => ctx.hasBattlegear(c, condition.subtype, condition.name));
    case 'controls-active-location':
      return ctx.activeLocationController() === condition.controller;
    case 'fewer-in-hand':
      return ctx.handSize(condition.hand, 'you') < (condition.than === 'creatures' ? ctx.select({ select: 'all', filter: { controller: 'you' } }).length : ctx.handSize(condition.hand, 'opponent'));
    case 'scanned-at-most': {
      const who = one(ctx, condition.who);
      return who !== undefined && ctx.scanned(who, condition.stat) <= condition.x;
    }
    case 'engaged-share-tribe': {
      const me = one(ctx, YOURS);
      const them = one(ctx, THEIRS);
      return me !== undefined && them !== undefined && ctx.tribe(me) === ctx.tribe(them);
    }
    case 'current-energy-compared': {
      const me = one(ctx, YOURS);
      const them = one(ctx, THEIRS);
      if (me === undefined || them === undefined) return false;
      const [mine, theirs] = [me, them].map((c) => ctx.stat(c, 'energy') - ctx.damageOf(c));
      return condition.relation === 'lower' ? mine < theirs : mine > theirs;
    }
    case 'count-at-least':
      return countOf(ctx, condition.count) >= condition.x;
    case 'creatures-in-play':
      return ctx.select({ select: 'all', filter: {} }).length % 2 === (condition.parity === 'odd' ? 1 : 0);
    case 'turn':
      return ctx.isYourTurn() === (condition.whose === 'yours');
    case 'triggering-mugic-cost-below': {
      const who = one(ctx, condition.who);
      const cost = ctx.triggeringMugicCost();
      return who !== undefined && cost !== undefined && cost < ctx.stat(who, 'mugic-counters');
    }
    case 'extra-cost-paid':
      return ctx.extraCostPaid();
    case 'moved-this-turn': {
      const who = one(ctx, condition.who);
      return who !== undefined && ctx.movedThisTurn(who);
    }
    case 'active-mirage':
      return ctx.activeLocationIsMirage();
    case 'mirage-on-battleboard':
      return ctx.mirageOnBattleboard();
    case 'location-initiative':
      return ['courage', 'power', 'wisdom', 'speed'].includes(ctx.activeLocationInitiative() ?? '');
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

