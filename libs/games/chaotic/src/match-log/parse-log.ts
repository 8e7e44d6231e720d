import { type NdjsonLineError, type ParsedMatchLog as KitParsedMatchLog, readMatchLog } from '@arbiter/rules';
import { EMPTY_PAYLOAD } from '../engine/choices';
import { ACTION_TYPES, type ChaoticAction } from '../engine/types';
import type { MatchLogHeader } from './header';

/** A Chaotic match log as read. */
export type ParsedMatchLog = KitParsedMatchLog<MatchLogHeader, ChaoticAction>;

/** The action types, the commonest first (pass, then strike and move): the reader tries them in this order. */
const TYPES_COMMONEST_FIRST: readonly string[] = ['pass', 'strike', 'move', ...ACTION_TYPES.filter((t) => t !== 'pass' && t !== 'strike' && t !== 'move')];

const OPTIONS = { game: 'chaotic', actionTypes: TYPES_COMMONEST_FIRST, emptyPayload: EMPTY_PAYLOAD } as const;

/**
 * Reads a Chaotic match-log file with the kit's reader: anything that makes the file unreadable
 * is reported by line number; rules are the engine's business. Every bare `pass` gets the one
 * frozen `EMPTY_PAYLOAD`, which the engine tells by identity (replay speed).
 */
export function parseMatchLog(text: string): { log: ParsedMatchLog | null; errors: NdjsonLineError[] } {
  return readMatchLog<MatchLogHeader, ChaoticAction>(text, OPTIONS);
}
