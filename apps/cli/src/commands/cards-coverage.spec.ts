import { registeredGames } from '@arbiter/platform';
import { runCli } from '../../test/run-cli';
import { registerCards } from './cards.command';

const run = (...args: string[]) => runCli([registerCards], ...args);

describe('arbiter cards coverage chaotic', () => {
  const report = registeredGames().get('chaotic').coverage!.report();

  it('prints the share per type and per set and whether each aim is met', async () => {
    const { out, code } = await run('cards', 'coverage', 'chaotic');
    expect(code).toBe(0);
    expect(out).toContain(`Chaotic card text automated: ${report.overall.automated}/1400`);
    expect(out).toMatch(/^Attack\s+\d+\s+313\s+[\d.]+%$/m);
    expect(out).toMatch(/^DOP\s+\d+\s+234\s+[\d.]+%$/m);
    for (const { aim, met } of report.aims) expect(out).toContain(`aim: ${aim} — ${met ? 'met' : 'not met'}\n`);
    expect(out).toMatch(/^aim: every DOP \(Dawn of Perim\) card automated — (met|not met)$/m);
    expect(out).not.toContain('not automated (');
  });

  it('--missing lists each card not automated with its attested text', async () => {
    const { out } = await run('cards', 'coverage', 'chaotic', '--missing');
    const first = report.missing[0];
    expect(out).toContain(`not automated (${report.missing.length} cards`);
    expect(out).toContain(`${first.id}  ${first.name} [${first.type}]\n    ${first.attested[0]}`);
  });

  it('--json prints the report as JSON', async () => {
    const { out } = await run('cards', 'coverage', 'chaotic', '--json');
    const parsed = JSON.parse(out) as { overall: { total: number }; missing: number };
    expect(parsed.overall.total).toBe(1400);
    expect(parsed.missing).toBe(report.missing.length);
  });

  it('refuses another game with exit code 2', async () => {
    expect(await run('cards', 'coverage', 'netrunner')).toEqual({ out: `unknown game "netrunner"; cards coverage supports: ${registeredGames().list().filter((m) => m.coverage).map((m) => m.id).join(', ')}`, code: 2 });
  });
});
