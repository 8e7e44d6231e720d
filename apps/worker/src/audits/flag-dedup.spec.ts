import type { AuditFlagged, TournamentEvent } from '@arbiter/tournament';
import { alreadyFlagged } from './flag-dedup';

const flag = (data: Partial<AuditFlagged['data']> = {}): AuditFlagged['data'] => ({
  round: 1, table: 2, gameId: 'g1', reason: 'violations',
  findings: [{ code: 'chaotic/not-your-turn', rule: '6.3.1', seq: 12 }], message: '1 rules violation(s)', ...data,
});
const flagged = (data: AuditFlagged['data']): TournamentEvent => ({ type: 'AuditFlagged', data });

describe('audit flags reach the tournament once per finding', () => {
  it('the same finding from another log of the same match is already flagged', () => {
    const events = [flagged(flag())];
    expect(alreadyFlagged(events, flag({ gameId: 'g2', findings: [{ code: 'chaotic/not-your-turn', rule: '6.3.1', seq: 40 }] }))).toBe(true);
  });

  it('another table, another round, another reason or another rule is a new flag', () => {
    const events = [flagged(flag())];
    expect(alreadyFlagged(events, flag({ table: 3 }))).toBe(false);
    expect(alreadyFlagged(events, flag({ round: 2 }))).toBe(false);
    expect(alreadyFlagged(events, flag({ reason: 'unreadable', findings: [] }))).toBe(false);
    expect(alreadyFlagged(events, flag({ findings: [{ code: 'chaotic/strike-out-of-order', rule: '7.2.4.1', seq: 12 }] }))).toBe(false);
  });

  it('a result mismatch is the same finding only when it states the same two results', () => {
    const mismatch = flag({ reason: 'result-mismatch', findings: [], message: 'the audited games give 2–0; the match\'s reported result is 0–2' });
    const events = [flagged(mismatch)];
    const fromAnotherLog: AuditFlagged['data'] = { ...mismatch, gameId: 'g9' };
    expect(alreadyFlagged(events, fromAnotherLog)).toBe(true);
    expect(alreadyFlagged(events, { ...mismatch, message: 'the audited games give 2–1; the match\'s reported result is 0–2' })).toBe(false);
  });

  it('events other than flags never count', () => {
    expect(alreadyFlagged([{ type: 'DecklistsPublished', data: { publishedAt: '2026-12-05T10:00:00Z', publishedBy: 'organizer' } }], flag())).toBe(false);
  });
});
