import type { AuditOptions } from '../audit/audit-report';
import { auditMatchLog } from '../audit/audit-log';
import type { ActionEnvelope } from '../envelope';
import type { GameModule } from '../game-module';
import type { MatchLogHeader } from '../log/header';
import type { ParsedMatchLog } from '../log/read-log';
import type { GameOutcome } from '../outcome';

/** A change to a legal log and the violation it must give: its code and the rule it cites. */
export interface LogMutant<Deck, Action extends ActionEnvelope> {
  readonly name: string;
  /** Changes a copy of the legal log (it may change it in place and return it). */
  readonly mutate: (log: ParsedMatchLog<MatchLogHeader<Deck>, Action>) => ParsedMatchLog<MatchLogHeader<Deck>, Action>;
  readonly code: string;
  readonly rule: string;
}

/**
 * The audit catches each change to a legal log: the legal log audits valid, and each mutant
 * gives a violation with its code and rule. Returns what was not caught, in words.
 */
export function checkMutations<Deck, Config, State, Action extends ActionEnvelope, Outcome extends GameOutcome, View>(
  module: GameModule<Deck, Config, State, Action, Outcome, View>,
  legal: ParsedMatchLog<MatchLogHeader<Deck>, Action>,
  mutants: readonly LogMutant<Deck, Action>[],
  options: AuditOptions<Deck> = {},
): string[] {
  const problems: string[] = [];
  const clean = auditMatchLog(module, legal, options);
  if (!clean.valid) problems.push(`the legal log is not valid: ${clean.violations.map((v) => v.code).join(', ')}${clean.notReplayed ? ` (${clean.notReplayed})` : ''}`);
  for (const mutant of mutants) {
    const copy = structuredClone(legal);
    const report = auditMatchLog(module, mutant.mutate(copy), options);
    if (!report.violations.some((v) => v.code === mutant.code && v.rule === mutant.rule)) {
      problems.push(`${mutant.name}: expected ${mutant.code} (rule ${mutant.rule}), got ${report.violations.map((v) => `${v.code} (${v.rule})`).join(', ') || 'no violation'}`);
    }
  }
  return problems;
}
