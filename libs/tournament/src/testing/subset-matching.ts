/**
 * Exact minimum-cost perfect matching of a small even set (≤ 20) by dynamic programming over
 * subsets: always pair the lowest remaining index with each other remaining one. A reference
 * for the tests, written independently of the blossom matching that pairs real rounds.
 */
export function minCostMatching(n: number, cost: (i: number, j: number) => number): { pairs: [number, number][]; cost: number } {
  if (n % 2 !== 0 || n > 20) throw new RangeError(`minCostMatching needs an even n ≤ 20, got ${n}`);
  const c = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) c[i * n + j] = cost(i, j);
  const best = new Float64Array(1 << n).fill(-1);
  const choice = new Int8Array(1 << n);
  const solve = (mask: number): number => {
    if (mask === 0) return 0;
    if (best[mask] >= 0) return best[mask];
    let i = 0;
    while (!(mask & (1 << i))) i++;
    const rest = mask & ~(1 << i);
    let min = Infinity;
    let pick = -1;
    for (let j = i + 1; j < n; j++) {
      if (!(rest & (1 << j))) continue;
      const v = c[i * n + j] + solve(rest & ~(1 << j));
      if (v < min) {
        min = v;
        pick = j;
      }
    }
    best[mask] = min;
    choice[mask] = pick;
    return min;
  };
  const full = (1 << n) - 1;
  const total = solve(full);
  const pairs: [number, number][] = [];
  let mask = full;
  while (mask) {
    let i = 0;
    while (!(mask & (1 << i))) i++;
    const j = choice[mask];
    pairs.push([i, j]);
    mask &= ~((1 << i) | (1 << j));
  }
  return { pairs, cost: total };
}
