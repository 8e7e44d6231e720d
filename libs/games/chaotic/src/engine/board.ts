import type { Seat } from './types';

/**
 * Battleboard geometry (CR 2.1.2): two opposed triangles joined at their bases, each row one
 * space shorter than the one before. With R rows per side a player has R(R+1)/2 spaces:
 * 1, 3, 6, 10, 15 … Spaces are numbered row by row from side A's back space (0) to side B's
 * back space (2n−1); side A is seat 0's side, side B seat 1's (CR 4.1.7).
 *
 * Adjacency ("any direction", starter rulebook): two spaces are adjacent when they touch,
 * edges or corners, with each row centred under the one before: neighbours in the same row,
 * and the overlapping spaces of the rows above and below. The two front rows face each other
 * square on, so a front space touches the one opposite and that one's two neighbours.
 */
export interface Board {
  readonly size: number;
  readonly rowsPerSide: number;
  /** Row of each space, 0 at side A's back. */
  readonly row: readonly number[];
  readonly side: readonly Seat[];
  readonly adjacent: readonly (readonly number[])[];
}

const cache = new Map<number, Board>();

/** Rows per side for a game size, or null when the size is not triangular. */
export function rowsForSize(size: number): number | null {
  if (!Number.isInteger(size) || size < 1) return null;
  const rows = Math.round((Math.sqrt(8 * size + 1) - 1) / 2);
  return (rows * (rows + 1)) / 2 === size ? rows : null;
}

export function boardFor(size: number): Board {
  const known = cache.get(size);
  if (known) return known;
  const rows = rowsForSize(size);
  if (rows === null) throw new Error(`game size ${size} is not a triangular number (CR 2.1.2)`);
  const row: number[] = [];
  const doubledX: number[] = [];
  const side: Seat[] = [];
  for (let y = 0; y < 2 * rows; y++) {
    const width = y < rows ? y + 1 : 2 * rows - y;
    for (let col = 0; col < width; col++) {
      row.push(y);
      doubledX.push(2 * col - (width - 1));
      side.push(y < rows ? 0 : 1);
    }
  }
  const adjacent = row.map((y, a) =>
    row.flatMap((y2, b) => {
      if (a === b) return [];
      const dy = Math.abs(y - y2);
      const dx = Math.abs(doubledX[a] - doubledX[b]);
      return (dy === 0 && dx === 2) || (dy === 1 && dx <= 2) ? [b] : [];
    }),
  );
  const board: Board = { size, rowsPerSide: rows, row, side, adjacent };
  cache.set(size, board);
  return board;
}

export function isAdjacent(board: Board, a: number, b: number): boolean {
  return board.adjacent[a]?.includes(b) ?? false;
}

/** The space a seat's i-th creature starts on: each side filled from its back row forward. */
export function startingSpace(board: Board, seat: Seat, index: number): number {
  return seat === 0 ? index : 2 * board.size - 1 - index;
}
