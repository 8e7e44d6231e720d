import { ENERGY_PILES, largest, moves, NOTHING, otherSide, type Side, sideOf, sideOfTarget } from './bound';
import type { Amount, Owner, Place, Target, VerbParams } from '../text/reading';
import type { Verb } from './verb';

/** Who pays a changed cost: the player the phrase says plays or uses the card ("each unit your opponent plays"), else anyone. */
function payer(what: Target): Side {
  const by = what.filters?.find((f) => 'by' in f);
  return by && 'by' in by ? sideOf(by.by) : what.owner ? sideOf(what.owner) : 'any';
}

/** A printed amount (what `supported` accepts). */
const amountOf = (a: Amount) => (a as { n: number }).n;

/** Energy: paying, losing, activating and generating it, what costs and drains ask (CR glossary `energy`). */

export const payEnergy: Verb<'pay-energy'> = {
  name: 'pay-energy', rule: 'wars:glossary/pay', asksChoice: false, reads: ['piles'],
  // Paid energy goes from the top of the active pile to the top of the used pile.
  bound: (p, ctx) => moves(sideOf(p.who), ['active'], ['used'], largest(p.amount, ctx.x)),
  // "Pay 2 energy ≈ …": the user pays from their active pile before the ability goes on the stack.
  cost: {
    supported: (p) => p.who === 'you' && 'n' in p.amount,
    problem: (p, ctx) => (ctx.active < amountOf(p.amount) ? `it costs ${amountOf(p.amount)} energy and your active pile holds ${ctx.active}` : null),
    pay: (p, ctx) => ctx.pay(amountOf(p.amount)),
  },
  // "Your opponent pays 3 energy" as an effect: as much as their active pile holds. "You may pay [D] energy": the [D] revealed.
  resolving: {
    supported: (p, until, can) => !until && can.player(p.who) && ('n' in p.amount || ('destiny' in p.amount && p.amount.destiny === 'yours')),
    apply: (p, ctx) => ctx.pay(p.who, ctx.amount(p.amount)),
  },
};

export const loseEnergy: Verb<'lose-energy'> = {
  name: 'lose-energy', rule: 'wars:glossary/lose-energy', asksChoice: true, reads: ['piles'],
  // Any mix of the three energy piles' tops, or a card from hand in place of 1 energy, to the lost pile.
  bound: (p, ctx) => moves(sideOf(p.who), p.from ? [p.from] : [...ENERGY_PILES, 'hand'], ['lost'], largest(p.amount, ctx.x)),
  // "Lose 2 energy ≈ …": the user loses it card by card (their next `lose` actions), and must have that much to lose.
  // "Lose 2 energy from your hand ≈ …": the cards of the hand the use names (`fromHand`), lost at once.
  cost: {
    supported: (p) => p.who === 'you' && 'n' in p.amount && (!p.from || p.from === 'hand'),
    problem(p, ctx) {
      const n = amountOf(p.amount);
      if (p.from === 'hand') return ctx.handNamed !== n ? `"fromHand" names the ${n} cards of your hand the cost loses: a list of ${n} collector numbers` : ctx.handCards.length < n ? 'a card named "fromHand" is not in your hand (two of one number need two copies)' : null;
      return ctx.losable < n ? `it costs ${n} energy lost and you have ${ctx.losable} energy and cards in hand to lose` : null;
    },
    pay(p, ctx) {
      if (p.from === 'hand') for (const k of ctx.handCards) ctx.handToLost(k);
      else ctx.lose(amountOf(p.amount));
    },
  },
  // "Your opponent loses 1 energy", "… loses 2 energy from his or her reserve" (that pile's top cards only).
  resolving: {
    supported: (p, until, can) => !until && can.player(p.who) && 'n' in p.amount && (!p.from || p.from === 'reserve'),
    apply: (p, ctx) => ctx.lose(p.who, amountOf(p.amount), p.from as 'reserve' | undefined),
  },
};

