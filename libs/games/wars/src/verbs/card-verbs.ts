import type { Amount, Owner, Target, VerbParams } from '../text/reading';
import { ATTEST_PLACES, howMany, largest, moves, NOTHING, placeOf, sideOf, sideOfTarget } from './bound';
import { fromYourHand, handCardProblem, handCardsProblem, handCount, inPlayPhrase, pickedProblem, topOfYourPile } from './standing-verbs';
import type { Verb } from './verb';

/** Cards between piles and play: drawing, retrieving, putting, destroying, dismissing, losing. */

/** "It" with nothing more said: the card itself, or the last card chosen. */
const isItselfPhrase = (t: Target) => t.select === 'that' && t.kinds.length === 1 && t.kinds[0] === 'it' && !t.at && !t.filters && t.traits.length === 0;

/**
 * How many cards the engine draws or retrieves as an ability resolves, one by one (each a card a
 * paper log names): a number, "[D]" (your destiny revealed as it resolves), or "up to" a number
 * its controller chooses (`choose`'s `count`, asked with any "may").
 */
const countSupported = (p: { readonly count: Amount; readonly upTo?: true }, can: { readonly may?: boolean }) =>
  'n' in p.count ? !p.upTo || can.may === true : 'destiny' in p.count && p.count.destiny === 'yours' && (!p.upTo || can.may === true);
const howManyNow = (p: { readonly count: Amount; readonly upTo?: true }, ctx: { upTo(most: number): number; amount(a: Amount): number }) =>
  p.upTo ? ctx.upTo(ctx.amount(p.count)) : ctx.amount(p.count);

export const draw: Verb<'draw'> = {
  name: 'draw', rule: 'wars:glossary/draw-phase', asksChoice: false, reads: ['piles'],
  bound: (p, ctx) => moves(p.who ? sideOf(p.who) : 'you', [p.from], ['hand'], largest(p.count, ctx.x)),
  // "You may draw a card from your reserve", "Draw two cards …", "Draw [D] cards …", "Draw a card from your used pile": off the top of
  // that pile into the hand (in paper play the log names each).
  resolving: {
    supported: (p, until, can) => !until && (p.from === 'reserve' || p.from === 'used') && countSupported(p, can) && can.player(p.who ?? 'you'),
    apply(p, ctx) {
      for (let i = howManyNow(p, ctx); i > 0; i--) ctx.draw(p.who ?? 'you', p.from as 'reserve' | 'used');
    },
  },
};

export const retrieve: Verb<'retrieve'> = {
  name: 'retrieve', rule: 'wars:glossary/retrieve', asksChoice: false, reads: ['piles'],
  // A card at random from your lost pile, revealed, on top of your used pile.
  bound: (p, ctx) => moves(p.who ? sideOf(p.who) : 'you', ['lost'], ['used'], largest(p.count, ctx.x)),
  // "You may retrieve a card", "he or she retrieves a card", "retrieve up to three cards": the engine picks each at random (paper play: the log names each).
  resolving: {
    supported: (p, until, can) => !until && countSupported(p, can) && can.player(p.who ?? 'you'),
    apply(p, ctx) {
      for (let i = howManyNow(p, ctx); i > 0; i--) ctx.retrieve(p.who ?? 'you');
    },
  },
};

export const download: Verb<'download'> = {
  name: 'download', rule: 'wars:glossary/download', asksChoice: true, reads: ['piles'],
  bound: (p) => moves('you', ['reserve'], ['hand'], howMany(p.target)),
  // "Download a location that has “Ganymede” in its title": search your reserve for that card, reveal it, put it in your hand, then
  // shuffle your reserve; a card not found, or not wanted, is not put (CR glossary `download`). The controller's `choose` names it.
  resolving: {
    supported: (p, until, can) => !until && can.searchable(p.target),
    apply(p, ctx) {
      ctx.search('reserve', p.target);
      ctx.putShown('hand');
      ctx.shuffle('reserve');
    },
  },
};

export const search: Verb<'search'> = {
  name: 'search', rule: 'wars:glossary/download', asksChoice: true, reads: ['piles'],
  bound: (p) => moves(sideOf(p.owner), [p.pile], ['hand'], howMany(p.for)),
  // "Search your used pile for an inverter, put it in your hand, …": the card found is "it" of the calls after.
  resolving: {
    supported: (p, until, can) => !until && p.owner === 'you' && (p.pile === 'reserve' || p.pile === 'used') && can.searchable(p.for),
    apply: (p, ctx) => ctx.search(p.pile as 'reserve' | 'used', p.for),
  },
};

