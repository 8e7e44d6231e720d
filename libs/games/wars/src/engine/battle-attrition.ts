import type { Violation } from '@arbiter/rules';
import { inBattle } from './battle-sides';
import { mayIgnoreAttrition, settleBattle } from './battle-steps';
import type { Game } from './game-cards';
import { cant } from './game-cards';
import { R } from './rule-keys';
import type { Seat, WarsAction } from './state';
import { payloadOf } from './timing';
import { broken } from './violation';

/** A card a player damages toward attrition or casualties: an undamaged ship or unit of theirs in the battle (CR glossary `damage`). */
export function checkDamageTarget(g: Game, a: WarsAction, seat: Seat, rule: string): Violation[] {
  const card = payloadOf(a).card;
  const mine = inBattle(g, seat).find((p) => p.key === card);
  if (!mine) return broken(a.seq, 'bad-target', rule, `${String(card)} is not a ship or unit of yours in this battle`);
  if (mine.damaged) return broken(a.seq, 'already-damaged', R.damage, `${g.card(mine.key).name} is already damaged and can't be damaged again`);
  if (cant(g, mine.key, 'be damaged')) return broken(a.seq, 'cant-be-damaged', R.cant, `${g.card(mine.key).name} can't be damaged: its card text says so`);
  return [];
}

/**
 * The attrition procedure (CR glossary `battle phase` 5): attacker first, each player damages
 * their ships and units in the battle one at a time until the defense damaged meets the
 * attrition the other side caused, or none is left undamaged.
 */
export const checkAttritionDamage = (g: Game, a: WarsAction, seat: Seat) => checkDamageTarget(g, a, seat, R.battle(5));

export function performDamage(g: Game, a: WarsAction): void {
  g.s.inPlay[payloadOf(a).card as string].damaged = true;
  settleBattle(g);
}

/** With every undamaged card left immune to attrition (a Captain aboard), the rest of the attrition may be ignored. */
export function checkIgnoreAttrition(g: Game, a: WarsAction, seat: Seat): Violation[] {
  return mayIgnoreAttrition(g, seat) ? [] : broken(a.seq, 'attrition-not-satisfied', R.battle(5), 'attrition may be ignored only when every undamaged card you have in the battle is immune to attrition');
}

export function performIgnoreAttrition(g: Game, _a: WarsAction, seat: Seat): void {
  g.s.battle!.attritionDone[seat] = true;
  settleBattle(g);
}
