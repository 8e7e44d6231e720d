import type { TournamentEvent } from './events';
import { as, created, given, judge, registered } from '../testing/given';

const four = [created(), registered('a'), registered('b'), registered('c'), registered('d')];
const r1: TournamentEvent = { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }, { table: 2, players: ['c', 'd'] }] } };
const win = (round: number, table: number, a: number, b: number): TournamentEvent => ({
  type: 'ResultEntered', data: { round, table, result: { kind: 'games', wins: [a, b], draws: 0 }, enteredBy: 'judge-1', correction: false },
});

describe('StartRound', () => {
  it('starts a round with the given pairings', () => {
    given(four).when({ type: 'StartRound', data: { round: 1, pairings: r1.type === 'RoundStarted' ? r1.data.pairings : [] } }).then([r1]);
  });
  it('pairs the round itself when no pairings are given, seating everyone once', () => {
    const { decision } = given(four).when({ type: 'StartRound', data: { round: 1 } });
    expect(Array.isArray(decision)).toBe(true);
    const started = (decision as TournamentEvent[])[0];
    expect(started.type).toBe('RoundStarted');
    const seated = (started as Extract<TournamentEvent, { type: 'RoundStarted' }>).data.pairings.flatMap((p) => p.players).sort();
    expect(seated).toEqual(['a', 'b', 'c', 'd']);
  });
  it('refuses pairing a round before the last one\'s results are in', () => {
    given([...four, r1]).when({ type: 'StartRound', data: { round: 2 } }).thenRejects('tournament/round-not-complete');
  });
  it('refuses starting a round twice', () => {
    given([...four, r1]).when({ type: 'StartRound', data: { round: 1 } }).thenRejects('tournament/round-out-of-order');
  });
  it('refuses a round out of order', () => {
    given(four).when({ type: 'StartRound', data: { round: 2 } }).thenRejects('tournament/round-out-of-order');
  });
  it('refuses a player', () => {
    given(four).when({ type: 'StartRound', data: { round: 1 } }, as('a', 'player')).thenRejects('tournament/forbidden');
  });
  it('refuses pairings that leave a player out', () => {
    given(four).when({ type: 'StartRound', data: { round: 1, pairings: [{ table: 1, players: ['a', 'b'] }] } }).thenRejects('tournament/pairing-invalid');
  });
  it('refuses a second bye when another player could take it', () => {
    const five = [created(), registered('a'), registered('b'), registered('c'), registered('d'), registered('e')];
    const round1: TournamentEvent = { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }, { table: 2, players: ['c', 'd'] }, { table: 3, players: ['e'] }] } };
    const history = [...five, round1, win(1, 1, 2, 0), win(1, 2, 2, 0), { type: 'RoundEnded', data: { round: 1 } } as TournamentEvent];
    given(history).when({ type: 'StartRound', data: { round: 2, pairings: [{ table: 1, players: ['a', 'c'] }, { table: 2, players: ['b', 'd'] }, { table: 3, players: ['e'] }] } })
      .thenRejects('tournament/second-bye-avoidable');
  });
  it('drops players who did not check in when check-in is required', () => {
    const events = [created({ requireCheckIn: true }), registered('a'), registered('b'), registered('c'),
      { type: 'PlayerCheckedIn', data: { playerId: 'a' } }, { type: 'PlayerCheckedIn', data: { playerId: 'b' } }] as TournamentEvent[];
    given(events).when({ type: 'StartRound', data: { round: 1, pairings: [{ table: 1, players: ['a', 'b'] }] } })
      .then([{ type: 'PlayerDropped', data: { playerId: 'c', afterRound: 0, reason: 'no-show' } }, { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }] } }]);
  });
});

describe('EndRound', () => {
  it('ends a round whose results are all final', () => {
    given([...four, r1, win(1, 1, 2, 1), win(1, 2, 0, 2)]).when({ type: 'EndRound', data: { round: 1 } }, judge)
      .then([{ type: 'RoundEnded', data: { round: 1 } }]);
  });
  it('refuses while a result is missing', () => {
    given([...four, r1, win(1, 1, 2, 1)]).when({ type: 'EndRound', data: { round: 1 } }).thenRejects('tournament/results-missing');
  });
  it('refuses while a result awaits confirmation', () => {
    const reported: TournamentEvent = { type: 'ResultReported', data: { round: 1, table: 2, result: { kind: 'games', wins: [2, 0], draws: 0 }, reportedBy: 'c' } };
    given([...four, r1, win(1, 1, 2, 1), reported]).when({ type: 'EndRound', data: { round: 1 } }).thenRejects('tournament/results-missing');
  });
});

describe('StartTopCut and CompleteTournament', () => {
  const ended = [...four, r1, win(1, 1, 2, 0), win(1, 2, 2, 1), { type: 'RoundEnded', data: { round: 1 } } as TournamentEvent];
  const withCut = [{ ...created({ structure: { kind: 'swiss', rounds: 1, topCut: 4 } }) }, ...ended.slice(1)];
  it('seeds the top cut from the standings', () => {
    // a (2–0) and c (2–1) won, OMW% equal at the floor: GW% 1.00 vs 0.67 puts a first.
    // b (0–2) and d (1–2) both sit at the 0.33 GW% floor: OGW% 1.00 (a) vs 0.67 (c) puts b third.
    given(withCut).when({ type: 'StartTopCut', data: {} }).then([{ type: 'TopCutStarted', data: { size: 4, seeds: ['a', 'c', 'b', 'd'] } }]);
  });
  it('refuses a top cut before the Swiss rounds are over', () => {
    const twoRounds = [created({ structure: { kind: 'swiss', rounds: 2, topCut: 4 } }), ...ended.slice(1)];
    given(twoRounds).when({ type: 'StartTopCut', data: {} }).thenRejects('tournament/round-not-complete');
  });
  it('refuses completing before the top cut is played', () => {
    given(withCut).when({ type: 'CompleteTournament', data: {} }).thenRejects('tournament/not-finished');
  });
  it('completes after the last Swiss round when there is no cut', () => {
    const noCut = [created({ structure: { kind: 'swiss', rounds: 1, topCut: 0 } }), ...ended.slice(1)];
    given(noCut).when({ type: 'CompleteTournament', data: {} }).then([{ type: 'TournamentCompleted', data: { completedAt: '2026-01-01T10:00:00Z', winner: 'a' } }]);
  });
});
