import type { Violation } from '@arbiter/rules';
import { checkDamageTarget, performDamage } from './battle-attrition';
import { settleBattle } from './battle-steps';
import type { Game } from './game-cards';
import { checkLoseOne, performLoseOne } from './lose-energy';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';

/**
 * The casualties procedure (CR glossary `battle phase` 9): the loser loses an energy, loses a
 * card from hand, or damages a ship or unit in the battle, one at a time, until the casualties
 * are satisfied.
 */
export function checkCasualty(g: Game, a: WarsAction, seat: Seat): Violation[] {
  return a.type === 'damage' ? checkDamageTarget(g, a, seat, R.battle(9)) : checkLoseOne(g, a, seat, R.battle(9));
}

export function performCasualty(g: Game, a: WarsAction, seat: Seat): void {
  if (a.type === 'damage') return performDamage(g, a);
  performLoseOne(g, a, seat);
  g.s.battle!.casualtiesLost++;
  settleBattle(g);
}
