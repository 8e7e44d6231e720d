import { replay, TournamentEvent, TournamentSettings } from '@arbiter/tournament';
import { buildJudgeQueue, DatedEvent } from './judge-queue';

const SETTINGS: TournamentSettings = {
  name: 'Spring', game: 'chaotic', format: 'masters', structure: { kind: 'swiss', rounds: 3 }, bestOf: 3, tiebreakers: 'mtg', seed: 7, requireCheckIn: false,
};
const registered = (playerId: string, name: string): TournamentEvent => ({
  type: 'PlayerRegistered', data: { playerId, name, deck: { cards: [] }, missedRounds: [], missedRoundsAs: 'loss' },
});
const SETUP: TournamentEvent[] = [
  { type: 'TournamentCreated', data: { tournamentId: 'spring', settings: SETTINGS, organizerId: 'organizer', createdAt: '2026-03-01T10:00:00.000Z' } },
  registered('p1', 'Ada'), registered('p2', 'Brook'), registered('p3', 'Cyd'), registered('p4', 'Dee'),
  { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['p1', 'p2'] }, { table: 2, players: ['p3', 'p4'] }] } },
];
const won = (a: number, b: number) => ({ kind: 'games' as const, wins: [a, b] as [number, number], draws: 0 });
const reported = (table: number, by: string, a: number, b: number): TournamentEvent => ({ type: 'ResultReported', data: { round: 1, table, result: won(a, b), reportedBy: by } });
const disputed = (table: number, by: string, reason: string): TournamentEvent => ({ type: 'ResultDisputed', data: { round: 1, table, disputedBy: by, reason } });
const entered = (table: number, a: number, b: number): TournamentEvent => ({ type: 'ResultEntered', data: { round: 1, table, result: won(a, b), enteredBy: 'judge', correction: false } });
const flagged = (table: number): TournamentEvent => ({
  type: 'AuditFlagged', data: { round: 1, table, gameId: `g-${table}`, reason: 'violations', findings: [{ code: 'chaotic/not-enough-energy', rule: '6.3.7.1', seq: 4 }], message: 'One violation.' },
});

/** The queue after the set-up and `more`, each event a minute after the one before. */
function queueAfter(...more: TournamentEvent[]) {
  const events = [...SETUP, ...more];
  const dated: DatedEvent[] = events.map((event, i) => ({ event, at: new Date(Date.UTC(2026, 2, 1, 10, i)).toISOString() }));
  return buildJudgeQueue(replay(events), dated);
}

describe(buildJudgeQueue.name, () => {
  it('lists a dispute with its reason and both players\' reports, by name', () => {
    const queue = queueAfter(reported(1, 'p1', 2, 0), reported(1, 'p2', 0, 2), disputed(1, 'p1', 'I won both games'));
    expect(queue.done).toEqual([]);
    expect(queue.open).toHaveLength(1);
    const [item] = queue.open;
    expect(item).toMatchObject({ kind: 'dispute', matchId: '1-1', reason: 'I won both games', disputedByName: 'Ada', players: [{ playerId: 'p1', name: 'Ada' }, { playerId: 'p2', name: 'Brook' }] });
    expect(item.kind === 'dispute' ? item.reports.map((r) => [r.byName, r.result]) : []).toEqual([
      ['Ada', expect.objectContaining({ wins: { p1: 2, p2: 0 } })],
      ['Brook', expect.objectContaining({ wins: { p1: 0, p2: 2 } })],
    ]);
  });

  it('lists an audit flag with its findings', () => {
    const queue = queueAfter(flagged(2));
    expect(queue.open).toEqual([expect.objectContaining({
      kind: 'audit-flag', matchId: '1-2', gameId: 'g-2', message: 'One violation.', findings: [{ code: 'chaotic/not-enough-energy', rule: '6.3.7.1', seq: 4 }],
      players: [{ playerId: 'p3', name: 'Cyd' }, { playerId: 'p4', name: 'Dee' }],
    })]);
  });

  it('moves a dispute to done when a judge enters the result, with that result', () => {
    const queue = queueAfter(reported(1, 'p1', 2, 0), disputed(1, 'p2', 'Not so'), entered(1, 2, 1));
    expect(queue.open).toEqual([]);
    expect(queue.done).toEqual([expect.objectContaining({
      kind: 'dispute', matchId: '1-1',
      resolution: expect.objectContaining({ how: 'entered', by: 'judge', result: expect.objectContaining({ wins: { p1: 2, p2: 1 } }) }),
    })]);
  });

  it('keeps a flag open when the players confirm a report, and settles it when a judge enters a result', () => {
    const confirmedOnly = queueAfter(flagged(1), reported(1, 'p1', 2, 0), { type: 'ResultConfirmed', data: { round: 1, table: 1, confirmedBy: 'p2' } });
    expect(confirmedOnly.open.map((i) => i.kind)).toEqual(['audit-flag']);
    const settled = queueAfter(flagged(1), entered(1, 0, 2));
    expect(settled.open).toEqual([]);
    expect(settled.done.map((i) => [i.kind, i.resolution?.how])).toEqual([['audit-flag', 'entered']]);
  });

  it('orders open and done items newest first', () => {
    const queue = queueAfter(flagged(2), reported(1, 'p1', 2, 0), disputed(1, 'p2', 'No'), flagged(1), entered(2, 2, 0), entered(1, 2, 0));
    expect(queue.open).toEqual([]);
    expect(queue.done.map((i) => [i.kind, i.matchId])).toEqual([['dispute', '1-1'], ['audit-flag', '1-1'], ['audit-flag', '1-2']]);
    const stillOpen = queueAfter(flagged(2), reported(1, 'p1', 2, 0), disputed(1, 'p2', 'No'), flagged(1));
    expect(stillOpen.open.map((i) => [i.kind, i.matchId])).toEqual([['audit-flag', '1-1'], ['dispute', '1-1'], ['audit-flag', '1-2']]);
    expect(stillOpen.open.map((i) => i.raisedAt)).toEqual([...stillOpen.open.map((i) => i.raisedAt)].sort().reverse());
  });
});
