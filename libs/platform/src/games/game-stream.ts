import type { StoredEvent } from '@arbiter/event-store';
import type { ActionEnvelope, GameOutcome, MatchLogHeader } from '@arbiter/rules';

/**
 * A game is one event stream, `game-<id>`. A game recorded live starts with `GameStarted`
 * (its match-log header) and has one `ActionRecorded` per accepted action, so an action's
 * seq is the stream version it was appended at; `GameEnded` follows the deciding action in
 * the same append and publishes the seeds. An uploaded log is one `LogUploaded` event that
 * holds the NDJSON exactly as submitted.
 */
export const GAME_STREAM_TYPE = 'game';
export const gameStreamId = (gameId: string): string => `game-${gameId}`;

/** Where a game sits in its tournament. */
export interface GameMatchRef {
  tournamentId: string;
  matchId: string;
  round: number;
  table: number;
}

export interface GameStartedData extends GameMatchRef {
  gameId: string;
  header: MatchLogHeader;
  startedBy: string;
}

export interface ActionRecordedData {
  /** The action as its game's engine accepted it (the payload is the game's). */
  action: ActionEnvelope;
  /** Canonical state hash after the action. */
  stateHash: string;
}

/**
 * A game ended by an official calling time before the actions finished it: no winner, and it
 * counts as a drawn game (its log ends with a `time-called` record instead of a result).
 */
export interface TimeCalledOutcome {
  winners: [];
  losers: [];
  draw: true;
  reason: 'time-called';
}

export const TIME_CALLED_OUTCOME: TimeCalledOutcome = { winners: [], losers: [], draw: true, reason: 'time-called' };

export interface GameEndedData {
  outcome: GameOutcome | TimeCalledOutcome;
  /** Set when an official called time: who did. */
  timeCalledBy?: string;
  finalHash: string;
  /** Digital play: the seeds, revealed once nothing hidden is left to protect. */
  seeds: Record<string, string>;
}

export interface LogUploadedData extends GameMatchRef {
  gameId: string;
  submittedBy: string;
  /** sha256 (hex) of the submitted bytes. */
  sha256: string;
  ndjson: string;
}

export type GameEvent =
  | { type: 'GameStarted'; data: GameStartedData }
  | { type: 'ActionRecorded'; data: ActionRecordedData }
  | { type: 'GameEnded'; data: GameEndedData }
  | { type: 'LogUploaded'; data: LogUploadedData };

export const asGameEvent = (e: Pick<StoredEvent, 'type' | 'data'>): GameEvent => ({ type: e.type, data: e.data }) as unknown as GameEvent;

/** Audits run one per game; asking twice while one waits enqueues once. */
export const AUDITS_QUEUE = 'audits';
export const AUDIT_GAME_JOB = 'audit-game';
export const auditDedupId = (gameId: string): string => `audit-${gameId}`;

export interface AuditGameJob {
  gameId: string;
}

/** The actor id under which the audit appends to a tournament (engine results and flags). */
export const AUDIT_ACTOR = 'arbiter-audit';
