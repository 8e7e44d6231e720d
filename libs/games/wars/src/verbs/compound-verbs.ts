import type { Amount, Target, VerbCall, VerbParams } from '../text/reading';
import { both, NOTHING } from './bound';
import type { Verb } from './verb';

/** Verbs made of other verb calls. */

export const nextTime: Verb<'next-time'> = {
  name: 'next-time', rule: 'wars:glossary/replacement-effect', asksChoice: false, reads: ['rules'],
  bound: (p, ctx) => ctx.calls(p.effects),
  // "The next time your target unit would be destroyed this turn, prevent that and, if it's damaged, undamage it.": a
  // replacement effect on the card the phrase picks as it resolves, used up by the first destruction it prevents.
  // "The next time one of your other units is lost from a battle here this turn, put it in its owner's hand.": a triggered
  // ability the text creates (`effects/delayed-abilities.ts`), watched until it triggers once or the turn ends.
  resolving: {
    supported: (p, until, can) => until === 'this-turn' && ((preventsDestruction(p) && typeof p.event.subject === 'object' && can.target(p.event.subject)) || can.delays(p)),
    apply(p, ctx) {
      if (!preventsDestruction(p)) return ctx.delay();
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
  // "Your opponent chooses to pay or lose 2 energy": the player named picks an option as the ability resolves (`choose`'s `option`),
  // each option paying or losing energy of theirs.
  resolving: {
    supported: (p, until, can) => !until && (p.who === 'you' || p.who === 'opponent') && p.options.length > 1 && p.options.every((o) => o.length === 1 && energyOption(o[0], p.who, can.amount)),
    apply(p, ctx) {
      const [call] = p.options[ctx.option()] ?? [];
      if (!call) return;
      const n = ctx.amount((call.params as { amount: Amount }).amount);
      if (call.verb === 'pay-energy') ctx.pay(p.who, n);
      else ctx.lose(p.who, n);
    },
  },
};

/** An option of "chooses to pay or lose 2 energy": paying or losing energy, by the player who chooses, of an amount the engine works out. */
const energyOption = (c: VerbCall, who: string, amount: (a: Amount) => boolean) => (c.verb === 'pay-energy' || c.verb === 'lose-energy') && !c.may && !c.if && !c.forEach && !c.unless && !c.x
  && (c.params as { who?: string }).who === who && !(c.params as { from?: string }).from && amount((c.params as { amount: Amount }).amount);
