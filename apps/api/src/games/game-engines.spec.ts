import { registeredGames } from '@arbiter/platform';
import { MATCH_LOG_FORMAT, MatchLogHeader, UnknownEngineVersionError } from '@arbiter/rules';
import { engineFor } from './game-engines';

describe('engineFor: a game keeps the engine version it started under', () => {
  const games = registeredGames();
  const chaotic = games.get('chaotic');
  const header = (engineVersion: string): MatchLogHeader => ({
    format: MATCH_LOG_FORMAT, version: 1, game: 'chaotic', gameFormat: 'masters', engineVersion, matchId: 'm', mode: 'digital', players: [], deckHashes: {},
  });

  it('new games use the current engine version', () => {
    expect(engineFor(games, header(chaotic.engines.current))).toBe(chaotic.engines.engine());
    expect(chaotic.engines.engine().version).toBe(chaotic.engines.current);
  });

  it('a game started under 1.0.0 is recorded by a 1.0.0 engine, built once', () => {
    const old = engineFor(games, header('1.0.0'));
    expect(old.version).toBe('1.0.0');
    expect(old).not.toBe(chaotic.engines.engine());
    expect(engineFor(games, header('1.0.0'))).toBe(old);
  });

  it('an engine version this build does not replay is refused by name', () => {
    expect(() => engineFor(games, header('0.9.0'))).toThrow(UnknownEngineVersionError);
    expect(() => engineFor(games, header('0.9.0'))).toThrow(/"0\.9\.0" is not one this engine replays/);
  });

  it('a game the platform does not register is refused with the games it does', () => {
    expect(() => engineFor(games, { ...header('1'), game: 'netrunner' })).toThrow(`unknown game "netrunner": the games are ${games.ids().join(', ')}`);
  });
});
