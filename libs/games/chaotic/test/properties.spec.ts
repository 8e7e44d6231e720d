import fc from 'fast-check';
import { replay, stateHash } from '@arbiter/rules';
import { auditMatchLog, parseMatchLog, toNdjson } from '../src';
import { ACTION_TYPES, ChaoticAction, ChaoticState } from '../src/engine';
import { botGame, cards, engine, replayInputs, statesAlong } from './support';

describe('property: random legal games', () => {
  it('1,000 bot games end with an outcome, and every action validates on replay', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, paper) => {
      const match = botGame(seed, paper ? 'paper' : 'digital');
      expect(match.outcome).not.toBeNull();
      const { log, errors } = parseMatchLog(toNdjson(match.header, match.actions, match.trailer));
      expect(errors).toEqual([]);
      const report = auditMatchLog(log!, cards, { mode: 'strict', hashFinal: false });
      expect(report.violations).toEqual([]);
      expect(report.applied).toBe(match.actions.length);
      expect(report.derivedOutcome).toEqual(match.outcome);
    }), { numRuns: 1000 });
  });

  it('the same seed gives the same log and the same final state hash', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
      const a = botGame(seed);
      const b = botGame(seed);
      expect(b.actions).toEqual(a.actions);
      const hashOf = (m: typeof a) => {
        const { config, combined } = replayInputs(m);
        return replay(engine, config, { combined }, m.actions, { mode: 'strict' }).finalHash;
      };
      expect(hashOf(b)).toBe(hashOf(a));
    }), { numRuns: 50 });
  });

  it('different seeds give different games', () => {
    expect(botGame(1).actions).not.toEqual(botGame(2).actions);
  });
});

describe('property: legalActions and validate agree', () => {
  const states: ChaoticState[] = [1, 2, 3, 4].flatMap((seed) => statesAlong(botGame(seed, seed % 2 ? 'digital' : 'paper'), 9));
  const cardIds = [...new Set(states.flatMap((s) => s.zones.flatMap((z) => [...z.attackDeck, ...z.attackHand, ...z.locationDeck])))];

  const arbitraryAction = (state: ChaoticState) => fc.record({
    player: fc.constantFrom(state.players[0], state.players[1], 'mallory'),
    type: fc.constantFrom(...ACTION_TYPES),
    from: fc.integer({ min: -1, max: 12 }),
    to: fc.integer({ min: -1, max: 12 }),
    space: fc.integer({ min: -1, max: 12 }),
    card: fc.constantFrom(...cardIds, 'no-such-card'),
  }).map(({ player, type, from, to, space, card }): ChaoticAction => {
    const payload = type === 'move' ? { from, to } : type === 'showdown-pick' ? { space } : type === 'end-action-step' ? {} : { card };
    return { seq: state.lastSeq + 1, player, type, payload } as ChaoticAction;
  });

  it('an action validates exactly when legalActions offers it', () => {
    fc.assert(fc.property(
      fc.constantFrom(...states).chain((state) => fc.tuple(fc.constant(state), arbitraryAction(state))),
      ([state, action]) => {
        const offered = engine.legalActions(state, action.player).some((a) => JSON.stringify(a) === JSON.stringify(action));
        expect(engine.validate(state, action).length === 0).toBe(offered);
      },
    ), { numRuns: 3000 });
  });

  it('every offered action validates and applies without error, and only the acting player is offered any', () => {
    for (const state of states) {
      const acting = engine.activePlayers(state);
      for (const player of state.players) {
        const offered = engine.legalActions(state, player);
        if (!acting.includes(player)) expect(offered).toEqual([]);
        for (const a of offered) {
          expect(engine.validate(state, a)).toEqual([]);
          expect(() => engine.apply(state, a)).not.toThrow();
        }
      }
      if (engine.outcome(state) === null) expect(engine.legalActions(state, acting[0]).length).toBeGreaterThan(0);
    }
  });

  it('apply leaves its input untouched', () => {
    const state = states[3];
    const before = stateHash(state);
    engine.apply(state, engine.legalActions(state, engine.activePlayers(state)[0])[0]);
    expect(stateHash(state)).toBe(before);
  });
});
