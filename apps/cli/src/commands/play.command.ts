import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { GameRegistry, playBotMatch, PlayMode, rngStateFromSeed, SeededRng, toNdjson } from '@arbiter/rules';
import { CliError } from '../cli-error';
import { engineFormat, gameIds, gameNamed } from '../games';
import { CommandRegistration } from '../program';

interface PlayOptions {
  format?: string;
  seed: string;
  decks: string;
  mode: string;
  players?: string;
  out?: string;
}

/**
 * `arbiter play <game> --format F --seed N`: bots play a full game of any registered game
 * with its sample decks (Chaotic: the starter decks) or random legal ones; the match log is
 * written as NDJSON. A format without sample decks (Chaotic's Limited) plays random decks.
 */
export const registerPlay: CommandRegistration = (program: Command, games: GameRegistry) => {
  program
    .command('play')
    .description('play a full game between random bots and write its match log')
    .argument('<game>', `game to play (${gameIds(games)})`)
    .option('--format <format>', 'game format (default: the game\'s default format)')
    .option('--seed <n>', 'seed for the bots and the shuffles', '1')
    .option('--decks <kind>', 'sample (the game\'s ready-made decks; starter is the same) or random', 'sample')
    .option('--mode <mode>', 'digital (seeded shuffles) or paper (draws declared in the log)', 'digital')
    .option('--players <n>', 'players at the game (default: the fewest the game seats)')
    .option('--out <file>', 'where to write the log (default <game>-<format>-seed-<n>.ndjson)')
    .action((game: string, options: PlayOptions) => {
      const module = gameNamed(games, game);
      const requested = options.format ?? module.formats.default;
      const format = engineFormat(module, requested);
      if (!/^-?\d+$/.test(options.seed)) throw new CliError(`--seed must be an integer, not "${options.seed}"`);
      if (options.mode !== 'digital' && options.mode !== 'paper') throw new CliError(`--mode must be digital or paper, not "${options.mode}"`);
      const modes = module.engines.modes(format);
      if (!modes.includes(options.mode)) throw new CliError(`--mode ${options.mode} is not played in ${requested}; it is played ${modes.join(' or ')}`);
      const players = options.players === undefined ? module.seats.min : Number(options.players);
      if (!Number.isInteger(players) || players < module.seats.min || players > module.seats.max) {
        const seats = module.seats.min === module.seats.max ? `${module.seats.min}` : `${module.seats.min} to ${module.seats.max}`;
        throw new CliError(`${module.id} seats ${seats} players, not ${options.players}`);
      }
      const seed = Number.parseInt(options.seed, 10);
      // Decks legal in the format asked for (a community list is stricter than its base); the engine plays the base.
      let decks: unknown[];
      if (options.decks === 'sample' || options.decks === 'starter') {
        const samples = module.decks.samples(requested);
        if (samples.length === 0) throw new CliError(`${module.id} has no sample decks for ${requested}: use --decks random`);
        decks = Array.from({ length: players }, (_, seat) => samples[seat % samples.length].deck);
      } else if (options.decks === 'random') {
        // A deck RNG of its own, so --decks random does not change the bots' choices.
        const rng = new SeededRng(rngStateFromSeed(seed ^ 0x5eed));
        decks = Array.from({ length: players }, () => module.decks.random(requested, rng));
      } else throw new CliError(`--decks must be sample, starter or random, not "${options.decks}"`);
      const match = playBotMatch(module, { format, decks, seed, mode: options.mode as PlayMode });
      const out = resolve(options.out ?? `${module.id}-${requested}-seed-${seed}.ndjson`);
      try {
        writeFileSync(out, toNdjson(match.header, match.actions, match.trailer));
      } catch (error) {
        throw new CliError(`cannot write ${out}: ${(error as Error).message}`);
      }
      const result = match.outcome
        ? match.outcome.draw ? 'draw' : `${match.outcome.winners.join(', ')} wins (${match.outcome.reason})`
        : match.actions.length >= module.bots.actionCap ? `unfinished (the bots stop at their cap of ${module.bots.actionCap} actions: a game the rules let go on forever)` : 'unfinished';
      process.stdout.write(`${result} after ${match.actions.length} actions\nlog written to ${out}\n`);
    });
};
