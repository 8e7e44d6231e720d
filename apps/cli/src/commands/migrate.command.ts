import { Command } from 'commander';
import { ensureDatabaseReady, loadCliConfig, safeUrl } from '../platform/preflight';
import { CommandRegistration } from '../program';

/** `arbiter migrate`: creates the database if missing and runs pending migrations as its owner. */
export const registerMigrate: CommandRegistration = (program: Command) => {
  program
    .command('migrate')
    .description('create the database if it is missing and run pending migrations (DATABASE_URL)')
    .action(async () => {
      const config = loadCliConfig();
      const ran = await ensureDatabaseReady(config);
      process.stdout.write(
        ran.length ? `Applied ${ran.length} migration(s) to ${safeUrl(config.databaseUrl)}: ${ran.join(', ')}\n` : `${safeUrl(config.databaseUrl)} is up to date\n`,
      );
    });
};