export const activateEnergy: Verb<'activate-energy'> = {
  name: 'activate-energy', rule: 'wars:glossary/activate', asksChoice: false, reads: ['piles'],
  bound: (p, ctx) => moves('you', ['reserve'], ['active'], largest(p.amount, ctx.x)),
  // "Activate 1 energy for each …"; "activate up to 3 energy": as many as its controller chooses as it resolves (`choose`'s `count`);
  // "Activate energy equal to target damaged unit's defense".
  resolving: {
    supported: (p, until, can) => !until && ('n' in p.amount ? !p.upTo || can.may === true : !p.upTo && 'stat' in p.amount && can.amount(p.amount)),
    apply: (p, ctx) => ctx.activate(p.upTo ? ctx.upTo(amountOf(p.amount)) : ctx.amount(p.amount)),
  },
};

export const generate: Verb<'generate'> = {
  name: 'generate', rule: 'wars:glossary/energy-icon', asksChoice: false, reads: ['cards in play'],
  // Generated energy is activated energy: from the reserve to the active pile.
  bound: (p, ctx) => moves(sideOf(p.who), ['reserve'], ['active'], largest(p.amount, ctx.x)),
  // "You generate 1 more energy here", "… at each related location where you have a ship": more to activate (CR glossary `activation action`).
  ongoing: {
    supported: (p, can) => (p.who === 'you' || p.who === 'opponent') && 'n' in p.amount && (!p.at || p.at.relation === 'here' || can.location(p.at)),
    apply(p, times, ctx) {
      ctx.generate(p.who as 'you', p.at?.relation === 'here' ? undefined : p.at, (p.amount as { n: number }).n * times);
    },
  },
};

/** "Costs no energy to play": less by all of its own energy cost. */
const costsNothing = (p: VerbParams['modify-cost']) => p.sign < 0 && 'stat' in p.by && p.by.stat === 'energy cost' && p.by.of.select === 'that';

export const modifyCost: Verb<'modify-cost'> = {
  name: 'modify-cost', rule: 'wars:glossary/costs', asksChoice: false, reads: ['rules'],
  // A cost changed by N is N energy more or less paid, between the active and used piles, by whoever plays or uses the card.
  bound: (p, ctx) => moves(payer(p.what), ['active', 'used'], ['active', 'used'], largest(p.by, ctx.x)),
  // "Each interrupt your opponent plays during a battle here costs 1 more energy to play": an energy cost to play, by a printed number.
  ongoing: {
    supported: (p, can) => p.action === 'play' && p.resource === 'energy' && 'n' in p.by && can.played(p.what),
    apply(p, times, ctx) {
      ctx.cost(p.what, p.sign * (p.by as { n: number }).n * times);
    },
  },
  // "Play a kizen. It costs 1 less energy to play for each other kizen you have in play.", "That warrior costs no energy to play.": the card the same ability plays.
  resolving: {
    supported: (p, until, can) => until === undefined && can.playing === true && p.what.select === 'that' && p.action === 'play' && p.resource === 'energy' && (costsNothing(p) || can.amount(p.by)),
    apply: (p, ctx) => ctx.playCost(costsNothing(p) ? 'all' : p.sign * ctx.amount(p.by)),
  },
};

/** The cards an additional cost to play names, as a cost-change phrase: each such card, played by the player it is for. */
export function playedPhrase(p: VerbParams['additional-cost']): Target | null {
  if (!p.what || p.at || p.alsoAt || p.during) return null;
  const by = p.for === 'any' ? [] : [{ by: p.for, action: 'play' }];
  return { ...p.what, select: 'each', filters: [...(p.what.filters ?? []), ...by] };
}

/** The energy an additional cost takes, paid or lost by the player doing the action ("that player", "he or she"); null for any other kind of cost. */
export function extraEnergy(p: VerbParams['additional-cost']): { readonly pay: number; readonly lose: number } | null {
  const c = p.cost;
  if (c.verb !== 'pay-energy' && c.verb !== 'lose-energy') return null;
  const params = c.params as { who: Owner; amount: Amount; from?: string };
  if (params.who !== 'that-player' || !('n' in params.amount) || params.from || c.if || c.may || c.forEach || c.until) return null;
  return c.verb === 'pay-energy' ? { pay: params.amount.n, lose: 0 } : { pay: 0, lose: params.amount.n };
}

