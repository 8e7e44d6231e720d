import type { AnyGameModule, GameRegistry } from '@arbiter/rules';
import { CliError } from './cli-error';

/** The module of a game named on the command line, or a refusal that lists the games there are. */
export function gameNamed(games: GameRegistry, id: string, supports = (_: AnyGameModule) => true, what = 'the registered games are'): AnyGameModule {
  const module = games.find(id);
  const offered = games.list().filter(supports).map((m) => m.id);
  if (!module || !supports(module)) throw new CliError(`unknown game "${id}"; ${what}: ${offered.join(', ') || 'none'}`);
  return module;
}

/** `chaotic, race`: for a command's help. */
export const gameIds = (games: GameRegistry, supports = (_: AnyGameModule) => true): string => games.list().filter(supports).map((m) => m.id).join(', ');

/** A format named on the command line as the game's engine plays it (a community format plays by its base format's rules). */
export function engineFormat(module: AnyGameModule, format: string): string {
  const resolved = module.formats.resolve(format);
  if ('error' in resolved) throw new CliError(resolved.error);
  return resolved.engineFormat;
}
