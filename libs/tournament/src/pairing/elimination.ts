import type { MatchState, Pairing } from '../domain/match';

/**
 * Seed order of a bracket of `size` (a power of two): 1, 8, 4, 5, 2, 7, 3, 6 for eight, so
 * the first round is 1v8, 4v5, 2v7, 3v6 and the winners of 1v8 and 4v5 meet.
 */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/**
 * First elimination round from seeds (best first). Seeds beyond the field are byes for the
 * top seeds; a seed who has dropped is not replaced: their opponent advances on a bye.
 */
export function pairBracket(seeds: readonly string[], isActive: (id: string) => boolean): Pairing[] {
  let size = 1;
  while (size < seeds.length) size *= 2;
  const order = bracketOrder(size);
  const pairings: Pairing[] = [];
  for (let i = 0; i < order.length; i += 2) {
    const players = [seeds[order[i] - 1], seeds[order[i + 1] - 1]].filter((p): p is string => p !== undefined && isActive(p));
    pairings.push({ table: pairings.length + 1, players });
  }
  return pairings;
}

export function winnerOf(match: MatchState): string | undefined {
  if (match.players.length === 1) return match.players[0];
  if (match.players.length === 0) return undefined;
  if (match.status !== 'final' || match.result?.kind !== 'games') return undefined;
  const [a, b] = match.result.wins;
  return a > b ? match.players[0] : b > a ? match.players[1] : undefined;
}

/** The next elimination round: winners of consecutive tables meet; dropped winners are not replaced. */
export function pairNextElimination(previous: readonly MatchState[], isActive: (id: string) => boolean): Pairing[] {
  const pairings: Pairing[] = [];
  for (let i = 0; i < previous.length; i += 2) {
    const players = [previous[i], previous[i + 1]]
      .filter((m): m is MatchState => m !== undefined)
      .map(winnerOf)
      .filter((p): p is string => p !== undefined && isActive(p));
    pairings.push({ table: pairings.length + 1, players });
  }
  return pairings;
}
