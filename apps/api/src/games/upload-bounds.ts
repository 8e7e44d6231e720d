import { createHash } from 'node:crypto';
import type { AppendBound } from '@arbiter/event-store';

/**
 * Uploaded logs go to the permanent store, so each player (or official) may upload only a
 * few per match: every game of the match and as many again for corrections.
 */
export const uploadsAllowed = (bestOf: number): number => 2 * bestOf;

/**
 * The allowance as the event store enforces it: at most `allowed` `LogUploaded` events of this
 * match by this submitter, counted and appended atomically (see `AppendOptions.bound`).
 */
export function uploadBound(tournamentId: string, matchId: string, submittedBy: string, allowed: number): AppendBound {
  return { type: 'LogUploaded', data: { tournamentId, matchId, submittedBy }, max: allowed };
}

/**
 * An uploaded game's id is its content's: the same log for the same match is the same game,
 * stored and audited once (its audit flags are then appended once). UUID-shaped, like live games' ids.
 */
export function uploadGameId(tournamentId: string, matchId: string, body: Buffer): string {
  const hex = createHash('sha256').update(`${tournamentId}\n${matchId}\n`).update(body).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The header line of an NDJSON log without its decklists, the rest exactly as stored. */
export function withoutHeaderDecks(ndjson: string): string {
  const end = ndjson.indexOf('\n');
  const first = end < 0 ? ndjson : ndjson.slice(0, end);
  let header: unknown;
  try {
    header = JSON.parse(first);
  } catch {
    return ndjson;
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header) || !('decks' in header)) return ndjson;
  const { decks: _withheld, ...rest } = header as Record<string, unknown>;
  return JSON.stringify(rest) + (end < 0 ? '' : ndjson.slice(end));
}
