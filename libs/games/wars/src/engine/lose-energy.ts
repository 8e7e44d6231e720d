import type { Violation } from '@arbiter/rules';
import { canLose, energyOf, LOSS_SOURCES, loseOne, type LossSource, stackOn } from './energy-piles';
import type { Game } from './game-cards';
import { declaredTopProblem, type FaceDownPile, isPaper } from './paper-play';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/**
 * One card lost toward an amount of energy: the top of the reserve, active or used pile, or a
 * card from hand instead of 1 energy, chosen card by card (CR glossary `lose energy`).
 */
export function checkLoseOne(g: Game, a: WarsAction, seat: Seat, rule: string, only?: 'reserve', noHand?: boolean): Violation[] {
  const p = payloadOf(a);
  if (!LOSS_SOURCES.includes(p.from as LossSource)) return broken(a.seq, 'bad-payload', R.loseEnergy, `lose names "from": one of ${LOSS_SOURCES.join(', ')}`);
  if (only && p.from !== only) return broken(a.seq, 'wrong-pile', rule, `this energy is lost from your ${only}: "from": "${only}"`);
  if (noHand && p.from === 'hand') return broken(a.seq, 'cant-lose-from-hand', R.cant, "card text in play says you can't lose cards from your hand to this drain: lose energy from your reserve, active or used pile");
  const piles = g.s.piles[seat];
  if (p.from === 'hand') {
    if (typeof p.card !== 'string' || !piles.hand.some((k) => g.card(k).id === p.card)) return broken(a.seq, 'not-in-hand', rule, `there is no ${String(p.card)} in your hand to lose`);
  } else if (p.card !== undefined && !isPaper(g.s)) {
    return broken(a.seq, 'bad-payload', R.loseEnergy, 'energy is lost from the top of a pile without looking: only a card from hand is named');
  } else if (piles[p.from as Exclude<LossSource, 'hand'>].length === 0) {
    return broken(a.seq, 'pile-empty', rule, `your ${String(p.from)} pile is empty`);
  } else {
    // Paper play: the lost card goes face up into the lost pile, so the log names it.
    return declaredTopProblem(g, a.seq, seat, p.from as FaceDownPile, p.card, rule, `the top card of your ${p.from === 'reserve' ? 'reserve' : `${String(p.from)} pile`}`);
  }
  return [];
}

export function performLoseOne(g: Game, a: WarsAction, seat: Seat): void {
  const p = payloadOf(a);
  const lost = g.s.piles[seat].lost;
  const before = lost.length;
  loseOne(g, seat, p.from as LossSource, p.card as string | undefined);
  // "… and stacks that card face down on this asset": from the lost pile onto that card, if it is still in play.
  const on = g.s.pendingLoss?.stackOn;
  if (on !== undefined && g.s.inPlay[on] && lost.length > before) stackOn(g, on, lost.pop()!, true);
}

/** The energy a drain made a player lose: the loser's `lose` actions until it is lost or nothing is left to lose (do as much as you can, CR glossary `effects`). */
export function settlePendingLoss(g: Game): void {
  const pending = g.s.pendingLoss;
  const left = pending?.from ? g.s.piles[pending.seat][pending.from].length > 0 : pending?.noHand ? energyOf(g.s, pending.seat) > 0 : pending && canLose(g.s, pending.seat);
  if (pending && (pending.remaining <= 0 || !left)) g.s.pendingLoss = null;
}
