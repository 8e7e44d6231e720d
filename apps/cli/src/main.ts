import { CommanderError } from 'commander';
import { CliError } from './cli-error';
import { registerAudit } from './commands/audit.command';
import { registerCards } from './commands/cards.command';
import { registerDeck } from './commands/deck.command';
import { registerDemo } from './commands/demo.command';
import { registerMigrate } from './commands/migrate.command';
import { registerPair } from './commands/pair.command';
import { registerPlay } from './commands/play.command';
import { registerStandings } from './commands/standings.command';
import { registerStart } from './commands/start.command';
import { registerVerify } from './commands/verify.command';
import { buildProgram, CommandRegistration } from './program';

// One line per command file; keep alphabetical.
const registrations: CommandRegistration[] = [registerAudit, registerCards, registerDeck, registerDemo, registerMigrate, registerPair, registerPlay, registerStandings, registerStart, registerVerify];

async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram(registrations).parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) process.exit(error.exitCode);
    if (error instanceof CliError) {
      process.stderr.write(`arbiter: ${error.message}\n`);
      process.exit(error.exitCode);
    }
    throw error;
  }
}

void main(process.argv);
