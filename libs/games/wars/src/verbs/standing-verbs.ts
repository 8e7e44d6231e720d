import { SUPPORT_FACTIONS } from '../cards/factions';
import { howMany, marks, NOTHING, OPEN } from './bound';
import type { Target, VerbParams } from '../text/reading';
import type { CostContext, Verb } from './verb';

/**
 * Verbs on cards in play that are not moves (invert, revert, cancel, move between locations), and
 * standing changes to what players may do: none of these states a pile move or a battle number,
 * so the outcome they allow is their mark or nothing.
 */

export const invert: Verb<'invert'> = {
  name: 'invert', rule: 'wars:glossary/inverter', asksChoice: true, reads: ['cards in play'],
  bound: (p) => marks('invert', howMany(p.target)),
  // "Invert this ship", "Invert your target inverter ship here", "… invert it": turning an inverter upside down, as an effect or as a cost (one that is not an inverter, or is inverted, stays as it is).
  resolving: {
    supported: (p, until, can) => !until && ['this', 'target', 'that'].includes(p.target.select) && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.invert(key);
    },
  },
  cost: {
    supported: (p) => p.target.select === 'this',
    problem: (_p, ctx) => (!ctx.inverter ? 'it is not an inverter' : ctx.inverted ? "it is already inverted: you can't invert an inverted inverter" : null),
    pay: (_p, ctx) => ctx.invert(ctx.self),
  },
};

export const revert: Verb<'revert'> = {
  name: 'revert', rule: 'wars:glossary/revert', asksChoice: true, reads: ['cards in play'],
  bound: (p) => marks('revert', howMany(p.target)),
  // "You may revert this ship. If you do, …": turning this inverter right side up as an effect.
  resolving: {
    supported: (p, until, can) => !until && p.target.select === 'this' && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.revert(key);
    },
  },
  cost: {
    supported: (p) => p.target.select === 'this',
    problem: (_p, ctx) => (!ctx.inverted ? "it is not inverted: you can't revert an inverter that's not inverted" : null),
    pay: (_p, ctx) => ctx.revert(ctx.self),
  },
};

export const cancel: Verb<'cancel'> = {
  name: 'cancel', rule: 'wars:glossary/cancel', asksChoice: true, reads: ['stack'],
  // A canceled card is lost by the cancel itself, not by a stated move.
  bound: (p) => marks('cancel', howMany(p.target)),
  // "Cancel target pending drain at an adjacent site."
  resolving: {
    supported: (p, until, can) => !until && p.target.select === 'target' && p.target.traits.includes('pending') && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.cancel(key, p.target);
    },
  },
};

/** "To here": the location of the card whose text it is, as "the location" of that card names it. */
const HERE: Target = { select: 'the', traits: [], kinds: ['location'], at: { relation: 'same-location', as: { select: 'this', traits: [], kinds: ['card'] } } };

export const move: Verb<'move'> = {
  name: 'move', rule: 'wars:glossary/movement-actions', asksChoice: true, reads: ['cards in play'],
  bound: () => NOTHING,
  // "Move this character to a related location.", "Move this ship to target sector.", "… move it to the location of that battle.",
  // "Move target unit you have at a port to here."
  resolving: {
    supported: (p, until, can) => !until && ['this', 'target', 'that'].includes(p.target.select) && can.target(p.target) && can.destination(p.to),
    apply(p, ctx) {
      const to = p.to?.relation === 'to' ? p.to.location : p.to?.relation === 'here' ? HERE : null;
      if (to) for (const key of ctx.pick(p.target)) ctx.move(key, to);
    },
  },
};

/** A card's "can't" the engine checks: moving, being damaged, being targeted (by the opponent of the text's controller). */
const CARD_ACTIONS: ReadonlySet<string> = new Set(['move', 'be damaged', 'be targeted']);
const cardProhibition = (p: VerbParams['prohibit']) => CARD_ACTIONS.has(p.action) && !p.what && !p.place && (p.action === 'be targeted' ? p.by === 'opponent' : !p.by);

