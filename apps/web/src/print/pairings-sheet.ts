import type { Pairing } from '@arbiter/api-contract';

/** One line of a pairings sheet: a player, where they sit and against whom. */
export interface SheetRow {
  playerId: string;
  name: string;
  table: number;
  /** 1-based seat at the table (a pod lists every seat). */
  seat: number;
  /** Everyone else at the table, by name, in seat order; empty for a bye. */
  opponents: string[];
  bye: boolean;
}

/** The seats of a pairing that hold a player (a bye's empty seat is `null`). */
const seated = (pairing: Pairing): string[] => pairing.players.filter((p): p is string => p !== null);

/** Every seated player once, table by table and seat by seat. */
export function sheetByTable(pairings: readonly Pairing[], nameOf: (playerId: string) => string): SheetRow[] {
  return [...pairings].sort((a, b) => a.table - b.table).flatMap((pairing) => {
    const players = seated(pairing);
    return players.map((playerId, i) => ({
      playerId,
      name: nameOf(playerId),
      table: pairing.table,
      seat: i + 1,
      opponents: players.filter((other) => other !== playerId).map(nameOf),
      bye: players.length === 1,
    }));
  });
}

/**
 * The sheet posted on the wall: every player once, A→Z by name as people read it (accents sort
 * beside their letter, case does not matter), ties by table so the order never depends on the api's.
 */
export function sheetByName(pairings: readonly Pairing[], nameOf: (playerId: string) => string): SheetRow[] {
  return sheetByTable(pairings, nameOf).sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.table - b.table || a.seat - b.seat);
}
