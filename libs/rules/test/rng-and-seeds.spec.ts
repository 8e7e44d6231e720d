import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { checkSeedReveals, combineSeeds, commitSeed, rngSeedFromCombined, rngStateFromSeed, SeededRng, shuffledCopy } from '../src';

describe('SeededRng', () => {
  it('gives the same sequence for the same state, and its state round-trips through JSON', () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const a = new SeededRng(rngStateFromSeed(seed));
      const first = [a.int(0, 99), a.int(0, 99)];
      const saved = JSON.parse(JSON.stringify(a.state())) as number[];
      const b = new SeededRng(rngStateFromSeed(seed));
      expect([b.int(0, 99), b.int(0, 99)]).toEqual(first);
      const next = a.int(0, 1_000_000);
      expect(new SeededRng(saved).int(0, 1_000_000)).toBe(next);
    }), { numRuns: 200 });
  });

  it('shuffles into a permutation of the input', () => {
    fc.assert(fc.property(fc.integer(), fc.array(fc.string(), { maxLength: 40 }), (seed, items) => {
      const shuffled = new SeededRng(rngStateFromSeed(seed)).shuffle([...items]);
      expect([...shuffled].sort()).toEqual([...items].sort());
    }), { numRuns: 200 });
  });

  it('keeps int within its bounds', () => {
    const rng = new SeededRng(rngStateFromSeed(7));
    for (let i = 0; i < 1000; i++) {
      const v = rng.int(3, 5);
      expect(v).toBeGreaterThanOrEqual(3);
      expect(v).toBeLessThanOrEqual(5);
    }
  });
});

describe('commit-reveal seeds', () => {
  it('commits a seed as its sha256 in hex', () => {
    expect(commitSeed('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('derives the combined seed from every seed and the match id, in player order', () => {
    const ab = combineSeeds(['a', 'b'], 'm1');
    expect(ab).toBe(createHash('sha256').update('a\u0000b\u0000m1').digest('hex'));
    expect(combineSeeds(['b', 'a'], 'm1')).not.toBe(ab);
    expect(combineSeeds(['a', 'b'], 'm2')).not.toBe(ab);
    expect(rngSeedFromCombined(ab)).toBe(Number.parseInt(ab.slice(0, 8), 16) | 0);
  });

  it('reports a revealed seed that does not match its commitment, and a missing one', () => {
    const commitments = { alice: commitSeed('s1'), bob: commitSeed('s2') };
    expect(checkSeedReveals(commitments, { alice: 's1', bob: 's2' })).toEqual([]);
    expect(checkSeedReveals(commitments, { alice: 's1', bob: 'forged' })).toEqual([{ player: 'bob', reason: 'mismatch' }]);
    expect(checkSeedReveals(commitments, { alice: 's1' })).toEqual([{ player: 'bob', reason: 'missing' }]);
  });
});

describe('shuffledCopy', () => {
  it('shuffles a copy exactly as the seeded RNG shuffles in place, leaving the input untouched', () => {
    const items = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8]);
    const copy = shuffledCopy(items, new SeededRng(rngStateFromSeed(11)));
    expect(copy).toEqual(new SeededRng(rngStateFromSeed(11)).shuffle([...items]));
    expect(copy).not.toEqual(items);
    expect([...copy].sort()).toEqual([...items]);
  });
});
