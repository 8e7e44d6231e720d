import { both } from './bound';
import type { Verb } from './verb';

/** Verbs made of other verb calls. */

export const nextTime: Verb<'next-time'> = {
  name: 'next-time', rule: 'wars:glossary/replacement-effect', asksChoice: false, reads: ['rules'],
  bound: (p, ctx) => ctx.calls(p.effects),
};

export const chooseOne: Verb<'choose-one'> = {
  name: 'choose-one', rule: 'wars:glossary/effects', asksChoice: true, reads: [],
  // Whichever option is chosen: the bound of any of them.
  bound: (p, ctx) => both(...p.options.map((o) => ctx.calls(o))),
};
