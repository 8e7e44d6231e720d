import type { Violation } from '@arbiter/rules';
import type { Target, VerbCall } from '../text/reading';
import type { CostContext, Verb } from '../verbs/verb';
import { WARS_VERBS } from '../verbs/registry';
import { energyOf, loseFromPlay, pay } from './energy-piles';
import type { Game } from './game-cards';
import { ownerOf } from './game-cards';
import { R } from './rule-keys';
import type { Seat } from './state';
import { broken } from './violation';

/**
 * Costs of card text the engine pays (engine 1.2.0 on; CR glossary `costs`: all paid at once,
 * and paid even if the effect is then canceled): an activated ability's, before its rift, and an
 * interrupt's or order's additional cost. Each is a verb object's `cost` part, given this context.
 */

/** Whether a card of a hand is one a phrase describes: its factions and kinds (its type or a label, or any card). */
function describesHandCard(g: Game, key: string, t: Target): boolean {
  const c = g.card(key);
  const words = [c.type.toLowerCase(), ...c.labels.map((l) => l.toLowerCase())];
  const faction = (c.faction ?? '').toLowerCase();
  return t.traits.every((x) => x === faction || words.includes(x)) && t.kinds.some((k) => k === 'card' || words.includes(k));
}

/** What paying costs of `key`'s text asks of the game, for `seat`; `fromHand` the collector number of the card of the hand a cost takes. */
function costContext(g: Game, seat: Seat, key: string, fromHand?: unknown): CostContext {
  const s = g.s;
  const hand = s.piles[seat].hand;
  const handCard = typeof fromHand === 'string' ? hand.find((k) => g.card(k).id === fromHand) ?? null : null;
  return {
    self: key,
    active: s.piles[seat].active.length,
    losable: energyOf(s, seat) + hand.length,
    inverter: g.card(key).inverter,
    inverted: s.inPlay[key]?.inverted === true,
    pay: (n) => pay(s, seat, n),
    lose(n) {
      s.pendingLoss = { seat, remaining: (s.pendingLoss?.remaining ?? 0) + n, rule: R.costs };
    },
    dismiss: (k) => loseFromPlay(g, k),
    invert(k) {
      s.inPlay[k].inverted = true;
    },
    revert(k) {
      delete s.inPlay[k].inverted;
    },
    toUsed(k) {
      loseFromPlay(g, k);
      const owner = s.piles[ownerOf(k)];
      owner.used.push(owner.lost.pop()!);
    },
    handCard,
    describesHandCard: (k, t) => describesHandCard(g, k, t),
    handToUsed(k) {
      hand.splice(hand.indexOf(k), 1);
      s.piles[seat].used.push(k);
    },
  };
}

/**
 * The first cost that cannot be paid now, as a violation (`what` says what then can't be done:
 * "Junshi can't be played"); `alsoPaid` is energy paid from the active pile with it (a printed cost).
 */
export function costProblem(g: Game, seq: number, seat: Seat, key: string, costs: readonly VerbCall[], what: string, fromHand?: unknown, alsoPaid = 0): Violation[] {
  const base = costContext(g, seat, key, fromHand);
  const ctx = { ...base, active: base.active - alsoPaid };
  for (const c of costs) {
    const problem = (WARS_VERBS[c.verb] as Verb).cost!.problem(c.params as never, ctx);
    if (problem) return broken(seq, 'cannot-pay-cost', R.costs, `${what}: ${problem}`);
  }
  return [];
}

export function payCosts(g: Game, seat: Seat, key: string, costs: readonly VerbCall[], fromHand?: unknown): void {
  const ctx = costContext(g, seat, key, fromHand);
  for (const c of costs) (WARS_VERBS[c.verb] as Verb).cost!.pay(c.params as never, ctx);
}

/** The collector numbers a payload may name `fromHand`, when a cost takes a card of the hand (reveals or puts one); [undefined] when none does. */
export function handChoices(g: Game, seat: Seat, costs: readonly VerbCall[]): (string | undefined)[] {
  const phrase = costs.map((c) => (c.params as { target?: Target }).target).find((t) => t?.at?.relation === 'pile' && t.at.pile === 'hand');
  if (!phrase) return [undefined];
  const hand = g.s.piles[seat].hand.filter((k) => describesHandCard(g, k, phrase));
  return [...new Set(hand.map((k) => g.card(k).id))].sort();
}
