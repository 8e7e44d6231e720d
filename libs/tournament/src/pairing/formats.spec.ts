import { bracketOrder, pairBracket } from './elimination';
import { pairPods, podSizes } from './pods';
import { pairRoundRobin, roundRobinRounds } from './round-robin';
import { decide } from '../domain/decide';
import { replay } from '../domain/evolve';
import type { TournamentEvent } from '../domain/events';
import { computeStandings } from '../standings/compute-standings';
import { as, created, organizer, registered } from '../testing/given';

describe('top cut bracket', () => {
  it('seeds eight as 1v8, 4v5, 2v7, 3v6', () => {
    const o = bracketOrder(8);
    expect([[o[0], o[1]], [o[2], o[3]], [o[4], o[5]], [o[6], o[7]]]).toEqual([[1, 8], [4, 5], [2, 7], [3, 6]]);
  });
  it('seeds sixteen with 1v16 and 8v9 meeting in the second round', () => {
    expect(bracketOrder(16).slice(0, 4)).toEqual([1, 16, 8, 9]);
  });
  it('gives top seeds the byes of a short field', () => {
    expect(pairBracket(['s1', 's2', 's3'], () => true)).toEqual([{ table: 1, players: ['s1'] }, { table: 2, players: ['s2', 's3'] }]);
  });
});

describe('round robin (circle method)', () => {
  it('has everyone meet everyone exactly once', () => {
    for (const n of [4, 5, 8]) {
      const ids = Array.from({ length: n }, (_, i) => `p${i}`);
      const met = new Map<string, number>();
      for (let r = 1; r <= roundRobinRounds(n); r++) {
        const tables = pairRoundRobin(ids, r, () => true);
        expect(new Set(tables.flatMap((t) => t.players)).size).toBe(n);
        for (const t of tables) if (t.players.length === 2) {
          const key = [...t.players].sort().join('|');
          met.set(key, (met.get(key) ?? 0) + 1);
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((v) => v === 1)).toBe(true);
    }
  });
});

describe('Lightseekers §5.3 multiplayer pods', () => {
  it('builds pods of 3 to 5 that seat everyone', () => {
    for (let n = 3; n <= 40; n++) {
      const sizes = podSizes(n);
      expect(sizes.reduce((s, v) => s + v, 0)).toBe(n);
      expect(sizes.every((s) => s >= 3 && s <= 5)).toBe(true);
    }
    expect(pairPods(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual([{ table: 1, players: ['a', 'b', 'c', 'd'] }, { table: 2, players: ['e', 'f', 'g'] }]);
  });

  const pods = [created({ game: 'lightseekers', structure: { kind: 'pods', rounds: 2 }, tiebreakers: 'pokemon' }),
    ...['a', 'b', 'c', 'd'].map((id) => registered(id)),
    { type: 'RoundStarted', data: { round: 1, phase: 'pods', pairings: [{ table: 1, players: ['a', 'b', 'c', 'd'] }] } }] as TournamentEvent[];

  it('§5.3.1 and §5.3.3: a pod of four awards at most four victory points', () => {
    const d = decide(replay(pods), { type: 'ReportResult', data: { round: 1, table: 1, result: { kind: 'victory-points', points: [3, 1, 1, 0] } } }, as('a', 'player'));
    expect(d).toMatchObject({ code: 'tournament/result-invalid' });
  });
  it('ranks by victory points', () => {
    const events = [...pods, { type: 'ResultEntered', data: { round: 1, table: 1, result: { kind: 'victory-points', points: [0, 3, 1, 0] }, enteredBy: 'org', correction: false } }] as TournamentEvent[];
    const d = decide(replay(events), { type: 'EndRound', data: { round: 1 } }, organizer);
    expect(Array.isArray(d)).toBe(true);
    const rows = computeStandings(events);
    expect(rows.slice(0, 2).map((r) => [r.playerId, r.matchPoints])).toEqual([['b', 3], ['c', 1]]);
  });
});
