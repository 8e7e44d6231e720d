import type { Violation } from '@arbiter/rules';
import { settleBattle } from './battle-steps';
import { destroy } from './destroying';
import type { Game } from './game-cards';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/** End of battle step (CR glossary `battle phase` 11): the attacker, then the defender, destroys each damaged card, wherever it is. */
export function checkDestroy(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const card = g.s.inPlay[payloadOf(a).card as string];
  if (!card || card.owner !== seat || !card.damaged) return broken(a.seq, 'bad-target', R.battle(11), `${String(payloadOf(a).card)} is not a damaged card of yours`);
  return [];
}

export function performDestroy(g: Game, a: WarsAction): void {
  destroy(g, payloadOf(a).card as string);
  settleBattle(g);
}
