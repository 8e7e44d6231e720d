import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { auditMatchLog, AuditReport, CardSet, deckLegalityChecker, fullName, importChaoticCards, loadChaoticCards, parseMatchLog } from '@arbiter/chaotic';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';

/** The bundled card set, or a user's card file (refused with its first bad rows). */
function cardsFrom(file: string | undefined): CardSet {
  if (!file) return loadChaoticCards();
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`cannot read card file ${file}: ${(error as Error).message}`);
  }
  const { set, errors } = importChaoticCards(raw);
  if (errors.length > 0) throw new CliError(`card file ${file} has ${errors.length} bad rows; check it with \`arbiter cards check chaotic ${file}\``);
  return set;
}

function describeResult(r: { winners: readonly string[]; draw: boolean } | null): string {
  if (!r) return 'none (the game did not finish)';
  return r.draw ? 'draw' : `${r.winners.join(', ')} wins`;
}

/** A card as a judge knows it: its printed name beside its id. */
function named(cards: CardSet, id: string): string {
  const card = cards.byId(id);
  return card ? `${id} (${fullName(card)})` : id;
}

function printText(file: string, report: AuditReport, cards: CardSet): void {
  const lines = [`${file}: match ${report.matchId}: ${report.valid ? 'VALID' : 'INVALID'} (${report.applied} of ${report.actions} actions replayed)`];
  for (const v of report.violations) lines.push(`  seq ${v.seq}  rule ${v.rule}  ${v.code}  ${v.message}`);
  if (report.attested.length > 0) {
    lines.push(`  attested effects for a judge (${report.attested.length}):`);
    for (const a of report.attested.slice(0, 20)) lines.push(`    seq ${a.seq}  ${a.player}  ${named(cards, a.card)}: "${a.text.join(' / ')}" → ${JSON.stringify(a.outcome)}`);
    if (report.attested.length > 20) lines.push(`    … ${report.attested.length - 20} more (--json lists every one)`);
  }
  if (report.notReplayed) lines.push(`  not replayed: ${report.notReplayed}`);
  lines.push(`  engine outcome:  ${describeResult(report.derivedOutcome)}${report.derivedOutcome ? ` (${report.derivedOutcome.reason})` : ''}`);
  lines.push(`  reported result: ${report.reportedResult ? describeResult(report.reportedResult) : report.timeCalledBy ? `time called by ${report.timeCalledBy}: counts as a drawn game` : 'none reported'}`);
  if (report.finalHash) lines.push(`  final state hash: ${report.finalHash}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * `arbiter audit <file.ndjson>`: replays a match log offline. Exit 0 when valid, 1 when it
 * breaks a rule, 2 when the file cannot be read as a match log.
 */
export const registerAudit: CommandRegistration = (program: Command) => {
  program
    .command('audit')
    .description('replay a match log through the rules engine and report every violation with its rule number')
    .argument('<file>', 'match log (NDJSON, docs/match-log-format.md)')
    .option('--json', 'print the report as JSON')
    .option('--strict', 'stop at the first violation instead of recording every one')
    .option('--cards <file>', 'card file to use instead of the bundled card set')
    .action((file: string, options: { json?: boolean; strict?: boolean; cards?: string }) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (error) {
        throw new CliError(`cannot read ${file}: ${(error as Error).message}`);
      }
      const { log, errors } = parseMatchLog(text);
      if (errors.length > 0 || !log) {
        throw new CliError(`${file} is not a valid match log:\n${errors.map((e) => `  line ${e.line}: ${e.message}`).join('\n')}`);
      }
      const cards = cardsFrom(options.cards);
      const report = auditMatchLog(log, cards, { mode: options.strict ? 'strict' : 'audit', checkDeck: deckLegalityChecker(cards) });
      if (options.json) process.stdout.write(`${JSON.stringify({ file, ...report }, null, 2)}\n`);
      else printText(file, report, cards);
      if (!report.valid) process.exitCode = 1;
    });
};
