import type { TournamentEvent } from '../domain/events';
import { history, Table } from '../testing/history';
import { computeStandings } from './compute-standings';
import { playoffLabel } from './playoff';

/** Elimination rounds after a Swiss history: each round's tables [winner, loser]. */
function topCut(seeds: string[], rounds: [string, string][][]): TournamentEvent[] {
  const events: TournamentEvent[] = [{ type: 'TopCutStarted', data: { size: seeds.length, seeds } }];
  rounds.forEach((tables, i) => {
    const round = 2 + i;
    events.push({ type: 'RoundStarted', data: { round, phase: 'elimination', pairings: tables.map((t, k) => ({ table: k + 1, players: t })) } });
    tables.forEach((_, k) => events.push({ type: 'ResultEntered', data: { round, table: k + 1, result: { kind: 'games', wins: [2, 0], draws: 0 }, enteredBy: 'judge-1', correction: false } }));
    events.push({ type: 'RoundEnded', data: { round } });
  });
  return events;
}

describe('final standings after a top cut', () => {
  const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
  const swiss: Table[][] = [[['a', 'b', 2, 0], ['c', 'd', 2, 0], ['e', 'f', 2, 0], ['g', 'h', 2, 0], ['i']]];
  // Top 8 seeded a…h: quarter-finals a–h, d–e, b–g, c–f; semi-finals h–d, g–c; final d–c.
  const events = [...history(ids, swiss), ...topCut(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], [
    [['h', 'a'], ['d', 'e'], ['g', 'b'], ['c', 'f']],
    [['d', 'h'], ['c', 'g']],
    [['d', 'c']],
  ]), { type: 'TournamentCompleted', data: { completedAt: '2026-01-01T18:00:00Z', winner: 'd' } } as TournamentEvent];
  const rows = computeStandings(events);

  it('names how far each player went: Winner, Finalist, Top 4, Top 8', () => {
    const label = (id: string) => rows.find((r) => r.playerId === id)!.playoff;
    expect(['d', 'c', 'h', 'g', 'a', 'e', 'b', 'f'].map(label)).toEqual(['Winner', 'Finalist', 'Top 4', 'Top 4', 'Top 8', 'Top 8', 'Top 8', 'Top 8']);
    expect(label('i')).toBeUndefined();
  });
  it('ranks the top cut by how far each player went, then by the Swiss standings', () => {
    expect(rows.map((r) => r.playerId).slice(0, 2)).toEqual(['d', 'c']);
    expect(rows.slice(2, 4).map((r) => r.playoffFinish)).toEqual([4, 4]);
    expect(rows[rows.length - 1].playerId).toBe('i');
  });
  it('labels a larger cut by its size', () => {
    expect(playoffLabel(16)).toBe('Top 16');
  });
});
