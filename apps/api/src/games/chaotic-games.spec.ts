import { CHAOTIC_ENGINE_VERSION, UnknownEngineVersionError } from '@arbiter/chaotic';
import { ChaoticGames } from './chaotic-games';

describe('ChaoticGames: a game keeps the engine version it started under', () => {
  const games = new ChaoticGames();

  it('new games use the current engine version', () => {
    expect(games.engineFor(CHAOTIC_ENGINE_VERSION)).toBe(games.engine);
    expect(games.engine.version).toBe(CHAOTIC_ENGINE_VERSION);
  });

  it('a game started under 1.0.0 is recorded by a 1.0.0 engine, built once', () => {
    const old = games.engineFor('1.0.0');
    expect(old.version).toBe('1.0.0');
    expect(old).not.toBe(games.engine);
    expect(games.engineFor('1.0.0')).toBe(old);
  });

  it('an engine version this build does not replay is refused by name', () => {
    expect(() => games.engineFor('0.9.0')).toThrow(UnknownEngineVersionError);
    expect(() => games.engineFor('0.9.0')).toThrow(/"0\.9\.0" is not one this engine replays/);
  });
});
