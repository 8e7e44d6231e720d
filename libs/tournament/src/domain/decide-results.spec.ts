import type { TournamentEvent } from './events';
import { as, created, given, judge, registered } from '../testing/given';

const base = [created(), registered('a'), registered('b'), registered('c'), registered('d'),
  { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }, { table: 2, players: ['c', 'd'] }] } }] as TournamentEvent[];
const score = (a: number, b: number, draws = 0) => ({ kind: 'games' as const, wins: [a, b] as [number, number], draws });
const reportedByA: TournamentEvent = { type: 'ResultReported', data: { round: 1, table: 1, result: score(2, 1), reportedBy: 'a' } };

describe('ReportResult', () => {
  it('lets a player report their own match', () => {
    given(base).when({ type: 'ReportResult', data: { round: 1, table: 1, result: score(2, 1) } }, as('a', 'player')).then([reportedByA]);
  });
  it('refuses reporting for someone else\'s match', () => {
    given(base).when({ type: 'ReportResult', data: { round: 1, table: 2, result: score(2, 0) } }, as('a', 'player')).thenRejects('tournament/not-your-match');
  });
  it('refuses an impossible best-of-three score', () => {
    given(base).when({ type: 'ReportResult', data: { round: 1, table: 1, result: score(3, 0) } }, as('a', 'player')).thenRejects('tournament/result-invalid');
  });
  it('refuses an unknown table', () => {
    given(base).when({ type: 'ReportResult', data: { round: 1, table: 9, result: score(2, 0) } }, as('a', 'player')).thenRejects('tournament/table-unknown');
  });
  it('refuses a draw in an elimination round', () => {
    const elim = [...base.slice(0, 5), { type: 'RoundStarted', data: { round: 1, phase: 'elimination', pairings: [{ table: 1, players: ['a', 'b'] }] } }] as TournamentEvent[];
    given(elim).when({ type: 'ReportResult', data: { round: 1, table: 1, result: score(1, 1) } }, as('a', 'player')).thenRejects('tournament/draw-in-elimination');
  });
});

describe('ConfirmResult and DisputeResult', () => {
  it('lets the opponent confirm', () => {
    given([...base, reportedByA]).when({ type: 'ConfirmResult', data: { round: 1, table: 1 } }, as('b', 'player'))
      .then([{ type: 'ResultConfirmed', data: { round: 1, table: 1, confirmedBy: 'b' } }]);
  });
  it('refuses the reporter confirming their own report', () => {
    given([...base, reportedByA]).when({ type: 'ConfirmResult', data: { round: 1, table: 1 } }, as('a', 'player')).thenRejects('tournament/cannot-confirm-own-report');
  });
  it('refuses confirming when nothing was reported', () => {
    given(base).when({ type: 'ConfirmResult', data: { round: 1, table: 1 } }, as('b', 'player')).thenRejects('tournament/nothing-to-confirm');
  });
  it('lets the opponent dispute', () => {
    given([...base, reportedByA]).when({ type: 'DisputeResult', data: { round: 1, table: 1, reason: 'it was 1-2' } }, as('b', 'player'))
      .then([{ type: 'ResultDisputed', data: { round: 1, table: 1, disputedBy: 'b', reason: 'it was 1-2' } }]);
  });
  it('refuses a stranger disputing', () => {
    given([...base, reportedByA]).when({ type: 'DisputeResult', data: { round: 1, table: 1, reason: 'x' } }, as('c', 'player')).thenRejects('tournament/not-your-match');
  });
});

