import type { Violation } from '@arbiter/rules';
import type { Game } from './game-cards';
import { declaredTopProblem, takeTop } from './paper-play';
import { R } from './rule-keys';
import { beginIfHandsDrawn } from './starting-the-game';
import type { Seat, WarsAction } from './state';
import { payloadOf, phaseActionTiming } from './timing';
import { broken } from './violation';

/**
 * A draw action: the top card of your active pile into your hand, in your draw phase on an
 * empty stack; it does not go on the stack (CR glossary `draw phase`). In paper play it names
 * the card drawn, checked against what the active pile's top can be.
 */
export function checkDraw(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'draw', R.drawPhase, 'a draw action');
  if (timing.length > 0) return timing;
  if (g.s.piles[seat].active.length === 0) return broken(a.seq, 'active-pile-empty', R.drawPhase, 'you draw from the top of your active pile, and it is empty');
  return declaredTopProblem(g, a.seq, seat, 'active', payloadOf(a).card, R.drawPhase, 'the top card of your active pile');
}

export function performDraw(g: Game, a: WarsAction, seat: Seat): void {
  g.s.piles[seat].hand.push(takeTop(g, seat, 'active', payloadOf(a).card)!);
}

/** Paper play, starting the game: one of the eight cards of the opening hand, off the top of the reserve (CR general `starting the game`). */
export function checkOpeningDraw(g: Game, a: WarsAction, seat: Seat): Violation[] {
  if ((g.s.openingDraws?.[seat] ?? 0) === 0) return broken(a.seq, 'opening-hand-drawn', R.startingTheGame, 'you have drawn your opening hand: the first turn begins when both players have');
  return declaredTopProblem(g, a.seq, seat, 'reserve', payloadOf(a).card, R.startingTheGame, 'the top card of your reserve');
}

export function performOpeningDraw(g: Game, a: WarsAction, seat: Seat): void {
  g.s.piles[seat].hand.push(takeTop(g, seat, 'reserve', payloadOf(a).card)!);
  g.s.openingDraws![seat]--;
  beginIfHandsDrawn(g.s);
}
