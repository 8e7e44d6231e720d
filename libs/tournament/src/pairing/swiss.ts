import type { Pairing } from '../domain/match';
import { minCostMatching } from './min-cost-matching';
import { Rng, shuffled } from './rng';

/** A player as Swiss pairing sees them; the input list is in standings order (best first). */
export interface SwissEntrant {
  readonly id: string;
  readonly points: number;
  readonly opponents: ReadonlySet<string>;
  readonly byes: number;
}

export interface PairingQuality {
  readonly rematches: number;
  /** Pairs whose two players have different match points. */
  readonly pairDowns: number;
  readonly byes: number;
  /** Byes given to a player who already had one. */
  readonly repeatByes: number;
}

// Costs, in order of importance: a rematch, then a pair-down, then its size.
const REMATCH = 1e7;
const PAIR_DOWN = 1e4;
const EXACT_LIMIT = 16;
const WINDOW_PAIRS = 7;
const SCAN = 256;

/**
 * Swiss pairing as TCG events play it: the bye to the lowest-ranked player without one;
 * players in score groups from the top, randomly ordered within a group (seeded) except that
 * the group's lowest-ranked player comes last and so is the one to float down from an odd
 * group; each player is paired with the nearest one they have not met; then every pair with a cost (rematch or pair-down)
 * is re-optimised exactly together with its neighbours. Small rounds are solved exactly.
 * Never throws: when no pairing avoids every rematch, the least-bad one is returned.
 */
export function pairSwiss(entrants: readonly SwissEntrant[], rng: Rng, firstRound: boolean): { pairings: Pairing[]; quality: PairingQuality } {
  let pool = entrants.slice();
  let bye: SwissEntrant | undefined;
  if (pool.length % 2 === 1) {
    let at = -1;
    for (let i = pool.length - 1; i >= 0; i--) if (pool[i].byes === 0) { at = i; break; }
    if (at < 0) at = pool.length - 1;
    bye = pool[at];
    pool.splice(at, 1);
  }
  const order = firstRound ? shuffled(rng, pool) : byScoreGroups(rng, pool);
  const position = new Map(order.map((e, i) => [e.id, i]));
  // Below one unit, so it only breaks ties: the later (lower-ranked) of a group floats first.
  const floatRank = (e: SwissEntrant): number => 1 - (position.get(e.id)! + 1) / (order.length + 1);
  const cost = (a: SwissEntrant, b: SwissEntrant): number => {
    const diff = Math.abs(a.points - b.points);
    const down = diff > 0 ? PAIR_DOWN + diff * diff + floatRank(a.points > b.points ? a : b) : 0;
    return (a.opponents.has(b.id) ? REMATCH : 0) + down;
  };
  let pairs: [SwissEntrant, SwissEntrant][];
  if (order.length <= EXACT_LIMIT) {
    pairs = minCostMatching(order.length, (i, j) => cost(order[i], order[j])).pairs.map(([i, j]) => [order[i], order[j]]);
  } else {
    pairs = greedy(order);
    improveWindows(pairs, cost);
  }
  pairs.sort((x, y) => Math.max(y[0].points, y[1].points) - Math.max(x[0].points, x[1].points));
  const pairings: Pairing[] = pairs.map(([a, b], i) => {
    const [high, low] = a.points >= b.points ? [a, b] : [b, a];
    return { table: i + 1, players: [high.id, low.id] };
  });
  if (bye) pairings.push({ table: pairings.length + 1, players: [bye.id] });
  return { pairings, quality: qualityOf(pairs, bye) };
}

/**
 * Score groups from the top, each in random order (seeded) with its lowest-ranked player last.
 * An odd group's last player floats down to the next odd group, passing over even groups, so
 * one pair-down settles both groups (fewest pair-downs; the point gap is the same either way).
 */
function byScoreGroups(rng: Rng, pool: SwissEntrant[]): SwissEntrant[] {
  const groups = new Map<number, SwissEntrant[]>();
  for (const e of pool) {
    const g = groups.get(e.points);
    if (g) g.push(e);
    else groups.set(e.points, [e]);
  }
  const order: SwissEntrant[] = [];
  let floater: SwissEntrant | undefined;
  for (const points of [...groups.keys()].sort((a, b) => b - a)) {
    const group = groups.get(points)!;
    const members = [...shuffled(rng, group.slice(0, -1)), group[group.length - 1]];
    if (members.length % 2 === 1) {
      if (floater) {
        order.push(floater, ...members);
        floater = undefined;
      } else {
        floater = members.pop();
        order.push(...members);
      }
    } else {
      order.push(...members);
    }
  }
  if (floater) order.push(floater);
  return order;
}

/** Top-down: each player takes the nearest unpaired player they have not met (bounded scan). */
function greedy(order: SwissEntrant[]): [SwissEntrant, SwissEntrant][] {
  const n = order.length;
  const next = new Int32Array(n + 1);
  const prev = new Int32Array(n + 1);
  for (let i = 0; i <= n; i++) {
    next[i] = i + 1;
    prev[i] = i - 1;
  }
  const unlink = (i: number): void => {
    if (prev[i] >= 0) next[prev[i]] = next[i];
    if (next[i] <= n) prev[next[i]] = prev[i];
  };
  const pairs: [SwissEntrant, SwissEntrant][] = [];
  let head = 0;
  while (head < n) {
    const a = order[head];
    let pick = next[head];
    for (let j = next[head], k = 0; j < n && k < SCAN; j = next[j], k++) {
      if (!a.opponents.has(order[j].id)) { pick = j; break; }
    }
    pairs.push([a, order[pick]]);
    const after = next[head] === pick ? next[pick] : next[head];
    unlink(head);
    unlink(pick);
    head = after;
  }
  return pairs;
}

/** Re-solves each costly pair with its neighbours exactly; repeats while anything improves. */
function improveWindows(pairs: [SwissEntrant, SwissEntrant][], cost: (a: SwissEntrant, b: SwissEntrant) => number): void {
  for (let pass = 0; pass < 4; pass++) {
    let improved = false;
    for (let p = 0; p < pairs.length; p++) {
      if (cost(pairs[p][0], pairs[p][1]) === 0) continue;
      const lo = Math.max(0, Math.min(p - (WINDOW_PAIRS >> 1), pairs.length - WINDOW_PAIRS));
      const hi = Math.min(pairs.length, lo + WINDOW_PAIRS);
      const players = pairs.slice(lo, hi).flat();
      const before = pairs.slice(lo, hi).reduce((s, [a, b]) => s + cost(a, b), 0);
      const solved = minCostMatching(players.length, (i, j) => cost(players[i], players[j]));
      if (solved.cost < before) {
        const replacement = solved.pairs.map(([i, j]): [SwissEntrant, SwissEntrant] => [players[i], players[j]]);
        pairs.splice(lo, hi - lo, ...replacement);
        improved = true;
      }
    }
    if (!improved) return;
  }
}

function qualityOf(pairs: [SwissEntrant, SwissEntrant][], bye: SwissEntrant | undefined): PairingQuality {
  let rematches = 0;
  let pairDowns = 0;
  for (const [a, b] of pairs) {
    if (a.opponents.has(b.id)) rematches++;
    if (a.points !== b.points) pairDowns++;
  }
  return { rematches, pairDowns, byes: bye ? 1 : 0, repeatByes: bye && bye.byes > 0 ? 1 : 0 };
}
