/** Who is calling: a token is scoped to one tournament and one role. */
export type Role = 'organizer' | 'judge' | 'player';
export const ROLES: readonly Role[] = ['organizer', 'judge', 'player'];

export interface Principal {
  readonly tournamentId: string;
  readonly role: Role;
  /** Set for players: the only player this token may act for. */
  readonly playerId?: string;
  /** Set when a signed-in account acts through its membership of the tournament. */
  readonly accountId?: string;
}

/** Judges and organizers see everything in their tournament; players see their own hidden cards. */
export function isOfficial(principal: Principal | undefined): boolean {
  return principal?.role === 'organizer' || principal?.role === 'judge';
}
