import { computeStandings } from '../standings/compute-standings';
import { exportTournament, importTournament } from '../export/export-format';
import { history } from '../testing/history';
import type { AuditFlagged, TournamentEvent } from './events';
import { replay } from './evolve';

const flag = (table: number): AuditFlagged => ({
  type: 'AuditFlagged',
  data: { round: 1, table, gameId: 'g-1', reason: 'violations', findings: [{ code: 'chaotic/move-not-adjacent', rule: '6.3.2', seq: 4 }], message: '1 violation' },
});

describe('AuditFlagged', () => {
  const base = history(['a', 'b', 'c', 'd'], [[['a', 'b', 2, 0], ['c', 'd', 1, 2]]]);

  it('leaves the state and the standings as they were: a judge decides any correction', () => {
    const flagged: TournamentEvent[] = [...base, flag(1)];
    expect(replay(flagged)).toEqual(replay(base));
    expect(computeStandings(flagged)).toEqual(computeStandings(base));
  });

  it('travels through the export format and is refused on a table the round does not have', () => {
    const doc = exportTournament([...base, flag(2)]);
    const back = importTournament(JSON.parse(JSON.stringify(doc)));
    expect(back.ok).toBe(true);
    const bad = importTournament(JSON.parse(JSON.stringify(exportTournament([...base, flag(3)]))));
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0].path).toBe(`$.events[${base.length}].data.table`);
  });
});
