/**
 * `npm run chaos [-- --minutes M] [--concurrent N] [--fault-every-ms MS] [--game ID] [--max-actions N]`:
 * bots play tournaments through two apis while apis and workers are killed, Redis restarts
 * empty and PostgreSQL restarts; then the run is checked. Exit 1 when a check fails.
 */
import { type ChaosReport, runChaos } from './chaos-run';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
}

function positive(name: string, fallback: string): number {
  const text = option(name, fallback);
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) {
    process.stderr.write(`chaos: --${name} must be a positive number, not ${JSON.stringify(text)}\n`);
    process.exit(2);
  }
  return n;
}

export function printReport(report: ChaosReport, write: (line: string) => void): void {
  const c = report.checks;
  const list = (items: readonly string[]) => (items.length ? ` — ${items.slice(0, 5).join('; ')}${items.length > 5 ? ' …' : ''}` : '');
  write(`chaos run: ${report.seconds} s, ${report.tournaments} tournaments, ${report.requests} requests (${report.retries} sent again after no answer)`);
  write(`processes that exited on their own (started again): ${JSON.stringify(report.exitedOnTheirOwn)}`);
  write(`faults: ${Object.entries(report.faults).map(([k, n]) => `${n} ${k}`).join(', ')} (PostgreSQL: ${report.postgresOutage})`);
  write(`commands: ${c.commands.acknowledged} acknowledged, ${c.commands.storedOnce} stored exactly once; missing ${c.commands.missing.length}${list(c.commands.missing)}; duplicated ${c.commands.duplicated.length}${list(c.commands.duplicated)}; stored but never sent ${c.commands.unsent.length}; stored though unacknowledged ${c.commands.storedUnacknowledged}`);
  write(`games: ${c.games.played} played live, ${c.games.actionsAcknowledged} actions acknowledged, ${c.games.actionsStored} stored; mismatched ${c.games.mismatched.length}${list(c.games.mismatched)}; games nobody played ${c.games.orphans.length}; starts whose answer was lost and found again ${report.adoptedStarts}`);
  write(`hash chains: ${c.chains.ok ? 'intact' : 'BROKEN'} (${c.chains.streamsChecked} streams, ${c.chains.eventsChecked} events)${list(c.chains.broken.map((b) => `${b.streamId}@${b.streamPosition} ${b.reason}`))}`);
  write(`read models: stream_stats ${c.readModels.streamStatsEqualRebuild ? 'equals' : 'DIFFERS FROM'} its rebuild; standings of ${c.readModels.standingsChecked} tournaments, ${c.readModels.standingsDiffer.length} differ from a fold of their events${list(c.readModels.standingsDiffer)}`);
  write(`audits: ${c.audits.audited} of ${c.audits.endedGames} ended games audited${list(c.audits.unaudited)}`);
  write(`jobs: stuck ${JSON.stringify(c.jobs.stuck)}, failed ${JSON.stringify(c.jobs.failed)}`);
  write(`events: ${c.events.total} (${Object.entries(c.events.byType).map(([t, n]) => `${t} ${n}`).join(', ')})`);
  if (report.errors.length) write(`bot errors: ${report.errors.length}${list(report.errors)}`);
  write(c.ok && report.errors.length === 0 ? 'every check passed' : 'CHECKS FAILED');
}

async function main(): Promise<void> {
  const log = (line: string) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);
  const report = await runChaos({
    minutes: positive('minutes', '3'),
    concurrent: positive('concurrent', '3'),
    players: positive('players', '6'),
    rounds: positive('rounds', '3'),
    maxActions: positive('max-actions', '80'),
    faultEveryMs: positive('fault-every-ms', '8000'),
    game: option('game', 'chaotic'),
    log,
    output: process.argv.includes('--verbose') ? log : undefined,
  });
  printReport(report, (line) => process.stdout.write(`${line}\n`));
  if (!report.checks.ok || report.errors.length > 0) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`chaos: ${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
