/** The shapes of the api's answers the dashboard reads (see the HTTP contract in docs/dashboard.md). */
export interface Problem {
  type?: string;
  title?: string;
  status: number;
  code?: string;
  detail?: string;
  violations?: { code: string; rule?: string; message: string }[];
}

export interface TournamentListItem {
  tournamentId: string;
  name?: string;
  status?: string;
  /** Rounds started so far (the list) — the summary's `currentRound` says more. */
  round?: number;
  currentRound?: number | { round: number } | null;
  format?: string;
  settings?: { name?: string; structure?: unknown; format?: string; game?: string };
  players?: number | unknown[];
}

export interface PlayerSummary {
  playerId: string;
  name: string;
  dropped?: boolean;
  checkedIn?: boolean;
}

export interface TournamentSummary {
  tournamentId: string;
  name?: string;
  status?: string;
  currentRound?: { round: number; phase?: string; status?: 'open' | 'closed' } | number | null;
  winner?: string | null;
  settings?: { name?: string; game?: string; format?: string; structure?: unknown; bestOf?: number };
  players?: PlayerSummary[];
}

export interface StandingsRow {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  record: { wins: number; losses: number; draws: number };
  tiebreakers: Record<string, number>;
  dropped: boolean;
}

export interface Standings {
  round: number;
  /** The tournament stream's version the table was computed at: a newer table has a higher one. */
  version?: number;
  rows: StandingsRow[];
}

/** Either the contract's `{ wins: {playerId: n}, draws }` or the domain's positional `{ wins: [a, b], draws }`. */
export interface MatchResult {
  wins: Record<string, number> | number[];
  draws?: number;
  /** pending | reported | final | disputed */
  status?: string;
  reportedBy?: string;
}

export interface Pairing {
  matchId: string;
  table: number;
  players: [string, string | null];
  status?: string;
  result?: MatchResult | null;
}

export interface RoundBody {
  round: number;
  status: 'pairing' | 'open' | 'closed';
  pairings: Pairing[];
}

export interface TribeStats {
  tribe: string;
  players: number;
  share: number;
  wins: number;
  losses: number;
  draws: number;
  /** null when the tribe has played no match against another tribe */
  winRate: number | null;
}

export interface Metagame {
  tribes: TribeStats[];
  decks?: Record<string, unknown>[];
}

/** One game of a match, as `GET …/matches/:matchId/games` lists it (public information only). */
export interface MatchGame {
  gameId: string;
  source: 'live' | 'upload';
  mode?: string;
  status: 'running' | 'ended' | 'uploaded';
  startedAt: string;
  actions?: number;
  outcome: { winners: string[]; losers: string[]; draw: boolean; reason?: string } | null;
  audit: { verdict: string; violations: number; auditedAt: string } | null;
}

export interface MatchGames {
  tournamentId: string;
  matchId: string;
  games: MatchGame[];
}

export interface AuditViolation {
  code: string;
  rule: string;
  seq: number;
  message: string;
}

export interface AuditReport {
  verdict: string;
  violations: AuditViolation[];
  attestedEffects?: unknown[];
  decklistConformity?: unknown;
  resultConsistency?: unknown;
  hashChain?: unknown;
}

export interface LogLine {
  seq?: number;
  player?: string;
  type?: string;
  payload?: unknown;
  [key: string]: unknown;
}
