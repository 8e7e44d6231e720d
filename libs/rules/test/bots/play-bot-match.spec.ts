import { chooseUniformly, playBotMatch, rngStateFromSeed, SeededRng, toNdjson } from '../../src';
import { raceEngine } from '../../../../test/example-game/race-engine';
import { raceModule } from '../../../../test/example-game/race-game';

const decksFor = (n: number) => Array.from({ length: n }, () => ['step-1', 'step-2']);

describe('bots for any engine', () => {
  it('plays 2 to 5 players, the same game for the same seed, and refuses a table the game does not seat', () => {
    // Race seats 2–4; seated like Lightseekers (2–5), the same engine plays five.
    const fiveSeats = { ...raceModule, seats: { min: 2, max: 5 } };
    for (let n = 2; n <= 5; n++) {
      const a = playBotMatch(fiveSeats, { format: 'sprint', decks: decksFor(n), seed: n });
      expect(a.outcome).not.toBeNull();
      expect(a.header.players).toHaveLength(n);
      expect(Object.keys(a.header.seedCommitments!)).toHaveLength(n);
      expect(toNdjson(a.header, a.actions, a.trailer)).toBe(toNdjson(...Object.values(playBotMatch(fiveSeats, { format: 'sprint', decks: decksFor(n), seed: n })).slice(0, 3) as Parameters<typeof toNdjson>));
    }
    expect(() => playBotMatch(raceModule, { format: 'sprint', decks: decksFor(1), seed: 1 })).toThrow('race seats 2–4 players, not 1');
    expect(() => playBotMatch(raceModule, { format: 'sprint', decks: decksFor(5), seed: 1 })).toThrow('race seats 2–4 players, not 5');
  });

  it('paper play names a starting player and commits no seeds; maxActions stops a game', () => {
    const paper = playBotMatch(raceModule, { format: 'sprint', decks: [['step-1'], ['step-2']], seed: 2, mode: 'paper', maxActions: 3 });
    expect(paper.header.startingPlayer).toMatch(/^bot-[12]$/);
    expect(paper.actions[0].player).toBe(paper.header.startingPlayer);
    expect(paper.header.seedCommitments).toBeUndefined();
    expect(paper.actions).toHaveLength(3);
    expect(paper.outcome).toBeNull();
    expect(paper.trailer).toEqual([]);
  });

  it('chooseUniformly picks a legal action of the acting player', () => {
    const state = raceEngine.setup({ matchId: 'm', format: 'classic', mode: 'paper', players: ['a', 'b'], decks: [['step-1', 'step-3'], ['step-2']], startingPlayer: 'b' }, {});
    const rng = new SeededRng(rngStateFromSeed(1));
    expect(chooseUniformly(raceEngine, state, rng)).toEqual({ seq: 1, player: 'b', type: 'advance', payload: { by: 2 } });
    const action = chooseUniformly(raceEngine, { ...state, turn: 0 }, rng)!;
    expect(action.player).toBe('a');
    expect(raceEngine.validate({ ...state, turn: 0 }, action)).toEqual([]);
    expect(chooseUniformly(raceEngine, { ...state, positions: [0, 10] }, rng)).toBeNull();
  });
});
