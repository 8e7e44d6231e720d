import type { CoverageReport as KitCoverageReport } from '@arbiter/rules';
import type { CardSet } from '../cards/card-set';
import { ENGINE_SUPPORT } from '../engine/engine-support';
import { computeCoverage, DAWN_OF_PERIM, OVERALL_AIM } from '../effects/coverage';

const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Chaotic's coverage (what the engine implements of the card text, ENGINE_SUPPORT) in the platform's report shape. */
export function chaoticCoverageReport(set: CardSet): KitCoverageReport {
  const report = computeCoverage(set, ENGINE_SUPPORT);
  return {
    game: 'chaotic',
    overall: report.overall,
    tables: [{ title: 'type', rows: report.byType }, { title: 'set', rows: report.bySet }],
    aims: [
      { aim: `every ${DAWN_OF_PERIM} (Dawn of Perim) card automated`, met: report.aim.dawnOfPerimAll },
      { aim: `at least ${pct(OVERALL_AIM)} of all cards automated`, met: report.aim.overallAtLeast90 },
    ],
    missing: report.uncovered.map((c) => ({ id: c.id, name: c.name, type: c.type, attested: c.attested })),
  };
}
