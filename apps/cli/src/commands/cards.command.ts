import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import type { AnyGameModule, GameRegistry } from '@arbiter/rules';
import { CliError } from '../cli-error';
import { gameIds, gameNamed } from '../games';
import { CommandRegistration } from '../program';
import { registerCoverage } from './cards-coverage';

/** Reads a text file, or refuses with exit code 2. */
export function readTextFile(file: string, what: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${what} ${file}: ${(error as Error).message}`);
  }
}

/** Reads and parses a JSON file, or refuses with exit code 2. */
export function readJsonFile(file: string, what: string): unknown {
  const text = readTextFile(file, what);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** The game over a user's card file (`--cards`), refused with exit 2 when the file is bad or the game plays only its own set. */
export function withCardFile(module: AnyGameModule, file: string | undefined): AnyGameModule {
  if (file === undefined) return module;
  if (!module.cards.load) throw new CliError(`${module.id} plays only its bundled card set: --cards is not available`);
  const loaded = module.cards.load(readTextFile(file, 'card file'), file);
  if ('problems' in loaded) throw new CliError(`card file ${file} has ${loaded.problems.length} bad rows; check it with \`arbiter cards check ${module.id} ${file}\``);
  return loaded.module;
}

/**
 * `arbiter cards check <game> <file>`: validates a card file row by row. Prints
 * "N cards, M errors" and each bad row; exit 1 when a row is bad, 2 when the file
 * cannot be read. Warnings (e.g. unknown keywords) are listed; the rows still load.
 */
const registerCheck = (cards: Command, games: GameRegistry): void => {
  cards
    .command('check')
    .description('validate a card file: every bad row with its index, name and reason')
    .argument('<game>', `the game (${gameIds(games)})`)
    .argument('<file>', 'card file (a JSON array in the game\'s card form, e.g. chaotic-cards.json)')
    .option('--json', 'print the report as JSON')
    .action((game: string, file: string, options: { json?: boolean }) => {
      const module = gameNamed(games, game);
      const raw = readJsonFile(file, 'card file');
      const checked = module.cards.check(readTextFile(file, 'card file'), file);
      const rows = Array.isArray(raw) ? raw.length : checked.count;
      const warnings = checked.warnings ?? [];
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ file, rows, cards: checked.count, errors: checked.problems, warnings }, null, 2)}\n`);
      } else {
        // Each game's message names the row and card; `where` is there for programs (--json).
        process.stdout.write(`${rows} cards, ${checked.problems.length} errors\n`);
        for (const p of checked.problems) process.stdout.write(`${p.message}\n`);
        for (const w of warnings) process.stdout.write(`warning: ${w.message}\n`);
      }
      if (checked.problems.length > 0) process.exitCode = 1;
    });
};

// One line per `cards` subcommand.
const subcommands: ((cards: Command, games: GameRegistry) => void)[] = [registerCheck, registerCoverage];

/** `arbiter cards …`: card files of each registered game. */
export const registerCards: CommandRegistration = (program: Command, games: GameRegistry) => {
  const cards = program.command('cards').description('work with card files');
  for (const register of subcommands) register(cards, games);
};
