import { Command } from 'commander';
import { launchPlatform, superviseUntilDeath } from '../platform/launch';
import { CommandRegistration } from '../program';

/**
 * `arbiter start` (= `npm start`): prepares the database, then runs api and worker as child
 * processes until SIGINT/SIGTERM, and stops both if either dies.
 */
export const registerStart: CommandRegistration = (program: Command) => {
  program
    .command('start')
    .description('run the platform (api + worker); creates the database and runs migrations first')
    .option('-p, --port <port>', 'HTTP port (default: PORT or 3000)')
    .action(async (options: { port?: string }) => {
      const platform = await launchPlatform(options.port);
      process.stdout.write(`Arbiter is running at ${platform.url} (dashboard /, API docs /docs, queues /admin/queues)\n`);
      await superviseUntilDeath(platform);
    });
};
