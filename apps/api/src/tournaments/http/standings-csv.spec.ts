import type { Standings } from '@arbiter/api-contract';
import { standingsCsv } from './csv';

describe('standings CSV export: tiebreaker numbers', () => {
  /** The tiebreaker fields of the first row (after rank, id, name, points, W, L, D, byes). */
  const fields = (csv: string) => csv.trim().split('\n')[1].split(',').slice(8, 11);
  const view = (profile: string, tiebreakerOrder: string[], tiebreakers: Record<string, number>): Standings => ({
    round: 3, version: 9, profile, tiebreakerOrder,
    rows: [{ rank: 1, playerId: 'p1', name: 'Ada', matchPoints: 9, record: { wins: 3, losses: 0, draws: 0 }, byes: 0, tiebreakers, dropped: false }],
  });

  it('prints percentages as percentages: a whole share is 100.00%, never 1', () => {
    expect(fields(standingsCsv(view('mtg', ['omw', 'gw', 'ogw'], { omw: 1, gw: 0.6667, ogw: 0.5 })))).toEqual(['100.00%', '66.67%', '50.00%']);
  });
  it('prints chess tie-breaks as points and leaves a head-to-head that does not apply empty', () => {
    expect(fields(standingsCsv(view('chess', ['buchholz', 'medianBuchholz', 'sonnebornBerger'], { buchholz: 6.5, medianBuchholz: 2, sonnebornBerger: 1 }))))
      .toEqual(['6.5', '2', '1']);
    expect(fields(standingsCsv(view('pokemon', ['oppWin', 'oppOppWin', 'headToHead'], { oppWin: 0.625, oppOppWin: 0.25 }))))
      .toEqual(['62.50%', '25.00%', '']);
  });
});
