import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { ActionEnvelope, canonicalJson, GameEngine, GameOutcome, replay, sameResult, stateHash } from '../src';

describe('canonical state hash', () => {
  it('serialises exactly like RFC 8785 canonicalize for JSON data', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      expect(canonicalJson(value)).toBe(canonicalize(value));
    }), { numRuns: 500 });
  });

  it('does not depend on key order', () => {
    expect(stateHash({ a: 1, b: [1, 'x'], c: { y: 2, x: 1 } })).toBe(stateHash({ c: { x: 1, y: 2 }, b: [1, 'x'], a: 1 }));
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
  });
});

// A counting game for three players: each adds 1..3 in turn; reaching 10 wins. Small enough to
// check replay without any real game, and N-player like Lightseekers.
type CountAction = ActionEnvelope<'add', { n: number }>;
interface CountState { players: string[]; turn: number; total: number; winner: string | null }
const counting: GameEngine<{ players: string[] }, CountState, CountAction, GameOutcome, CountState> = {
  game: 'count',
  version: '1',
  setup: (config) => ({ players: config.players, turn: 0, total: 0, winner: null }),
  activePlayers: (s) => (s.winner ? [] : [s.players[s.turn % s.players.length]]),
  validate(s, a) {
    if (a.player !== s.players[s.turn % s.players.length]) return [{ code: 'count/not-your-turn', rule: '1.1', seq: a.seq, message: 'out of turn' }];
    if (![1, 2, 3].includes(a.payload.n)) return [{ code: 'count/bad-number', rule: '1.2', seq: a.seq, message: 'add 1 to 3' }];
    return [];
  },
  apply(s, a) { const n = structuredClone(s); this.applyInPlace(n, a); return n; },
  applyInPlace(s, a) { s.total += a.payload.n; if (s.total >= 10) s.winner = a.player; s.turn++; },
  legalActions: (s, p) => (s.winner || p !== s.players[s.turn % s.players.length] ? [] : [1, 2, 3].map((n) => ({ seq: s.turn + 1, player: p, type: 'add' as const, payload: { n } }))),
  outcome: (s) => (s.winner ? { winners: [s.winner], losers: s.players.filter((p) => p !== s.winner), draw: false, reason: 'reached-10' } : null),
  view: (s) => s,
  clone: (s) => structuredClone(s),
};
const add = (seq: number, player: string, n: number): CountAction => ({ seq, player, type: 'add', payload: { n } });

describe('replay', () => {
  const players = ['ann', 'ben', 'cat'];
  const legal = [add(1, 'ann', 3), add(2, 'ben', 3), add(3, 'cat', 3), add(4, 'ann', 1)];

  it('replays a legal log to its outcome with a hash per step when asked', () => {
    const result = replay(counting, { players }, {}, legal, { mode: 'strict', hashEachStep: true });
    expect(result.violations).toEqual([]);
    expect(result.outcome?.winners).toEqual(['ann']);
    expect(result.stepHashes).toHaveLength(4);
    expect(result.finalHash).toBe(stateHash({ players, turn: 4, total: 10, winner: 'ann' }));
  });

  it('strict mode stops at the first violation; audit mode records every one and goes on', () => {
    const bad = [add(1, 'ann', 3), add(2, 'cat', 3), add(3, 'ben', 9), add(4, 'ben', 3)];
    const strict = replay(counting, { players }, {}, bad, { mode: 'strict' });
    expect(strict.violations.map((v) => [v.seq, v.rule])).toEqual([[2, '1.1']]);
    expect(strict.stoppedAt).toBe(2);
    const audit = replay(counting, { players }, {}, bad, { mode: 'audit' });
    expect(audit.violations.map((v) => [v.seq, v.rule])).toEqual([[2, '1.1'], [3, '1.2']]);
    expect(audit.applied).toBe(2);
  });

  it('flags actions after the game has ended', () => {
    const result = replay(counting, { players }, {}, [...legal, add(5, 'ben', 1)], { mode: 'audit' }, '9.9');
    expect(result.violations).toEqual([expect.objectContaining({ seq: 5, rule: '9.9', code: 'count/game-over' })]);
  });

  it('compares results regardless of order', () => {
    const outcome: GameOutcome = { winners: ['a'], losers: ['b', 'c'], draw: false, reason: 'x' };
    expect(sameResult(outcome, { winners: ['a'], losers: ['c', 'b'], draw: false })).toBe(true);
    expect(sameResult(outcome, { winners: ['b'], losers: ['a', 'c'], draw: false })).toBe(false);
  });
});
