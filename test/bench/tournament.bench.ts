/**
 * npm run bench:tournament — Swiss pairing and standings at 1,024 and 8,192 players, six
 * rounds of seeded random results, beside the npm package tournament-organizer on the same
 * field and the same result stream. Prints one table; docs/benchmarks.md records it.
 */
import { performance } from 'node:perf_hooks';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import {
  computeStandings, decide, replay, roundRng, swissEntrants, TournamentEvent, TournamentState,
} from '@arbiter/tournament';
import { randomResults } from '../../libs/tournament/src/testing/simulate';

const ROUNDS = 6;
const SEED = 20260101;
/**
 * tournament-organizer builds every one of the n(n−1)/2 weighted edges for a blossom matching
 * each round: ~10 s a round at 1,024 players; at 8,192 (33.5 M edges) it exhausted a 4 GB heap
 * in round one here. It runs at 8,192 only with --peer-8192, and not at all with --no-peer
 * (arbiter's figures alone, in a minute rather than many).
 */
const PEER_LIMIT = process.argv.includes('--no-peer') ? 0 : process.argv.includes('--peer-8192') ? Infinity : 1024;

interface Row { library: string; players: number; round: number; pairMs: number; pairCpuMs: number; standingsMs: number; rematches: number; pairDowns: number; gap: number; byes: number; repeatByes: number }

const ctx = { actor: { id: 'org', role: 'organizer' as const }, now: '2026-01-01T10:00:00Z' };

function quality(tables: string[][], points: Map<string, number>, met: Set<string>, byes: Set<string>) {
  let rematches = 0, pairDowns = 0, gap = 0, byeCount = 0, repeatByes = 0;
  for (const t of tables) {
    if (t.length === 1) {
      byeCount++;
      if (byes.has(t[0])) repeatByes++;
      byes.add(t[0]);
      continue;
    }
    const key = [...t].sort().join('|');
    if (met.has(key)) rematches++;
    met.add(key);
    const diff = Math.abs((points.get(t[0]) ?? 0) - (points.get(t[1]) ?? 0));
    if (diff > 0) pairDowns++;
    gap += diff;
  }
  return { rematches, pairDowns, gap, byes: byeCount, repeatByes };
}

function runArbiter(players: number): Row[] {
  const rows: Row[] = [];
  const events: TournamentEvent[] = [{
    type: 'TournamentCreated',
    data: { tournamentId: 'bench', organizerId: 'org', createdAt: ctx.now, settings: { name: 'Bench', game: 'chaotic', format: 'standard', structure: { kind: 'swiss', rounds: ROUNDS, topCut: 0 }, bestOf: 3, tiebreakers: 'mtg', seed: SEED, requireCheckIn: false } },
  }];
  for (let i = 0; i < players; i++) events.push({ type: 'PlayerRegistered', data: { playerId: `p${i}`, name: `P${i}`, deck: { cards: [] }, missedRounds: [], missedRoundsAs: 'loss' } });
  let state: TournamentState = replay(events);
  const met = new Set<string>();
  const byes = new Set<string>();
  let points = new Map<string, number>();
  const sameState: Row[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    if (round > 1 && players <= PEER_LIMIT) sameState.push(peerOnSameState(state, round, points, met, byes));
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const decision = decide(state, { type: 'StartRound', data: { round } }, ctx);
    const pairCpuMs = cpuMs(c0);
    const pairMs = performance.now() - t0;
    if ('code' in decision) throw new Error(decision.message);
    state = replay(decision, state);
    const started = decision.find((e) => e.type === 'RoundStarted');
    const tables = started && started.type === 'RoundStarted' ? started.data.pairings.map((p) => [...p.players]) : [];
    const q = quality(tables, points, met, byes);
    state = replay([...randomResults(state, roundRng(SEED + 1, round)), { type: 'RoundEnded', data: { round } }], state);
    const t1 = performance.now();
    const standings = computeStandings(state);
    const standingsMs = performance.now() - t1;
    points = new Map(standings.map((r) => [r.playerId, r.matchPoints]));
    rows.push({ library: 'arbiter', players, round, pairMs, pairCpuMs, standingsMs, ...q });
    print(rows[rows.length - 1]);
  }
  return [...rows, ...sameState];
}

/**
 * The peer's pairing engine (tournament-pairings, which tournament-organizer calls) on the very
 * standings arbiter pairs from, so both are judged on identical score groups.
 */
