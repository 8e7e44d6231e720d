import type { Viewer } from '@arbiter/rules';
import { isOfficial, Principal } from '../auth';

/** Who a caller is in one game of one tournament. */
export interface GameSeats {
  tournamentId: string;
  players: readonly string[];
}

/** The seat the caller holds: a player token of this tournament naming one of the game's players. */
export function seatOf(principal: Principal | undefined, game: GameSeats): string | undefined {
  if (!principal || principal.tournamentId !== game.tournamentId || principal.role !== 'player') return undefined;
  return principal.playerId && game.players.includes(principal.playerId) ? principal.playerId : undefined;
}

export const isOfficialOf = (principal: Principal | undefined, tournamentId: string): boolean =>
  isOfficial(principal) && principal?.tournamentId === tournamentId;

/**
 * What the caller may see (`view(state, viewer)`): officials of the tournament everything, a
 * seated player their own hidden cards, anyone else (spectators, other players, other
 * tournaments' tokens) public information only.
 */
export function viewerOf(principal: Principal | undefined, game: GameSeats): Viewer {
  if (isOfficialOf(principal, game.tournamentId)) return { kind: 'judge' };
  const seat = seatOf(principal, game);
  return seat ? { kind: 'player', player: seat } : { kind: 'spectator' };
}

/** A player of the match or an official of its tournament may start a game or upload its log. */
export const mayActForMatch = (principal: Principal | undefined, game: GameSeats): boolean =>
  isOfficialOf(principal, game.tournamentId) || seatOf(principal, game) !== undefined;
