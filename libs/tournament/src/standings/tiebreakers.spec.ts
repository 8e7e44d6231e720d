import { computeStandings } from './compute-standings';
import type { RoundRecord } from './records';
import { gameWinPct, matchWinPct } from './tiebreakers';
import { history } from '../testing/history';

const rec = (outcome: 'win' | 'loss' | 'draw', bye = false): RoundRecord => ({
  round: 0, opponents: bye ? [] : ['x'], outcome, points: { win: 3, draw: 1, loss: 0 }[outcome],
  gamesWon: outcome === 'win' ? 2 : 0, gamesLost: outcome === 'loss' ? 2 : 0, gamesDrawn: outcome === 'draw' ? 1 : 0, bye,
});
const times = (n: number, r: RoundRecord): RoundRecord[] => Array.from({ length: n }, () => r);
const row = (rows: ReturnType<typeof computeStandings>, id: string) => rows.find((r) => r.playerId === id)!;

describe('MTR Appendix C match-win percentage (published examples)', () => {
  it('5-2-1 over 8 rounds gives 16/24 = 0.667', () => {
    const rs = [...times(5, rec('win')), ...times(2, rec('loss')), rec('draw')];
    expect(matchWinPct(rs)).toBeCloseTo(0.667, 3);
  });
  it('1-3-0 and then dropped gives 0.25, raised to the 0.33 floor', () => {
    expect(matchWinPct([rec('win'), ...times(3, rec('loss'))])).toBeCloseTo(0.33, 2);
  });
  it('3-2-0 with a round-one bye, dropped after five rounds, gives 9/15 = 0.60', () => {
    expect(matchWinPct([rec('win', true), rec('win'), rec('win'), rec('loss'), rec('loss')])).toBeCloseTo(0.6, 10);
  });
});

describe('MTR Appendix C through the events', () => {
  // p1: bye in round one, then W, W, L, L and drops after round five (3-2-0).
  const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
  const events = history(ids, [
    [['p2', 'p3', 2, 0], ['p4', 'p5', 2, 1], ['p6', 'p7', 0, 2], ['p1']],
    [['p1', 'p2', 2, 1], ['p3', 'p4', 0, 2], ['p5', 'p6', 2, 0], ['p7']],
    [['p1', 'p3', 2, 0], ['p2', 'p5', 1, 1, 1], ['p4', 'p7', 2, 0], ['p6']],
    [['p1', 'p4', 0, 2], ['p2', 'p6', 2, 0], ['p3', 'p7', 2, 1], ['p5']],
    [['p1', 'p5', 1, 2], ['p2', 'p7', 2, 0], ['p3', 'p6', 2, 0], ['p4']],
  ], [['p1', 5]]);
  const rows = computeStandings(events, 'mtg');
  it('counts the bye as a 2–0 win in the player\'s own figures: MW% 0.60', () => {
    expect(row(rows, 'p1').matchPoints).toBe(9);
    expect(row(rows, 'p1').byes).toBe(1);
    // games: bye 2–0, 2–1, 2–0, 0–2, 1–2 → 7 won, 5 lost of 12 → 21/36
    expect(row(rows, 'p1').tiebreakers.gw).toBeCloseTo(21 / 36, 4);
    expect(row(rows, 'p1').dropped).toBe(true);
  });
  it('ignores the bye round in the opponents\' percentages', () => {
    // p1 met p2, p3, p4, p5; each opponent's MW% (with its own byes), floored at 0.33.
    const mw = (id: string) => Math.max(1 / 3, row(rows, id).matchPoints / (3 * 5));
    const expected = (mw('p2') + mw('p3') + mw('p4') + mw('p5')) / 4;
    expect(row(rows, 'p1').tiebreakers.omw).toBeCloseTo(expected, 4);
    // p2: W (3), L (0), D (1), W (3), W (3) = 10 of 15
    expect(row(rows, 'p2').matchPoints).toBe(10);
  });
});

describe('MTR Appendix C game-win percentage', () => {
  it('floors at 0.33', () => {
    expect(gameWinPct(times(3, rec('loss')))).toBeCloseTo(1 / 3, 10);
  });
  it('counts a drawn game as one point of three', () => {
    // 2 wins, 1 draw over 3 games = 7/9
    expect(gameWinPct([{ ...rec('win'), gamesWon: 2, gamesLost: 0, gamesDrawn: 1 }])).toBeCloseTo(7 / 9, 10);
  });
});

