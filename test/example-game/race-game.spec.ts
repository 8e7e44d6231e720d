import { readFileSync } from 'node:fs';
import {
  ActionEnvelope, checkCitations, checkDeterminism, checkGoldenLog, checkLegalActionsAgreeWithValidate, checkMutations, checkViewsHideSecrets, combineSeeds,
  playBotMatch, readMatchLog, replay, rngStateFromSeed, SeededRng, stateHash, toNdjson, uncitedRules,
} from '@arbiter/rules';
import { RaceAction, RaceConfig, raceEngine, RaceState } from './race-engine';
import { raceModule } from './race-game';

const engine = raceModule.engines.engine();
const config = (players = ['ada', 'bo'], decks = players.map(() => ['step-1', 'step-2', 'step-3'])): RaceConfig =>
  ({ matchId: 'race-1', format: 'classic', mode: 'digital', players, decks });
const seeds = (c: RaceConfig) => ({ combined: combineSeeds(c.players.map((p) => `seed-of-${p}`), c.matchId) });

/** A bot game: every state it passed through and the actions taken. */
function botGame(c: RaceConfig, seed: number): { states: RaceState[]; actions: RaceAction[] } {
  const state = engine.setup(c, seeds(c));
  const rng = new SeededRng(rngStateFromSeed(seed));
  const states = [engine.clone(state)];
  const actions: RaceAction[] = [];
  while (engine.outcome(state) === null && actions.length < raceModule.bots.actionCap) {
    const action = raceModule.bots.choose(engine, state, rng)!;
    actions.push(action);
    engine.applyInPlace(state, action);
    states.push(engine.clone(state));
  }
  return { states, actions };
}

/** Every action a log could hold at a state: each step by each player, and shapes the engine must refuse. */
function candidates(state: RaceState): ActionEnvelope[] {
  const seq = state.seq + 1;
  return [...state.players, 'stranger'].flatMap((player) => [
    ...[0, 1, 2, 3, 4, 1.5].map((by) => ({ seq, player, type: 'advance', payload: { by } })),
    { seq, player, type: 'advance', payload: {} }, { seq, player, type: 'advance', payload: null }, { seq, player, type: 'jump', payload: { by: 1 } },
  ]);
}

