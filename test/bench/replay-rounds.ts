/**
 * How the engine benches time a replay against its baseline, shared by every game's bench: the
 * baseline, the rounds with their warm-up, and a pass's share of the baseline round by round.
 */
import { performance } from 'node:perf_hooks';

export const ROUNDS = 11;
/**
 * Rounds of every pass run before the timed ones and not counted: the first reads each card's text (memoised per engine)
 * and compiles the code, which an audit worker does once, not per log; counted, they are the lowest shares of a run.
 */
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);

/** The baseline: every line of every file through `JSON.parse`; returns the lines read. */
export function parseOnly(files: readonly string[]): number {
  let records = 0;
  for (const text of files) {
    for (const line of text.split('\n')) {
      if (line.length === 0) continue;
      JSON.parse(line);
      records++;
    }
  }
  return records;
}

export interface PassTimes {
  /** The best round's time in ms, and the actions that pass counted. */
  ms: number;
  count: number;
  /** Every round's time in ms, in round order. */
  readonly rounds: number[];
}

/**
 * Times each pass in each of ROUNDS rounds. The passes take turns within every round, so load
 * from other processes on the machine falls on all of them alike.
 */
export function timeRounds<K extends string>(passes: Record<K, () => number>): Record<K, PassTimes> {
  const result = {} as Record<K, PassTimes>;
  for (const key of Object.keys(passes) as K[]) result[key] = { ms: Infinity, count: 0, rounds: [] };
  for (let i = 0; i < WARMUP; i++) for (const key of Object.keys(passes) as K[]) passes[key]();
  for (let i = 0; i < ROUNDS; i++) {
    for (const key of Object.keys(passes) as K[]) {
      const start = performance.now();
      const count = passes[key]();
      const ms = performance.now() - start;
      const pass = result[key];
      pass.rounds.push(ms);
      if (ms < pass.ms) { pass.ms = ms; pass.count = count; }
    }
  }
  return result;
}

export interface Share {
  readonly median: number;
  readonly low: number;
  readonly high: number;
}

/** A pass's throughput as a share of parse-only, round by round: the median, the lowest and the highest. */
export function shareOfParse(pass: PassTimes, parse: PassTimes, parseCount: number): Share {
  const shares = pass.rounds.map((ms, i) => (pass.count / ms) / (parseCount / parse.rounds[i])).sort((a, b) => a - b);
  return { median: shares[Math.floor(shares.length / 2)], low: shares[0], high: shares[shares.length - 1] };
}

export const perSecond = (count: number, ms: number): number => Math.round((count / ms) * 1000);
export const percent = (share: number): string => `${(share * 100).toFixed(0)}%`;
