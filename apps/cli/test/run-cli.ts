import { CliError } from '../src/cli-error';
import { buildProgram, CommandRegistration } from '../src/program';

/**
 * Runs CLI commands in-process as `arbiter <args>` would: returns what they printed on
 * stdout and the exit code the process would end with (a CliError's, or process.exitCode).
 */
export async function runCli(registrations: CommandRegistration[], ...args: string[]): Promise<{ out: string; code: number }> {
  let out = '';
  const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  process.exitCode = undefined;
  try {
    await buildProgram(registrations).parseAsync(['node', 'arbiter', ...args]);
    return { out, code: Number(process.exitCode ?? 0) };
  } catch (error) {
    if (error instanceof CliError) return { out: out + error.message, code: error.exitCode };
    throw error;
  } finally {
    write.mockRestore();
    process.exitCode = undefined;
  }
}
