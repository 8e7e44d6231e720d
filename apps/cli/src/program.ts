import { Command } from 'commander';

/** Each command lives in its own file under commands/ and registers itself here. */
export type CommandRegistration = (program: Command) => void;

export function buildProgram(registrations: CommandRegistration[]): Command {
  const program = new Command('arbiter')
    .description('Arbiter: organized play for trading card games, with every match checked by a rules engine')
    .showHelpAfterError()
    .exitOverride();
  for (const register of registrations) register(program);
  return program;
}
