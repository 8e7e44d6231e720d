import { Command } from 'commander';
import { computeStandings, csvText, PROFILES, TiebreakerProfileId } from '@arbiter/tournament';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';
import { loadTournamentFile } from './pair.command';

/** `arbiter standings <tournament.json> [--csv] [--profile mtg|pokemon|chess]`. */
export const registerStandings: CommandRegistration = (program: Command) => {
  program
    .command('standings')
    .description('print the standings of an exported tournament')
    .argument('<file>', 'exported tournament JSON')
    .option('--csv', 'print CSV')
    .option('--profile <profile>', 'tiebreaker profile: mtg, pokemon or chess (default: the tournament\'s)')
    .action((file: string, options: { csv?: boolean; profile?: string }) => {
      if (options.profile !== undefined && !(options.profile in PROFILES)) {
        throw new CliError(`unknown --profile "${options.profile}"; use mtg, pokemon or chess`);
      }
      const state = loadTournamentFile(file);
      const profile = (options.profile ?? state.settings.tiebreakers) as TiebreakerProfileId;
      const rows = computeStandings(state, profile);
      // The profile's order: the first row's keys lack head-to-head when that player is not in a tie.
      const names = PROFILES[profile];
      const header = ['rank', 'player', 'name', 'points', 'wins', 'losses', 'draws', 'byes', ...names, 'dropped'];
      const table = rows.map((r) => [r.rank, r.playerId, r.name, r.matchPoints, r.wins, r.losses, r.draws, r.byes, ...names.map((n) => r.tiebreakers[n]), r.dropped ? 'yes' : '']);
      if (options.csv) {
        process.stdout.write(csvText([header, ...table]));
        return;
      }
      // A tiebreaker that does not apply to the player: an empty CSV field, a dash here.
      const cells = [header, ...table].map((row) => row.map((c) => (c === undefined ? '—' : typeof c === 'number' && !Number.isInteger(c) ? c.toFixed(4) : String(c))));
      const widths = header.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
      process.stdout.write(cells.map((row) => `${row.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd()}\n`).join(''));
    });
};
