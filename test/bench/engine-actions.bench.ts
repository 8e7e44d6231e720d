/**
 * `npm run bench:engine-actions`: where the Masters replay's time goes, by kind of action. The
 * 300 starter Masters games of `bench:engine` are replayed with each action's validation and
 * application timed apart, the clock's own cost subtracted, beside `JSON.parse` of the same
 * lines (the baseline of the engine's aim) in nanoseconds per action. A pass is split by what it
 * does: hand priority over, resolve the burst (one item, named by its kind, or more), or close an
 * empty window.
 * The clock around every action slows the replay, so the shares matter more than the totals.
 */
import { combineSeeds } from '@arbiter/rules';
import { ChaoticAction, ChaoticState, configFromHeader, createChaoticEngine, loadChaoticCards, ParsedMatchLog } from '@arbiter/chaotic';
import { botLogsApart, readLog } from './chaotic-bench-logs';
import { parseOnly } from './replay-rounds';

const GAMES = Number(process.env.BENCH_MASTERS_GAMES ?? 300);
const ROUNDS = 5;
const now = process.hrtime.bigint;

/** What a pass does, read before it is applied: the second pass in a row resolves the burst or closes the window. */
function passKind(state: ChaoticState): string {
  const m = state.masters;
  if (!m || m.passes === 0) return 'pass: priority handed over';
  if (m.burst.length === 0) return `pass: closes the ${m.point ?? 'move'} window`;
  return m.burst.length === 1 ? `pass: resolves one ${m.burst[0].kind}` : 'pass: resolves two or more items';
}

/** The kind of action, as reported. */
function kindOf(state: ChaoticState, action: ChaoticAction): string {
  return action.type === 'pass' ? passKind(state) : action.type;
}

interface Row { count: number; validate: bigint; apply: bigint }

function replayTimed(logs: readonly ParsedMatchLog[], cards: ReturnType<typeof loadChaoticCards>, rows: Map<string, Row>): void {
  const engine = createChaoticEngine(cards, logs[0].header.engineVersion);
  for (const log of logs) {
    const revealed = Object.fromEntries(log.reveals.map((r) => [r.player, r.seed]));
    const combined = combineSeeds(log.header.players.map((p) => revealed[p.id]), log.header.matchId);
    const state = engine.setup(configFromHeader(log.header), { combined });
    for (const action of log.actions) {
      const kind = kindOf(state, action);
      const t0 = now();
      const found = engine.validate(state, action);
      const t1 = now();
      if (found.length > 0) throw new Error(`bench log ${log.header.matchId} does not validate at ${action.seq}: ${found[0].message}`);
      engine.applyInPlace(state, action);
      const t2 = now();
      let row = rows.get(kind);
      if (!row) rows.set(kind, (row = { count: 0, validate: 0n, apply: 0n }));
      row.count++;
      row.validate += t1 - t0;
      row.apply += t2 - t1;
    }
  }
}

/** Nanoseconds one reading of the clock adds to an interval. */
function clockCost(): number {
  const n = 200_000;
  let total = 0n;
  for (let i = 0; i < n; i++) {
    const t0 = now();
    total += now() - t0;
  }
  return Number(total) / n;
}

function parseNs(files: readonly string[], actions: number): number {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    const start = now();
    parseOnly(files);
    best = Math.min(best, Number(now() - start));
  }
  return best / actions;
}

async function run(): Promise<void> {
  const cards = loadChaoticCards();
  // Played in a worker thread, as `bench:engine` does: the replay timed here has seen no bot play.
  const { files, actions } = await botLogsApart('masters', GAMES);
  const logs = files.map(readLog);
  // Warm-up rounds first; the last round's figures are reported.
  let rows = new Map<string, Row>();
  for (let round = 0; round < ROUNDS; round++) replayTimed(logs, cards, (rows = new Map()));
  const clock = clockCost();
  // Per kind: nanoseconds validating and applying, with the clock's readings taken out.
  const net = (ns: bigint, count: number) => Math.max(0, Number(ns) - clock * count);
  const kinds = [...rows].map(([kind, r]) => ({ kind, count: r.count, validate: net(r.validate, r.count), apply: net(r.apply, r.count) }))
    .sort((a, b) => b.validate + b.apply - a.validate - a.apply);
  const total = kinds.reduce((n, k) => n + k.validate + k.apply, 0);
  const validated = kinds.reduce((n, k) => n + k.validate, 0);
  const lines = [
    `masters: games: ${GAMES}, actions: ${actions}; JSON.parse only: ${parseNs(files, actions).toFixed(0)} ns per action; clock: ${clock.toFixed(0)} ns per reading, subtracted`,
    `${'action'.padEnd(44)}${'count'.padStart(8)}${'validate ns'.padStart(13)}${'apply ns'.padStart(10)}${'share'.padStart(8)}`,
    ...kinds.map((k) => `${k.kind.padEnd(44)}${String(k.count).padStart(8)}${(k.validate / k.count).toFixed(0).padStart(13)}${(k.apply / k.count).toFixed(0).padStart(10)}${`${(((k.validate + k.apply) / total) * 100).toFixed(1)}%`.padStart(8)}`),
    `all: ${(total / actions).toFixed(0)} ns per action, of it validation ${((validated / total) * 100).toFixed(0)}%`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

void run();
