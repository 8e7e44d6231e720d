import { Command } from 'commander';
import { registeredGames } from '@arbiter/platform';
import type { GameRegistry } from '@arbiter/rules';

/**
 * Each command lives in its own file under commands/ and registers itself here. Commands reach
 * games only through the registry they are given, so a new game needs no change to the CLI.
 */
export type CommandRegistration = (program: Command, games: GameRegistry) => void;

/** The CLI over the platform's registered games, or over the registry a test builds. */
export function buildProgram(registrations: CommandRegistration[], games: GameRegistry = registeredGames()): Command {
  const program = new Command('arbiter')
    .description('Arbiter: organized play for trading card games, with every match checked by a rules engine')
    .showHelpAfterError()
    .exitOverride();
  for (const register of registrations) register(program, games);
  return program;
}
