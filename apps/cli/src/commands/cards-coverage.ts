import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { AnyGameModule, CoverageReport, CoverageRow, GameRegistry } from '@arbiter/rules';
import { CliError } from '../cli-error';
import { gameIds, gameNamed } from '../games';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const share = (row: CoverageRow) => (row.total === 0 ? 1 : row.automated / row.total);

function table(title: string, rows: readonly CoverageRow[], counts = 'automated'): string[] {
  const width = Math.max(title.length, ...rows.map((r) => r.key.length));
  const line = (k: string, a: string, t: string, s: string) => `${k.padEnd(width)}  ${a.padStart(9)}  ${t.padStart(5)}  ${s.padStart(6)}`;
  return [line(title, counts, 'total', 'share'), ...rows.map((r) => line(r.key, String(r.automated), String(r.total), pct(share(r))))];
}

/** The report as printed: the game's tables, its aims and whether each is met, optionally each missing card. */
export function formatCoverage(name: string, report: CoverageReport, missing: boolean): string {
  const out = [`${name} card text automated: ${report.overall.automated}/${report.overall.total} (${pct(share(report.overall))})`];
  for (const t of report.tables) out.push('', ...table(t.title, t.rows, t.counts));
  // A game may set itself no aims; then there is no aims block, not an empty one.
  if (report.aims.length > 0) out.push('', ...report.aims.map((a) => `aim: ${a.aim} — ${a.met ? 'met' : 'not met'}`));
  if (missing) {
    out.push('', `not automated (${report.missing.length} cards; their text is attested in play):`);
    for (const c of report.missing) {
      // Each attested ability the game's grammar could not read is followed by what it expected there.
      const unread = new Map((c.unread ?? []).map((u) => [u.text, u.expected]));
      out.push(`${c.id}  ${c.name} [${c.type}]`, ...c.attested.flatMap((t) => [`    ${t}`, ...(unread.has(t) ? [`      unread: ${unread.get(t)}`] : [])]));
    }
  }
  return `${out.join('\n')}\n`;
}

/** The card file named, or a refusal; read here, not with cards.command's reader, which registers this command. */
function readCardFile(file: string): { text: string; name: string } {
  try {
    return { text: readFileSync(file, 'utf8'), name: file };
  } catch (error) {
    throw new CliError(`cannot read card file ${file}: ${(error as Error).message}`);
  }
}

const reportsCoverage = (module: AnyGameModule) => module.coverage !== undefined;

/** `arbiter cards coverage <game> [file] [--json] [--missing]`: how much of the card set (the bundled one, or a card file) the engine automates. */
export const registerCoverage = (cards: Command, games: GameRegistry): void => {
  cards
    .command('coverage')
    .description('share of real cards whose whole text the engine automates, per card type and set')
    .argument('<game>', `the game (${gameIds(games, reportsCoverage)})`)
    .argument('[file]', 'a card file to report on instead of the bundled set (games whose sets are user-supplied)')
    .option('--json', 'print the report as JSON')
    .option('--missing', 'list every card not automated with the text that is attested')
    .action((game: string, file: string | undefined, options: { json?: boolean; missing?: boolean }) => {
      const module = gameNamed(games, game, reportsCoverage, 'cards coverage supports');
      const named = file === undefined ? undefined : readCardFile(file);
      let report: CoverageReport;
      try {
        report = module.coverage!.report(named);
      } catch (error) {
        // A bad card file (or one the game cannot report on) is the user's to fix: a refusal, not a crash.
        throw new CliError((error as Error).message);
      }
      if (options.json) {
        process.stdout.write(`${JSON.stringify(options.missing ? report : { ...report, missing: report.missing.length }, null, 2)}\n`);
      } else {
        process.stdout.write(formatCoverage(module.name, report, options.missing === true));
      }
    });
};