export const additionalCost: Verb<'additional-cost'> = {
  name: 'additional-cost', rule: 'wars:glossary/costs', asksChoice: true, reads: ['rules'],
  bound: (p, ctx) => ctx.calls([p.cost]),
  // "As an additional cost for a player to play a unit here, that player loses 2 energy", "… to attack at a related location …", "… to drain here, he or she pays 3 energy".
  ongoing: {
    supported(p, can) {
      if (!['any', 'you', 'opponent'].includes(p.for) || !extraEnergy(p) || p.alsoAt || p.during) return false;
      if (p.action === 'play') {
        const phrase = playedPhrase(p);
        return phrase !== null && can.played(phrase);
      }
      return (p.action === 'attack' || p.action === 'drain') && !p.what && (!p.at || p.at.relation === 'here' || can.location(p.at));
    },
    apply(p, times, ctx) {
      const { pay, lose } = extraEnergy(p)!;
      const phrase = playedPhrase(p);
      // Energy paid to play a card is what it costs, changed; the rest is paid or lost with the action.
      if (phrase && pay > 0) ctx.cost(phrase, pay * times);
      if (phrase && lose > 0) ctx.extraCost({ action: 'play', for: p.for, what: phrase, pay: 0, lose: lose * times });
      if (!phrase) ctx.extraCost({ action: p.action as 'attack', for: p.for, ...(p.at ? { at: p.at } : {}), pay: pay * times, lose: lose * times });
    },
  },
  // "Until end of turn, as an additional cost for your opponent to play a unit, he or she pays 1 energy": what those cards cost, changed until the turn ends.
  resolving: {
    supported(p, until, can) {
      const phrase = p.action === 'play' ? playedPhrase(p) : null;
      return until === 'end-of-turn' && phrase !== null && can.played(phrase) && (extraEnergy(p)?.pay ?? 0) > 0 && ['any', 'you', 'opponent'].includes(p.for);
    },
    apply: (p, ctx) => ctx.cost(playedPhrase(p)!, extraEnergy(p)!.pay),
  },
};

export const modifyDrain: Verb<'modify-drain'> = {
  name: 'modify-drain', rule: 'wars:glossary/drain-action', asksChoice: false, reads: ['cards in play'],
  // A drain +N makes the drained player lose N more energy; -N gives back up to N.
  bound: (p, ctx) => {
    const drained = otherSide(sideOfTarget(p.target));
    const n = largest(p.by, ctx.x);
    if (n === 0) return NOTHING;
    return p.sign > 0 ? moves(drained, [...ENERGY_PILES, 'hand'], ['lost'], n) : moves(drained, ['lost'], [...ENERGY_PILES, 'hand'], n);
  },
  ongoing: {
    // "Each of your drains here is +1": drains by whose, at a place the engine reads.
    supported: (p, can) => drainsSupported(p, can.location),
    apply(p, times, ctx) {
      ctx.drain(p.target, p.sign * (p.by as { n: number }).n * times);
    },
  },
  // "Until end of turn, each of your opponent's drains at a site related to a site where you have a vehicle is –1."
  // "Make target pending drain here +2": that drain, as it comes off the stack (a location is drained once a turn).
  resolving: {
    supported: (p, until, can) => 'n' in p.by && ((until === 'end-of-turn' && drainsSupported(p, can.location))
      || (!until && p.target.select === 'target' && p.target.traits.includes('pending') && can.target(p.target))),
    apply(p, ctx) {
      const by = p.sign * (p.by as { n: number }).n;
      if (p.target.select !== 'target') return ctx.drain(p.target, by);
      for (const location of ctx.pick(p.target)) ctx.pendingDrain(location, by);
    },
  },
};

/** Drains a phrase names that the engine reads: each of whose drains, at a place it reads, by a printed number. */
const drainsSupported = (p: VerbParams['modify-drain'], location: (place: Place) => boolean) => 'n' in p.by && ['each', 'all', 'your'].includes(p.target.select) && p.target.kinds.every((k) => k === 'drain')
  && p.target.traits.length === 0 && !p.target.filters && !p.target.alsoAt && !p.target.and && p.target.owner !== 'that-player' && (!p.target.at || location(p.target.at));
