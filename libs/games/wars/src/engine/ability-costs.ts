import type { Violation } from '@arbiter/rules';
import type { Target, VerbCall } from '../text/reading';
import type { CostContext, Verb } from '../verbs/verb';
import { WARS_VERBS } from '../verbs/registry';
import { energyOf, leavePlay, loseFromPlay, pay } from './energy-piles';
import type { Game } from './game-cards';
import { cant, ownerOf } from './game-cards';
import { noteEvent } from './triggers';
import { sourceUsedBy } from '../effects/effect-source';
import { describesHandCard } from '../effects/hand-phrases';
import { describes } from '../effects/phrases';
import { isPaper } from './paper-play';
import { randomIndex } from './random-pick';
import { R } from './rule-keys';
import type { Seat } from './state';
import { broken } from './violation';

/**
 * Costs of card text the engine pays (engine 1.2.0 on; CR glossary `costs`: all paid at once,
 * and paid even if the effect is then canceled): an activated ability's, before its rift, and an
 * interrupt's or order's additional cost. Each is a verb object's `cost` part, given this context.
 */

/** The collector numbers a `fromHand` names: one, or a list. */
const namedIds = (fromHand: unknown): string[] => (typeof fromHand === 'string' ? [fromHand] : Array.isArray(fromHand) ? fromHand.filter((x): x is string => typeof x === 'string') : []);

/** The keys of hand cards the collector numbers name, each a copy not already taken. */
function handKeys(g: Game, hand: readonly string[], ids: readonly string[]): string[] {
  const keys: string[] = [];
  for (const id of ids) {
    const k = hand.find((h) => g.card(h).id === id && !keys.includes(h));
    if (k) keys.push(k);
  }
  return keys;
}

/**
 * What paying costs of `key`'s text asks of the game, for `seat`; `fromHand` the collector
 * number(s) of the card(s) of the hand a cost takes, `picked` the cards in play the use names for it.
 */
function costContext(g: Game, seat: Seat, key: string, fromHand?: unknown, picked: readonly string[] = []): CostContext {
  const s = g.s;
  const hand = s.piles[seat].hand;
  const handCards = handKeys(g, hand, namedIds(fromHand));
  const handCard = typeof fromHand === 'string' ? handCards[0] ?? null : null;
  return {
    handCards,
    handNamed: namedIds(fromHand).length,
    picked,
    // Asked while the ability's card is in play (a cost paid before may take it out, "Dismiss this character and …").
    describesInPlay: (k, t) => s.inPlay[k] !== undefined && s.inPlay[key] !== undefined && describes(g, sourceUsedBy(g, key, seat), s.inPlay[k], t),
    self: key,
    active: s.piles[seat].active.length,
    losable: energyOf(s, seat) + hand.length,
    inverter: g.card(key).inverter,
    inverted: s.inPlay[key]?.inverted === true,
    selfDamaged: s.inPlay[key]?.kind === 'unit' || s.inPlay[key]?.kind === 'ship' ? s.inPlay[key].damaged : null,
    selfCantBeDamaged: cant(g, key, 'be damaged'),
    damage(k) {
      s.inPlay[k].damaged = true;
    },
    pay: (n) => pay(s, seat, n),
    lose(n) {
      s.pendingLoss = { seat, remaining: (s.pendingLoss?.remaining ?? 0) + n, rule: R.costs };
    },
    dismiss: (k) => loseFromPlay(g, k),
    invert(k) {
      s.inPlay[k].inverted = true;
      noteEvent(g, { event: 'invert', card: k, by: seat });
    },
    revert(k) {
      delete s.inPlay[k].inverted;
    },
    toUsed(k) {
      if (leavePlay(g, k)) s.piles[ownerOf(k)].used.push(k);
    },
    handCard,
    describesHandCard: (k, t) => describesHandCard(g, k, t),
    handToUsed(k) {
      hand.splice(hand.indexOf(k), 1);
      s.piles[seat].used.push(k);
    },
    handToLost(k) {
      hand.splice(hand.indexOf(k), 1);
      s.piles[seat].lost.push(k);
    },
    paper: isPaper(s),
    handSize: hand.length,
    handAtRandomToLost() {
      if (hand.length > 0) s.piles[seat].lost.push(hand.splice(randomIndex(s, hand.length), 1)[0]);
    },
  };
}

/**
 * The first cost that cannot be paid now, as a violation (`what` says what then can't be done:
 * "Junshi can't be played"); `alsoPaid` is energy paid from the active pile with it (a printed cost).
 */