describe('the race game', () => {
  const games = [1, 2, 3].map((seed) => botGame(config(['ada', 'bo', 'cy'], [['step-1'], ['step-2', 'step-3'], ['step-1', 'step-3']]), seed));

  it('finishes every bot game with one winner who reached the target', () => {
    for (const { states } of games) {
      const last = states[states.length - 1];
      const outcome = engine.outcome(last)!;
      expect(outcome.winners).toHaveLength(1);
      expect(last.positions[last.players.indexOf(outcome.winners[0])]).toBeGreaterThanOrEqual(10);
      expect(outcome.ranking!.flat().sort()).toEqual([...last.players].sort());
    }
  });

  it('validates an action exactly when legalActions lists it', () => {
    for (const { states } of games) {
      for (const state of states) {
        const legal = state.players.flatMap((p) => engine.legalActions(state, p)).map((a) => JSON.stringify(a));
        for (const action of candidates(state)) {
          expect({ action, legal: engine.validate(state, action as RaceAction).length === 0 }).toEqual({ action, legal: legal.includes(JSON.stringify(action)) });
        }
      }
    }
  });

  it('replays to the same states from the same seeds, and apply leaves its input untouched', () => {
    const c = config();
    const { actions, states } = botGame(c, 9);
    const again = replay(engine, c, seeds(c), actions, { mode: 'strict', hashEachStep: true });
    expect(again.violations).toEqual([]);
    expect(again.stepHashes!.map((s) => s.hash)).toEqual(states.slice(1).map(stateHash));
    const before = stateHash(states[0]);
    engine.apply(states[0], actions[0]);
    expect(stateHash(states[0])).toBe(before);
  });

  it('draws the starting player from the seeds in digital play and takes the stated one on paper', () => {
    const starts = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => engine.setup({ ...config(), matchId: id }, seeds({ ...config(), matchId: id })).turn));
    expect(starts).toEqual(new Set([0, 1]));
    expect(engine.setup({ ...config(), mode: 'paper', startingPlayer: 'bo' }, {}).turn).toBe(1);
  });

  it('shows a player their own deck and only the size of the others; a spectator no deck; the judge everything', () => {
    const [state] = games[0].states;
    const scrambled = { ...state, decks: [state.decks[0], ['step-1'], ['step-2']] };
    const ada = { kind: 'player', player: 'ada' } as const;
    expect(engine.view(state, ada).decks).toEqual([['step-1'], { count: 2 }, { count: 2 }]);
    expect(engine.view({ ...scrambled, decks: [state.decks[0], ['step-1', 'step-3'], ['step-2', 'step-1']] }, ada)).toEqual(engine.view(state, ada));
    expect(engine.view(state, { kind: 'spectator' }).decks).toEqual([{ count: 1 }, { count: 2 }, { count: 2 }]);
    expect(engine.view(state, { kind: 'judge' }).state).toEqual(state);
  });

  it('names the broken rule of every refused action and deck by a key of its rules index', () => {
    const refused = games.flatMap(({ states }) => states.flatMap((s) => candidates(s).flatMap((a) => engine.validate(s, a as RaceAction))));
    expect(new Set(refused.map((v) => v.code))).toEqual(new Set(['race/not-your-turn', 'race/unknown-player', 'race/bad-payload', 'race/step-not-in-deck', 'race/unknown-action', 'race/game-over']));
    expect(uncitedRules(raceModule.rules, refused)).toEqual([]);
    const decks = [[], ['step-1', 'step-1'], ['step-9'], ['step-1', 'step-2', 'step-3', 'step-1']].flatMap((d) => raceModule.decks.check(d, 'classic'));
    expect(uncitedRules(raceModule.rules, [...decks, ...raceModule.decks.check(['step-3'], 'sprint')])).toEqual([]);
    const kit = Object.values(raceModule.rules.kit);
    expect(kit.filter((key) => raceModule.rules.text(key) === undefined)).toEqual([]);
  });

  it('checks decks: sizes, unknown and repeated cards, and a format\'s bans', () => {
    const codes = (deck: string[], format = 'classic') => raceModule.decks.check(deck, format).map((v) => `${v.rule} ${v.code}`);
    expect(codes(['step-1', 'step-2', 'step-3'])).toEqual([]);
    expect(codes([])).toEqual(['race:2.1 race/deck-size']);
    expect(codes(['step-1', 'step-1'])).toEqual(['race:2.3 race/duplicate-card']);
    expect(codes(['step-4'])).toEqual(['race:2.2 race/unknown-card']);
    expect(codes(['step-3'], 'sprint')).toEqual(['format:sprint race/banned']);
    for (const format of ['classic', 'sprint']) {
      for (const { deck } of raceModule.decks.samples(format)) expect(codes([...deck], format)).toEqual([]);
      const rng = new SeededRng(rngStateFromSeed(4));
      for (let i = 0; i < 20; i++) expect(codes([...raceModule.decks.random(format, rng)], format)).toEqual([]);
    }
    expect(raceModule.decks.read({ cards: [] })).toMatchObject({ violations: [{ code: 'race/deck-unreadable', rule: 'race:2' }] });
    expect(raceModule.decks.sameCards(['step-2', 'step-1'], ['step-1', 'step-2'])).toBe(true);
    expect(raceModule.decks.hash(['step-1'])).not.toBe(raceModule.decks.hash(['step-2']));
  });

  it('refuses a move by a step card the deck does not hold (race:4.2)', () => {
    const state = engine.setup(config(['ada', 'bo'], [['step-1'], ['step-1']]), seeds(config()));
    const player = state.players[state.turn];
    expect(raceEngine.validate(state, { seq: 1, player, type: 'advance', payload: { by: 3 } })).toEqual([
      { code: 'race/step-not-in-deck', rule: 'race:4.2', seq: 1, message: `${player} has no step-3 in their deck (step-1)` },
    ]);
  });
});

