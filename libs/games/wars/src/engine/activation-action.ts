import type { Violation } from '@arbiter/rules';
import type { Game } from './game-cards';
import { activationLimit } from './locations';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf, phaseActionTiming } from './timing';
import { broken } from './violation';

/** The activation action: once per activate phase, up to the energy icons on your side plus 1, declared, on the stack (CR glossary `activation action`). */
export function checkActivate(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'activate', R.activatePhase, 'the activation action');
  if (timing.length > 0) return timing;
  if (g.s.flags.activated) return broken(a.seq, 'second-activation', R.activationAction, 'you may perform only one activation action during each of your activate phases');
  const amount = payloadOf(a).amount;
  const limit = activationLimit(g, seat);
  if (!Number.isInteger(amount) || (amount as number) < 1) return broken(a.seq, 'bad-payload', R.activationAction, 'activate declares "amount": a whole number of energy, at least 1');
  if ((amount as number) > limit) return broken(a.seq, 'activation-too-large', R.activationAction, `you may activate up to ${limit} (energy icons on your side plus 1), not ${String(amount)}`);
  return [];
}

export function performActivate(g: Game, a: WarsAction, seat: Seat): void {
  g.s.flags.activated = true;
  g.s.stack.push({ kind: 'activation', seat, amount: payloadOf(a).amount as number });
}
