import type { AuditReport } from '@arbiter/api-contract';
import type { StoredEvent } from '@arbiter/event-store';
import { AnyGameModule, auditMatchLog, GameRegistry, NdjsonLineError, ParsedMatchLog, readRegisteredLog } from '@arbiter/rules';
import { GameRecord, MatchContext, TIME_CALLED_OUTCOME } from '@arbiter/platform';
import { checkChain } from './chain-check';
import { checkDecklists, checkResult } from './conformity';

/** The log a game's stream holds: rebuilt from a live game's events, or read from the upload as a log of the match's game. */
function logOf(record: GameRecord, games: GameRegistry, match: MatchContext | null): { module?: AnyGameModule; log: ParsedMatchLog | null; errors: NdjsonLineError[] } {
  if (record.upload) return readRegisteredLog(record.upload.ndjson, games, match?.module);
  const header = record.started!.header;
  const seeds = record.ended?.seeds ?? {};
  const reveals = header.mode === 'digital' && record.ended ? header.players.map((p) => ({ kind: 'seed-reveal' as const, player: p.id, seed: seeds[p.id] })) : [];
  const timeCalled = record.ended?.timeCalledBy !== undefined ? { kind: 'time-called' as const, by: record.ended.timeCalledBy } : undefined;
  return { module: games.find(header.game), log: { header, actions: record.actions, reveals, reported: null, ...(timeCalled ? { timeCalled } : {}) }, errors: [] };
}

/**
 * The full audit of one game: a replay in audit mode (every violation with its rule and seq),
 * the attested effects awaiting a judge, the decklists against the registration, the result
 * against the tournament's, and the game stream's hash chain.
 */
export function auditGame(record: GameRecord, events: readonly StoredEvent[], match: MatchContext | null, games: GameRegistry): AuditReport {
  const source = record.upload ? 'upload' : 'live';
  const hashChain = checkChain(events);
  const { module, log, errors } = logOf(record, games, match);
  if (!module || !log || errors.length > 0) {
    return {
      verdict: 'unreadable', source, violations: [], attestedEffects: [], decklistConformity: null, resultConsistency: null, hashChain,
      actions: log?.actions.length ?? 0, applied: 0, finalHash: null, notReplayed: 'the log is not a readable match log', lineErrors: errors,
    };
  }
  const audit = auditMatchLog(module, log, { mode: 'audit', checkDeck: true });
  const decklistConformity = checkDecklists(log.header, match);
  const loggedMismatch = audit.violations.some((v) => v.code === `${module.id}/reported-result-mismatch`);
  // A game ended on time has no outcome of its own: it counts as a drawn game (checkResult).
  const derived = audit.derivedOutcome ?? (audit.timeCalledBy !== undefined ? TIME_CALLED_OUTCOME : null);
  const resultConsistency = checkResult(derived, audit.reportedResult, match, loggedMismatch);
  const clean = audit.valid && decklistConformity.ok && hashChain.ok && resultConsistency.consistent !== false;
  return {
    verdict: clean ? 'valid' : 'flagged', source, violations: audit.violations, attestedEffects: audit.attested as AuditReport['attestedEffects'],
    decklistConformity, resultConsistency, hashChain, actions: audit.actions, applied: audit.applied, finalHash: audit.finalHash,
    ...(audit.notReplayed ? { notReplayed: audit.notReplayed } : {}),
    ...(audit.timeCalledBy !== undefined ? { timeCalledBy: audit.timeCalledBy } : {}),
  };
}