describe('the race game through the kit harnesses', () => {
  const decks = [['step-1', 'step-2', 'step-3'], ['step-1', 'step-2'], ['step-2']];
  const games = [1, 2, 3].map((seed) => botGame(config(['ada', 'bo', 'cy'], decks), seed));
  const states = games.flatMap((g) => g.states);

  it('agrees: legalActions lists exactly what validate accepts', () => {
    expect(checkLegalActionsAgreeWithValidate(engine, states, (s) => candidates(s) as RaceAction[])).toEqual([]);
  });

  it('plays the same game from the same seed', () => {
    for (const seed of [1, 2, 3]) expect(checkDeterminism(raceModule, { format: 'classic', decks, seed })).toBeNull();
  });

  it('hides each deck from every viewer but its owner and the judge', () => {
    const scramble = (s: RaceState): RaceState => ({ ...s, decks: s.decks.map((d, seat) => (s.players[seat] === 'ada' ? d : d.map(() => 'step-9'))) });
    for (const state of states.slice(0, 10)) {
      expect(checkViewsHideSecrets(engine, state, { kind: 'player', player: 'ada' }, scramble)).toBeNull();
      // A spectator sees how many cards each deck holds, never which.
      expect(checkViewsHideSecrets(engine, state, { kind: 'spectator' }, (s) => ({ ...s, decks: s.decks.map((d) => d.map(() => 'step-9')) }))).toBeNull();
    }
  });

  it('catches each change to a legal log with the rule it breaks', () => {
    const match = playBotMatch(raceModule, { format: 'sprint', decks: [['step-1', 'step-2'], ['step-2']], seed: 6 });
    const { log } = readMatchLog<typeof match.header, RaceAction>(toNdjson(match.header, match.actions, match.trailer), { game: 'race', actionTypes: ['advance'] });
    const player = log!.actions[0].player;
    const other = log!.header.players.find((p) => p.id !== player)!.id;
    expect(checkMutations(raceModule, log!, [
      { name: 'a step not in the deck', code: 'race/step-not-in-deck', rule: 'race:4.2', mutate: (l) => ({ ...l, actions: [{ ...l.actions[0], payload: { by: 3 } }, ...l.actions.slice(1)] }) },
      { name: 'out of turn', code: 'race/not-your-turn', rule: 'race:4.1', mutate: (l) => ({ ...l, actions: [{ ...l.actions[0], player: other }, ...l.actions.slice(1)] }) },
      { name: 'a deck swapped after registration', code: 'race/deck-hash-mismatch', rule: 'race:6.1', mutate: (l) => ({ ...l, header: { ...l.header, decks: { ...l.header.decks, [player]: ['step-1'] } } }) },
      { name: 'a banned card', code: 'race/banned', rule: 'format:sprint', mutate: (l) => ({ ...l, header: { ...l.header, decks: { ...l.header.decks, [player]: ['step-3'] }, deckHashes: { ...l.header.deckHashes, [player]: raceModule.decks.hash(['step-3']) } } }) },
      { name: 'a seed that is not the committed one', code: 'race/seed-mismatch', rule: 'race:6.2', mutate: (l) => ({ ...l, reveals: l.reveals.map((r) => ({ ...r, seed: `${r.seed}0` })) }) },
      { name: 'the wrong result', code: 'race/reported-result-mismatch', rule: 'race:6.3', mutate: (l) => ({ ...l, reported: { kind: 'result', winners: l.reported!.losers, losers: l.reported!.winners, draw: false } }) },
      { name: 'an action after the end', code: 'race/game-over', rule: 'race:5.1', mutate: (l) => ({ ...l, actions: [...l.actions, { ...l.actions[0], seq: l.actions.length + 1 }] }) },
    ], { checkDeck: true })).toEqual([]);
  });

  it('replays the golden log to its recorded final state', () => {
    expect(checkGoldenLog(raceModule, readFileSync(`${__dirname}/race-golden.ndjson`, 'utf8'), '8d7bf8f71da9b1efb135d4b6f22641b5d7f97c51703ed2948b8dfdcef5c0e592')).toEqual([]);
  });

  it('cites its own rules in every violation', () => {
    const refused = states.flatMap((s) => candidates(s).flatMap((a) => engine.validate(s, a as RaceAction)));
    expect(checkCitations(raceModule.rules, [...refused, ...raceModule.decks.check(['step-3', 'step-3', 'step-7', 'step-1'], 'sprint')])).toEqual([]);
  });
});
