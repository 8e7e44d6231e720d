import type { Pairing, Round } from './rounds';
import type { Standings } from './standings';

/** A result's table as the feed's `result` event carries it (just the table's place when the round is gone). */
export type FeedResult = { round: number } & (Pairing | { matchId: string; table: number });

/** An audit's public summary: never hidden game information. */
export interface AuditSummary {
  gameId: string;
  matchId?: string;
  verdict: string;
  [field: string]: unknown;
}

/** `GET …/feed`: the data of each Server-Sent Event, by event name. */
export interface FeedEvents {
  standings: Standings;
  pairings: Round;
  result: FeedResult;
  audit: AuditSummary;
}
