import { SeededRng } from '@arbiter/rules';
import type { WarsState } from './state';

/** A place among `n` picked "at random" in digital play, with the game's seeded generator (its state kept in the game). */
export function randomIndex(s: WarsState, n: number): number {
  const rng = new SeededRng(s.rng);
  const i = rng.int(0, n - 1);
  s.rng = rng.state();
  return i;
}
