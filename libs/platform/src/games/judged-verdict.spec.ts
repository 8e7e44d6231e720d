import type { AttestedEffect, AttestedEffectRuling } from '@arbiter/api-contract';
import { judgedVerdict } from './judged-verdict';

const effect = (seq: number): AttestedEffect => ({ seq, player: 'a', card: 'TOTT-93', text: [], outcome: {} });
const ruled = (ruling: 'accepted' | 'rejected'): AttestedEffectRuling => ({ ruling, by: 'judge', at: '2026-01-01T10:00:00Z' });

describe('judgedVerdict', () => {
  const effects = [effect(4), effect(9), effect(15)];
  it('reads "valid with N effects awaiting a judge" while some effects have no ruling', () => {
    expect(judgedVerdict({ verdict: 'valid', attestedEffects: effects }, new Map([[4, ruled('accepted')]])))
      .toEqual({ verdict: 'awaiting-judge', awaiting: 2, rejected: 0, text: 'valid with 2 effects awaiting a judge' });
    expect(judgedVerdict({ verdict: 'valid', attestedEffects: effects }, new Map([[4, ruled('accepted')], [9, ruled('accepted')]])).text)
      .toBe('valid with 1 effect awaiting a judge');
  });
  it('reads "valid" once every effect is accepted, or the game attested none', () => {
    expect(judgedVerdict({ verdict: 'valid', attestedEffects: effects }, new Map(effects.map((e) => [e.seq, ruled('accepted')]))).text).toBe('valid');
    expect(judgedVerdict({ verdict: 'valid', attestedEffects: [] }, new Map()).text).toBe('valid');
  });
  it('reads "invalid" when a judge rejects an effect, or the audit flagged the game', () => {
    expect(judgedVerdict({ verdict: 'valid', attestedEffects: effects }, new Map([[9, ruled('rejected')]])))
      .toEqual({ verdict: 'invalid', awaiting: 2, rejected: 1, text: 'invalid' });
    expect(judgedVerdict({ verdict: 'flagged', attestedEffects: effects }, new Map()).verdict).toBe('invalid');
  });
});