describe('Pokémon profile', () => {
  // a beat b; b beat c; c beat a: a three-way tie at 3 points broken by resistance, then head-to-head.
  const events = history(['a', 'b', 'c', 'd'], [
    [['a', 'b', 2, 0], ['c', 'd', 2, 0]],
    [['a', 'c', 0, 2], ['b', 'd', 2, 0]],
  ], [], { tiebreakers: 'pokemon' });
  const rows = computeStandings(events);
  it('floors the opponents\' win percentage at 25%', () => {
    // d lost both: its win % is 0, floored to 0.25. b met a (50%) and d (floored 25%).
    expect(row(rows, 'b').tiebreakers.oppWin).toBeCloseTo((0.5 + 0.25) / 2, 4);
  });
  it('ranks by match points first', () => {
    // c won both rounds; d lost both.
    const ids = rows.map((r) => r.playerId);
    expect(ids[0]).toBe('c'); // 2–0
    expect(ids[ids.length - 1]).toBe('d');
  });
  it('breaks an exact tie head-to-head', () => {
    // x beat y and w beat z in round one; each pair ends level on points and both resistances.
    const tie = history(['x', 'y', 'u', 'v', 'w', 'z'], [
      [['x', 'y', 2, 0], ['u', 'v', 1, 1, 1], ['w', 'z', 2, 0]],
      [['x', 'u', 2, 0], ['y', 'w', 2, 0], ['v', 'z', 2, 0]],
      [['x', 'z', 0, 2], ['y', 'v', 2, 0], ['u', 'w', 2, 0]],
    ], [], { tiebreakers: 'pokemon' });
    const r = computeStandings(tie);
    for (const [winner, loser] of [['x', 'y'], ['w', 'z']]) {
      expect(row(r, winner).matchPoints).toBe(row(r, loser).matchPoints);
      expect(row(r, winner).tiebreakers.oppWin).toBe(row(r, loser).tiebreakers.oppWin);
      expect(row(r, winner).tiebreakers.oppOppWin).toBe(row(r, loser).tiebreakers.oppOppWin);
      expect(row(r, winner).rank).toBe(row(r, loser).rank - 1);
    }
  });
  it('gives head-to-head only to players tied with others on every earlier figure', () => {
    // a 2–0 and d 0–2 stand alone; b and c (1–1, each met a and d) are level on both resistances.
    const r = computeStandings(history(['a', 'b', 'c', 'd'], [
      [['a', 'b', 2, 0], ['c', 'd', 2, 0]],
      [['a', 'c', 2, 0], ['b', 'd', 2, 0]],
    ], [], { tiebreakers: 'pokemon' }));
    expect(r.map((x) => x.tiebreakers.headToHead)).toEqual([undefined, 0, 0, undefined]);
    expect([r[0].playerId, r[3].playerId]).toEqual(['a', 'd']);
    expect(r[0].tiebreakers).not.toHaveProperty('headToHead');
  });
  it('leaves a three-way cycle to the seeded draw', () => {
    const cycle = history(['x', 'y', 'u', 'v'], [
      [['x', 'y', 2, 0], ['u', 'v', 2, 0]],
      [['x', 'u', 0, 2], ['y', 'v', 2, 0]],
      [['x', 'v', 2, 0], ['y', 'u', 2, 0]],
    ], [], { tiebreakers: 'pokemon' });
    const top = computeStandings(cycle).slice(0, 3);
    expect(top.map((t) => t.tiebreakers.headToHead)).toEqual([3, 3, 3]);
  });
});

describe('Chess profile', () => {
  const events = history(['a', 'b', 'c', 'd'], [
    [['a', 'b', 2, 0], ['c', 'd', 1, 1, 1]],
    [['a', 'c', 2, 0], ['b', 'd', 2, 0]],
    [['a', 'd', 0, 2], ['b', 'c', 0, 2]],
  ], [], { tiebreakers: 'chess' });
  const rows = computeStandings(events);
  // points: a W W L = 6; b L W L = 3; c D L W = 4; d D L W = 4
  it('Buchholz sums the opponents\' points', () => {
    expect(row(rows, 'a').tiebreakers.buchholz).toBe(3 + 4 + 4);
  });
  it('Median-Buchholz drops the highest and lowest', () => {
    expect(row(rows, 'a').tiebreakers.medianBuchholz).toBe(4);
  });
  it('Sonneborn-Berger adds beaten opponents and half the drawn ones', () => {
    expect(row(rows, 'a').tiebreakers.sonnebornBerger).toBe(3 + 4);
    expect(row(rows, 'c').tiebreakers.sonnebornBerger).toBe(0.5 * 4 + 3);
  });
});
