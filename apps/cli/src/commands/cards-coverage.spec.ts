import { computeCoverage, ENGINE_SUPPORT, loadChaoticCards } from '@arbiter/chaotic';
import { runCli } from '../../test/run-cli';
import { registerCards } from './cards.command';

const run = (...args: string[]) => runCli([registerCards], ...args);

describe('arbiter cards coverage chaotic', () => {
  const report = computeCoverage(loadChaoticCards(), ENGINE_SUPPORT);

  it('prints the share per type and per set and whether each aim is met', async () => {
    const { out, code } = await run('cards', 'coverage', 'chaotic');
    expect(code).toBe(0);
    expect(out).toContain(`Chaotic card text automated: ${report.overall.automated}/1400`);
    expect(out).toMatch(/^Attack\s+\d+\s+313\s+[\d.]+%$/m);
    expect(out).toMatch(/^DOP\s+\d+\s+234\s+[\d.]+%$/m);
    expect(out).toMatch(/aim: every Dawn of Perim card automated — (met|not met \(\d+\/234\))/);
    expect(out).not.toContain('not automated (');
  });

  it('--missing lists each card not automated with its attested text', async () => {
    const { out } = await run('cards', 'coverage', 'chaotic', '--missing');
    const first = report.uncovered[0];
    expect(out).toContain(`not automated (${report.uncovered.length} cards`);
    expect(out).toContain(`${first.id}  ${first.name} [${first.type}]\n    ${first.attested[0]}`);
  });

  it('--json prints the report as JSON', async () => {
    const { out } = await run('cards', 'coverage', 'chaotic', '--json');
    const parsed = JSON.parse(out) as { overall: { total: number }; uncovered: number };
    expect(parsed.overall.total).toBe(1400);
    expect(parsed.uncovered).toBe(report.uncovered.length);
  });

  it('refuses another game with exit code 2', async () => {
    expect(await run('cards', 'coverage', 'wars')).toEqual({ out: 'unknown game "wars"; cards coverage supports: chaotic', code: 2 });
  });
});
