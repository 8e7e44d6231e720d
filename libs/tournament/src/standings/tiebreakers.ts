import type { RoundRecord } from './records';

/**
 * Tiebreaker arithmetic. Magic Tournament Rules, Appendix C: match points 3/1/0; MW% and
 * GW% with a 0.33 floor; OMW%/OGW% average the opponents' (floored) percentages, ignoring
 * rounds the player had a bye; a bye counts as a 2–0 win in the player's own figures.
 */
export const MTG_FLOOR = 1 / 3;
export const matchPoints = (rs: readonly RoundRecord[]): number => rs.reduce((s, r) => s + r.points, 0);

export function matchWinPct(rs: readonly RoundRecord[], floor = MTG_FLOOR): number {
  if (rs.length === 0) return floor;
  return Math.max(floor, matchPoints(rs) / (3 * rs.length));
}

export function gameWinPct(rs: readonly RoundRecord[], floor = MTG_FLOOR): number {
  let points = 0;
  let games = 0;
  for (const r of rs) {
    points += 3 * r.gamesWon + r.gamesDrawn;
    games += r.gamesWon + r.gamesLost + r.gamesDrawn;
  }
  return games === 0 ? floor : Math.max(floor, points / (3 * games));
}

/** Average of a per-opponent figure over the rounds with opponents (byes are ignored). */
export function opponentAverage(rs: readonly RoundRecord[], figure: (opponent: string) => number, whenNone: number): number {
  let sum = 0;
  let n = 0;
  for (const r of rs) {
    for (const o of r.opponents) {
      sum += figure(o);
      n += 1;
    }
  }
  return n === 0 ? whenNone : sum / n;
}

/** Points earned against one other player (head-to-head): 0 when they never met. */
export function headToHead(rs: readonly RoundRecord[], other: string): number {
  return rs.reduce((s, r) => (r.opponents.includes(other) ? s + r.points : s), 0);
}

/** A seeded draw: a stable pseudo-random key per player (32-bit mix of seed and id). */
export function drawKey(seed: number, playerId: string): number {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < playerId.length; i++) {
    h = Math.imul(h ^ playerId.charCodeAt(i), 0x85ebca6b);
    h = (h ^ (h >>> 13)) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
