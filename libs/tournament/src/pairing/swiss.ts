import type { Pairing } from '../domain/match';
import { maxWeightMatching } from './max-weight-matching';
import { Rng, shuffled } from './rng';
import { swissCost } from './swiss-cost';

/** A player as Swiss pairing sees them; the input list is in standings order (best first). */
export interface SwissEntrant {
  readonly id: string;
  readonly points: number;
  readonly opponents: ReadonlySet<string>;
  readonly byes: number;
}

export interface PairingQuality {
  readonly rematches: number;
  /** Pairs whose two players have different match points (each such pair pairs two players down or up). */
  readonly pairDowns: number;
  readonly byes: number;
  /** Byes given to a player who already had one. */
  readonly repeatByes: number;
}

type Pair = [SwissEntrant, SwissEntrant];

/**
 * Swiss pairing as TCG events play it: the bye to the lowest-ranked player without one; then
 * the pairing with the fewest rematches, then the fewest pair-downs, then the smallest total
 * point gap (`swiss-cost.ts`), found exactly by a maximum-weight perfect matching.
 * Players are ordered in score groups from the top, randomly within a group (seeded) except
 * that the group's lowest-ranked player comes last: of equally good pairings, the one that
 * floats lower-ranked players is chosen. Never throws: when no pairing avoids every rematch,
 * the one with the fewest is returned.
 */
export function pairSwiss(entrants: readonly SwissEntrant[], rng: Rng, firstRound: boolean): { pairings: Pairing[]; quality: PairingQuality } {
  const pool = entrants.slice();
  let bye: SwissEntrant | undefined;
  if (pool.length % 2 === 1) {
    let at = -1;
    for (let i = pool.length - 1; i >= 0; i--) if (pool[i].byes === 0) { at = i; break; }
    if (at < 0) at = pool.length - 1;
    bye = pool[at];
    pool.splice(at, 1);
  }
  const groups = firstRound ? [shuffled(rng, pool)] : scoreGroups(rng, pool);
  const pairs = pairGroups(groups);
  pairs.sort((x, y) => Math.max(y[0].points, y[1].points) - Math.max(x[0].points, x[1].points));
  const pairings: Pairing[] = pairs.map(([a, b], i) => {
    const [high, low] = a.points >= b.points ? [a, b] : [b, a];
    return { table: i + 1, players: [high.id, low.id] };
  });
  if (bye) pairings.push({ table: pairings.length + 1, players: [bye.id] });
  return { pairings, quality: qualityOf(pairs, bye) };
}

/** Score groups from the top, each in random order (seeded) with its lowest-ranked player last. */
function scoreGroups(rng: Rng, pool: readonly SwissEntrant[]): SwissEntrant[][] {
  const groups = new Map<number, SwissEntrant[]>();
  for (const e of pool) {
    const g = groups.get(e.points);
    if (g) g.push(e);
    else groups.set(e.points, [e]);
  }
  return [...groups.keys()].sort((a, b) => b - a).map((points) => {
    const group = groups.get(points)!;
    return [...shuffled(rng, group.slice(0, -1)), group[group.length - 1]];
  });
}

/**
 * The exact optimum without a matching over the whole field. Each player has met at most r
 * others (r = rounds played), so a score group of more than 5r+2 players is nearly complete:
 * in an optimal pairing at most r+1 of its players float out, for if the partners of two of
 * them had not met, those two partners could meet and the two floaters be seated inside the
 * group (with a swap of two internal pairs if the floaters had met), one pair-down fewer. Those
 * ≤ r+1 floaters can be taken from any 3r+4 players of the group (each partner has not met at
 * least 2r+4 of them), and the 2r+3 or more left over pair among themselves without a rematch
 * (each has not met more than half of the others: Dirac's theorem). So such a group keeps only
 * its last 3r+4 players (its lowest-ranked, who float first) open, pairs the rest inside the
 * group in order, and the open players of every group go to one exact matching. A player the
 * in-order pass cannot seat without a rematch stays open too.
 */
function pairGroups(groups: readonly SwissEntrant[][]): Pair[] {
  let met = 0;
  for (const g of groups) for (const e of g) met = Math.max(met, e.opponents.size);
  const open = 3 * met + 4;
  const fixed: Pair[] = [];
  const core: SwissEntrant[] = [];
  for (const group of groups) {
    if (group.length <= Math.max(5 * met + 2, open + 1)) {
      for (const e of group) core.push(e);
      continue;
    }
    const cut = (group.length - open) & ~1;
    const { pairs, left } = inOrder(group.slice(0, cut), met + 1);
    for (const p of pairs) fixed.push(p);
    for (const e of left) core.push(e);
    for (let i = cut; i < group.length; i++) core.push(group[i]);
  }
  for (const p of pairExactly(core)) fixed.push(p);
  return fixed;
}

/** Each player in turn with the next one not yet met (looking a few ahead); the unseated are left over. */
function inOrder(players: readonly SwissEntrant[], look: number): { pairs: Pair[]; left: SwissEntrant[] } {
  const pairs: Pair[] = [];
  const left: SwissEntrant[] = [];
  const waiting = players.slice().reverse();
  while (waiting.length > 0) {
    const a = waiting.pop()!;
    let pick = -1;
    for (let k = waiting.length - 1; k >= Math.max(0, waiting.length - look); k--) {
      if (!a.opponents.has(waiting[k].id)) { pick = k; break; }
    }
    if (pick < 0) left.push(a);
    else pairs.push([a, waiting.splice(pick, 1)[0]]);
  }
  return { pairs, left };
}

/** The optimal pairing of an even list in pairing order: a maximum-weight perfect matching of weight max − cost. */
export function pairExactly(players: readonly SwissEntrant[]): Pair[] {
  const n = players.length;
  if (n % 2 !== 0) throw new RangeError(`pairExactly needs an even number of players, got ${n}`);
  const cost = swissCost(players);
  const m = (n * (n - 1)) / 2;
  const edges = { u: new Int32Array(m), v: new Int32Array(m), w: new Float64Array(m) };
  let k = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++, k++) {
      edges.u[k] = i;
      edges.v[k] = j;
      edges.w[k] = cost.max - cost(i, j);
    }
  }
  const mate = maxWeightMatching(n, edges);
  const pairs: Pair[] = [];
  for (let i = 0; i < n; i++) if (mate[i] > i) pairs.push([players[i], players[mate[i]]]);
  return pairs;
}

function qualityOf(pairs: readonly Pair[], bye: SwissEntrant | undefined): PairingQuality {
  let rematches = 0;
  let pairDowns = 0;
  for (const [a, b] of pairs) {
    if (a.opponents.has(b.id)) rematches++;
    if (a.points !== b.points) pairDowns++;
  }
  return { rematches, pairDowns, byes: bye ? 1 : 0, repeatByes: bye && bye.byes > 0 ? 1 : 0 };
}
