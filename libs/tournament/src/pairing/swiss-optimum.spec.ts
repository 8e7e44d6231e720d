import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { minCostMatching } from '../testing/subset-matching';
import { roundRng, shuffled } from './rng';
import { pairExactly, pairSwiss, SwissEntrant } from './swiss';

/**
 * What a round costs, in the order the Swiss minimises it:
 * - rematches: tables whose two players have met before;
 * - pair-downs: players seated against someone with a different number of points (so a table
 *   across two score groups counts two: the one paired down and the one paired up);
 * - gap: the sum over tables of the difference of the two players' points.
 */
interface Score { rematches: number; pairDowns: number; gap: number }

function score(tables: readonly (readonly string[])[], byId: ReadonlyMap<string, SwissEntrant>): Score {
  const s = { rematches: 0, pairDowns: 0, gap: 0 };
  for (const t of tables) {
    if (t.length !== 2) continue;
    const [a, b] = [byId.get(t[0])!, byId.get(t[1])!];
    if (a.opponents.has(b.id)) s.rematches++;
    if (a.points !== b.points) s.pairDowns += 2;
    s.gap += Math.abs(a.points - b.points);
  }
  return s;
}

/**
 * A field after `rounds` rounds of random pairings and results (seeded), plus extra meetings
 * inside score groups so that some groups hold players who have all met each other.
 */
const fieldArb = (maxPlayers: number, minPlayers = 2, maxRounds = 5) => fc.record({
  players: fc.integer({ min: minPlayers, max: maxPlayers }),
  rounds: fc.integer({ min: 0, max: maxRounds }),
  cliques: fc.integer({ min: 0, max: 6 }),
  seed: fc.integer(),
}).map(({ players, rounds, cliques, seed }) => {
  const rng = roundRng(seed, 0);
  const ids = Array.from({ length: players }, (_, i) => `p${i}`);
  const points = new Map(ids.map((id) => [id, 0]));
  const met = new Map(ids.map((id) => [id, new Set<string>()]));
  for (let r = 0; r < rounds; r++) {
    const order = shuffled(rng, ids);
    for (let i = 0; i + 1 < order.length; i += 2) {
      const [a, b] = [order[i], order[i + 1]];
      met.get(a)!.add(b);
      met.get(b)!.add(a);
      const outcome = uniformInt(rng, 0, 7); // 0 a draw, 1–4 a wins, 5–7 b wins
      points.set(a, points.get(a)! + (outcome === 0 ? 1 : outcome <= 4 ? 3 : 0));
      points.set(b, points.get(b)! + (outcome === 0 ? 1 : outcome <= 4 ? 0 : 3));
    }
  }
  for (let c = 0; c < cliques; c++) {
    const p = points.get(ids[uniformInt(rng, 0, players - 1)])!;
    const same = shuffled(rng, ids.filter((id) => points.get(id) === p)).slice(0, 3);
    for (const a of same) for (const b of same) if (a !== b) met.get(a)!.add(b);
  }
  const entrants: SwissEntrant[] = ids.map((id) => ({ id, points: points.get(id)!, opponents: met.get(id)!, byes: 0 }))
    .sort((a, b) => b.points - a.points);
  return { entrants, seed };
});

/** Pairs the field with the Swiss; returns its score and the players it seated at two-player tables. */
function swissRound(entrants: SwissEntrant[], seed: number) {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const { pairings } = pairSwiss(entrants, roundRng(seed, 9), false);
  const seated = entrants.filter((e) => pairings.some((p) => p.players.length === 2 && p.players.includes(e.id)));
  return { byId, seated, got: score(pairings.map((p) => p.players), byId) };
}

describe('Swiss pairing is optimal: fewest rematches, then pair-downs, then point gap', () => {
  it('equals a brute force over every pairing of small fields', () => {
    fc.assert(fc.property(fieldArb(17), ({ entrants, seed }) => {
      const { seated, got } = swissRound(entrants, seed);
      // The brute force weighs the three counts lexicographically with its own weights (tables ≤ 8).
      const cost = (i: number, j: number) => {
        const [a, b] = [seated[i], seated[j]];
        const gap = Math.abs(a.points - b.points);
        return (a.opponents.has(b.id) ? 1e9 : 0) + (gap > 0 ? 2e6 : 0) + gap;
      };
      const best = minCostMatching(seated.length, cost).cost;
      const expected = { rematches: Math.floor(best / 1e9), pairDowns: Math.floor((best % 1e9) / 2e6) * 2, gap: best % 2e6 };
      expect(got).toEqual(expected);
    }), { numRuns: 300 });
  });

  it('equals one exact matching over the whole field up to 256 players', () => {
    fc.assert(fc.property(fieldArb(256), ({ entrants, seed }) => {
      const { byId, seated, got } = swissRound(entrants, seed);
      const whole = pairExactly(seated).map(([a, b]) => [a.id, b.id]);
      expect(got).toEqual(score(whole, byId));
    }), { numRuns: 40 });
  });

  it('equals one exact matching over the whole field when large score groups are mostly paired in order', () => {
    // 160–256 players after at most two rounds: groups of 40 and more, beyond 5r+2, so most of
    // each group is paired before the matching and only its last 3r+4 players stay open.
    fc.assert(fc.property(fieldArb(256, 160, 2), ({ entrants, seed }) => {
      const { byId, seated, got } = swissRound(entrants, seed);
      const whole = pairExactly(seated).map(([a, b]) => [a.id, b.id]);
      expect(got).toEqual(score(whole, byId));
    }), { numRuns: 15 });
  });

  it('pairs two of three players who have all met each other within their group, not all three down', () => {
    // On 10 points: a, b and c have all met each other, d has met none of them; below, 7 and 6 points.
    const meet = (id: string, ...others: string[]) => new Set(others.filter((o) => o !== id));
    const field: SwissEntrant[] = [
      ...['a', 'b', 'c'].map((id) => ({ id, points: 10, opponents: meet(id, 'a', 'b', 'c'), byes: 0 })),
      { id: 'd', points: 10, opponents: new Set<string>(), byes: 0 },
      ...['e', 'f', 'g', 'h'].map((id) => ({ id, points: 7, opponents: new Set<string>(), byes: 0 })),
      ...['i', 'j'].map((id) => ({ id, points: 6, opponents: new Set<string>(), byes: 0 })),
    ];
    for (const seed of [1, 2, 3, 4, 5]) {
      const { got } = swissRound(field, seed);
      // d takes one of a, b, c; the other two go down to 7 points: 4 pair-downs, gap 3 + 3.
      expect(got).toEqual({ rematches: 0, pairDowns: 4, gap: 6 });
    }
  });
});