function peerOnSameState(state: TournamentState, round: number, points: Map<string, number>, met: Set<string>, byes: Set<string>): Row {
  const { Swiss } = require('tournament-pairings');
  const field = [...state.players.values()].filter((p) => p.droppedAfterRound === undefined);
  const entrants = swissEntrants(state, field).map((e) => ({ id: e.id, score: e.points, avoid: [...e.opponents], receivedBye: e.byes > 0 }));
  const t0 = performance.now();
  const matches = Swiss(entrants, round) as { player1: string; player2: string | null }[];
  const pairMs = performance.now() - t0;
  const tables = matches.map((m) => (m.player2 === null ? [m.player1] : [m.player1, m.player2]));
  const row: Row = { library: 'peer, same standings', players: state.players.size, round, pairMs, pairCpuMs: NaN, standingsMs: NaN, ...quality(tables, points, new Set(met), new Set(byes)) };
  print(row);
  return row;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- the peer ships no usable CommonJS types */
function runPeer(players: number): Row[] {
  const TO = require('tournament-organizer');
  const Manager = TO.default ?? TO;
  const t = new Manager().createTournament('bench', {
    stageOne: { format: 'swiss', rounds: ROUNDS },
    scoring: { bestOf: 3, win: 3, draw: 1, loss: 0, bye: 3, tiebreaks: ['opponent match win percentage', 'game win percentage', 'opponent game win percentage'] },
  });
  for (let i = 0; i < players; i++) t.createPlayer(`P${i}`, `p${i}`);
  const rows: Row[] = [];
  const met = new Set<string>();
  const byes = new Set<string>();
  const points = new Map<string, number>();
  for (let round = 1; round <= ROUNDS; round++) {
    const t0 = performance.now();
    if (round === 1) t.startTournament();
    else t.nextRound();
    const pairMs = performance.now() - t0;
    const matches = t.getMatchesByRound(round) as any[];
    const tables = matches.map((m) => [m.getPlayer1().id, m.getPlayer2().id].filter((id: string | null) => id !== null));
    const q = quality(tables, points, met, byes);
    const rng = roundRng(SEED + 1, round);
    for (const m of matches) {
      if (m.isBye?.() ?? m.getValues?.().bye) continue;
      const draw = uniformInt(rng, 0, 19) === 0;
      const [a, b] = draw ? [1, 1] : ([[2, 0], [2, 1], [1, 2], [0, 2]] as const)[uniformInt(rng, 0, 3)];
      t.enterResult(m.getId(), a, b);
      const [p1, p2] = [m.getPlayer1().id, m.getPlayer2().id];
      points.set(p1, (points.get(p1) ?? 0) + (a > b ? 3 : a === b ? 1 : 0));
      points.set(p2, (points.get(p2) ?? 0) + (b > a ? 3 : a === b ? 1 : 0));
    }
    for (const m of matches) {
      const v = m.getValues?.() ?? m;
      if (v.bye) { const id = v.player1.id ?? v.player2.id; points.set(id, (points.get(id) ?? 0) + 3); }
    }
    const t1 = performance.now();
    t.getStandings();
    const standingsMs = performance.now() - t1;
    rows.push({ library: 'tournament-organizer', players, round, pairMs, pairCpuMs: NaN, standingsMs, ...q });
    print(rows[rows.length - 1]);
  }
  return rows;
}

/**
 * CPU time of this process since `start` (user + system), beside the wall-clock time: on a
 * machine shared with other work the wall clock also counts the time spent waiting for a core.
 */
function cpuMs(start: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(start);
  return (d.user + d.system) / 1000;
}

const ms = (v: number) => (Number.isNaN(v) ? '—' : v.toFixed(1)).padStart(9);
function print(r: Row): void {
  console.log(`${r.library.padEnd(21)} ${String(r.players).padStart(7)} ${String(r.round).padStart(5)} ${ms(r.pairMs)} ${ms(r.pairCpuMs)} ${ms(r.standingsMs)} ${String(r.rematches).padStart(7)} ${String(r.pairDowns).padStart(8)} ${String(r.gap).padStart(5)} ${String(r.byes).padStart(4)} ${String(r.repeatByes).padStart(6)}`);
}

function summary(rows: Row[]): void {
  console.log('\nlibrary               players  max pair ms  max pair cpu ms  mean pair ms  max stand ms  rematches  pair-downs  points gap  byes  2nd byes');
  for (const lib of ['arbiter', 'peer, same standings', 'tournament-organizer']) {
    for (const players of [1024, 8192]) {
      const rs = rows.filter((r) => r.library === lib && r.players === players);
      if (rs.length === 0) continue;
      const sum = (f: (r: Row) => number) => rs.reduce((s, r) => s + f(r), 0);
      console.log(`${lib.padEnd(21)} ${String(players).padStart(7)} ${ms(Math.max(...rs.map((r) => r.pairMs))).padStart(12)} ${ms(Math.max(...rs.map((r) => r.pairCpuMs))).padStart(16)} ${ms(sum((r) => r.pairMs) / rs.length).padStart(13)} ${ms(Math.max(...rs.map((r) => r.standingsMs))).padStart(13)} ${String(sum((r) => r.rematches)).padStart(10)} ${String(sum((r) => r.pairDowns)).padStart(11)} ${String(sum((r) => r.gap)).padStart(11)} ${String(sum((r) => r.byes)).padStart(5)} ${String(sum((r) => r.repeatByes)).padStart(9)}`);
    }
  }
}

function main(): void {
  console.log(`Swiss, ${ROUNDS} rounds of seeded random results (seed ${SEED}), Node ${process.version}`);
  console.log('library               players round  pair ms   cpu ms  stand ms rematch pairdown   gap byes 2ndbye');
  const rows: Row[] = [];
  for (const players of [1024, 8192]) {
    rows.push(...runArbiter(players));
    if (players <= PEER_LIMIT) rows.push(...runPeer(players));
    else if (PEER_LIMIT === 0) console.log(`tournament-organizer  ${players}: not run (--no-peer)`);
    else console.log(`tournament-organizer  ${players}: not run (n(n−1)/2 edges per round; out of memory here; --peer-8192 to try)`);
  }
  summary(rows);
}

main();
