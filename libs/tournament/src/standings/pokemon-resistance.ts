import type { RoundRecord } from './records';

/**
 * Resistance, as Play! Pokémon ranks players tied on match points: first the average win
 * percentage of the player's opponents, then the average of the opponents' own resistance.
 * What these functions rely on (Play! Pokémon Tournament Rules Handbook, tiebreakers; the
 * order, the ½ for a tie, the bye rule and the floor as RK9's "All about tiebreakers in the
 * Pokémon TCG", 2021, summarises them):
 * - a win counts 1, a tie ½, a loss 0, over the rounds the player played;
 * - a bye is neither a win nor a round played: a 2–1 record with a bye counts as 1–1 (50%),
 *   and a player's own bye round brings no opponent into their resistance;
 * - every opponent contributes at least 25%;
 * - an opponent who dropped contributes at most 75%;
 * - head-to-head follows the two resistances (see `compute-standings.ts`).
 */
export const POKEMON_FLOOR = 0.25;
export const POKEMON_DROPPED_CAP = 0.75;

/** A player's win percentage as an opponent sees it: byes left out, 25% floor, 75% cap once dropped. */
export function pokemonWinPct(rs: readonly RoundRecord[], dropped: boolean): number {
  let points = 0;
  let played = 0;
  for (const r of rs) {
    if (r.bye) continue;
    played += 1;
    points += r.outcome === 'win' ? 1 : r.outcome === 'draw' ? 0.5 : 0;
  }
  const pct = played === 0 ? POKEMON_FLOOR : Math.max(POKEMON_FLOOR, points / played);
  return dropped ? Math.min(POKEMON_DROPPED_CAP, pct) : pct;
}
