import type { AnyGameModule } from '../game-module';
import type { GameRegistry } from '../registry/game-registry';
import { isJsonObject, parseObject } from './json-object';
import type { NdjsonLineError } from './line-error';
import { type ParsedMatchLog, readMatchLog } from './read-log';

/**
 * Reads a log of any registered game: the module is `expected` (the game of the match it was
 * submitted for) or, without one, the game its header names. A log of a game that is not
 * registered is unreadable, and line 1 says so with the games there are.
 */
export function readRegisteredLog(text: string, games: GameRegistry, expected?: AnyGameModule): { module?: AnyGameModule; log: ParsedMatchLog | null; errors: NdjsonLineError[] } {
  const end = text.indexOf('\n');
  const first = parseObject(end < 0 ? text : text.slice(0, end));
  const named = isJsonObject(first) ? first.game : undefined;
  const module = expected ?? (typeof named === 'string' ? games.find(named) : undefined);
  if (!module) {
    // Line 1 that is no header at all: the reader says what is wrong with it.
    if (!isJsonObject(first)) return { log: null, errors: readMatchLog(text, { game: '', actionTypes: [] }).errors };
    const which = typeof named === 'string' ? `names the game ${JSON.stringify(named)}, which is not registered` : 'has no "game"';
    return { log: null, errors: [{ line: 1, message: `header: ${which}; the registered games are: ${games.ids().join(', ')}` }] };
  }
  // Payload shapes are left to the engine: a judge gets them as violations with their rule.
  const { log, errors } = readMatchLog(text, { game: module.id, actionTypes: Object.keys(module.log.actionTypes) });
  return { module, log, errors };
}
