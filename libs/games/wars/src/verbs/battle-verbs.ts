import { battle, type BattleNumber, both, howMany, largest, marks, moves, NOTHING, otherSide, sideOf, sideOfTarget } from './bound';
import type { Target } from '../text/reading';
import type { OngoingVerb, ResolvingVerb, Verb } from './verb';

/** Numbers in a battle (CR glossary `battle phase`) and the damage that satisfies attrition. */

/** "That card": the card an event revealed. */
const isThatCard = (t: Target) => t.select === 'that' && t.kinds.length === 1 && t.kinds[0] === 'card' && t.traits.length === 0 && !t.at && !t.filters && !t.owner;

/** The printed stats of units and ships, which the engine changes as standing effects. */
const CARRIED_STATS: ReadonlySet<string> = new Set(['power', 'tactics', 'defense']);

export const modifyStats: Verb<'modify-stats'> = {
  name: 'modify-stats', rule: 'wars:glossary/modifiers', asksChoice: false, reads: ['cards in play', 'battle'],
  bound: (p, ctx) => {
    const side = sideOfTarget(p.target);
    const cards = howMany(p.target);
    return both(...p.changes.map((c) => {
      const by = largest(c.by, ctx.x) * cards;
      switch (c.stat) {
        case 'power': return battle('power', side, by);
        // Tactics decides how many cards are revealed for battle destiny; their destiny is not known in advance.
        case 'tactics': return battle('destiny', side, Infinity);
        // Defense meets the attrition the other side causes.
        case 'defense': return battle('attrition', otherSide(side), by);
        case 'destiny': return battle('destiny', side, by);
        default: return NOTHING;
      }
    }));
  },
  ongoing: {
    supported: (p, can) => can.target(p.target) && p.changes.every((c) => CARRIED_STATS.has(c.stat) && 'n' in c.by),
    apply(p, times, ctx) {
      for (const key of ctx.pick(p.target)) for (const c of p.changes) ctx.stat(key, c.stat as 'power', c.sign * (c.by as { n: number }).n * times);
    },
  },
  // "Make target other unit here defense +2 until end of turn": the cards it picks when it resolves (CR glossary `effects`);
  // "make that card's destiny +1": the card revealed for battle destiny that triggered it (CR glossary `battle phase` 3).
  resolving: {
    supported: (p, until, can) => (until === 'end-of-turn' && can.target(p.target) && p.changes.every((c) => CARRIED_STATS.has(c.stat) && can.amount(c.by)))
      || (!until && can.revealed === true && isThatCard(p.target) && p.changes.every((c) => c.stat === 'destiny' && can.amount(c.by))),
    apply(p, ctx) {
      if (isThatCard(p.target)) for (const c of p.changes) ctx.revealedDestiny(c.sign * ctx.amount(c.by));
      else for (const key of ctx.pick(p.target)) for (const c of p.changes) ctx.stat(key, c.stat as 'power', c.sign * ctx.amount(c.by));
    },
  },
};

export const immuneToAttrition: Verb<'immune-to-attrition'> = {
  name: 'immune-to-attrition', rule: 'wars:glossary/battle-phase#5', asksChoice: false, reads: ['cards in play', 'battle'],
  bound: (p) => battle('attrition', otherSide(sideOfTarget(p.target)), Infinity),
  ongoing: {
    supported: (p, can) => can.target(p.target),
    apply(p, _times, ctx) {
      for (const key of ctx.pick(p.target)) ctx.immune(key);
    },
  },
  resolving: {
    supported: (p, until, can) => until === 'end-of-turn' && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.immune(key);
    },
  },
};

/**
 * "You cause attrition +1 here until end of turn", "… in that battle": a side's number in battles here for the rest of the turn,
 * or in the battle under way; "When you invert this NoBot in a site battle here, you cause attrition + [D] here": with no duration,
 * in the battle under way here (`can.inBattleHere`: the ability's own event happens in one).
 */
const sideNumberThisTurn = (number: BattleNumber): ResolvingVerb<'modify-attrition' | 'modify-total-power' | 'modify-battle-destiny'> => ({
  supported: (p, until, can) => (p.who === 'you' || p.who === 'opponent') && can.amount(p.by)
    && ((until === 'end-of-turn' && (p.at?.relation === 'here' || (p.at?.relation === 'at' && p.at.location.select === 'target' && can.target(p.at.location))))
      || (!until && (p.at?.relation === 'in-battle' || (p.at?.relation === 'here' && can.inBattleHere === true)))),
  apply(p, ctx) {
    ctx.battle(number, p.who as 'you', p.at, p.sign * ctx.amount(p.by));
  },
});

/** "You cause attrition +2 here", "your total power is +2 in each battle at a related site": a side's number in battles at a place. */
const sideNumber = (number: BattleNumber): OngoingVerb<'modify-attrition' | 'modify-total-power' | 'modify-battle-destiny'> => ({
  supported: (p, can) => (p.who === 'you' || p.who === 'opponent') && 'n' in p.by && (!p.at || can.location(p.at)),
  apply(p, times, ctx) {
    ctx.battle(number, p.who as 'you', p.at, p.sign * (p.by as { n: number }).n * times);
  },
});

