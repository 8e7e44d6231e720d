import { Command } from 'commander';
import { join } from 'node:path';
import { CliError } from '../cli-error';
import { ChildApp } from '../platform/child-app';
import { ensureDatabaseReady, ensureRedisReady, loadCliConfig } from '../platform/preflight';
import { CommandRegistration } from '../program';

/** Built entry points, relative to this file in dist/apps/cli/src/commands. */
const ENTRIES = { api: join(__dirname, '../../../api/src/main.js'), worker: join(__dirname, '../../../worker/src/main.js') };

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
      const env = { ...process.env, ...(options.port ? { PORT: options.port } : {}) };
      const config = loadCliConfig(env);
      await ensureDatabaseReady(config);
      await ensureRedisReady(config);

      const apps = [new ChildApp('worker', ENTRIES.worker, env), new ChildApp('api', ENTRIES.api, env)];
      const stopAll = () => Promise.all(apps.map((a) => a.stop()));
      let stopping = false;
      const shutdown = (signal: string) => {
        if (stopping) return;
        stopping = true;
        process.stdout.write(`Arbiter is stopping (${signal})\n`);
        void stopAll().then(() => process.exit(0));
      };
      process.once('SIGINT', () => shutdown('SIGINT'));
      process.once('SIGTERM', () => shutdown('SIGTERM'));

      let ready;
      try {
        ready = await Promise.all(apps.map((a) => a.ready));
      } catch (error) {
        await stopAll();
        throw new CliError(`could not start: ${(error as Error).message}`, 1);
      }
      const url = ready.find((m) => m.app === 'api')?.url ?? `http://${config.host}:${config.port}`;
      process.stdout.write(`Arbiter is running at ${url} (dashboard /, API docs /docs, queues /admin/queues)\n`);

      const died = await Promise.race(apps.map((a) => a.exited.then((code) => ({ app: a.name, code }))));
      if (stopping) return;
      stopping = true;
      await stopAll();
      throw new CliError(`${died.app} stopped unexpectedly (exit code ${died.code}); stopped the platform`, 1);
    });
};
