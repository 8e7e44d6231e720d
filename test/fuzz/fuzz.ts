/**
 * `npm run fuzz [-- --count N] [--seed S] [--out DIR]`: mutated copies of every input a stranger
 * controls, for every registered game: N match logs through the audit (1,000,000 by default),
 * and a tenth as many decklists, players CSVs and card files each. Every input must come back as a
 * verdict; crashes are written to DIR with their input and the run exits 1.
 * `--replay FILE --target KIND:GAME` judges one saved input again and prints its verdict or crash.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registeredGames } from '@arbiter/platform';
import { bundledCardFiles } from './bundled-card-files';
import { buildCorpus } from './corpus';
import { runFuzz, targetName, type TargetCounts } from './fuzz-run';
import { fuzzTargets } from './targets';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

function positiveInt(name: string, text: string): number {
  const n = Number(text.replace(/_/g, ''));
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`fuzz: --${name} must be a positive whole number, not ${JSON.stringify(text)}\n`);
    process.exit(2);
  }
  return n;
}

function replay(file: string, name: string): void {
  const games = registeredGames();
  const target = fuzzTargets(games, buildCorpus(games, bundledCardFiles(), { logsPerGame: 1 })).find((t) => targetName(t) === name);
  if (!target) {
    process.stderr.write(`fuzz: --target must be one of kind:game (match-log:chaotic, decklist:wars, …), not ${JSON.stringify(name)}\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${JSON.stringify(target.judge(readFileSync(file, 'utf8')))}\n`);
  } catch (error) {
    process.stdout.write(`crash: ${String((error as Error)?.stack ?? error)}\n`);
    process.exitCode = 1;
  }
}

if (process.argv.includes('--replay')) {
  replay(option('replay', ''), option('target', ''));
  process.exit();
}

const count = positiveInt('count', option('count', '1000000'));
const seed = positiveInt('seed', option('seed', '1'));
const others = Math.max(1, Math.floor(count / 10));
const games = registeredGames();
const corpus = buildCorpus(games, bundledCardFiles());
const targets = fuzzTargets(games, corpus);
process.stdout.write(`fuzz: ${count} match logs, ${others} each of decklists, players CSVs and card files; games ${games.ids().join(', ')}; seed ${seed}\n`);
process.stdout.write(`samples: ${corpus.map((c) => `${c.game} ${c.matchLogs.length} logs`).join(', ')}\n`);

let last = performance.now();
const cpuAtStart = process.cpuUsage();
const result = runFuzz({
  targets, seed, perKind: { 'match-log': count, decklist: others, 'players-csv': others, 'card-file': others },
  onProgress(done, total) {
    if (performance.now() - last < 10_000) return;
    last = performance.now();
    process.stdout.write(`  ${done} of ${total} inputs\n`);
  },
});

// Rates count the making of each input (its mutation) as well as its judging.
const rows = Object.entries(result.counts).map(([name, c]) => [
  name, c.inputs, c.valid, c.invalid, c.unreadable, c.crashes, Math.round(c.inputs / (c.ms / 1000)),
]);
const header = ['target', 'inputs', 'valid', 'invalid', 'unreadable', 'crashes', 'inputs/s'];
const cells = [header, ...rows].map((r) => r.map(String));
const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
process.stdout.write(`${cells.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')).join('\n')}\n`);
const inputs = rows.reduce((n, r) => n + Number(r[1]), 0);
process.stdout.write(`${inputs} inputs in ${(result.ms / 1000).toFixed(1)} s (${Math.round(inputs / (result.ms / 1000))} inputs/s), ${result.totalCrashes} crash(es)\n`);
// On a shared machine the clock also counts the neighbours' time: the CPU time says how much of it was the run's.
const cpu = process.cpuUsage(cpuAtStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const ownShare = Math.min(1, cpuSeconds / (result.ms / 1000));
const byKind = (kind: string) => Object.entries(result.counts).filter(([name]) => name.startsWith(`${kind}:`)).map(([, c]) => c);
const sum = (cs: TargetCounts[], of: (c: TargetCounts) => number) => cs.reduce((n, c) => n + of(c), 0);
const logs = byKind('match-log');
process.stdout.write(`CPU: ${cpuSeconds.toFixed(1)} s (the GC's helper threads included); match logs made and judged at ${Math.round(sum(logs, (c) => c.inputs) / (sum(logs, (c) => c.ms) / 1000))}/s\n`);
// The default run (1,000,000 match logs, 100,000 of each other kind) at these rates, on a core of its own.
const defaultMs = ['match-log', 'decklist', 'players-csv', 'card-file'].reduce((ms, kind) => {
  const cs = byKind(kind);
  const done = sum(cs, (c) => c.inputs);
  return done === 0 ? ms : ms + (kind === 'match-log' ? 1_000_000 : 100_000) * (sum(cs, (c) => c.ms) / done) * ownShare;
}, 0);
process.stdout.write(`at these rates the default run takes about ${Math.round(defaultMs / 60_000)} min\n`);

if (result.totalCrashes > 0) {
  const dir = option('out', join(tmpdir(), `arbiter-fuzz-crashes-${seed}`));
  mkdirSync(dir, { recursive: true });
  result.crashes.forEach((c, i) => {
    writeFileSync(join(dir, `crash-${i + 1}.input`), c.input);
    writeFileSync(join(dir, `crash-${i + 1}.txt`), `${c.target}\nmutations: ${c.mutations.join(', ')}\n\n${c.error}\n`);
  });
  process.stdout.write(`the first ${result.crashes.length} crash(es) and their inputs are in ${dir}\n`);
  process.exitCode = 1;
}
