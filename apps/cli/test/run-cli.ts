import { registeredGames } from '@arbiter/platform';
import type { GameRegistry } from '@arbiter/rules';
import { CliError } from '../src/cli-error';
import { buildProgram, CommandRegistration } from '../src/program';

/**
 * Runs CLI commands in-process as `arbiter <args>` would: returns what they printed on
 * stdout and the exit code the process would end with (a CliError's, or process.exitCode).
 */
export function runCli(registrations: CommandRegistration[], ...args: string[]): Promise<{ out: string; code: number }> {
  return runCliWith(registeredGames(), registrations, ...args);
}

/** The same over a registry of the test's choosing (e.g. with an example game registered). */
export async function runCliWith(games: GameRegistry, registrations: CommandRegistration[], ...args: string[]): Promise<{ out: string; code: number }> {
  let out = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  process.exitCode = undefined;
  try {
    await buildProgram(registrations, games).parseAsync(['node', 'arbiter', ...args]);
    return { out, code: Number(process.exitCode ?? 0) };
  } catch (error) {
    if (error instanceof CliError) return { out: out + error.message, code: error.exitCode };
    throw error;
  } finally {
    write.mockRestore();
    process.exitCode = undefined;
  }
}