describe('EnterResult', () => {
  const ended = [...base,
    { type: 'ResultEntered', data: { round: 1, table: 1, result: score(2, 0), enteredBy: 'judge-1', correction: false } },
    { type: 'ResultEntered', data: { round: 1, table: 2, result: score(2, 0), enteredBy: 'judge-1', correction: false } },
    { type: 'RoundEnded', data: { round: 1 } }] as TournamentEvent[];
  it('lets a judge enter a result', () => {
    given(base).when({ type: 'EnterResult', data: { round: 1, table: 2, result: score(0, 2) } }, judge)
      .then([{ type: 'ResultEntered', data: { round: 1, table: 2, result: score(0, 2), enteredBy: 'judge-1', correction: false } }]);
  });
  it('records a correction after the round closed as a new event', () => {
    given(ended).when({ type: 'EnterResult', data: { round: 1, table: 1, result: score(1, 2), note: 'slip error' } }, judge)
      .then([{ type: 'ResultEntered', data: { round: 1, table: 1, result: score(1, 2), enteredBy: 'judge-1', correction: true, note: 'slip error' } }]);
  });
  it('refuses a player entering a result', () => {
    given(base).when({ type: 'EnterResult', data: { round: 1, table: 1, result: score(2, 0) } }, as('a', 'player')).thenRejects('tournament/forbidden');
  });
  it('refuses a player reporting after the result is final', () => {
    given(ended).when({ type: 'ReportResult', data: { round: 1, table: 1, result: score(0, 2) } }, as('b', 'player')).thenRejects('tournament/result-already-final');
  });
});

describe('IssuePenalty', () => {
  it('records a warning', () => {
    given(base).when({ type: 'IssuePenalty', data: { playerId: 'a', penalty: 'warning', reason: 'slow play' } }, judge)
      .then([{ type: 'PenaltyIssued', data: { playerId: 'a', penalty: 'warning', round: 1, reason: 'slow play', issuedBy: 'judge-1' } }]);
  });
  it('settles the open match on a match loss', () => {
    given(base).when({ type: 'IssuePenalty', data: { playerId: 'b', penalty: 'match-loss', reason: 'tardiness' } }, judge).then([
      { type: 'PenaltyIssued', data: { playerId: 'b', penalty: 'match-loss', round: 1, reason: 'tardiness', issuedBy: 'judge-1' } },
      { type: 'ResultEntered', data: { round: 1, table: 1, result: score(2, 0), enteredBy: 'judge-1', correction: false, note: 'match-loss: b' } },
    ]);
  });
  it('settles a best-of-one match on a game loss (its one game), and only records one in a best-of-three', () => {
    const bestOfOne = [created({ bestOf: 1 }), ...base.slice(1)];
    given(bestOfOne).when({ type: 'IssuePenalty', data: { playerId: 'a', penalty: 'game-loss', reason: 'drawing extra cards' } }, judge).then([
      { type: 'PenaltyIssued', data: { playerId: 'a', penalty: 'game-loss', round: 1, reason: 'drawing extra cards', issuedBy: 'judge-1' } },
      { type: 'ResultEntered', data: { round: 1, table: 1, result: score(0, 1), enteredBy: 'judge-1', correction: false, note: 'game-loss: a' } },
    ]);
    given(base).when({ type: 'IssuePenalty', data: { playerId: 'a', penalty: 'game-loss', reason: 'drawing extra cards' } }, judge).then([
      { type: 'PenaltyIssued', data: { playerId: 'a', penalty: 'game-loss', round: 1, reason: 'drawing extra cards', issuedBy: 'judge-1' } },
    ]);
  });
  it('drops a disqualified player', () => {
    const { decision } = given(base).when({ type: 'IssuePenalty', data: { playerId: 'c', penalty: 'disqualification', reason: 'cheating' } }, judge);
    expect((decision as TournamentEvent[]).map((e) => e.type)).toEqual(['PenaltyIssued', 'ResultEntered', 'PlayerDropped']);
    expect((decision as TournamentEvent[])[2]).toEqual({ type: 'PlayerDropped', data: { playerId: 'c', afterRound: 1, reason: 'disqualified' } });
  });
  it('refuses a player issuing a penalty', () => {
    given(base).when({ type: 'IssuePenalty', data: { playerId: 'a', penalty: 'warning', reason: 'x' } }, as('b', 'player')).thenRejects('tournament/forbidden');
  });
});
