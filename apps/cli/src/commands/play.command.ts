import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { BOT_ACTION_CAP, buildRandomDeck, ENGINE_FORMATS, EngineDeck, EngineFormat, loadChaoticCards, loadStarterDecks, playBotMatch, toNdjson } from '@arbiter/chaotic';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';

interface PlayOptions {
  format: string;
  seed: string;
  decks: string;
  mode: string;
  out?: string;
}

/**
 * `arbiter play chaotic --format masters --seed N`: two random bots play a full game of
 * any base format (apprentice, advanced-apprentice, masters, limited); the match log is
 * written as NDJSON. Limited has no starter decks: it plays random legal decks.
 */
export const registerPlay: CommandRegistration = (program: Command) => {
  program
    .command('play')
    .description('play a full game between two random bots and write its match log')
    .argument('<game>', 'game to play (chaotic)')
    .option('--format <format>', 'game format', 'apprentice')
    .option('--seed <n>', 'seed for the bots and the shuffles', '1')
    .option('--decks <kind>', 'starter (the two Dawn of Perim starter decks) or random', 'starter')
    .option('--mode <mode>', 'digital (seeded shuffles) or paper (draws declared in the log)', 'digital')
    .option('--out <file>', 'where to write the log (default chaotic-<format>-seed-<n>.ndjson)')
    .action((game: string, options: PlayOptions) => {
      if (game !== 'chaotic') throw new CliError(`unknown game "${game}": only chaotic can be played yet`);
      if (!(ENGINE_FORMATS as readonly string[]).includes(options.format)) throw new CliError(`unknown format "${options.format}": use one of ${ENGINE_FORMATS.join(', ')}`);
      const format = options.format as EngineFormat;
      if (format !== 'apprentice' && options.mode === 'paper') throw new CliError(`--mode paper is only played in apprentice; ${format} is played digitally`);
      if (!/^-?\d+$/.test(options.seed)) throw new CliError(`--seed must be an integer, not "${options.seed}"`);
      if (options.mode !== 'digital' && options.mode !== 'paper') throw new CliError(`--mode must be digital or paper, not "${options.mode}"`);
      const seed = Number.parseInt(options.seed, 10);
      const cards = loadChaoticCards();
      let decks: readonly [EngineDeck, EngineDeck];
      if (options.decks === 'starter' && format === 'limited') {
        throw new CliError('limited is played at game size 3 with 10 attacks and 5 locations: use --decks random');
      } else if (options.decks === 'starter') {
        const starters = loadStarterDecks(cards);
        decks = [starters.OverWorld, starters.UnderWorld];
      } else if (options.decks === 'random') {
        // A deck RNG of its own, so --decks random does not change the bots' choices.
        const rng = new SeededRng(rngStateFromSeed(seed ^ 0x5eed));
        decks = [buildRandomDeck(cards, format, rng), buildRandomDeck(cards, format, rng)];
      } else throw new CliError(`--decks must be starter or random, not "${options.decks}"`);
      const match = playBotMatch({ cards, decks, seed, format, mode: options.mode as 'digital' | 'paper' });
      const out = resolve(options.out ?? `chaotic-${options.format}-seed-${seed}.ndjson`);
      try {
        writeFileSync(out, toNdjson(match.header, match.actions, match.trailer));
      } catch (error) {
        throw new CliError(`cannot write ${out}: ${(error as Error).message}`);
      }
      const result = match.outcome
        ? match.outcome.draw ? 'draw' : `${match.outcome.winners.join(', ')} wins (${match.outcome.reason})`
        : match.actions.length >= BOT_ACTION_CAP ? 'unfinished (the bots stop at their cap: a combat the rules let go on forever)' : 'unfinished';
      process.stdout.write(`${result} after ${match.actions.length} actions\nlog written to ${out}\n`);
    });
};
