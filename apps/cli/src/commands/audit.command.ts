import { Command } from 'commander';
import { AnyGameModule, auditMatchLog, AuditReport, GameRegistry, readRegisteredLog } from '@arbiter/rules';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';
import { readTextFile, withCardFile } from './cards.command';

function describeResult(r: { winners: readonly string[]; draw: boolean } | null): string {
  if (!r) return 'none (the game did not finish)';
  return r.draw ? 'draw' : `${r.winners.join(', ')} wins`;
}

/** A card as a judge knows it: its printed name beside its id. */
function named(module: AnyGameModule, id: string): string {
  const card = module.cards.bundled().byId(id);
  return card ? `${id} (${card.name})` : id;
}

function printText(file: string, report: AuditReport<{ winners: readonly string[]; draw: boolean; reason: string }>, module: AnyGameModule): void {
  const lines = [`${file}: match ${report.matchId}: ${report.valid ? 'VALID' : 'INVALID'} (${report.applied} of ${report.actions} actions replayed)`];
  for (const v of report.violations) {
    lines.push(`  seq ${v.seq}  rule ${v.rule}  ${v.code}  ${v.message}`);
    // Actions refused only because this one was skipped: under it, not new findings.
    const after = v.consequences ?? [];
    if (after.length > 0) lines.push(`    ${after.length} consequence(s) of skipping seq ${v.seq}:`);
    for (const c of after) lines.push(`      seq ${c.seq}  rule ${c.rule}  ${c.code}  ${c.message}`);
  }
  if (report.attested.length > 0) {
    lines.push(`  attested effects for a judge (${report.attested.length}):`);
    for (const a of report.attested.slice(0, 20)) lines.push(`    seq ${a.seq}  ${a.player}  ${named(module, a.card)}: "${a.text.join(' / ')}" → ${JSON.stringify(a.outcome)}`);
    if (report.attested.length > 20) lines.push(`    … ${report.attested.length - 20} more (--json lists every one)`);
  }
  if (report.notReplayed) lines.push(`  not replayed: ${report.notReplayed}`);
  lines.push(`  engine outcome:  ${describeResult(report.derivedOutcome)}${report.derivedOutcome ? ` (${report.derivedOutcome.reason})` : ''}`);
  lines.push(`  reported result: ${report.reportedResult ? describeResult(report.reportedResult) : report.timeCalledBy ? `time called by ${report.timeCalledBy}: counts as a drawn game` : 'none reported'}`);
  if (report.finalHash) lines.push(`  final state hash: ${report.finalHash}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * `arbiter audit <file.ndjson>`: replays a match log of any registered game offline, with the
 * module its header names. Exit 0 when valid, 1 when it breaks a rule, 2 when the file cannot
 * be read as a match log.
 */
export const registerAudit: CommandRegistration = (program: Command, games: GameRegistry) => {
  program
    .command('audit')
    .description('replay a match log through the rules engine and report every violation with its rule number')
    .argument('<file>', 'match log (NDJSON, docs/match-log-format.md)')
    .option('--json', 'print the report as JSON')
    .option('--strict', 'stop at the first violation instead of recording every one')
    .option('--cards <file>', 'card file to use instead of the bundled card set')
    .action((file: string, options: { json?: boolean; strict?: boolean; cards?: string }) => {
      const text = readTextFile(file, 'match log');
      const { module: found, log, errors } = readRegisteredLog(text, games);
      if (errors.length > 0 || !log || !found) {
        throw new CliError(`${file} is not a valid match log:\n${errors.map((e) => `  line ${e.line}: ${e.message}`).join('\n')}`);
      }
      const module = withCardFile(found, options.cards);
      // Shapes of payloads are left to the engine: a judge gets them as violations with their rule.
      const report = auditMatchLog(module, log, { mode: options.strict ? 'strict' : 'audit', checkDeck: true });
      if (options.json) process.stdout.write(`${JSON.stringify({ file, ...report }, null, 2)}\n`);
      else printText(file, report, module);
      if (!report.valid) process.exitCode = 1;
    });
};