export const prohibit: Verb<'prohibit'> = {
  name: 'prohibit', rule: 'wars:general/cant', asksChoice: false, reads: ['rules'], bound: () => NOTHING,
  // "This character can't move", "This kizen can't be damaged", "This ship can't be targeted by your opponent", "You can't drain here",
  // "Your opponent can't drain at an adjacent site" (engine 1.2.0 on).
  ongoing: {
    supported(p, can) {
      if (typeof p.subject !== 'string') return cardProhibition(p) && can.target(p.subject);
      if (p.by || p.what || (p.subject !== 'you' && p.subject !== 'opponent')) return false;
      // "He or she can't reveal a card for battle destiny in a battle here" (1.2.0 on).
      if (p.action === 'reveal for battle destiny') return p.place?.relation === 'in-battle' && p.place.which === 'a' && can.location(p.place);
      // "Your opponent can't lose cards from his or her hand to a drain here" (1.2.0 on).
      return (p.action === 'drain' || p.action === 'lose hand cards to a drain') && (!p.place || p.place.relation === 'here' || can.location(p.place));
    },
    apply(p, _times, ctx) {
      if (typeof p.subject !== 'string') for (const key of ctx.pick(p.subject)) ctx.cant(key, p.action as 'move', p.by as 'opponent' | undefined);
      else if (p.action === 'reveal for battle destiny') ctx.cantReveal(p.subject as 'you', p.place!);
      else if (p.action === 'lose hand cards to a drain') ctx.cantLoseHandToDrain(p.subject as 'you', p.place);
      else ctx.cantDrain(p.subject as 'you', p.place);
    },
  },
  // "Your target character at this site can't be damaged until end of turn", "… and it can't be targeted by your opponent."
  resolving: {
    supported: (p, until, can) => until === 'end-of-turn' && typeof p.subject !== 'string' && cardProhibition(p) && ['this', 'target', 'that'].includes(p.subject.select) && can.target(p.subject),
    apply(p, ctx) {
      for (const key of ctx.pick(p.subject as Target)) ctx.cant(key, p.action as 'move', p.by as 'opponent' | undefined);
    },
  },
};
export const capacity: Verb<'capacity'> = {
  name: 'capacity', rule: 'wars:glossary/capacity', asksChoice: false, reads: ['rules'], bound: () => NOTHING,
  // "Characters aboard this ship don't count against its capacity."
  ongoing: {
    supported: (p, can) => p.target.at?.relation === 'aboard' && can.target(p.target),
    apply(p, _times, ctx) {
      for (const key of ctx.pick(p.target)) ctx.notCounted(key);
    },
  },
};

