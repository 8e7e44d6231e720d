import { Command } from 'commander';
import { BrokenLink, createDataSource, PostgresEventStore, VerifyReport } from '@arbiter/event-store';
import { CliError } from '../cli-error';
import { loadCliConfig, safeUrl } from '../platform/preflight';
import { CommandRegistration } from '../program';

/** What each kind of broken link means, for a reader who was not there. */
const REASONS: Record<BrokenLink['reason'], string> = {
  'hash-mismatch': "the stored hash does not cover the event's content: the event was changed after it was appended",
  'prev-hash-mismatch': 'the event does not link to the hash of the event before it',
  'position-gap': 'the positions before it are not consecutive: an event is missing or out of place',
  'head-mismatch': "the stream's version and head hash are not those of its last event: events were removed or the head was changed",
};

export function describeBrokenLink(b: BrokenLink): string {
  return `stream ${b.streamId} at position ${b.streamPosition} (global position ${b.globalPosition}): ${b.reason}, ${REASONS[b.reason]}`;
}

export function formatVerifyReport(report: VerifyReport): string {
  const counted = `${report.streamsChecked} stream(s), ${report.eventsChecked} event(s)`;
  if (report.ok) return `Verified ${counted}: every hash chain holds.\n`;
  return [`Checked ${counted}: ${report.broken.length} broken hash chain(s).`, ...report.broken.map((b) => `  ${describeBrokenLink(b)}`)].join('\n') + '\n';
}

/** `arbiter verify [--json]`: recomputes every stream's hash chain; exit code 1 names each broken link. */
export const registerVerify: CommandRegistration = (program: Command) => {
  program
    .command('verify')
    .description("check every hash chain of the event store (DATABASE_URL); exit code 1 names each stream's first broken link")
    .option('--json', 'print the report as JSON')
    .action(async (options: { json?: boolean }) => {
      const config = loadCliConfig();
      // The application role reads the events; verifying changes nothing and creates no database.
      const db = createDataSource(config, 'app', 2);
      try {
        await db.initialize();
      } catch (error) {
        throw new CliError(`PostgreSQL at ${safeUrl(config.databaseUrl)}: ${(error as Error).message} (is PostgreSQL running and the database migrated? Run \`arbiter migrate\`, or set DATABASE_URL)`);
      }
      try {
        const report = await new PostgresEventStore(db).verify();
        process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatVerifyReport(report));
        if (!report.ok) process.exitCode = 1;
      } finally {
        await db.destroy();
      }
    });
};
