import type { Pairing } from '../domain/match';

/**
 * Round robin by the circle method: the first player stays, the others rotate one place per
 * round. An odd field gets a phantom; whoever meets it has the bye. `round` is 1-based.
 */
export function pairRoundRobin(players: readonly string[], round: number, isActive: (id: string) => boolean): Pairing[] {
  const field: (string | null)[] = players.length % 2 === 0 ? players.slice() : [...players, null];
  const n = field.length;
  const rest = field.slice(1);
  const shift = (round - 1) % (n - 1);
  const rotated = [field[0], ...rest.slice(rest.length - shift), ...rest.slice(0, rest.length - shift)];
  const pairings: Pairing[] = [];
  for (let i = 0; i < n / 2; i++) {
    const seats = [rotated[i], rotated[n - 1 - i]].filter((p): p is string => p !== null && isActive(p));
    if (seats.length > 0) pairings.push({ table: pairings.length + 1, players: seats });
  }
  return pairings;
}

export const roundRobinRounds = (players: number): number => (players % 2 === 0 ? players - 1 : players);
