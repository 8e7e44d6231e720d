import { Command } from 'commander';
import { computeCoverage, CoverageReport, CoverageRow, DAWN_OF_PERIM, ENGINE_SUPPORT, loadChaoticCards, OVERALL_AIM } from '@arbiter/chaotic';
import { CliError } from '../cli-error';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

function table(title: string, rows: readonly CoverageRow[]): string[] {
  const width = Math.max(title.length, ...rows.map((r) => r.key.length));
  const line = (k: string, a: string, t: string, s: string) => `${k.padEnd(width)}  ${a.padStart(9)}  ${t.padStart(5)}  ${s.padStart(6)}`;
  return [line(title, 'automated', 'total', 'share'), ...rows.map((r) => line(r.key, String(r.automated), String(r.total), pct(r.share)))];
}

/** The report as printed: tables by type and set, the aim and whether it is met, optionally each missing card. */
export function formatCoverage(report: CoverageReport, missing: boolean): string {
  const dop = report.bySet.find((r) => r.key === DAWN_OF_PERIM);
  const out = [
    `Chaotic card text automated: ${report.overall.automated}/${report.overall.total} (${pct(report.overall.share)})`,
    '',
    ...table('type', report.byType),
    '',
    ...table('set', report.bySet),
    '',
    `aim: every Dawn of Perim card automated — ${report.aim.dawnOfPerimAll ? 'met' : `not met (${dop?.automated ?? 0}/${dop?.total ?? 0})`}`,
    `aim: at least ${pct(OVERALL_AIM)} of all cards — ${report.aim.overallAtLeast90 ? 'met' : `not met (${pct(report.overall.share)})`}`,
  ];
  if (missing) {
    out.push('', `not automated (${report.uncovered.length} cards; their text is attested in play):`);
    for (const c of report.uncovered) out.push(`${c.id}  ${c.name} [${c.type}]`, ...c.attested.map((t) => `    ${t}`));
  }
  return `${out.join('\n')}\n`;
}

/** `arbiter cards coverage chaotic [--json] [--missing]`: how much of the real card set the engine automates. */
export const registerCoverage = (cards: Command): void => {
  cards
    .command('coverage')
    .description('share of real cards whose whole text the engine automates, per card type and set')
    .argument('<game>', 'the game (chaotic)')
    .option('--json', 'print the report as JSON')
    .option('--missing', 'list every card not automated with the text that is attested')
    .action((game: string, options: { json?: boolean; missing?: boolean }) => {
      if (game !== 'chaotic') throw new CliError(`unknown game "${game}"; cards coverage supports: chaotic`);
      // Only what the engine implements counts (ENGINE_SUPPORT is the engine's own list).
      const report = computeCoverage(loadChaoticCards(), ENGINE_SUPPORT);
      if (options.json) {
        const { uncovered, ...summary } = report;
        process.stdout.write(`${JSON.stringify(options.missing ? report : { ...summary, uncovered: uncovered.length }, null, 2)}\n`);
      } else {
        process.stdout.write(formatCoverage(report, options.missing === true));
      }
    });
};
