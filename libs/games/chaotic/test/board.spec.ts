import { boardFor, isAdjacent, rowsForSize, startingSpace } from '../src/engine';

describe('CR 2.1.2 battleboard of two opposed triangles', () => {
  it.each([[1, 1], [3, 2], [6, 3], [10, 4], [15, 5]])('a game size of %i has %i rows per side and 2×size spaces', (size, rows) => {
    expect(rowsForSize(size)).toBe(rows);
    const board = boardFor(size);
    expect(board.side.filter((s) => s === 0)).toHaveLength(size);
    expect(board.side.filter((s) => s === 1)).toHaveLength(size);
  });

  it.each([0, 2, 4, 5, 7, 9, 11])('a game size of %i does not fill a triangle', (size) => {
    expect(rowsForSize(size)).toBeNull();
    expect(() => boardFor(size)).toThrow(/2\.1\.2/);
  });

  it('1 vs 1: the two spaces touch', () => {
    expect(boardFor(1).adjacent).toEqual([[1], [0]]);
  });

  it('3 vs 3: each back space touches its two front spaces; the front rows face each other', () => {
    const b = boardFor(3);
    expect(b.adjacent[0]).toEqual([1, 2]);
    expect(b.adjacent[1]).toEqual([0, 2, 3, 4]);
    expect(b.adjacent[5]).toEqual([3, 4]);
  });

  it('6 vs 6: rows 1, 2, 3 | 3, 2, 1 with centred rows', () => {
    const b = boardFor(6);
    expect(b.row).toEqual([0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5]);
    expect(b.adjacent[0]).toEqual([1, 2]);
    expect(b.adjacent[3]).toEqual([1, 4, 6, 7]);
    expect(b.adjacent[4]).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(isAdjacent(b, 0, 3)).toBe(false);
    expect(isAdjacent(b, 5, 6)).toBe(false);
  });

  it('adjacency is symmetric and irreflexive on every size up to 21', () => {
    for (const size of [1, 3, 6, 10, 15, 21]) {
      const b = boardFor(size);
      b.adjacent.forEach((list, a) => {
        expect(list).not.toContain(a);
        for (const n of list) expect(b.adjacent[n]).toContain(a);
      });
    }
  });

  it('CR 4.1.1 creatures fill each side from its back space forward', () => {
    const b = boardFor(6);
    expect([0, 1, 2, 3, 4, 5].map((i) => startingSpace(b, 0, i))).toEqual([0, 1, 2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4, 5].map((i) => startingSpace(b, 1, i))).toEqual([11, 10, 9, 8, 7, 6]);
  });
});
