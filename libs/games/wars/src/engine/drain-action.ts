import type { Violation } from '@arbiter/rules';
import { noteEvent } from './triggers';
import { extraLossProblem, loseAsCost } from './costs';
import { pay } from './energy-piles';
import type { Game } from './game-cards';
import { controls, energyIconsFor, isLocationInPlay } from './locations';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { opponentSeat } from './state';
import { payloadOf, phaseActionTiming } from './timing';
import { broken } from './violation';

/** A drain: once at each location you control with an energy icon on your opponent's side, in your control phase (CR glossary `drain action`). */
export function checkDrain(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'control', R.controlPhase, 'a drain action');
  if (timing.length > 0) return timing;
  const location = payloadOf(a).location;
  if (typeof location !== 'string' || !isLocationInPlay(g.s, location)) return broken(a.seq, 'bad-target', R.drainAction, 'a drain targets a location in play ("location": its key)');
  if (g.s.flags.drained.includes(location)) return broken(a.seq, 'second-drain', R.drainAction, `${g.card(location).name} has already been drained this control phase: one drain action per location`);
  if (!controls(g, location, seat)) return broken(a.seq, 'drain-without-control', R.drainAction, `you drain only at a location you control: a ship or unit of yours at ${g.card(location).name} and none of your opponent's`);
  if (energyIconsFor(g, location, opponentSeat(seat)) < 1) return broken(a.seq, 'drain-without-icons', R.drainAction, `${g.card(location).name} has no energy icon on your opponent's side`);
  if (g.text?.cantDrain(g, seat, location)) return broken(a.seq, 'cant-drain', R.cant, `card text in play says you can't drain at ${g.card(location).name}`);
  const limit = g.text?.drainLimit(g, seat) ?? null;
  if (limit !== null && g.s.flags.drained.length >= limit) return broken(a.seq, 'drain-limit', R.cant, `card text in play lets you drain at no more than ${limit} location(s) each turn, and you have drained at ${g.s.flags.drained.map((k) => g.card(k).name).join(', ')}`);
  const extra = g.text?.extraCost(g, seat, { kind: 'drain', location }) ?? NO_EXTRA;
  const active = g.s.piles[seat].active.length;
  if (active < extra.pay) return broken(a.seq, 'cannot-pay', R.costs, `draining at ${g.card(location).name} costs ${extra.pay} energy (an additional cost of card text in play), and your active pile holds ${active}`);
  return extraLossProblem(g, a.seq, seat, extra.lose, 0, `draining at ${g.card(location).name}`);
}

const NO_EXTRA = { pay: 0, lose: 0 };

export function performDrain(g: Game, a: WarsAction, seat: Seat): void {
  const location = payloadOf(a).location as string;
  const extra = g.text?.extraCost(g, seat, { kind: 'drain', location }) ?? NO_EXTRA;
  pay(g.s, seat, extra.pay);
  loseAsCost(g, seat, extra.lose);
  g.s.flags.drained.push(location);
  g.s.stack.push({ kind: 'drain', seat, location });
}

/**
 * The drain comes off the stack: if you still control the location, your opponent loses 1 energy
 * per icon on their side, changed by standing card text (engine 1.1.0 on), never below 0.
 */
export function resolveDrain(g: Game, seat: Seat, location: string): void {
  if (!g.s.inPlay[location] || !controls(g, location, seat)) return;
  const amount = Math.max(0, energyIconsFor(g, location, opponentSeat(seat)) + (g.text?.drainChange(g, seat, location) ?? 0));
  const noHand = g.text?.cantLoseHandToDrain(g, opponentSeat(seat), location) ? { noHand: true as const } : {};
  if (amount > 0) g.s.pendingLoss = { seat: opponentSeat(seat), remaining: amount, rule: R.drainAction, ...noHand };
  noteEvent(g, { event: 'drain', seat, location });
}
