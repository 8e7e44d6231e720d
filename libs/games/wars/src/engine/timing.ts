import type { Violation } from '@arbiter/rules';
import type { Game } from './game-cards';
import { R } from './rule-keys';
import type { Phase, Seat, WarsAction } from './state';
import { broken } from './violation';

/** An action's payload as a record (shapes are checked field by field by each action). */
export const payloadOf = (a: WarsAction): Record<string, unknown> =>
  (a.payload !== null && typeof a.payload === 'object' && !Array.isArray(a.payload) ? a.payload : {}) as Record<string, unknown>;

/**
 * A phase action (activation, drain, attack, movement, draw) or playing a card that is not an
 * interrupt: only in its phase of your own turn, and only on an empty stack (CR glossary
 * `phase actions`, `the stack`; `rule` is the action's own entry, which names its phase).
 */
export function phaseActionTiming(g: Game, a: WarsAction, seat: Seat, phase: Phase, rule: string, what: string): Violation[] {
  if (g.s.current !== seat) return broken(a.seq, 'not-your-turn', R.phaseActions, `${what} is a phase action of your own turn: it is ${g.s.players[g.s.current]}'s turn`);
  if (g.s.phase !== phase) return broken(a.seq, 'wrong-phase', rule, `${what} is done only in the ${phase} phase, not the ${g.s.phase} phase`);
  if (g.s.stack.length > 0) return broken(a.seq, 'stack-not-empty', R.theStack, `${what} may be placed on the stack only when it is empty (${g.s.stack.length} pending)`);
  return [];
}
