import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { checkDeck, formatDecklistError, formatIds, importChaoticCards, loadChaoticCards, parseDecklistFile, resolveFormat } from '@arbiter/chaotic';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';
import { readJsonFile } from './cards.command';

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read decklist ${file}: ${(error as Error).message}`);
  }
}

/**
 * `arbiter deck check chaotic <decklist.json> --format masters`: a player's check before
 * registering. Prints each violation with its rule; exit 1 when the deck is illegal or
 * names unknown cards, 2 when a file cannot be read.
 */
export const registerDeck: CommandRegistration = (program: Command) => {
  const deck = program.command('deck').description('work with decklists');
  deck
    .command('check')
    .description('check a decklist (JSON by card names with counts) against a format')
    .argument('<game>', 'the game (chaotic)')
    .argument('<file>', 'decklist file, e.g. { "Creature": [{ "name": "Arias", "count": 1 }], … }')
    .option('--format <format>', `format: ${formatIds().join(', ')}, or base/community`, 'masters')
    .option('--game-size <n>', 'creatures per side (default 6, 3 in limited)')
    .option('--cards <file>', 'card file to use instead of the bundled card set')
    .option('--json', 'print the report as JSON')
    .action((game: string, file: string, options: { format: string; gameSize?: string; cards?: string; json?: boolean }) => {
      if (game !== 'chaotic') throw new CliError(`unknown game "${game}"; deck commands support: chaotic`);
      const format = resolveFormat(options.format);
      if ('error' in format) throw new CliError(format.error);
      const gameSize = options.gameSize === undefined ? undefined : Number(options.gameSize);
      if (gameSize !== undefined && !Number.isInteger(gameSize)) throw new CliError(`--game-size must be a whole number, not "${options.gameSize}"`);
      let set = loadChaoticCards();
      if (options.cards) {
        const imported = importChaoticCards(readJsonFile(options.cards, 'card file'));
        if (imported.errors.length > 0) throw new CliError(`card file ${options.cards} has ${imported.errors.length} bad rows; run \`arbiter cards check chaotic ${options.cards}\``);
        set = imported.set;
      }
      const parsed = parseDecklistFile(readText(file), set);
      const violations = parsed.deck ? checkDeck(parsed.deck, set, options.format, { gameSize }) : [];
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ file, format: options.format, errors: parsed.errors, violations }, null, 2)}\n`);
      } else {
        for (const e of parsed.errors) process.stdout.write(`${file}: ${formatDecklistError(e)}\n`);
        for (const v of violations) process.stdout.write(`rule ${v.rule}  ${v.code}  ${v.message}\n`);
        if (parsed.deck) process.stdout.write(violations.length === 0 ? `legal in ${options.format}\n` : `${violations.length} violations in ${options.format}\n`);
      }
      if (parsed.errors.length > 0 || violations.length > 0) process.exitCode = 1;
    });
};
