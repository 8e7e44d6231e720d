import type { Game, TournamentStatus } from './tournaments';

/** Who is signed in (`GET /api/session`), with the token every change from the browser carries in X-CSRF-Token. */
export interface SessionInfo {
  account: { accountId: string; email: string; displayName: string };
  csrfToken: string;
}

/** A personal access token as listed: the secret itself is shown once, at creation. */
export interface AccessTokenInfo {
  tokenId: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface CreatedAccessToken extends Omit<AccessTokenInfo, 'lastUsedAt'> {
  /** `arb_pat_…`: send as `Authorization: Bearer <token>`. */
  token: string;
}

export type MemberRole = 'organizer' | 'judge' | 'player';

/** One event on a profile: the account's role there, and as a player, its standing. */
export interface ProfileEvent {
  tournamentId: string;
  name: string;
  game: Game;
  format: string;
  role: MemberRole;
  status: TournamentStatus;
  playerId?: string;
  /** As a player: place in the standings, match points and record, once a round has been played. */
  rank?: number;
  points?: number;
  record?: string;
}

/** `GET /api/me`. */
export interface Profile {
  account: SessionInfo['account'];
  events: ProfileEvent[];
}

/** A staff invitation: the link's code, whom it makes what. */
export interface Invitation {
  code: string;
  url: string;
  tournamentId: string;
  role: 'judge' | 'organizer';
  expiresAt: string;
}

/** `GET /api/invitations/:code`: what accepting would do, for the page that asks. */
export interface InvitationPreview {
  tournamentId: string;
  tournamentName: string;
  role: 'judge' | 'organizer';
  expiresAt: string;
}

/** `POST …/access`: a tournament token for the signed-in account's role there. */
export interface TournamentAccess {
  tournamentId: string;
  role: MemberRole;
  playerId?: string;
  token: string;
}

/** A player's personal link into their seat, with its QR code as SVG. */
export interface SeatLink {
  playerId: string;
  url: string;
  qrSvg: string;
}
