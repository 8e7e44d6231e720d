import { Command } from 'commander';
import type { DeckViolation, GameRegistry } from '@arbiter/rules';
import { engineFormat, gameIds, gameNamed } from '../games';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';
import { readJsonFile, withCardFile } from './cards.command';

/** An optional whole-number option, or a clear refusal naming it. */
function wholeNumber(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new CliError(`${option} must be a whole number, not "${value}"`);
  return Number(value);
}

/**
 * `arbiter deck check <game> <decklist.json> --format F`: a player's check before
 * registering. Prints each violation with its rule; exit 1 when the deck is illegal or
 * cannot be read as a deck, 2 when a file cannot be read or the format is unknown.
 */
export const registerDeck: CommandRegistration = (program: Command, games: GameRegistry) => {
  const deck = program.command('deck').description('work with decklists');
  deck
    .command('check')
    .description('check a decklist against a format of its game')
    .argument('<game>', `the game (${gameIds(games)})`)
    .argument('<file>', 'decklist file (JSON in any form the game reads, e.g. for chaotic { "Creature": [{ "name": "Arias", "count": 1 }], … })')
    .option('--format <format>', 'format, or base/community (default: the game\'s default format)')
    .option('--game-size <n>', 'chaotic: creatures per side (default 6, 3 in limited)')
    .option('--deck-size <n>', 'a deck size the event sets where the rules leave it open (wars limited)')
    .option('--cards <file>', 'card file to use instead of the bundled card set')
    .option('--json', 'print the report as JSON')
    .action((game: string, file: string, options: { format?: string; gameSize?: string; deckSize?: string; cards?: string; json?: boolean }) => {
      const gameSize = wholeNumber(options.gameSize, '--game-size');
      const deckSize = wholeNumber(options.deckSize, '--deck-size');
      const module = withCardFile(gameNamed(games, game), options.cards);
      const format = options.format ?? module.formats.default;
      engineFormat(module, format); // refuses a format the game does not have
      const read = module.decks.read(readJsonFile(file, 'decklist'));
      const errors: readonly DeckViolation[] = 'violations' in read ? read.violations : [];
      // A community format's list is checked by its own id: its violations cite `format:<id>`.
      const violations = 'deck' in read ? module.decks.check(read.deck, format, { gameSize, deckSize }) : [];
      if (options.json) {
        process.stdout.write(`${JSON.stringify({ file, format, errors, violations }, null, 2)}\n`);
      } else {
        for (const e of errors) process.stdout.write(`${file}: ${e.message}\n`);
        for (const v of violations) process.stdout.write(`rule ${v.rule}  ${v.code}  ${v.message}\n`);
        if ('deck' in read) process.stdout.write(violations.length === 0 ? `legal in ${format}\n` : `${violations.length} violations in ${format}\n`);
      }
      if (errors.length > 0 || violations.length > 0) process.exitCode = 1;
    });
};