export const shuffle: Verb<'shuffle'> = {
  name: 'shuffle', rule: 'wars:glossary/reserve', asksChoice: false, reads: ['piles'],
  bound: () => NOTHING,
  // "… then shuffle your used pile."
  resolving: {
    supported: (p, until) => !until && p.owner === 'you' && (p.pile === 'reserve' || p.pile === 'used'),
    apply: (p, ctx) => ctx.shuffle(p.pile as 'reserve' | 'used'),
  },
};

export const put: Verb<'put'> = {
  name: 'put', rule: 'wars:glossary/effects', asksChoice: true, reads: ['piles', 'cards in play'],
  bound: (p) => moves(p.to.owner === 'owner' ? sideOfTarget(p.target) : sideOf(p.to.owner), placeOf(p.target), [p.to.pile], howMany(p.target)),
  // As a cost: "Put this character on top of its owner's used pile ≈ …", "Put a card from your hand on top of your used pile ≈ …",
  // or the card just revealed from your hand ("… and put it on top of your used pile"): the use names that card, `fromHand`.
  // Also "Put two cards from your hand on top of your used pile in any order ≈ …" (the use names both, `fromHand`), and a card of
  // yours in play the use names, `paying`: "Put a unit from aboard this ship on top of its owner's used pile ≈ …"; "put two of
  // your other characters here on top of their owners' used pile in any order" (the first named ends on top).
  cost: {
    supported: (p) => p.to.pile === 'used' && p.to.end === 'top'
      && ((!p.anyOrder && p.target.select === 'this' && (p.to.owner === 'owner' || p.to.owner === 'you'))
        || (!p.anyOrder && p.to.owner === 'you' && (fromYourHand(p.target) || (p.target.select === 'that' && p.target.kinds.length === 1 && p.target.kinds[0] === 'it')))
        || (p.to.owner === 'you' && handCount(p.target) > 1)
        // The cards a use names are its user's own, so "your used pile" is their owner's.
        || ((p.to.owner === 'owner' || p.to.owner === 'you') && inPlayPhrase(p.target) && p.anyOrder === (p.target.select === 'count' && (p.target.count ?? 1) > 1 ? true : undefined))),
    picks: (p) => (inPlayPhrase(p.target) ? p.target.count ?? 1 : 0),
    problem(p, ctx) {
      if (fromYourHand(p.target)) return handCardProblem(p.target, ctx);
      if (handCount(p.target) > 1) return handCardsProblem(p.target, handCount(p.target), ctx);
      return inPlayPhrase(p.target) ? pickedProblem(p.target, p.target.count ?? 1, ctx) : null;
    },
    pay(p, ctx) {
      if (p.target.select === 'this') ctx.toUsed(ctx.self);
      else if (handCount(p.target) > 1) for (const k of ctx.handCards) ctx.handToUsed(k);
      else if (inPlayPhrase(p.target)) for (const k of [...ctx.picked].reverse()) ctx.toUsed(k);
      else if (ctx.handCard !== null) ctx.handToUsed(ctx.handCard);
    },
  },
  // "Put this character in its owner's hand", "Put this asset on top of your reserve", "Put target damaged character you have in that battle on top of its owner's used pile": it leaves play.
  resolving: {
    supported: (p, until, can) => (!until && handPut(p) !== null && can.may === true && can.player(handPut(p)!.owner))
      || (!until && topCardToHand(p) !== null)
      // "Reveal the top card of your used pile. If it's a Quay unit, put it in your hand.": the card revealed, into the hand or on top of a pile.
      || (!until && can.shown === true && shownPut(p) !== null)
      // "That unit": the card the event names (`can.player('owner')` only then).
      || (!until && (p.target.select === 'this' || p.target.select === 'target' || isItselfPhrase(p.target) || (p.target.select === 'that' && can.player('owner'))) && can.target(p.target) && !p.anyOrder && !p.who
      // "Put that unit in that player's hand": the player the event names, whose card it is.
      && (p.to.pile === 'hand' ? p.to.owner === 'owner' || (p.to.owner === 'that-player' && p.target.select === 'that' && can.player('owner'))
        : (p.to.pile === 'reserve' || p.to.pile === 'used') && p.to.end === 'top' && (p.to.owner === 'owner' || (p.to.owner === 'you' && p.target.select === 'this')))),
    apply(p, ctx) {
      const taken = handPut(p);
      if (taken) return ctx.putFromHand(taken.owner, taken.count, p.to.pile as 'reserve', p.to.end as 'top', taken.upTo);
      const top = topCardToHand(p);
      if (top) return ctx.draw('you', top);
      // In text that searches, "it" is the card found: nothing when none was.
      const shown = ctx.shown() || ctx.searches() ? shownPut(p) : null;
      if (shown) return ctx.putShown(shown);
      for (const key of ctx.pick(p.target)) ctx.putOutOfPlay(key, p.to.pile as 'hand');
    },
  },
};

