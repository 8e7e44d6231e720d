import { GameRegistry, playBotMatch, readRegisteredLog, toNdjson } from '../../src';
import { raceModule } from '../../../../test/example-game/race-game';

const games = new GameRegistry([raceModule]);
const text = () => {
  const m = playBotMatch(raceModule, { format: 'sprint', decks: [['step-1', 'step-2'], ['step-2']], seed: 9 });
  return toNdjson(m.header, m.actions, m.trailer);
};

describe('reading a log of any registered game', () => {
  it('reads a log with the module its header names', () => {
    const { module, log, errors } = readRegisteredLog(text(), games);
    expect(errors).toEqual([]);
    expect(module).toBe(raceModule);
    expect(log!.actions.length).toBeGreaterThan(0);
  });

  it('refuses a game that is not registered, or no game, naming the games there are', () => {
    expect(readRegisteredLog(text().replace('"game":"race"', '"game":"chess"'), games)).toEqual({
      log: null, errors: [{ line: 1, message: 'header: names the game "chess", which is not registered; the registered games are: race' }],
    });
    expect(readRegisteredLog(text().replace('"game":"race",', ''), games).errors).toEqual([{ line: 1, message: 'header: has no "game"; the registered games are: race' }]);
  });

  it('reads a log as the expected game\'s, so one of another game is refused by that game\'s reader', () => {
    const { module, errors } = readRegisteredLog(text().replace('"game":"race"', '"game":"chess"'), games, raceModule);
    expect(module).toBe(raceModule);
    expect(errors).toEqual([{ line: 1, message: 'header: "game" must be "race", not "chess"' }]);
  });

  it('leaves a line 1 that is no JSON object to the reader, which says what is wrong', () => {
    const { log, errors } = readRegisteredLog('not json\n', games);
    expect(log).toBeNull();
    expect(errors[0]).toMatchObject({ line: 1 });
    expect(errors.length).toBeGreaterThan(0);
  });
});
