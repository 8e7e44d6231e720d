import { SeededRng } from '@arbiter/rules';
import type { ChaoticState } from './types';

/** Glossary "Flip a coin": heads or tails from the state's seeded RNG (true: heads); the RNG state moves on. */
export function flipCoin(state: ChaoticState): boolean {
  const rng = new SeededRng(state.rng!);
  const heads = rng.int(0, 1) === 0;
  state.rng = rng.state() as number[];
  return heads;
}