export const modifyAttrition: Verb<'modify-attrition'> = {
  name: 'modify-attrition', rule: 'wars:glossary/battle-phase#5', asksChoice: false, reads: ['battle'],
  bound: (p, ctx) => battle('attrition', sideOf(p.who), largest(p.by, ctx.x)),
  ongoing: sideNumber('attrition'),
  resolving: sideNumberThisTurn('attrition'),
};

export const modifyBattleDestiny: Verb<'modify-battle-destiny'> = {
  name: 'modify-battle-destiny', rule: 'wars:glossary/battle-phase#3', asksChoice: false, reads: ['battle'],
  bound: (p, ctx) => battle('destiny', sideOf(p.who), largest(p.by, ctx.x)),
  // "Your opponent's battle destiny in a battle here is –3"; "make your battle destiny +2 in that battle" (engine 1.2.0 on).
  ongoing: sideNumber('destiny'),
  resolving: sideNumberThisTurn('destiny'),
};

export const modifyTotalPower: Verb<'modify-total-power'> = {
  name: 'modify-total-power', rule: 'wars:glossary/power', asksChoice: false, reads: ['battle'],
  bound: (p, ctx) => battle('power', sideOf(p.who), largest(p.by, ctx.x)),
  ongoing: sideNumber('power'),
  resolving: sideNumberThisTurn('power'),
};

export const notAdded: Verb<'not-added'> = {
  name: 'not-added', rule: 'wars:glossary/power', asksChoice: false, reads: ['cards in play', 'battle'],
  bound: (p) => (p.stat === 'power' ? battle('power', sideOfTarget(p.target), Infinity) : NOTHING),
  // "Vehicles don't add their power to a player's total power during a battle here": the cards in such a battle now.
  ongoing: {
    supported: (p, can) => {
      const at = p.target.at;
      const inBattle = at?.relation === 'in-battle' && at.which === 'a' && (!at.where || can.location(at.where));
      return p.stat === 'power' && ['each', 'all'].includes(p.target.select) && (inBattle ? can.target({ ...p.target, at: undefined }) : can.target(p.target));
    },
    apply(p, _times, ctx) {
      for (const key of ctx.pick(p.target)) ctx.notAdded(key);
    },
  },
  // "Target pending unit doesn't add its power to a player's total power until end of turn."
  resolving: {
    supported: (p, until, can) => until === 'end-of-turn' && p.stat === 'power' && ['target', 'this', 'that'].includes(p.target.select) && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.notAdded(key, 'power');
    },
  },
};

export const reduceCasualties: Verb<'reduce-casualties'> = {
  name: 'reduce-casualties', rule: 'wars:glossary/casualties', asksChoice: false, reads: ['battle'],
  // Fewer casualties is energy or cards not lost: what was lost toward them may come back.
  bound: (p, ctx) => moves(sideOf(p.who), ['lost'], ['reserve', 'active', 'used', 'hand'], p.by ? largest(p.by, ctx.x) : Infinity),
  // "Reduce your casualties in that battle to 0": the battle under way, when that side lost it (CR glossary `casualties`); by some, or to some.
  resolving: {
    supported: (p, until, can) => !until && (p.who === 'you' || p.who === 'opponent') && (p.to ? !p.by && can.amount(p.to) : p.by !== undefined && can.amount(p.by))
      && p.at?.relation === 'in-battle' && p.at.which === 'that' && !p.at.where,
    apply(p, ctx) {
      ctx.casualties(p.who, p.to ? { to: ctx.amount(p.to) } : { by: ctx.amount(p.by!) });
    },
  },
};

export const damage: Verb<'damage'> = {
  name: 'damage', rule: 'wars:glossary/damage', asksChoice: true, reads: ['cards in play'],
  bound: (p) => marks('damage', howMany(p.target)),
  // "Pay 4 energy and damage this ship ≈ …": a ship or unit not yet damaged, and one card text lets be damaged.
  cost: {
    supported: (p) => p.target.select === 'this',
    problem: (_p, ctx) => (ctx.selfDamaged === null ? 'only ships and units are damaged' : ctx.selfDamaged ? 'it is already damaged' : ctx.selfCantBeDamaged ? "card text says it can't be damaged" : null),
    pay: (_p, ctx) => ctx.damage(ctx.self),
  },
  resolving: {
    supported: (p, until, can) => !until && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.damage(key);
    },
  },
};

export const undamage: Verb<'undamage'> = {
  name: 'undamage', rule: 'wars:glossary/undamage', asksChoice: true, reads: ['cards in play'],
  bound: (p) => marks('undamage', howMany(p.target)),
  resolving: {
    supported: (p, until, can) => !until && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.undamage(key);
    },
  },
};
