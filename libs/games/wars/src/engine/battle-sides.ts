import type { Game } from './game-cards';
import { statsOf } from './game-cards';
import { battleForces, presentAt } from './locations';
import type { InPlayCard, Seat } from './state';

/** A player's ships and units in the current battle: at its location, aboard ships included (CR glossary `in a battle`). */
export function inBattle(g: Game, seat: Seat): InPlayCard[] {
  return g.s.battle ? presentAt(g, g.s.battle.location, seat) : [];
}

/** Total defense of a player's damaged cards in the battle: it counts against attrition and casualties. */
export function damagedDefense(g: Game, seat: Seat): number {
  return inBattle(g, seat).filter((p) => p.damaged).reduce((n, p) => n + statsOf(g, p.key).defense, 0);
}

/** Tactics (for battle destiny) or power of a side: units in a site battle, ships in a sector battle (with Piloting). */
export function sideTotal(g: Game, seat: Seat, stat: 'tactics' | 'power'): number {
  if (!g.s.battle) return 0;
  // "Doesn't add its power to a player's total power [until end of turn]" (1.2.0 on).
  const left = stat === 'power' && g.s.untilEndOfTurn ? g.s.untilEndOfTurn.flatMap((e) => (e.kind === 'not-added' ? [e.card] : [])) : [];
  const adds = (key: string) => stat !== 'power' || (!left.includes(key) && (g.text?.addsPower(g, key) ?? true));
  return battleForces(g, g.s.battle.location, seat).reduce((n, p) => n + (adds(p.key) ? statsOf(g, p.key)[stat] : 0), 0);
}