/** How many cards in play each cost takes, as the use names them in `paying`. */
const picksOf = (costs: readonly VerbCall[]) => costs.map((c) => (WARS_VERBS[c.verb] as Verb).cost!.picks?.(c.params as never) ?? 0);

/** Each cost's slice of `paying`, in the order the text names the costs. */
function slices(costs: readonly VerbCall[], paying: readonly string[]): (readonly string[])[] {
  let at = 0;
  return picksOf(costs).map((n) => paying.slice(at, (at += n)));
}

export function costProblem(g: Game, seq: number, seat: Seat, key: string, costs: readonly VerbCall[], what: string, fromHand?: unknown, alsoPaid = 0, paying?: unknown): Violation[] {
  const wanted = picksOf(costs).reduce((n, x) => n + x, 0);
  const named = paying ?? [];
  if (!Array.isArray(named) || named.length !== wanted || named.some((k) => typeof k !== 'string') || new Set(named).size !== named.length) {
    return broken(seq, 'cannot-pay-cost', R.costs, `${what}: its costs take ${wanted} card(s) of yours in play, named once each: "paying": [${wanted} key(s)]`);
  }
  const parts = slices(costs, named as string[]);
  for (const [i, c] of costs.entries()) {
    const base = costContext(g, seat, key, fromHand, parts[i]);
    const problem = (WARS_VERBS[c.verb] as Verb).cost!.problem(c.params as never, { ...base, active: base.active - alsoPaid });
    if (problem) return broken(seq, 'cannot-pay-cost', R.costs, `${what}: ${problem}`);
  }
  return [];
}

export function payCosts(g: Game, seat: Seat, key: string, costs: readonly VerbCall[], fromHand?: unknown, paying?: unknown): void {
  const parts = slices(costs, (paying as string[] | undefined) ?? []);
  for (const [i, c] of costs.entries()) (WARS_VERBS[c.verb] as Verb).cost!.pay(c.params as never, costContext(g, seat, key, fromHand, parts[i]));
}

/** Every choice of `paying` the costs allow now: for each cost that takes cards in play, that many of yours its phrase describes, none twice. */
export function payingChoices(g: Game, seat: Seat, key: string, costs: readonly VerbCall[]): (string[] | undefined)[] {
  const picks = picksOf(costs);
  if (picks.every((n) => n === 0)) return [undefined];
  const self = sourceUsedBy(g, key, seat);
  let out: string[][] = [[]];
  for (const [i, c] of costs.entries()) {
    if (picks[i] === 0) continue;
    const t = (c.params as { target: Target }).target;
    const fits = g.inPlay().filter((p) => p.owner === self.seat && describes(g, self, p, t)).map((p) => p.key);
    for (let n = 0; n < picks[i]; n++) out = out.flatMap((chosen) => fits.filter((k) => !chosen.includes(k) && (n === 0 || k > chosen[chosen.length - 1])).map((k) => [...chosen, k]));
  }
  return out;
}

/**
 * The collector numbers a payload may name `fromHand`, when a cost takes cards of the hand
 * (reveals or puts one, or puts N): one number, or each set of N as a sorted list; [undefined] when none does.
 */
export function handChoices(g: Game, seat: Seat, costs: readonly VerbCall[]): (string | string[] | undefined)[] {
  // "Lose 2 energy from your hand": as "two cards from your hand".
  const asPhrase = (c: VerbCall): Target | undefined => (c.verb === 'lose-energy' && c.params.from === 'hand' && 'n' in c.params.amount
    ? { select: 'count', count: c.params.amount.n, traits: [], kinds: ['card'], at: { relation: 'pile', pile: 'hand', owner: 'you' } }
    : (c.params as { target?: Target }).target);
  // A card lost "at random" is named in paper play alone.
  const named = costs.filter((c) => !(c.verb === 'lose-card' && c.params.atRandom && !isPaper(g.s)));
  const phrase = named.map(asPhrase).find((t) => t?.at?.relation === 'pile' && t.at.pile === 'hand');
  if (!phrase) return [undefined];
  const ids = g.s.piles[seat].hand.filter((k) => describesHandCard(g, k, phrase)).map((k) => g.card(k).id).sort();
  if (phrase.select !== 'count') return [...new Set(ids)];
  // N cards: each multiset of N of the hand's collector numbers, once.
  let sets: number[][] = [[]];
  for (let n = 0; n < (phrase.count ?? 1); n++) sets = sets.flatMap((set) => ids.map((_, i) => i).filter((i) => set.length === 0 || i > set[set.length - 1]).map((i) => [...set, i]));
  return [...new Set(sets.map((set) => JSON.stringify(set.map((i) => ids[i]))))].map((json) => JSON.parse(json) as string[]);
}
