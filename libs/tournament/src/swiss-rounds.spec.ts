import fc from 'fast-check';
import { decide } from './domain/decide';
import type { TournamentEvent } from './domain/events';
import { replay } from './domain/evolve';
import { isActive, TournamentState } from './domain/state';
import { roundRng } from './pairing/rng';
import { created, judge, organizer, players, registered } from './testing/given';
import { randomResults } from './testing/simulate';

function rematchFreeExists(ids: string[], met: (a: string, b: string) => boolean): boolean {
  if (ids.length === 0) return true;
  const [first, ...rest] = ids;
  return rest.some((other, i) => !met(first, other) && rematchFreeExists(rest.filter((_, j) => j !== i), met));
}

/** Plays whole Swiss events through decide, with drops between rounds, and checks every round. */
describe('Swiss rounds through decide (property)', () => {
  it('pairs every active player once, avoids avoidable rematches and second byes', () => {
    fc.assert(fc.property(
      fc.integer({ min: 3, max: 15 }), fc.integer({ min: 1, max: 6 }), fc.integer(), fc.array(fc.nat(), { maxLength: 3 }),
      (n, rounds, seed, dropPicks) => {
        const ids = players(n);
        let state: TournamentState = replay([created({ seed, structure: { kind: 'swiss', rounds, topCut: 0 } }), ...ids.map((id) => registered(id))]);
        const met = new Set<string>();
        const byes = new Set<string>();
        for (let round = 1; round <= rounds; round++) {
          const drop = dropPicks[round - 1];
          const active = [...state.players.values()].filter(isActive).map((p) => p.id);
          if (drop !== undefined && round > 1 && active.length > 3) {
            const d = decide(state, { type: 'DropPlayer', data: { playerId: active[drop % active.length] } }, organizer);
            if ('code' in d) throw new Error(d.code);
            state = replay(d, state);
          }
          const field = [...state.players.values()].filter(isActive).map((p) => p.id);
          const d = decide(state, { type: 'StartRound', data: { round } }, organizer);
          if ('code' in d) throw new Error(`${d.code}: ${d.message}`);
          const started = d.find((e): e is Extract<TournamentEvent, { type: 'RoundStarted' }> => e.type === 'RoundStarted')!;
          const seated = started.data.pairings.flatMap((p) => p.players);
          expect([...seated].sort()).toEqual([...field].sort());
          const bye = started.data.pairings.find((p) => p.players.length === 1)?.players[0];
          if (bye !== undefined) {
            if (field.some((id) => !byes.has(id))) expect(byes.has(bye)).toBe(false);
            byes.add(bye);
          }
          const key = (a: string, b: string) => [a, b].sort().join('|');
          const rematches = started.data.pairings.filter((p) => p.players.length === 2 && met.has(key(p.players[0], p.players[1]))).length;
          const paired = field.filter((id) => id !== bye);
          if (rematchFreeExists(paired, (a, b) => met.has(key(a, b)))) expect(rematches).toBe(0);
          for (const p of started.data.pairings) if (p.players.length === 2) met.add(key(p.players[0], p.players[1]));
          state = replay(d, state);
          state = replay([...randomResults(state, roundRng(seed, round + 50)), { type: 'RoundEnded', data: { round } }], state);
        }
      },
    ), { numRuns: 150 });
  });

  it('refuses to end a round with results missing, then pairs nothing until it ends', () => {
    const state = replay([created(), ...players(4).map((id) => registered(id)),
      { type: 'RoundStarted', data: { round: 1, phase: 'swiss', pairings: [{ table: 1, players: ['p01', 'p02'] }, { table: 2, players: ['p03', 'p04'] }] } }]);
    expect(decide(state, { type: 'EndRound', data: { round: 1 } }, judge)).toMatchObject({ code: 'tournament/results-missing' });
    expect(decide(state, { type: 'StartRound', data: { round: 2 } }, organizer)).toMatchObject({ code: 'tournament/round-not-complete' });
  });
});
