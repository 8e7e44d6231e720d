import fc from 'fast-check';
import { minCostMatching } from '../testing/subset-matching';
import { edgeList, maxWeightMatching } from './max-weight-matching';

/** A complete graph on an even number of vertices with random integer costs (few distinct values make ties and blossoms likely). */
const graphArb = fc.integer({ min: 1, max: 8 }).chain((half) => fc.integer({ min: 1, max: 1000 }).chain((spread) =>
  fc.array(fc.integer({ min: 0, max: spread }), { minLength: half * (2 * half - 1), maxLength: half * (2 * half - 1) })
    .map((flat) => {
      const n = 2 * half;
      const cost: number[][] = Array.from({ length: n }, () => new Array(n).fill(0));
      let k = 0;
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) cost[i][j] = cost[j][i] = flat[k++];
      return { n, cost, spread };
    })));

describe('maximum-weight matching (blossom)', () => {
  it('finds a perfect matching of least cost, equal to the subset dynamic programme', () => {
    fc.assert(fc.property(graphArb, ({ n, cost, spread }) => {
      const edges: [number, number, number][] = [];
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) edges.push([i, j, spread - cost[i][j]]);
      const mate = maxWeightMatching(n, edgeList(edges));
      let total = 0;
      for (let v = 0; v < n; v++) {
        expect(mate[v]).not.toBe(v);
        expect(mate[mate[v]]).toBe(v);
        if (v < mate[v]) total += cost[v][mate[v]];
      }
      expect(total).toBe(minCostMatching(n, (i, j) => cost[i][j]).cost);
    }), { numRuns: 800 });
  });

  it('matches as many vertices as a sparse graph allows before weighing', () => {
    // A path a–b–c–d: the heavy middle edge alone is lighter than the two end edges together in size.
    expect([...maxWeightMatching(4, edgeList([[0, 1, 1], [1, 2, 100], [2, 3, 1]]))]).toEqual([1, 0, 3, 2]);
    // A triangle with a pendant vertex: the pendant must be matched, to the triangle's vertex 2.
    expect([...maxWeightMatching(4, edgeList([[0, 1, 5], [1, 2, 5], [0, 2, 5], [2, 3, 1]]))]).toEqual([1, 0, 3, 2]);
  });

  it('rejects a weight it cannot add exactly, naming the edge', () => {
    expect(() => maxWeightMatching(2, edgeList([[0, 1, 0.5]]))).toThrow('edge 0 (0–1) has weight 0.5: weights must be integers below 2^50');
    expect(() => maxWeightMatching(2, edgeList([[0, 2, 1]]))).toThrow('edge 0 (0–2) does not join two distinct vertices of 0..1');
  });
});
