import type { RuleOnAttestedEffect } from './commands';
import type { TournamentEvent } from './events';
import { replay } from './evolve';
import { attestedKey } from './state';
import { exportTournament, importTournament } from '../export/export-format';
import { as, created, given, judge, organizer, registered } from '../testing/given';

const base = [created(), registered('a'), registered('b'),
  { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['a', 'b'] }] } }] as TournamentEvent[];
const rule = (ruling: 'accepted' | 'rejected', over: Partial<RuleOnAttestedEffect['data']> = {}): RuleOnAttestedEffect =>
  ({ type: 'RuleOnAttestedEffect', data: { round: 1, table: 1, gameId: 'g-1', seq: 12, ruling, ...(ruling === 'rejected' ? { rule: '8.5.2' } : {}), ...over } });
const at = '2026-01-01T10:00:00Z';
const accepted: TournamentEvent = { type: 'AttestedEffectRuled', data: { round: 1, table: 1, gameId: 'g-1', seq: 12, ruling: 'accepted', ruledBy: 'judge-1', at } };

describe('RuleOnAttestedEffect', () => {
  it('records a judge\'s acceptance as one event, folded as the standing ruling', () => {
    given(base).when(rule('accepted'), judge).then([accepted]);
    expect(replay([...base, accepted]).attestedRulings?.get(attestedKey('g-1', 12))).toEqual({ ruling: 'accepted', ruledBy: 'judge-1', at });
  });

  it('flags the match as a violation does when an effect is rejected, citing the rule', () => {
    given(base).when(rule('rejected', { note: 'Glacier Plains takes 50, not 70' }), organizer).then([
      { type: 'AttestedEffectRuled', data: { round: 1, table: 1, gameId: 'g-1', seq: 12, ruling: 'rejected', ruledBy: 'org', at, rule: '8.5.2', note: 'Glacier Plains takes 50, not 70' } },
      { type: 'AuditFlagged', data: { round: 1, table: 1, gameId: 'g-1', reason: 'attested-rejected', findings: [{ code: 'judge/attested-effect-rejected', rule: '8.5.2', seq: 12 }], message: 'org rejected the attested effect at action 12: Glacier Plains takes 50, not 70' } },
    ]);
  });

  it('refuses players, unknown matches, a rejection citing no rule and the same ruling twice', () => {
    given(base).when(rule('accepted'), as('a', 'player')).thenRejects('tournament/forbidden');
    given(base).when(rule('accepted', { table: 4 }), judge).thenRejects('tournament/table-unknown');
    given(base).when(rule('accepted', { round: 2 }), judge).thenRejects('tournament/round-unknown');
    given(base).when(rule('rejected', { rule: undefined }), judge).thenRejects('tournament/ruling-invalid');
    given([...base, accepted]).when(rule('accepted'), organizer).thenRejects('tournament/attested-already-ruled');
  });

  it('lets a later different ruling override the standing one, naming what it replaces', () => {
    const { decision } = given([...base, accepted]).when(rule('rejected'), as('head-judge', 'judge'));
    if ('code' in decision) throw new Error(decision.message);
    const events = [...decision];
    expect(events[0]).toEqual({ type: 'AttestedEffectRuled', data: { round: 1, table: 1, gameId: 'g-1', seq: 12, ruling: 'rejected', ruledBy: 'head-judge', at, rule: '8.5.2', overrides: 'accepted' } });
    expect(replay([...base, accepted, ...events]).attestedRulings?.get(attestedKey('g-1', 12))?.ruling).toBe('rejected');
  });

  it('is still open to judges once the tournament is complete', () => {
    const done = [...base, { type: 'ResultEntered', data: { round: 1, table: 1, result: { kind: 'games', wins: [1, 0], draws: 0 }, enteredBy: 'judge-1', correction: false } },
      { type: 'RoundEnded', data: { round: 1 } }, { type: 'TournamentCompleted', data: { completedAt: at } }] as TournamentEvent[];
    given(done).when(rule('accepted'), judge).then([accepted]);
  });

  it('travels through the export format', () => {
    const back = importTournament(JSON.parse(JSON.stringify(exportTournament([...base, accepted]))));
    expect(back.ok).toBe(true);
    const stray = importTournament(JSON.parse(JSON.stringify(exportTournament([...base, { ...accepted, data: { ...accepted.data, table: 3 } } as TournamentEvent]))));
    expect(stray.ok).toBe(false);
  });
});
