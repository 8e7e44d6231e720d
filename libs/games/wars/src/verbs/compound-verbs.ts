import type { Target, VerbCall, VerbParams } from '../text/reading';
import { both, NOTHING } from './bound';
import type { Verb } from './verb';

/** Verbs made of other verb calls. */

export const nextTime: Verb<'next-time'> = {
  name: 'next-time', rule: 'wars:glossary/replacement-effect', asksChoice: false, reads: ['rules'],
  bound: (p, ctx) => ctx.calls(p.effects),
  // "The next time your target unit would be destroyed this turn, prevent that and, if it's damaged, undamage it.": a
  // replacement effect on the card the phrase picks as it resolves, used up by the first destruction it prevents.
  resolving: {
    supported: (p, until, can) => until === 'this-turn' && preventsDestruction(p) && typeof p.event.subject === 'object' && can.target(p.event.subject),
    apply(p, ctx) {
      const undamage = p.effects.some((c) => c.verb === 'undamage');
      for (const key of ctx.pick(p.event.subject as Target)) ctx.preventDestruction(key, undamage);
    },
  },
};

/** "… would be destroyed …, prevent that [and, if it's damaged, undamage it]": what the engine replaces. */
function preventsDestruction(p: VerbParams['next-time']): boolean {
  const [first, ...rest] = p.effects;
  const it = (t: Target) => t.select === 'that' && t.kinds.length === 1 && t.kinds[0] === 'it' && !t.at && !t.filters;
  const damagedIt = (c: VerbCall['if']) => !c || (c.is === 'state' && c.state === 'damaged' && it(c.subject));
  return p.event.event === 'would-be-destroyed' && !p.event.object && !p.event.place && first?.verb === 'prevent' && !first.if && !first.may
    && rest.every((c) => c.verb === 'undamage' && it(c.params.target) && damagedIt(c.if) && !c.may && !c.forEach && !c.unless);
}

/** "Prevent that": part of a replacement effect ("next time"), which says what it prevents. */
export const prevent: Verb<'prevent'> = {
  name: 'prevent', rule: 'wars:glossary/replacement-effect', asksChoice: false, reads: ['rules'],
  bound: () => NOTHING,
};

export const chooseOne: Verb<'choose-one'> = {
  name: 'choose-one', rule: 'wars:glossary/effects', asksChoice: true, reads: [],
  // Whichever option is chosen: the bound of any of them.
  bound: (p, ctx) => both(...p.options.map((o) => ctx.calls(o))),
};
