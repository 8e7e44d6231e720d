/** A refusal the user can act on: printed as one line on stderr, exit code 2, no stack. */
export class CliError extends Error {
  constructor(message: string, readonly exitCode = 2) {
    super(message);
    this.name = 'CliError';
  }
}
