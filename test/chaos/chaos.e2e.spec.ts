import { existsSync } from 'node:fs';
import { ENTRIES } from './platform-process';
import { runChaos } from './chaos-run';

jest.setTimeout(240_000);

// A short `npm run chaos`: the api and worker processes of the built dist (npm run build).
describe('the platform under faults (chaos)', () => {
  it('stores every acknowledged command once, keeps its chains, read models, audits and jobs whole after kills and restarts', async () => {
    expect(existsSync(ENTRIES.api) && existsSync(ENTRIES.worker)).toBe(true);
    const lines: string[] = [];
    const report = await runChaos({
      minutes: 0.3, concurrent: 2, players: 4, rounds: 1, maxActions: 20, faultEveryMs: 2000, game: 'chaotic', log: (line) => lines.push(line),
    });
    expect(report.errors).toEqual([]);
    expect(report.faults['redis restarted empty']).toBeGreaterThan(0);
    expect(report.faults['worker killed']).toBeGreaterThan(0);
    const { checks } = report;
    expect(checks.commands.acknowledged).toBeGreaterThan(0);
    expect(checks.commands.storedOnce).toBe(checks.commands.acknowledged);
    expect([checks.commands.missing, checks.commands.duplicated, checks.commands.unsent]).toEqual([[], [], []]);
    expect(checks.games.played).toBeGreaterThan(0);
    expect(checks.games.actionsStored).toBe(checks.games.actionsAcknowledged);
    expect([checks.games.mismatched, checks.games.orphans]).toEqual([[], []]);
    expect(checks.chains).toMatchObject({ ok: true, broken: [] });
    expect(checks.readModels).toEqual({ streamStatsEqualRebuild: true, standingsChecked: report.tournaments, standingsDiffer: [] });
    expect(checks.audits.audited).toBe(checks.audits.endedGames);
    expect(checks.audits.endedGames).toBe(checks.games.played);
    expect(checks.jobs.stuck).toEqual({});
    expect(checks.ok).toBe(true);
  });
});
