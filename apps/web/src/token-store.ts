/** The organizer token a user pasted, one per tournament, kept in this browser's localStorage. */
const key = (tournamentId: string): string => `arbiter.organizerToken.${tournamentId}`;

export function organizerToken(tournamentId: string): string | undefined {
  try {
    return localStorage.getItem(key(tournamentId)) ?? undefined;
  } catch {
    return undefined; // storage disabled (private mode): the organizer pastes the token again
  }
}

export function saveOrganizerToken(tournamentId: string, token: string): void {
  localStorage.setItem(key(tournamentId), token.trim());
}

export function forgetOrganizerToken(tournamentId: string): void {
  localStorage.removeItem(key(tournamentId));
}