/** Factions with support icons, as the grammar writes them (lower case). */
const SUPPORT_ICONS: ReadonlySet<string> = new Set(SUPPORT_FACTIONS.map((f) => f.toLowerCase()));
export const gainIcon: Verb<'gain-icon'> = {
  name: 'gain-icon', rule: 'wars:glossary/support-icons', asksChoice: false, reads: ['rules'], bound: () => NOTHING,
  // "Your side of this location gains a [Shi] support icon", "your side of that site gains an energy icon".
  ongoing: {
    supported: (p, can) => (SUPPORT_ICONS.has(p.icon) || p.icon === 'energy') && (p.side === 'you' || p.side === 'opponent') && 'n' in p.count && can.target(p.where),
    apply(p, times, ctx) {
      const n = (p.count as { n: number }).n * times;
      for (const location of ctx.pick(p.where)) {
        if (p.icon === 'energy') ctx.energyIcon(location, p.side as 'you', n);
        else ctx.supportIcon(location, p.side as 'you', p.icon, n);
      }
    },
  },
  // "Your side of this ship's location gains an [Earther] support icon until end of turn", "Your side of target location gains two energy icons until end of turn".
  resolving: {
    supported: (p, until, can) => until === 'end-of-turn' && (SUPPORT_ICONS.has(p.icon) || p.icon === 'energy') && (p.side === 'you' || p.side === 'opponent') && 'n' in p.count && can.target(p.where),
    apply(p, ctx) {
      const n = (p.count as { n: number }).n;
      for (const location of ctx.pick(p.where)) {
        if (p.icon === 'energy') ctx.energyIcon(location, p.side as 'you', n);
        else ctx.supportIcon(location, p.side as 'you', p.icon, n);
      }
    },
  },
};
export const gainKeyword: Verb<'gain-keyword'> = {
  name: 'gain-keyword', rule: 'wars:glossary/keyword-ability', asksChoice: false, reads: ['rules'], bound: () => NOTHING,
  // "Each character aboard this ship who has piloting gains Piloting 2", "this character gains Quickdraw 1": a number added to the
  // keyword the card has ("A character with Piloting 1 who gains Piloting 2 now has Piloting 3", CR glossary `keyword ability`).
  ongoing: {
    supported: (p, can) => (p.keyword === 'piloting' || p.keyword === 'quickdraw') && p.value !== undefined && can.target(p.target),
    apply(p, times, ctx) {
      for (const key of ctx.pick(p.target)) ctx.keyword(key, p.keyword, p.value! * times);
    },
  },
};
export const drainLimit: Verb<'drain-limit'> = {
  name: 'drain-limit', rule: 'wars:glossary/drain-action', asksChoice: false, reads: ['rules'], bound: () => NOTHING,
  // "Each player can drain at no more than two locations during each of his or her turns" (1.2.0 on).
  ongoing: {
    supported: (p) => p.who === 'you' || p.who === 'opponent' || p.who === 'any',
    apply(p, _times, ctx) {
      for (const side of p.who === 'any' ? (['you', 'opponent'] as const) : [p.who as 'you' | 'opponent']) ctx.drainLimit(side, p.max);
    },
  },
};

export const gainLabel: Verb<'gain-label'> = {
  name: 'gain-label', rule: 'wars:glossary/label', asksChoice: false, reads: ['rules'], bound: () => NOTHING,
  // "This character is … a kizen", "This site is a port.": a label other text reads ("your kizen", "a unit you have at a port").
  ongoing: {
    supported: (p, can) => can.target(p.target),
    apply(p, _times, ctx) {
      for (const key of ctx.pick(p.target)) ctx.label(key, p.label);
    },
  },
};

/** "Gains this ability: …": a whole new ability, whose reach no bound of this one states. */
export const gainAbility: Verb<'gain-ability'> = { name: 'gain-ability', rule: 'wars:glossary/abilities', asksChoice: false, reads: ['rules'], bound: () => OPEN };

/** "The top card of your used pile" (or reserve): that pile, else null. */
export function topOfYourPile(t: Target): 'reserve' | 'used' | null {
  if (t.select !== 'the' || t.traits.length !== 1 || t.traits[0] !== 'top' || !t.kinds.every((k) => k === 'card') || t.filters || t.and || t.alsoAt || t.owner) return null;
  return t.at?.relation === 'pile' && t.at.owner === 'you' && (t.at.pile === 'used' || t.at.pile === 'reserve') ? t.at.pile : null;
}

/** "Reveal a Quay card from your hand and put it on top of your used pile ≈ …": as a cost, the card the use names. */
export const fromYourHand = (t: Target) => t.select === 'a' && t.at?.relation === 'pile' && t.at.pile === 'hand' && t.at.owner === 'you' && !t.filters && !t.and && !t.alsoAt;

/** "Two cards from your hand": how many a phrase of hand cards takes (0 for any other phrase). */
export const handCount = (t: Target) => (t.select === 'count' && t.at?.relation === 'pile' && t.at.pile === 'hand' && t.at.owner === 'you' && t.kinds.every((k) => k === 'card') && t.traits.length === 0 && !t.filters ? t.count ?? 0 : 0);

