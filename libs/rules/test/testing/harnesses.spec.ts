import { checkDeterminism, checkGoldenLog, checkLegalActionsAgreeWithValidate, checkMutations, checkViewsHideSecrets, combineSeeds, playBotMatch, readMatchLog, stateHash, toNdjson } from '../../src';
import { type RaceAction, raceEngine, type RaceState } from '../../../../test/example-game/race-engine';
import { raceModule } from '../../../../test/example-game/race-game';

const decks = [['step-1', 'step-2'], ['step-2']];
const match = playBotMatch(raceModule, { format: 'sprint', decks, seed: 3 });
const text = toNdjson(match.header, match.actions, match.trailer);
const log = readMatchLog<typeof match.header, RaceAction>(text, { game: 'race', actionTypes: ['advance'] }).log!;
/** The match's first state, set up from its header and revealed seeds. */
const initial = () => raceEngine.setup(raceModule.engines.configFromHeader(log.header), { combined: combineSeeds(log.reveals.map((r) => r.seed), log.header.matchId) });
const hideCards = (seats: number[]) => (s: RaceState): RaceState => ({ ...s, decks: s.decks.map((d, seat) => (seats.includes(seat) ? d.map(() => 'step-9') : d)) });

describe('the kit\'s test harnesses on a toy game', () => {
  it('legal actions agree with validate, and a disagreement is named', () => {
    const states = [raceEngine.setup({ matchId: 'm', format: 'sprint', mode: 'paper', players: ['a', 'b'], decks, startingPlayer: 'a' }, {})];
    const candidates = (s: RaceState): RaceAction[] => [0, 1, 2, 3].map((by) => ({ seq: s.seq + 1, player: 'a', type: 'advance', payload: { by } }));
    expect(checkLegalActionsAgreeWithValidate(raceEngine, states, candidates)).toEqual([]);
    const lax = { ...raceEngine, validate: () => [] };
    expect(checkLegalActionsAgreeWithValidate(lax, states, candidates)).toEqual([
      'state 0: [1,"a","advance",{"by":0}] validates but is not offered',
      'state 0: [1,"a","advance",{"by":3}] validates but is not offered',
    ]);
  });

  it('determinism, views, golden logs and mutations', () => {
    expect(checkDeterminism(raceModule, { format: 'sprint', decks, seed: 3 })).toBeNull();
    const state = initial();
    expect(checkViewsHideSecrets(raceEngine, state, { kind: 'spectator' }, hideCards([0, 1]))).toBeNull();
    expect(checkViewsHideSecrets(raceEngine, state, { kind: 'player', player: 'bot-1' }, hideCards([1]))).toBeNull();
    expect(checkViewsHideSecrets(raceEngine, state, { kind: 'player', player: 'bot-1' }, hideCards([0]))).toBe('the view of bot-1 changes with what it may not see');
    expect(checkViewsHideSecrets(raceEngine, state, { kind: 'judge' }, hideCards([1]))).toBe('the judge\'s view changes with what it may not see');
    const final = initial();
    for (const a of match.actions) raceEngine.applyInPlace(final, a);
    expect(raceEngine.outcome(final)!.winners).toEqual(match.trailer.find((r) => r.kind === 'result')!.winners);
    expect(checkGoldenLog(raceModule, text, stateHash(final))).toEqual([]);
    expect(checkGoldenLog(raceModule, text, stateHash(state))).toEqual([`final state hash ${stateHash(final)} is not the recorded ${stateHash(state)}`]);
    expect(checkMutations(raceModule, log, [
      { name: 'a step of 3', code: 'race/step-not-in-deck', rule: 'race:4.2', mutate: (l) => ({ ...l, actions: l.actions.map((a, i) => (i === 0 ? { ...a, payload: { by: 3 } } : a)) }) },
      { name: 'half a step', code: 'race/bad-payload', rule: 'race:4.2', mutate: (l) => ({ ...l, actions: l.actions.map((a, i) => (i === 0 ? { ...a, payload: { by: 1.5 } } : a)) }) },
    ])).toEqual([]);
    expect(checkMutations(raceModule, log, [{ name: 'nothing changed', code: 'race/game-over', rule: 'race:5.1', mutate: (l) => l }])).toEqual(['nothing changed: expected race/game-over (rule race:5.1), got no violation']);
  });
});
