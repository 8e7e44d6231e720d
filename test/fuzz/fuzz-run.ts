import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { mutate } from './mutations';
import type { FuzzTarget } from './targets';

/** An input that crashed a reader: what it was made from, and the exception or shape fault. */
export interface FuzzCrash {
  readonly target: string;
  readonly input: string;
  readonly mutations: readonly string[];
  readonly error: string;
}

export interface TargetCounts {
  inputs: number;
  valid: number;
  invalid: number;
  unreadable: number;
  crashes: number;
  /** Time spent making (mutating) and judging this target's inputs. */
  ms: number;
}

export interface FuzzResult {
  readonly counts: Record<string, TargetCounts>;
  /** The first crashes found (at most `keepCrashes`), each with its input. */
  readonly crashes: FuzzCrash[];
  readonly totalCrashes: number;
  readonly ms: number;
}

export interface FuzzPlan {
  readonly targets: readonly FuzzTarget[];
  /** Mutated inputs per target kind, shared among that kind's games (`match-log`: 1,000,000, say). */
  readonly perKind: Readonly<Record<string, number>>;
  readonly seed: number;
  readonly keepCrashes?: number;
  /** Called now and then with the inputs done so far (progress lines). */
  readonly onProgress?: (done: number, total: number) => void;
}

export const targetName = (t: FuzzTarget): string => `${t.kind}:${t.game}`;

/** Runs each target on mutated copies of its samples, round robin; every input must come back as a verdict. */
export function runFuzz(plan: FuzzPlan): FuzzResult {
  const rng = new SeededRng(rngStateFromSeed(plan.seed));
  const keep = plan.keepCrashes ?? 20;
  const counts: Record<string, TargetCounts> = {};
  const crashes: FuzzCrash[] = [];
  let totalCrashes = 0;
  const queue: { target: FuzzTarget; inputs: number }[] = [];
  for (const [kind, total] of Object.entries(plan.perKind)) {
    const ofKind = plan.targets.filter((t) => t.kind === kind);
    ofKind.forEach((target, i) => queue.push({ target, inputs: Math.floor(total / ofKind.length) + (i < total % ofKind.length ? 1 : 0) }));
  }
  const total = queue.reduce((n, q) => n + q.inputs, 0);
  for (const q of queue) counts[targetName(q.target)] = { inputs: 0, valid: 0, invalid: 0, unreadable: 0, crashes: 0, ms: 0 };
  const started = performance.now();
  let done = 0;
  for (let left = true; left;) {
    left = false;
    for (const q of queue) {
      if (q.inputs === 0) continue;
      left = true;
      q.inputs--;
      const name = targetName(q.target);
      const c = counts[name];
      const at = performance.now();
      const sample = q.target.samples[rng.int(0, q.target.samples.length - 1)];
      const { text, mutations } = mutate(sample, rng);
      c.inputs++;
      try {
        c[q.target.judge(text).kind]++;
      } catch (error) {
        c.crashes++;
        totalCrashes++;
        if (crashes.length < keep) crashes.push({ target: name, input: text, mutations, error: String((error as Error)?.stack ?? error) });
      }
      c.ms += performance.now() - at;
      if (++done % 10_000 === 0) plan.onProgress?.(done, total);
    }
  }
  return { counts, crashes, totalCrashes, ms: performance.now() - started };
}
