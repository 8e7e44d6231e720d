import { CommanderError } from 'commander';
import { CliError } from './cli-error';
import { buildProgram, CommandRegistration } from './program';

// One line per command file; keep alphabetical.
const registrations: CommandRegistration[] = [];

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
