import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { computeStandings, importTournament, pairRound, TournamentState } from '@arbiter/tournament';
import { CliError } from '../cli-error';
import { CommandRegistration } from '../program';

/** Reads an exported tournament (docs/tournament-export-format.md); bad files name the JSON path. */
export function loadTournamentFile(file: string): TournamentState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CliError(`cannot read tournament file ${file}: ${(error as Error).message}`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${file} is not JSON: ${(error as Error).message}`);
  }
  const imported = importTournament(doc);
  if (!imported.ok) {
    const lines = imported.errors.slice(0, 10).map((e) => `${e.path}: ${e.message}`);
    throw new CliError(`${file} is not a valid tournament export:\n  ${lines.join('\n  ')}`);
  }
  return imported.state;
}

/**
 * `arbiter pair <tournament.json>`: the next round's pairings, computed offline from the
 * exported events exactly as the server computes them (same seed, same result).
 */
export const registerPair: CommandRegistration = (program: Command) => {
  program
    .command('pair')
    .description('print the next round\'s pairings of an exported tournament')
    .argument('<file>', 'exported tournament JSON')
    .option('--json', 'print the round as JSON')
    .action((file: string, options: { json?: boolean }) => {
      const state = loadTournamentFile(file);
      const plan = pairRound(state);
      if ('code' in plan) throw new CliError(`cannot pair the next round: ${plan.message} (${plan.code})`);
      if (options.json) {
        process.stdout.write(`${JSON.stringify(plan, null, 2)}\n`);
        return;
      }
      const points = new Map(computeStandings(state).map((r) => [r.playerId, r.matchPoints]));
      const label = (id: string) => `${state.players.get(id)?.name ?? id} (${points.get(id) ?? 0})`;
      const lines = [`round ${plan.round} (${plan.phase}), ${plan.pairings.length} tables`, 'table  player (points)                 opponent (points)'];
      for (const t of plan.pairings) {
        const [first, ...rest] = t.players;
        const opponent = rest.length === 0 ? 'BYE' : rest.map(label).join(', ');
        lines.push(`${String(t.table).padStart(5)}  ${(first === undefined ? '—' : label(first)).padEnd(32)}${opponent}`);
      }
      if (plan.quality) lines.push(`rematches ${plan.quality.rematches}, pair-downs ${plan.quality.pairDowns}, byes ${plan.quality.byes}`);
      process.stdout.write(`${lines.join('\n')}\n`);
    });
};