/**
 * "Put two cards from your hand on top of your reserve in any order", "Put a card from your hand on
 * the bottom of your reserve", "your opponent puts a card from his or her hand on top of his or her
 * used pile": cards of a player's hand that player picks as it resolves, onto one of their own piles.
 */
export function handPut(p: VerbParams['put']): { readonly owner: Owner; readonly count: number; readonly upTo?: true } | null {
  const t = p.target;
  if (t.at?.relation !== 'pile' || t.at.pile !== 'hand' || (t.select !== 'a' && t.select !== 'count' && t.select !== 'up-to') || t.traits.length > 0 || !t.kinds.every((k) => k === 'card')) return null;
  if (t.filters || t.and || t.alsoAt || t.other || t.owner) return null;
  const owner = t.at.owner;
  const to = (p.to.pile === 'reserve' && (p.to.end === 'top' || p.to.end === 'bottom')) || (p.to.pile === 'used' && p.to.end === 'top');
  if (!((owner === 'you' || owner === 'opponent') && p.to.owner === owner && (p.who ?? 'you') === owner && to)) return null;
  // "Put up to two cards from your hand …": as many as the player names, up to that.
  return t.select === 'up-to' ? { owner, count: t.count ?? 1, upTo: true } : { owner, count: t.select === 'count' ? t.count ?? 1 : 1 };
}

/** "Put the top card of your used pile in your hand": a draw off that pile (the pile it is, or null for any other put). */
/** "Put it in your hand", "put that card on top of your reserve": where a card revealed goes; null for any other put. */
export function shownPut(p: VerbParams['put']): 'hand' | 'reserve' | 'used' | null {
  const t = p.target;
  const it = t.select === 'that' && t.kinds.length === 1 && (t.kinds[0] === 'it' || t.kinds[0] === 'card') && t.traits.length === 0 && !t.at && !t.filters && !t.and && !t.owner;
  if (!it || p.who || p.anyOrder || p.to.owner !== 'you') return null;
  return p.to.pile === 'hand' || ((p.to.pile === 'reserve' || p.to.pile === 'used') && p.to.end === 'top') ? p.to.pile : null;
}

export function topCardToHand(p: VerbParams['put']): 'reserve' | 'used' | null {
  const t = p.target;
  if (t.select !== 'the' || t.traits.length !== 1 || t.traits[0] !== 'top' || !t.kinds.every((k) => k === 'card') || t.filters || t.and || t.alsoAt || t.owner) return null;
  if (t.at?.relation !== 'pile' || t.at.owner !== 'you' || (t.at.pile !== 'used' && t.at.pile !== 'reserve')) return null;
  return p.to.pile === 'hand' && p.to.owner === 'you' && !p.who ? t.at.pile : null;
}

export const destroy: Verb<'destroy'> = {
  name: 'destroy', rule: 'wars:glossary/destroyed-dismissed-lost', asksChoice: true, reads: ['cards in play'],
  // A destroyed card goes to its owner's lost pile, and the cards beneath it with it.
  bound: (p) => moves(sideOfTarget(p.target), ['play'], ['lost'], howMany(p.target)),
  resolving: {
    supported: (p, until, can) => !until && can.target(p.target),
    apply(p, ctx) {
      for (const key of ctx.pick(p.target)) ctx.destroy(key);
    },
  },
};

export const dismiss: Verb<'dismiss'> = {
  name: 'dismiss', rule: 'wars:glossary/destroyed-dismissed-lost', asksChoice: true, reads: ['cards in play'],
  // Only your own cards are dismissed (CR glossary `destroyed, dismissed, lost`).
  bound: (p) => moves(p.who ? sideOf(p.who) : 'you', ['play'], ['lost'], howMany(p.target)),
  // "Dismiss this asset ≈ …": paid by putting this card in its owner's lost pile; "Dismiss target other unit you have here ≈ …",
  // "Dismiss two of your other characters here ≈ …": the cards the use names, `paying`.
  cost: {
    supported: (p) => !p.who && (p.target.select === 'this' || (inPlayPhrase(p.target) && p.target.owner === 'you')),
    picks: (p) => (p.target.select === 'this' ? 0 : p.target.count ?? 1),
    problem: (p, ctx) => (p.target.select === 'this' ? null : pickedProblem(p.target, p.target.count ?? 1, ctx)),
    pay(p, ctx) {
      if (p.target.select === 'this') ctx.dismiss(ctx.self);
      else for (const k of ctx.picked) ctx.dismiss(k);
    },
  },
  // "When your opponent controls this location, dismiss this asset."; "… dismiss it unless …" (this card); "When this character enters play, dismiss a unit here." (one of yours, picked as it resolves).
  resolving: {
    supported: (p, until, can) => !until && !p.who && (((p.target.select === 'this' || isItselfPhrase(p.target)) && can.target(p.target)) || (p.target.select === 'a' && can.picked(p.target))),
    apply(p, ctx) {
      const keys = p.target.select === 'a' ? [ctx.pickOwn(p.target)].filter((k) => k !== undefined) : ctx.pick(p.target);
      for (const key of keys) ctx.dismiss(key);
    },
  },
};

