import { auditMatchLog } from '../audit/audit-log';
import type { ActionEnvelope } from '../envelope';
import type { GameModule } from '../game-module';
import type { MatchLogHeader } from '../log/header';
import { readMatchLog } from '../log/read-log';
import type { GameOutcome } from '../outcome';

/**
 * A golden log still reads, audits valid in strict mode and replays to the final state hash it
 * was recorded with: an engine change that alters an old log's replay shows here. Returns the
 * problems, in words.
 */
export function checkGoldenLog<Deck, Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  module: GameModule<Deck, Config, State, Action, Outcome, View>,
  ndjson: string,
  expectedHash: string,
): string[] {
  const { log, errors } = readMatchLog<MatchLogHeader<Deck>, Action>(ndjson, { game: module.id, actionTypes: Object.keys(module.log.actionTypes) });
  if (!log) return errors.map((e) => `line ${e.line}: ${e.message}`);
  const report = auditMatchLog(module, log, { mode: 'strict', checkDeck: true });
  const problems = [...errors.map((e) => `line ${e.line}: ${e.message}`), ...report.violations.map((v) => `seq ${v.seq} rule ${v.rule} ${v.code}: ${v.message}`)];
  if (report.notReplayed) problems.push(`not replayed: ${report.notReplayed}`);
  if (report.finalHash !== expectedHash) problems.push(`final state hash ${report.finalHash} is not the recorded ${expectedHash}`);
  return problems;
}
