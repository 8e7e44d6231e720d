import type { Violation } from '@arbiter/rules';
import { noteEvent } from './triggers';
import { extraLossProblem, loseAsCost } from './costs';
import { pay } from './energy-piles';
import type { Game } from './game-cards';
import { battleForces, isLocationInPlay } from './locations';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { opponentSeat } from './state';
import { payloadOf, phaseActionTiming } from './timing';
import { broken } from './violation';

/**
 * The attack action (CR glossary `attack action`, `battle phase` 1): pay 1 energy and target a
 * location where both players have units (a site) or ships (a sector); one attack per location
 * each battle phase, and one battle at a time.
 */
export function checkAttack(g: Game, a: WarsAction, seat: Seat): Violation[] {
  const timing = phaseActionTiming(g, a, seat, 'battle', R.battlePhase, 'an attack action');
  if (timing.length > 0) return timing;
  if (g.s.battle) return broken(a.seq, 'battle-in-progress', R.battlePhase, 'a battle must end before you may perform another attack action');
  const location = payloadOf(a).location;
  if (typeof location !== 'string' || !isLocationInPlay(g.s, location)) return broken(a.seq, 'bad-target', R.attackAction, 'an attack targets a location in play ("location": its key)');
  if (g.s.flags.attacked.includes(location)) return broken(a.seq, 'second-attack', R.attackAction, `${g.card(location).name} has already been attacked this battle phase: each location may have only one attack action`);
  if (battleForces(g, location, seat).length === 0 || battleForces(g, location, opponentSeat(seat)).length === 0) {
    return broken(a.seq, 'attack-without-opposition', R.attackAction, `you attack only where both players have units (at a site) or ships (at a sector): not so at ${g.card(location).name}`);
  }
  const extra = g.text?.extraCost(g, seat, { kind: 'attack', location }) ?? NO_EXTRA;
  const active = g.s.piles[seat].active.length;
  if (active < 1 + extra.pay) {
    const more = extra.pay > 0 ? ` and ${extra.pay} more here (an additional cost of card text in play)` : '';
    return broken(a.seq, 'cannot-pay', extra.pay > 0 ? R.costs : R.battle(1), `the attack action costs 1 energy${more}, and your active pile holds ${active}`);
  }
  return extraLossProblem(g, a.seq, seat, extra.lose, 0, `attacking at ${g.card(location).name}`);
}

const NO_EXTRA = { pay: 0, lose: 0 };

export function performAttack(g: Game, a: WarsAction, seat: Seat): void {
  const location = payloadOf(a).location as string;
  const extra = g.text?.extraCost(g, seat, { kind: 'attack', location }) ?? NO_EXTRA;
  pay(g.s, seat, 1 + extra.pay);
  loseAsCost(g, seat, extra.lose);
  g.s.flags.attacked.push(location);
  g.s.stack.push({ kind: 'attack', seat, location });
  noteEvent(g, { event: 'attack', seat, location });
}

/** The attack comes off the stack and the battle begins, both battle destinies 0, if both sides are still there. */
export function resolveAttack(g: Game, seat: Seat, location: string): void {
  if (!g.s.inPlay[location] || battleForces(g, location, seat).length === 0 || battleForces(g, location, opponentSeat(seat)).length === 0) return;
  g.s.battle = {
    location, attacker: seat, step: 'open', destiny: [0, 0], destinyDone: [false, false], attritionDone: [false, false],
    power: [0, 0], loser: null, casualties: 0, casualtiesLost: 0, mods: { attrition: [0, 0], power: [0, 0] },
  };
  noteEvent(g, { event: 'battle-begins', location });
}
