import type { JudgeQueue, Pairing } from '@arbiter/api-contract';
import { tableState } from './table-state';

const names: Record<string, string> = { a: 'Ada', b: 'Bo' };
const name = (id: string | null) => (id ? names[id] ?? id : 'Bye');
const table = (over: Partial<Pairing>): Pairing => ({ matchId: '1-1', table: 1, players: ['a', 'b'], status: 'pending', ...over });
const empty: JudgeQueue = { open: [], done: [] };
const base = { itemId: 'e1', matchId: '1-1', round: 1, table: 1, players: [], raisedAt: '2026-01-01T10:00:00Z' };

describe('the results board says where each table stands, in words', () => {
  it('unreported, reported (by whom), confirmed, and a bye', () => {
    expect(tableState(table({}), empty, name)).toEqual({ text: 'Unreported', kind: 'pending' });
    expect(tableState(table({ status: 'reported', result: { wins: { a: 1, b: 0 }, draws: 0, status: 'reported', reportedBy: 'a' } }), empty, name).text).toBe('Reported by Ada, awaiting confirmation');
    expect(tableState(table({ status: 'final' }), empty, name)).toEqual({ text: 'Confirmed', kind: 'final' });
    expect(tableState(table({ players: ['a', null] }), empty, name).text).toBe('Bye');
  });

  it('disputed with the reason, and flagged by an audit with what it found (before anything else)', () => {
    const dispute: JudgeQueue = { open: [{ ...base, kind: 'dispute', disputedBy: 'b', disputedByName: 'Bo', reason: 'I won game 3', reports: [] }], done: [] };
    expect(tableState(table({ status: 'disputed' }), dispute, name)).toEqual({ text: 'Disputed — Bo: “I won game 3”', kind: 'disputed' });
    const flag: JudgeQueue = { open: [...dispute.open, { ...base, itemId: 'e2', kind: 'audit-flag', gameId: 'g1', reason: 'violations', message: 'CR 7.2.4.1: struck first without initiative', findings: [] }], done: [] };
    expect(tableState(table({ status: 'final' }), flag, name)).toEqual({ text: 'Flagged by the audit: CR 7.2.4.1: struck first without initiative', kind: 'flagged' });
    // Another table's items do not mark this one.
    expect(tableState(table({ matchId: '1-2', table: 2 }), flag, name).kind).toBe('pending');
  });
});
