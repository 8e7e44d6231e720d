import type { RoundRecord } from './records';

/**
 * Tiebreaker arithmetic. Magic Tournament Rules, Appendix C: match points 3/1/0; MW% and
 * GW% with a 0.33 floor; OMW%/OGW% average the opponents' (floored) percentages, ignoring
 * rounds the player had a bye; a bye counts as a 2–0 win in the player's own figures.
 */
export const MTG_FLOOR = 1 / 3;
/** Pokémon resistance floors every opponent's win percentage at 25%. */
export const POKEMON_FLOOR = 0.25;

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

/** Share of rounds won (byes included in the player's own figure), for Pokémon resistance. */
export function winPct(rs: readonly RoundRecord[], floor = POKEMON_FLOOR): number {
  if (rs.length === 0) return floor;
  return Math.max(floor, rs.filter((r) => r.outcome === 'win').length / rs.length);
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

/** Buchholz: the sum of the opponents' scores. */
export function buchholz(rs: readonly RoundRecord[], score: (opponent: string) => number): number {
  return rs.reduce((s, r) => s + r.opponents.reduce((t, o) => t + score(o), 0), 0);
}

/** Median-Buchholz: Buchholz without the highest and the lowest opponent score. */
export function medianBuchholz(rs: readonly RoundRecord[], score: (opponent: string) => number): number {
  const scores = rs.flatMap((r) => r.opponents.map(score)).sort((a, b) => a - b);
  if (scores.length < 3) return scores.reduce((s, v) => s + v, 0);
  return scores.slice(1, -1).reduce((s, v) => s + v, 0);
}

/** Sonneborn-Berger: the scores of opponents beaten plus half those of opponents drawn. */
export function sonnebornBerger(rs: readonly RoundRecord[], score: (opponent: string) => number): number {
  let sum = 0;
  for (const r of rs) {
    const factor = r.outcome === 'win' ? 1 : r.outcome === 'draw' ? 0.5 : 0;
    for (const o of r.opponents) sum += factor * score(o);
  }
  return sum;
}

/** Points earned against the other members of a tied group (head-to-head). */
export function headToHead(rs: readonly RoundRecord[], group: ReadonlySet<string>): number {
  return rs.reduce((s, r) => (r.opponents.some((o) => group.has(o)) ? s + r.points : s), 0);
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
