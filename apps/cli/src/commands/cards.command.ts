import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { formatCardRowError, importChaoticCards } from '@arbiter/chaotic';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';
import { registerCoverage } from './cards-coverage';

/** Games whose card files `arbiter cards …` understands. */
const GAMES = ['chaotic'] as const;

function requireGame(game: string): void {
  if (!(GAMES as readonly string[]).includes(game)) throw new CliError(`unknown game "${game}"; cards commands support: ${GAMES.join(', ')}`);
}

/** Reads and parses a JSON file, or refuses with exit code 2. */
export function readJsonFile(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * `arbiter cards check chaotic <file>`: validates a card file row by row. Prints
 * "N cards, M errors" and each bad row; exit 1 when a row is bad, 2 when the file
 * cannot be read. Unknown keywords are listed as warnings (the rows still load).
 */
const registerCheck = (cards: Command): void => {
  cards
    .command('check')
    .description('validate a card file: every bad row with its index, name and reason')
    .argument('<game>', `the game (${GAMES.join(', ')})`)
    .argument('<file>', 'card file (a JSON array shaped like chaotic-cards.json)')
    .option('--json', 'print the report as JSON')
    .action((game: string, file: string, options: { json?: boolean }) => {
      requireGame(game);
      const raw = readJsonFile(file, 'card file');
      const { set, errors } = importChaoticCards(raw);
      const rows = Array.isArray(raw) ? raw.length : 0;
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ file, rows, cards: set.cards.length, errors, unknownKeywords: set.unknownKeywords }, null, 2)}\n`);
      } else {
        process.stdout.write(`${rows} cards, ${errors.length} errors\n`);
        for (const e of errors) process.stdout.write(`${formatCardRowError(e)}\n`);
        for (const u of set.unknownKeywords) process.stdout.write(`warning: ${u.cardName} (${u.cardId}): unknown keyword "${u.token}"\n`);
      }
      if (errors.length > 0) process.exitCode = 1;
    });
};

// One line per `cards` subcommand.
const subcommands: ((cards: Command) => void)[] = [registerCheck, registerCoverage];

/** `arbiter cards …`: card files of each game. */
export const registerCards: CommandRegistration = (program: Command) => {
  const cards = program.command('cards').description('work with card files');
  for (const register of subcommands) register(cards);
};
