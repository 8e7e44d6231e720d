/** A player's seat token from their personal link, one per tournament, kept in this browser (like the organizer token). */
const key = (tournamentId: string): string => `arbiter.seat.${tournamentId}`;

export function seatToken(tournamentId: string): string | undefined {
  try {
    return localStorage.getItem(key(tournamentId)) ?? undefined;
  } catch {
    return undefined;
  }
}

export function saveSeatToken(tournamentId: string, token: string): void {
  localStorage.setItem(key(tournamentId), token);
}

export function forgetSeatToken(tournamentId: string): void {
  localStorage.removeItem(key(tournamentId));
}

/** What a seat token names (its claims are not secret; the api checks its signature). */
export function seatClaims(token: string): { tournamentId: string; playerId: string } | undefined {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { tid?: unknown; role?: unknown; pid?: unknown };
    return typeof payload.tid === 'string' && payload.role === 'player' && typeof payload.pid === 'string' ? { tournamentId: payload.tid, playerId: payload.pid } : undefined;
  } catch {
    return undefined;
  }
}
