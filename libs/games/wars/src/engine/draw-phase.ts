import type { Violation } from '@arbiter/rules';
import type { Game } from './game-cards';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { phaseActionTiming } from './timing';
import { broken } from './violation';

/** A draw action: the top card of your active pile into your hand, in your draw phase on an empty stack; it does not go on the stack (CR glossary `draw phase`). */
export function checkDraw(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'draw', R.drawPhase, 'a draw action');
  if (timing.length > 0) return timing;
  return g.s.piles[seat].active.length > 0 ? [] : broken(a.seq, 'active-pile-empty', R.drawPhase, 'you draw from the top of your active pile, and it is empty');
}

export function performDraw(g: Game, _a: WarsAction, seat: Seat): void {
  const p = g.s.piles[seat];
  p.hand.push(p.active.pop()!);
}
