import type { Pairing } from '../domain/match';

/**
 * Multiplayer pods of 3–5 (Lightseekers multiplayer, rules §5.3), filled in the given order
 * (standings order, or a seeded shuffle in round one): pods of four, with one pod of five or
 * of three, or two of five (two of three for six players), so nobody sits out.
 */
export function podSizes(players: number): number[] {
  if (players < 3) return players > 0 ? [players] : [];
  if (players === 6) return [3, 3];
  const fours = Math.floor(players / 4);
  switch (players % 4) {
    case 0: return Array(fours).fill(4);
    case 1: return [5, ...Array(fours - 1).fill(4)];
    case 2: return [5, 5, ...Array(fours - 2).fill(4)].filter((s) => s > 0);
    default: return [...Array(fours).fill(4), 3];
  }
}

export function pairPods(ordered: readonly string[]): Pairing[] {
  const pairings: Pairing[] = [];
  let at = 0;
  for (const size of podSizes(ordered.length)) {
    pairings.push({ table: pairings.length + 1, players: ordered.slice(at, at + size) });
    at += size;
  }
  return pairings;
}
