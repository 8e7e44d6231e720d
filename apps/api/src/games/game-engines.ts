import type { AnyGameEngine, GameRegistry, MatchLogHeader } from '@arbiter/rules';

/**
 * The engine a game started under, from its header: a game keeps its game's engine version (its
 * reading of card text) to the end. Each game caches its engines, so this builds one at most once.
 */
export const engineFor = (games: GameRegistry, header: MatchLogHeader): AnyGameEngine => games.get(header.game).engines.engine(header.engineVersion);
