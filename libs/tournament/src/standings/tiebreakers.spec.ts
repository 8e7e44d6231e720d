import { computeStandings } from './compute-standings';
import type { RoundRecord } from './records';
import { gameWinPct, matchWinPct } from './tiebreakers';
import { history, Table } from '../testing/history';

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
  it('gives three tied players no head-to-head, leaving them to the seeded draw', () => {
    // x beat y, y beat u, u beat x: all three 2–1 with equal resistances; v lost every round.
    const cycle = history(['x', 'y', 'u', 'v'], [
      [['x', 'y', 2, 0], ['u', 'v', 2, 0]],
      [['x', 'u', 0, 2], ['y', 'v', 2, 0]],
      [['x', 'v', 2, 0], ['y', 'u', 2, 0]],
    ], [], { tiebreakers: 'pokemon' });
    const top = computeStandings(cycle).slice(0, 3);
    expect(top.map((t) => t.matchPoints)).toEqual([6, 6, 6]);
    expect(top.map((t) => t.tiebreakers.headToHead)).toEqual([undefined, undefined, undefined]);
  });
});

describe('Play! Pokémon resistance (worked example)', () => {
  // Five players, three rounds, a bye each round; win 1, tie ½, loss 0, byes left out.
  //   R1: a–b a wins, c–d c wins, e bye
  //   R2: a–c a wins, b–e e wins, d bye
  //   R3: a–e a wins, b–c draw,  d bye
  // Win % as an opponent: a 3/3 = 100%; b ½/3 = 16.7% → floor 25%; c 1½/3 = 50%;
  //   d 0/1 = 0% → floor 25% (two byes, one round played); e 1/2 = 50% (the bye is no win).
  const rounds: Table[][] = [
    [['a', 'b', 2, 0], ['c', 'd', 2, 0], ['e']],
    [['a', 'c', 2, 0], ['b', 'e', 0, 2], ['d']],
    [['a', 'e', 2, 0], ['b', 'c', 1, 1], ['d']],
  ];
  const rows = computeStandings(history(['a', 'b', 'c', 'd', 'e'], rounds, [], { tiebreakers: 'pokemon' }));
  const oppWin = (id: string) => row(rows, id).tiebreakers.oppWin;

  it('counts a bye as neither a win nor a round played', () => {
    // a met b (25%), c (50%), e (50%, not 2/3 with the bye): (25 + 50 + 50) / 3
    expect(oppWin('a')).toBeCloseTo((0.25 + 0.5 + 0.5) / 3, 4);
    // e's own bye brings no opponent: e met b (25%) and a (100%)
    expect(oppWin('e')).toBeCloseTo((0.25 + 1) / 2, 4);
  });
  it('counts every opponent at 25% at least', () => {
    // c met d (0% → 25%), a (100%), b (16.7% → 25%)
    expect(oppWin('c')).toBeCloseTo((0.25 + 1 + 0.25) / 3, 4);
  });
  it('averages the opponents\' resistance for opponents\' opponents\' resistance', () => {
    // b: a 100%, e 50%, c 50% → 66.67%; c: 50% (above); e: 62.5% (above)
    // a met b, c and e: (66.67 + 50 + 62.5) / 3
    expect(row(rows, 'a').tiebreakers.oppOppWin).toBeCloseTo(((1 + 0.5 + 0.5) / 3 + 0.5 + 0.625) / 3, 4);
  });
  it('counts an opponent who dropped at 75% at most', () => {
    // The same rounds, a drops after round 3: a's 100% counts as 75% for c.
    const dropped = computeStandings(history(['a', 'b', 'c', 'd', 'e'], rounds, [['a', 3]], { tiebreakers: 'pokemon' }));
    expect(row(dropped, 'c').tiebreakers.oppWin).toBeCloseTo((0.25 + 0.75 + 0.25) / 3, 4);
    // …and is not capped while a is still in: 100%, as above.
    expect(oppWin('c')).toBeCloseTo(0.5, 4);
  });
});

describe('FIDE tie-breaks (C.07, 2023) on the 1, ½, 0 scale (worked example)', () => {
  // Five players, three rounds, a pairing-allocated bye each round (scored 1):
  //   R1: a–b a wins, c–d draw,   e bye
  //   R2: a–c draw,   b–e e wins, d bye
  //   R3: a–e e wins, b–d b wins, c bye
  // Scores: a 1 + ½ + 0 = 1½; b 0 + 0 + 1 = 1; c ½ + ½ + 1 = 2; d ½ + 1 + 0 = 1½; e 1 + 1 + 1 = 3.
  const rows = computeStandings(history(['a', 'b', 'c', 'd', 'e'], [
    [['a', 'b', 2, 0], ['c', 'd', 1, 1], ['e']],
    [['a', 'c', 1, 1], ['b', 'e', 0, 2], ['d']],
    [['a', 'e', 0, 2], ['b', 'd', 2, 0], ['c']],
  ], [], { tiebreakers: 'chess' }));
  const tb = (id: string) => row(rows, id).tiebreakers;

  it('scores a win 1, a draw ½ and a bye 1', () => {
    expect(['e', 'c', 'a', 'd', 'b'].map((id) => row(rows, id).matchPoints)).toEqual([3, 2, 1.5, 1.5, 1]);
  });
  it('Buchholz sums the opponents\' scores', () => {
    // a met b (1), c (2), e (3)
    expect(tb('a').buchholz).toBe(1 + 2 + 3);
  });
  it('Article 16: an unplayed round counts against a dummy opponent with the player\'s own score', () => {
    // e: bye (dummy = e's own 3) + b (1) + a (1½); c: d (1½) + a (1½) + bye (dummy = c's own 2)
    expect(tb('e').buchholz).toBe(3 + 1 + 1.5);
    expect(tb('c').buchholz).toBe(1.5 + 1.5 + 2);
  });
  it('Median-Buchholz cuts the highest and the lowest value, the dummy included', () => {
    // a: 1, 2, 3 → 2; e: 1, 1½, 3 (dummy) → 1½
    expect(tb('a').medianBuchholz).toBe(2);
    expect(tb('e').medianBuchholz).toBe(1.5);
  });
  it('Sonneborn-Berger weighs each opponent\'s score by the points scored against them, the dummy by the bye\'s point', () => {
    // a: b 1 × 1 + c 2 × ½ + e 3 × 0 = 2; c: d 1½ × ½ + a 1½ × ½ + dummy 2 × 1 = 3½
    expect(tb('a').sonnebornBerger).toBe(1 + 1 + 0);
    expect(tb('c').sonnebornBerger).toBe(0.75 + 0.75 + 2);
  });
});
