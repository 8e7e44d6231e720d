import { Command } from 'commander';
import type { AnyGameModule, GameRegistry } from '@arbiter/rules';
import { CliError } from '../cli-error';
import { runDemoTournament } from '../demo/demo-driver';
import { DEMO_ORGANIZER } from '../demo/demo-organizer';
import { ApiError } from '../demo/api-client';
import { engineFormat, gameIds, gameNamed } from '../games';
import { launchPlatform, superviseUntilDeath } from '../platform/launch';
import { CommandRegistration } from '../program';

interface DemoCliOptions {
  port?: string;
  players?: string;
  topCut?: string;
  structure?: string;
  rounds?: string;
  game: string;
  format?: string;
  seed: string;
}

function positiveInt(value: string, flag: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new CliError(`${flag} must be a positive whole number, not "${value}"`);
  return Number(value);
}

/** Swiss and the top cut seat two players at a table; pods seat 3 to 5 at one game. */
const playsTwoHanded = (module: AnyGameModule) => module.seats.min <= 2 && module.seats.max >= 2;
const playsInPods = (module: AnyGameModule) => module.seats.min <= 3 && module.seats.max >= 5;
const playsTheDemo = (module: AnyGameModule) => playsTwoHanded(module) || playsInPods(module);

/**
 * `arbiter demo` (= `npm run demo`): starts the platform as `arbiter start` does, then plays a
 * whole tournament of a registered game (Chaotic by default) with bots through the public
 * api — registration with random legal decks, every Swiss round recorded live game by game,
 * results reported and confirmed, the top cut; or, for a game of 3 to 5 players (Lightseekers),
 * rounds of pods whose results are the victory points of their games — prints the dashboard's
 * address and keeps the platform running until Ctrl-C.
 */
export const registerDemo: CommandRegistration = (program: Command, games: GameRegistry) => {
  program
    .command('demo')
    .description('run the platform and watch 32 bots play a whole tournament on the dashboard')
    .option('-p, --port <port>', 'HTTP port (default: PORT or 3000)')
    .option('--players <n>', 'number of bot players (default: 32 in Swiss, 20 in pods)')
    .option('--top-cut <n>', 'top cut size of a Swiss tournament: 0, 4, 8 or 16 (default: 8)')
    .option('--game <game>', `the game the bots play (${gameIds(games, playsTheDemo)})`, 'chaotic')
    .option('--structure <structure>', 'swiss, or pods of 3–5 at one game (default: pods for a game played by 3 to 5, e.g. lightseekers)')
    .option('--rounds <n>', 'number of rounds (default: from attendance, MTR Appendix E)')
    .option('--format <format>', 'format the bots play (default: the game\'s default format)')
    .option('--seed <n>', 'seed of the decks, the bots\' moves and the pairings', '1')
    .action(async (options: DemoCliOptions) => {
      const game = gameNamed(games, options.game, playsTheDemo, 'the demo plays');
      const structure = options.structure ?? (playsInPods(game) ? 'pods' : 'swiss');
      if (structure !== 'swiss' && structure !== 'pods') throw new CliError(`--structure must be swiss or pods, not "${options.structure}"`);
      if (structure === 'pods' && !playsInPods(game)) throw new CliError(`${game.name} is played by ${game.seats.min} to ${game.seats.max} players: pods of 3 to 5 need a game for 3 to 5`);
      if (structure === 'swiss' && !playsTwoHanded(game)) throw new CliError(`${game.name} is not played two-handed: use --structure pods`);
      if (structure === 'pods' && options.topCut !== undefined && options.topCut !== '0') throw new CliError('pods have no top cut: leave out --top-cut');
      const players = positiveInt(options.players ?? (structure === 'pods' ? '20' : '32'), '--players');
      const seed = positiveInt(options.seed, '--seed');
      const rounds = options.rounds === undefined ? undefined : positiveInt(options.rounds, '--rounds');
      const topCutText = options.topCut ?? (structure === 'pods' ? '0' : '8');
      const topCut = Number(topCutText);
      if (![0, 4, 8, 16].includes(topCut) || !/^\d+$/.test(topCutText)) throw new CliError(`--top-cut must be 0, 4, 8 or 16, not "${topCutText}"`);
      if (players < 2 || players < topCut) throw new CliError(`--players must be at least 2 and at least the top cut (${topCut}), not ${players}`);
      if (structure === 'pods' && players < 3) throw new CliError(`--players must be at least 3 for pods, not ${players}`);
      const format = options.format ?? game.formats.default;
      engineFormat(game, format); // refuses a format the game does not have, before the platform starts
      const formatName = game.formats.list.find((f) => f.id === format)?.name ?? format;

      const platform = await launchPlatform(options.port, { quiet: true });
      const url = platform.url;
      process.stdout.write(`Arbiter is running at ${url}; the bots are taking their seats\n`);

      const log = (line: string) => process.stdout.write(`demo: ${line}\n`);
      const demo = runDemoTournament({
        baseUrl: url, name: `${game.name} ${formatName} demo (${players} bots${structure === 'pods' ? ' in pods' : ''})`, players, topCut: topCut as 0 | 4 | 8 | 16,
        structure, ...(rounds ? { rounds } : {}), format, game, bestOf: 1, seed, log,
      });
      const first = await Promise.race([demo.then((result) => ({ result })), platform.died.then((d) => ({ died: d }))]).catch((error: Error) => ({ error }));
      if ('died' in first) {
        if (platform.stopping) return; // Ctrl-C during the demo: the signal handler exits
        await platform.stop();
        throw new CliError(`${first.died.app} stopped unexpectedly (exit code ${first.died.code}); stopped the platform`, 1);
      }
      if ('error' in first) {
        await platform.stop();
        const detail = first.error instanceof ApiError ? first.error.message : (first.error.stack ?? first.error.message);
        throw new CliError(`the demo tournament stopped: ${detail}`, 1);
      }
      const { result } = first;
      const top = result.standings.rows.slice(0, 8).map((r) => `  ${String(r.rank).padStart(2)}. ${r.name.padEnd(14)} ${structure === 'pods' ? `${r.matchPoints} VP` : `${r.matchPoints} pts  ${r.record.wins}-${r.record.losses}-${r.record.draws}`}`);
      process.stdout.write([
        '', `Final standings${result.winner ? ` (${result.winner.name} won${topCut ? ` the top ${topCut}` : ''})` : ''}:`, ...top, '',
        `${result.gameIds.length} games, ${result.requests} api requests; audits: ${result.audits.filter((a) => a.verdict === 'valid').length} of ${result.audits.length} valid${result.unfinished.length ? ` (${result.unfinished.length} ended on time)` : ''}`,
        `Dashboard: ${url}/tournaments/${encodeURIComponent(result.tournamentId)}`,
        `Organizer screen: ${url}/tournaments/${encodeURIComponent(result.tournamentId)}/organizer — sign in as ${DEMO_ORGANIZER.email} with the password "${DEMO_ORGANIZER.password}"`,
        'The platform keeps running; press Ctrl-C to stop it.', '',
      ].join('\n'));

      await superviseUntilDeath(platform);
    });
};
