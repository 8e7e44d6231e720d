/**
 * `npm run bench:engine`: replays 1,000 bot games of Chaotic Apprentice and 300 of Masters
 * (the two starter decks, digital play, seeds from 1) and prints actions per second beside a
 * pass that only `JSON.parse`s the same NDJSON, measured in the same process. "Verdict" is what an audit
 * needs to accept or reject a log (parse, header checks, seeds, validate + apply every
 * action, result check); the next line adds the canonical hash of each final state. "Reading only" is
 * the match-log reader alone, and the last line replays logs read beforehand: the engine's own share
 * of the verdict, with the share the aim needs of it given what the reading costs.
 */
import { performance } from 'node:perf_hooks';
import { auditMatchLog, EngineFormat, loadChaoticCards, ParsedMatchLog } from '@arbiter/chaotic';
import { botLogs, parseOnly, readLog } from './chaotic-bench-logs';

const GAMES = Number(process.env.BENCH_GAMES ?? 1000);
const MASTERS_GAMES = Number(process.env.BENCH_MASTERS_GAMES ?? 300);
const ROUNDS = 7;

/** The match-log reader alone: every line parsed and checked, no rules. */
function readOnly(files: readonly string[]): number {
  let actions = 0;
  for (const text of files) actions += readLog(text).actions.length;
  return actions;
}

function replayAll(files: readonly string[], cards: ReturnType<typeof loadChaoticCards>, hashFinal: boolean): number {
  let actions = 0;
  for (const text of files) actions += auditOne(readLog(text), cards, hashFinal);
  return actions;
}

/** The verdict's audits without the reading: the logs were parsed before the timing. */
function replayRead(logs: readonly ParsedMatchLog[], cards: ReturnType<typeof loadChaoticCards>): number {
  let actions = 0;
  for (const log of logs) actions += auditOne(log, cards, false);
  return actions;
}

/** Audits one bench log, which must validate; returns the actions applied. */
function auditOne(log: ParsedMatchLog, cards: ReturnType<typeof loadChaoticCards>, hashFinal: boolean): number {
  const report = auditMatchLog(log, cards, { hashFinal });
  if (!report.valid) throw new Error(`bench log ${log.header.matchId} does not validate: ${report.violations[0]?.message}`);
  return report.applied;
}

/**
 * Best of ROUNDS timings in ms for each pass. The passes take turns within every round, so
 * load from other processes on the machine falls on all of them alike.
 */
function bestOf<K extends string>(passes: Record<K, () => number>): Record<K, { ms: number; count: number }> {
  const result = {} as Record<K, { ms: number; count: number }>;
  for (const key of Object.keys(passes) as K[]) result[key] = { ms: Infinity, count: 0 };
  for (let i = 0; i < ROUNDS; i++) {
    for (const key of Object.keys(passes) as K[]) {
      const start = performance.now();
      const count = passes[key]();
      const ms = performance.now() - start;
      if (ms < result[key].ms) result[key] = { ms, count };
    }
  }
  return result;
}

function run(format: EngineFormat, games: number): void {
  const cards = loadChaoticCards();
  const generateStart = performance.now();
  const { files, actions: totalActions } = botLogs(cards, format, games);
  const generateMs = performance.now() - generateStart;
  const bytes = files.reduce((n, f) => n + f.length, 0);
  const parsed = files.map(readLog);
  const { parse, read, replayed, hashed, engineOnly } = bestOf({
    parse: () => parseOnly(files),
    read: () => readOnly(files),
    replayed: () => replayAll(files, cards, false),
    hashed: () => replayAll(files, cards, true),
    engineOnly: () => replayRead(parsed, cards),
  });
  const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
  const parseRate = perSecond(totalActions, parse.ms);
  /** One pass's line: its time and rate, and (after the baseline) its share of parse-only with a remark. */
  const row = (label: string, pass: { ms: number; count: number }, remark?: string) => {
    const rate = perSecond(pass.count, pass.ms);
    const share = remark === undefined ? '' : `  = ${((rate / parseRate) * 100).toFixed(0)}% of parse-only${remark}`;
    return `${label.padEnd(28)}${pass.ms.toFixed(0)} ms  ${rate.toLocaleString('en')} actions/s${share}`;
  };
  /** What the verdict's 50% asks of the replay: the share of parse-only at which reading plus replay take twice the parse. */
  const needed = (readMs: number, parseMs: number) => (readMs >= 2 * parseMs
    ? " (the verdict's 50% is out of reach: the reading alone takes twice the parse)"
    : ` (the verdict's 50% needs this at ${((parseMs / (2 * parseMs - readMs)) * 100).toFixed(0)}%)`);
  const lines = [
    `${format}: games: ${games}, actions: ${totalActions}, NDJSON: ${(bytes / 1e6).toFixed(1)} MB (bots played them in ${(generateMs / 1000).toFixed(1)} s)`,
    row('JSON.parse only:', { ms: parse.ms, count: totalActions }),
    row('reading only:', read, ''),
    row('parse + replay (verdict):', replayed, ' (aim: at least 50%)'),
    row('+ final state hash:', hashed, ''),
    row('replay of logs read before:', engineOnly, needed(read.ms, parse.ms)),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

run('apprentice', GAMES);
run('masters', MASTERS_GAMES);
