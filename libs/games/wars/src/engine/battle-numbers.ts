import type { BattleNumber } from '../verbs/bound';
import type { Game } from './game-cards';
import type { Seat } from './state';
import { lingeringBattle } from './until-end-of-turn';

/**
 * The numbers of the battle under way as card text changes them (CR glossary `battle phase`,
 * `modifiers`), apart from the steps that use them, so what reads them (a condition on "your total
 * battle destiny") does not depend on the battle's procedure.
 */

/** A modified number is never below zero (CR glossary `modifiers`). */
export const floor0 = (n: number) => Math.max(0, n);

/** What standing card text (engine 1.1.0 on) and effects until end of turn (1.2.0 on) add to a side's attrition, total power or battle destiny in the current battle. */
export const standing = (g: Game, number: BattleNumber, seat: Seat) =>
  (g.text?.battleChange(g, number, seat, g.s.battle!.location) ?? 0) + lingeringBattle(g.s, number, seat, g.s.battle!.location);

/** A side's battle destiny: what it revealed, with what card text adds (CR glossary `battle phase` 3), never below 0. */
export const battleDestiny = (g: Game, seat: Seat) => floor0(g.s.battle!.destiny[seat] + standing(g, 'destiny', seat));
