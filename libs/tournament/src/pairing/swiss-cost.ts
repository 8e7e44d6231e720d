import type { SwissEntrant } from './swiss';

/**
 * The Swiss objective as one integer per pair, ordered so that each level outweighs everything
 * below it summed over a whole round: a rematch, then a pair-down (a pair whose players have
 * different points), then the point gap, then — only to choose between equally good rounds —
 * which player floats (the lower-ranked of a score group first). Points are counted in halves
 * so that a ½-point scale stays integral.
 */
export interface PairCost {
  (a: number, b: number): number;
  /** The largest value the function can return. */
  readonly max: number;
}

const SAFE = 2 ** 49;

/** `players` in pairing order (best first); the cost of seating players[a] with players[b]. */
export function swissCost(players: readonly SwissEntrant[]): PairCost {
  const n = players.length;
  const half = Float64Array.from(players, (p) => Math.round(p.points * 2));
  let maxGap = 0;
  if (n > 0) maxGap = Math.max(...half) - Math.min(...half);
  // Who has met whom among these players, by index (one bit per ordered pair).
  const index = new Map(players.map((p, i) => [p.id, i]));
  const met = new Uint8Array(n * n);
  players.forEach((p, i) => {
    for (const o of p.opponents) {
      const j = index.get(o);
      if (j !== undefined) met[i * n + j] = met[j * n + i] = 1;
    }
  });
  const pairs = Math.max(1, n >> 1);
  let floatScale = pairs * n + 1;
  const gapScale = pairs * maxGap + 1;
  const downScale = pairs + 1;
  if (((downScale + 1) * gapScale + maxGap) * floatScale + n > SAFE) floatScale = 1;
  const max = ((downScale + 1) * gapScale + maxGap) * floatScale + (floatScale > 1 ? n : 0);
  if (max > SAFE) throw new RangeError(`a Swiss round of ${n} players with a point spread of ${maxGap / 2} is beyond the exact pairing's integer range`);
  const cost = (a: number, b: number): number => {
    const gap = Math.abs(half[a] - half[b]);
    const down = gap > 0 ? 1 : 0;
    // The higher-scored player is the one who floats; a later (lower-ranked) one costs less.
    const floater = gap === 0 || floatScale === 1 ? 0 : n - 1 - (half[a] > half[b] ? a : b);
    return ((met[a * n + b] * downScale + down) * gapScale + gap) * floatScale + floater;
  };
  return Object.assign(cost, { max });
}
