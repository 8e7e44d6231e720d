import type { Pairing } from './rounds';

/** The id of a game the platform registers (`chaotic`). */
export type Game = string;
export type TopCut = 0 | 4 | 8 | 16;
export type TiebreakerProfile = 'mtg' | 'pokemon' | 'chess';
export type TournamentStatus = 'registration' | 'running' | 'completed';
export type RoundPhase = 'swiss' | 'round-robin' | 'elimination' | 'pods';

export type Structure =
  | { kind: 'swiss'; rounds?: number; topCut?: TopCut }
  | { kind: 'round-robin' }
  | { kind: 'single-elimination' }
  | { kind: 'pods'; rounds?: number };

export interface TournamentSettings {
  name: string;
  game: Game;
  format: string;
  structure: Structure;
  bestOf: 1 | 3;
  tiebreakers: TiebreakerProfile;
  seed: number;
  requireCheckIn: boolean;
  /** Length of a round on the round timer; 50 when absent. */
  roundMinutes?: number;
}

/** `GET /api/tournaments`: one entry each, newest first. */
export interface TournamentListItem {
  tournamentId: string;
  name: string;
  game: Game;
  format: string;
  structure: Structure;
  createdAt: string;
  status: TournamentStatus;
  /** Rounds started so far, as the standings worker last recorded. */
  round: number;
  players: number;
}

/** A player as anyone may see them: never their deck. */
export interface PlayerSummary {
  playerId: string;
  name: string;
  checkedIn: boolean;
  dropped: boolean;
  droppedAfterRound?: number;
  missedRounds: readonly number[];
  missedRoundsAs: 'loss' | 'not-played';
  penalties: readonly { penalty: 'warning' | 'game-loss' | 'match-loss' | 'disqualification'; round: number }[];
}

/** `GET /api/tournaments/:tournamentId`. */
export interface TournamentSummary {
  tournamentId: string;
  name: string;
  settings: TournamentSettings;
  status: TournamentStatus;
  /** The tournament stream's version. */
  version: number;
  plan: { rounds: number; topCut: TopCut };
  currentRound: { round: number; phase: RoundPhase; status: 'open' | 'closed' } | null;
  topCutSeeds: readonly string[] | null;
  winner: string | null;
  /** Once the organizer has published the decklists, anyone may read them. */
  decklistsPublished: boolean;
  players: PlayerSummary[];
}

export interface CreatedTournament {
  tournamentId: string;
  organizerToken: string;
}

export interface RegisteredPlayer {
  playerId: string;
  token: string;
}

/** `POST …/players/import`: one registered player per CSV line, in file order. */
export interface ImportedPlayers {
  players: (RegisteredPlayer & { line: number; name: string })[];
}

/** `POST …/tokens`: a token for the role asked for. */
export interface IssuedToken {
  token: string;
}

/** `POST …/settings`: the settings now in force, with the swiss plan's overrides (null: derived from the player count). */
export interface ChangedSettings {
  version: number;
  settings: TournamentSettings;
  rounds: number | null;
  topCut: TopCut | null;
}

/** What a tournament command answers: the version it reached and the types of the events it appended. */
export interface CommandAnswer {
  version: number;
  events: string[];
}

/** A result command's answer, with the match as everyone now sees it. */
export interface MatchCommandAnswer extends CommandAnswer {
  match?: Pairing;
}

export interface PlayerCommandAnswer extends CommandAnswer {
  playerId: string;
}

/** Ending a round, starting the top cut, completing: `appended` is false for a retried command. */
export interface RoundCommandAnswer extends CommandAnswer {
  appended: boolean;
}

/** `POST …/rounds/:round/end`: also the games of the round that were still running, which the end called time on. */
export interface RoundEnded extends RoundCommandAnswer {
  gamesEndedOnTime: readonly string[];
}

export interface TopCutStarted extends RoundCommandAnswer {
  seeds: readonly string[];
}

export interface CompletedTournament extends RoundCommandAnswer {
  winner: string | null;
}

/** `POST …/decklists/publish`: anyone may read the decklists from now on (publishing again appends nothing). */
export interface DecklistsPublication extends CommandAnswer {
  published: true;
}