/** What is wrong with the cards of the hand a use names for a cost that takes `n` of them. */
export const handCardsProblem = (t: Target, n: number, ctx: CostContext): string | null =>
  ctx.handNamed !== n ? `"fromHand" names the ${n} cards of your hand the cost takes: a list of ${n} collector numbers`
    : ctx.handCards.length < n ? 'a card named "fromHand" is not in your hand (two of one number need two copies)' : null;

/** A phrase of your cards in play a cost takes, which the use names ("target other unit you have here", "a unit from aboard this ship", "two of your other characters here"). */
export const inPlayPhrase = (t: Target) => ['a', 'target', 'count'].includes(t.select) && t.at !== undefined && (t.at.relation === 'here' || (t.at.relation === 'aboard' && t.at.card.select === 'this'))
  && (t.owner === undefined || t.owner === 'you') && !t.filters && !t.and && !t.alsoAt && t.traits.length === 0;

/** What is wrong with the cards in play a use names for a cost that takes `n` of them. */
export const pickedProblem = (t: Target, n: number, ctx: CostContext): string | null =>
  ctx.picked.length !== n ? `"paying" names the ${n} card(s) of yours in play the cost takes`
    : ctx.picked.every((k) => ctx.describesInPlay(k, { ...t, owner: 'you' })) ? null : '"paying" names a card that is not one of yours the text describes';

/** What is wrong with the card of the hand a use names for a cost that takes one. */
export const handCardProblem = (t: Target, ctx: CostContext): string | null =>
  ctx.handCard === null ? '"fromHand" names the card of your hand the cost takes: a collector number'
    : ctx.describesHandCard(ctx.handCard, t) ? null : 'the card named "fromHand" is not one of your hand the text describes';

export const reveal: Verb<'reveal'> = {
  name: 'reveal', rule: 'wars:general/reveal', asksChoice: false, reads: ['piles'], bound: () => NOTHING,
  cost: {
    supported: (p) => p.who === 'you' && fromYourHand(p.target),
    problem: (p, ctx) => handCardProblem(p.target, ctx),
    pay: () => undefined,
  },
  // "… unless you … reveal a Shi card from your hand", "Reveal a card from your hand and …": the card its doer names (`choose`'s `fromHand`), shown and kept in hand;
  // "Reveal the top card of your used pile.": shown and kept on top. Either is "it" and "that card" after.
  resolving: {
    supported: (p, until, can) => !until && p.who === 'you' && ((fromYourHand(p.target) && can.may === true) || topOfYourPile(p.target) !== null),
    apply(p, ctx) {
      const top = topOfYourPile(p.target);
      if (top) ctx.revealTop(top);
      else ctx.revealFromHand(p.target);
    },
  },
};
export const look: Verb<'look'> = {
  name: 'look', rule: 'wars:general/look', asksChoice: false, reads: ['piles'], bound: () => NOTHING,
  // "Look at the top card of any reserve": shown to its player alone and put back where it was, so nothing in the game changes.
  resolving: {
    supported: (p, until) => !until && p.target.select === 'the' && p.target.traits.length === 1 && p.target.traits[0] === 'top' && p.target.kinds.every((k) => k === 'card')
      && p.target.at?.relation === 'pile' && p.target.at.pile === 'reserve' && !p.target.filters && !p.target.and,
    apply: () => undefined,
  },
};
export const note: Verb<'note'> = { name: 'note', rule: 'wars:glossary/destiny', asksChoice: false, reads: ['piles'], bound: () => NOTHING };
export const choose: Verb<'choose'> = {
  name: 'choose', rule: 'wars:glossary/target', asksChoice: true, reads: ['cards in play'], bound: () => NOTHING,
  // "Choose target unit …": the target is chosen when the ability is used; later sentences act on it.
  resolving: {
    supported: (p, until, can) => !until && p.target.select === 'target' && can.target(p.target),
    apply: () => undefined,
  },
};
