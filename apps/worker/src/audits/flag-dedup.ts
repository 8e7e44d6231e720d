import type { AuditFlagged, TournamentEvent } from '@arbiter/tournament';

type FlagData = AuditFlagged['data'];

/** What makes two flags the same finding for a judge: the table, the reason and the rules broken (not which log said it). */
function findingKey(flag: Pick<FlagData, 'round' | 'table' | 'reason' | 'findings' | 'message'>): string {
  const rules = flag.findings.map((f) => `${f.code}@${f.rule}`).sort();
  // A result mismatch has no findings: its message (the two results) is what it says.
  const said = flag.reason === 'result-mismatch' && rules.length === 0 ? flag.message : '';
  return JSON.stringify([flag.round, flag.table, flag.reason, rules, said]);
}

/**
 * Whether the tournament already carries this flag: a second upload of another log with the
 * same finding for the same match would only repeat it, so the judge's queue gets it once.
 */
export function alreadyFlagged(events: readonly TournamentEvent[], flag: Pick<FlagData, 'round' | 'table' | 'reason' | 'findings' | 'message'>): boolean {
  const key = findingKey(flag);
  return events.some((e) => e.type === 'AuditFlagged' && findingKey(e.data) === key);
}