export const loseCard: Verb<'lose-card'> = {
  name: 'lose-card', rule: 'wars:glossary/destroyed-dismissed-lost', asksChoice: true, reads: ['piles', 'cards in play'],
  bound: (p) => {
    const from = p.target.at ? placeOf(p.target) : ATTEST_PLACES.filter((x) => x !== 'lost');
    return moves(sideOf(p.who), from, ['lost'], p.atRandom ? 1 : howMany(p.target));
  },
  // As a cost: "Lose a stockpile asset from your hand ≈ …": the use names that card, `fromHand`; "Lose a card at random from your
  // hand ≈ …": digital play picks it with the game's seeded generator, and a paper log names the card it was.
  cost: {
    supported: (p) => p.who === 'you' && fromYourHand(p.target) && (!p.atRandom || (p.target.kinds.every((k) => k === 'card') && p.target.traits.length === 0)),
    problem(p, ctx) {
      if (!p.atRandom || ctx.paper) return handCardProblem(p.target, ctx);
      if (ctx.handNamed > 0) return 'a card lost at random is picked by the engine in digital play: leave "fromHand" out';
      return ctx.handSize === 0 ? 'you have no card in your hand to lose' : null;
    },
    pay(p, ctx) {
      if (p.atRandom && !ctx.paper) ctx.handAtRandomToLost();
      else if (ctx.handCard !== null) ctx.handToLost(ctx.handCard);
    },
  },
  // "Your opponent loses a card at random from his or her hand.": picked as the cost's is.
  resolving: {
    supported: (p, until, can) => until === undefined && p.atRandom === true && can.player(p.who) && atRandomFromOwnHand(p),
    apply: (p, ctx) => ctx.loseAtRandom(p.who),
  },
};

/** "A card at random from his or her hand": any card of the hand of the player who loses it. */
const atRandomFromOwnHand = (p: VerbParams['lose-card']) => {
  const t = p.target;
  const own = t.at?.relation === 'pile' && t.at.pile === 'hand' && (t.at.owner === 'that-player' || t.at.owner === p.who);
  return t.select === 'a' && own && t.kinds.every((k) => k === 'card') && t.traits.length === 0 && !t.filters && !t.and;
};

export const play: Verb<'play'> = {
  name: 'play', rule: 'wars:glossary/deployment-phase', asksChoice: true, reads: ['piles', 'cards in play'],
  // Entering play is not an outcome an attest states; what it can state is the energy paid for it.
  bound: (p) => (p.cost === 'free' ? NOTHING : moves('you', ['active'], ['used'], Infinity)),
  // "Play an inverter character at full cost.": a ship or unit from the controller's hand, named as it resolves.
  resolving: {
    supported: (p, until, can) => until === undefined && can.playable(p),
    apply: (p, ctx) => ctx.play(p),
  },
};

export const stack: Verb<'stack'> = {
  name: 'stack', rule: 'wars:general/beneath', asksChoice: true, reads: ['cards in play'],
  bound: () => NOTHING,
  // "Each time one of your fighters is lost from a battle, you may stack it on this asset": the card the event names (`can.player('owner')`
  // only then); "stack the top card of your reserve face down on this asset". Stacked cards are out of play (CR glossary `asset`).
  resolving: {
    supported: (p, until, can) => !until && p.on.select === 'this'
      && ((p.target.select === 'that' && !p.target.at && !p.target.filters && !p.target.and && !p.target.owner && (can.player('owner') || (can.losing === true && p.faceDown === true)))
        || topOfYourPile(p.target) === 'reserve'),
    apply(p, ctx) {
      if (p.target.select !== 'that') ctx.stackTop('reserve', p.faceDown === true);
      else if (ctx.losing()) ctx.stackLost();
      else ctx.stackEventCard();
    },
  },
};
