import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { JumpableRandomGenerator } from 'pure-rand/types/JumpableRandomGenerator';

/** Serialisable RNG state: lives inside the game state so a replay re-derives every draw. */
export type RngState = readonly number[];

/** Creates the initial RNG state from a 32-bit seed. */
export function rngStateFromSeed(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** A shuffled copy of `items` (Fisher–Yates), drawing from any source of uniform integers. */
export function shuffledCopy<T>(items: readonly T[], rng: { int(min: number, max: number): number }): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const held = out[i];
    out[i] = out[j];
    out[j] = held;
  }
  return out;
}

/**
 * A seeded RNG working on a copy of a serialised state. Engines open one, draw from it and
 * write `state()` back into the game state before returning.
 */
export class SeededRng {
  private readonly generator: JumpableRandomGenerator;

  constructor(state: RngState) {
    this.generator = xoroshiro128plusFromState(state);
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      const held = items[i];
      items[i] = items[j];
      items[j] = held;
    }
    return items;
  }

  /** One element chosen uniformly; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : items[this.int(0, items.length - 1)];
  }

  state(): RngState {
    return this.generator.getState();
  }
}
