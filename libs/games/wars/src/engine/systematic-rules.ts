import { damagedInPlay, endBattle } from './battle-steps';
import { energyOf, loseFromPlay } from './energy-piles';
import type { Game } from './game-cards';
import { hasBattleForces } from './locations';

/**
 * The systematic rules (CR general `systematic rules`), checked after every action:
 * a player with no reserve, used or active cards loses, and both at once is a draw
 * (`winning the game`); a battle with no units or ships on one side before its end step is
 * canceled, its damaged cards lost and the stack canceled (`canceling a battle`).
 */
export function systematicChecks(g: Game): void {
  const s = g.s;
  if (s.phase === 'setup' || s.result) return;
  const out = [energyOf(s, 0) === 0, energyOf(s, 1) === 0];
  if (out[0] && out[1]) s.result = { winner: null, draw: true, reason: 'both-out-of-energy' };
  else if (out[0] || out[1]) s.result = { winner: out[0] ? 1 : 0, draw: false, reason: 'opponent-out-of-energy' };
  if (s.result) {
    s.initiative = null;
    return;
  }
  const b = s.battle;
  if (b && b.step !== 'end' && (!s.inPlay[b.location] || !hasBattleForces(g, b.location, 0) || !hasBattleForces(g, b.location, 1))) {
    for (const seat of [b.attacker, b.attacker === 0 ? 1 : 0] as const) for (const card of damagedInPlay(g, seat)) loseFromPlay(g, card.key);
    for (const item of s.stack) if (item.kind === 'card') s.piles[item.seat].lost.push(item.card);
    s.stack = [];
    endBattle(g);
  }
}
