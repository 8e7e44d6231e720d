import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export type Rng = ReturnType<typeof xoroshiro128plus>;

/** Each round draws from its own stream, derived from the tournament's seed and the round. */
export function roundRng(seed: number, round: number): Rng {
  return xoroshiro128plus((seed ^ Math.imul(round + 1, 0x9e3779b1)) | 0);
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const t = out[i];
    out[i] = out[j];
    out[j] = t;
  }
  return out;
}
