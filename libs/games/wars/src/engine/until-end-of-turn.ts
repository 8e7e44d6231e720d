import type { StatChange } from './card-text';
import type { BattleNumber } from '../verbs/bound';
import type { CardProhibition, Lingering, Seat, WarsState } from './state';

/**
 * Effects "until end of turn" of abilities the engine carried out (1.2.0 on). Each names the
 * cards it picked when it resolved, or the location of the battles it changes (CR glossary
 * `effects`: cards that arrive later are unaffected). They end with the turn, and a card that
 * leaves play loses them (CR general `leaving play`). The list exists only while it holds one,
 * so states of older logs hash as they always did.
 */

export function addUntilEndOfTurn(s: WarsState, effect: Lingering): void {
  (s.untilEndOfTurn ??= []).push(effect);
}

/** What lingering effects change a card's stats by; null when nothing does. */
export function lingeringStats(s: WarsState, key: string): StatChange | null {
  if (!s.untilEndOfTurn) return null;
  let change: StatChange | null = null;
  for (const e of s.untilEndOfTurn) {
    if (e.kind !== 'stat' || e.card !== key) continue;
    change ??= { power: 0, tactics: 0, defense: 0 };
    change[e.stat] += e.by;
  }
  return change;
}

export const lingeringImmune = (s: WarsState, key: string): boolean => s.untilEndOfTurn?.some((e) => e.kind === 'immune' && e.card === key) ?? false;

/** What lingering effects add to a side's attrition or total power in a battle at a location. */
export function lingeringBattle(s: WarsState, number: BattleNumber, seat: Seat, location: string): number {
  let n = 0;
  for (const e of s.untilEndOfTurn ?? []) if (e.kind === 'battle' && e.number === number && e.seat === seat && e.location === location) n += e.by;
  return n;
}

/** Support icons of a faction (any, without one) lingering effects give a side, on locations still in play (or on one of them). */
export function lingeringIcons(s: WarsState, seat: Seat, faction: string | undefined, location?: string): number {
  let n = 0;
  for (const e of s.untilEndOfTurn ?? []) {
    if (e.kind === 'icon' && e.seat === seat && (!faction || e.faction === faction.toLowerCase()) && (!location || e.location === location) && s.inPlay[e.location]) n += e.count;
  }
  return n;
}

/** Energy icons lingering effects give a side of a location ("Your side of target location gains two energy icons until end of turn."). */
export function lingeringEnergyIcons(s: WarsState, seat: Seat, location: string): number {
  let n = 0;
  for (const e of s.untilEndOfTurn ?? []) if (e.kind === 'energy-icon' && e.seat === seat && e.location === location) n += e.count;
  return n;
}

/** Whether a lingering effect says a card can't move or be damaged, or can't be targeted by `by`. */
export const lingeringCant = (s: WarsState, key: string, action: CardProhibition, by?: Seat): boolean =>
  s.untilEndOfTurn?.some((e) => e.kind === 'cant' && e.card === key && e.action === action && (e.by === undefined || e.by === by)) ?? false;

/** A card left play: what lingered on it ends. */
export function forgetCard(s: WarsState, key: string): void {
  if (!s.untilEndOfTurn) return;
  const kept = s.untilEndOfTurn.filter((e) => !('card' in e) || e.kind === 'cost' || e.card !== key);
  if (kept.length > 0) s.untilEndOfTurn = kept;
  else delete s.untilEndOfTurn;
}

export function endOfTurn(s: WarsState): void {
  delete s.untilEndOfTurn;
}
