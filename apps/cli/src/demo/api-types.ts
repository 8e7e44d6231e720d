/** The shapes of the api's answers the demo reads (docs/api.md, docs/api-games.md). */

export interface Pairing {
  matchId: string;
  table: number;
  players: [string, string | null];
  status: 'pending' | 'reported' | 'disputed' | 'final';
  result?: { wins?: Record<string, number>; draws?: number; status: string };
}

export interface RoundBody {
  round: number;
  status: 'pairing' | 'open' | 'closed';
  phase?: string;
  pairings: Pairing[];
  failure?: { code: string; message: string };
}

export interface TournamentBody {
  tournamentId: string;
  status: string;
  plan: { rounds: number; topCut: number };
  currentRound: number;
  winner: string | null;
  players: { playerId: string; name: string }[];
}

export interface StandingsRow {
  rank: number;
  playerId: string;
  name: string;
  matchPoints: number;
  record: { wins: number; losses: number; draws: number };
  playoffFinish?: unknown;
}

export interface StandingsBody {
  round: number;
  version: number;
  rows: StandingsRow[];
}

export interface AuditBody {
  gameId: string;
  matchId: string;
  verdict: 'valid' | 'flagged' | 'unreadable';
  violations: { code: string; rule: string; seq: number; message: string }[];
  attestedEffects: unknown[];
}
