import fc from 'fast-check';
import { roundRng } from './rng';
import { pairSwiss, SwissEntrant } from './swiss';

/** Independent brute force: can these players all be paired without anyone meeting again? */
function rematchFreeExists(ids: string[], met: (a: string, b: string) => boolean): boolean {
  if (ids.length === 0) return true;
  const [first, ...rest] = ids;
  return rest.some((other, i) => !met(first, other) && rematchFreeExists(rest.filter((_, j) => j !== i), met));
}

const entrantsArb = fc.integer({ min: 2, max: 14 }).chain((n) => fc.record({
  points: fc.array(fc.integer({ min: 0, max: 5 }).map((w) => w * 3), { minLength: n, maxLength: n }),
  byes: fc.array(fc.integer({ min: 0, max: 1 }), { minLength: n, maxLength: n }),
  edges: fc.array(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: n * 3 }),
  seed: fc.integer(),
}).map(({ points, byes, edges, seed }) => {
  const opponents = points.map(() => new Set<string>());
  for (const [a, b] of edges) if (a !== b) { opponents[a].add(`p${b}`); opponents[b].add(`p${a}`); }
  const entrants: SwissEntrant[] = points.map((p, i) => ({ id: `p${i}`, points: p, opponents: opponents[i], byes: byes[i] }))
    .sort((a, b) => b.points - a.points);
  return { entrants, seed };
}));

describe('Swiss pairing properties', () => {
  it('seats every player exactly once', () => {
    fc.assert(fc.property(entrantsArb, fc.boolean(), ({ entrants, seed }, first) => {
      const { pairings } = pairSwiss(entrants, roundRng(seed, 2), first);
      const seated = pairings.flatMap((p) => p.players).sort();
      expect(seated).toEqual(entrants.map((e) => e.id).sort());
      expect(pairings.filter((p) => p.players.length === 1).length).toBe(entrants.length % 2);
    }));
  });

  it('makes no rematch when a rematch-free pairing exists', () => {
    fc.assert(fc.property(entrantsArb, ({ entrants, seed }) => {
      const { pairings } = pairSwiss(entrants, roundRng(seed, 2), false);
      const byId = new Map(entrants.map((e) => [e.id, e]));
      const met = (a: string, b: string) => byId.get(a)!.opponents.has(b);
      const bye = pairings.find((p) => p.players.length === 1)?.players[0];
      const paired = entrants.map((e) => e.id).filter((id) => id !== bye);
      const rematches = pairings.filter((p) => p.players.length === 2 && met(p.players[0], p.players[1])).length;
      if (rematchFreeExists(paired, met)) expect(rematches).toBe(0);
    }), { numRuns: 300 });
  });

  it('gives no second bye when a player without one can take it', () => {
    fc.assert(fc.property(entrantsArb, ({ entrants, seed }) => {
      const { pairings } = pairSwiss(entrants, roundRng(seed, 2), false);
      const bye = pairings.find((p) => p.players.length === 1)?.players[0];
      if (bye !== undefined && entrants.some((e) => e.byes === 0)) {
        expect(entrants.find((e) => e.id === bye)!.byes).toBe(0);
        // …and it is the lowest-ranked such player.
        const lowest = [...entrants].reverse().find((e) => e.byes === 0)!;
        expect(bye).toBe(lowest.id);
      }
    }));
  });

  it('is deterministic for a seed', () => {
    fc.assert(fc.property(entrantsArb, ({ entrants, seed }) => {
      expect(pairSwiss(entrants, roundRng(seed, 3), false)).toEqual(pairSwiss(entrants, roundRng(seed, 3), false));
    }));
  });

  it('never throws when every pairing is a rematch, and returns the least bad one', () => {
    const ids = ['a', 'b', 'c', 'd'];
    const everyone = ids.map((id) => ({ id, points: 6, opponents: new Set(ids.filter((o) => o !== id)), byes: 0 }));
    const { pairings, quality } = pairSwiss(everyone, roundRng(1, 4), false);
    expect(pairings).toHaveLength(2);
    expect(quality.rematches).toBe(2);
  });

  it.each([[3, 2, 3], [5, 10, 5], [101, 400, 99]])('floats past an even group rather than pairing down twice (%i/%i/%i on 9/6/3 points)', (top, middle, bottom) => {
    const sizes: [number, number][] = [[9, top], [6, middle], [3, bottom]];
    const field = sizes.flatMap(([points, n]) => Array.from({ length: n }, (_, i) => ({ id: `g${points}-${i}`, points, opponents: new Set<string>(), byes: 0 })));
    const { quality, pairings } = pairSwiss(field, roundRng(11, 3), false);
    expect(quality.pairDowns).toBe(1);
    const points = new Map(field.map((e) => [e.id, e.points]));
    const down = pairings.find((p) => points.get(p.players[0]) !== points.get(p.players[1]))!;
    expect(down.players.map((id) => points.get(id))).toEqual([9, 3]);
  });

  it('pairs within score groups, floating one player down from an odd group', () => {
    // 3 players on 6 points, 3 on 3 points, nobody has met: exactly one pair-down.
    const field = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => ({ id, points: i < 3 ? 6 : 3, opponents: new Set<string>(), byes: 0 }));
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const { pairings, quality } = pairSwiss(field, roundRng(seed, 2), false);
      expect(quality.pairDowns).toBe(1);
      // c is the lowest-ranked of the 6-point group, so c is the one who floats.
      const down = pairings.find((p) => p.players.some((id) => ['a', 'b', 'c'].includes(id)) && p.players.some((id) => ['d', 'e', 'f'].includes(id)))!;
      expect(down.players).toContain('c');
    }
  });
});
