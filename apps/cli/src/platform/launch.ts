import { join } from 'node:path';
import { CliError } from '../cli-error';
import { ChildApp } from './child-app';
import { ensureDatabaseReady, ensureRedisReady, loadCliConfig } from './preflight';

/** Built entry points, relative to this file in dist/apps/cli/src/platform. */
const ENTRIES = { api: join(__dirname, '../../../api/src/main.js'), worker: join(__dirname, '../../../worker/src/main.js') };

export interface RunningPlatform {
  /** The api's address, without a trailing slash. */
  readonly url: string;
  /** Settles when either app exits on its own (not after `stop`). */
  readonly died: Promise<{ app: string; code: number | null }>;
  /** Stops both apps; true once a stop has begun (by a signal or a caller). */
  stop(): Promise<void>;
  readonly stopping: boolean;
}

/**
 * Prepares the database and Redis, then runs api and worker as child processes of the built
 * dist; SIGINT/SIGTERM stop both and exit. Shared by `arbiter start` and `arbiter demo`.
 */
export async function launchPlatform(port?: string, options: { quiet?: boolean } = {}): Promise<RunningPlatform> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...(port ? { PORT: port } : {}) };
  // The demo prints its own progress; a request log line per bot action would drown it.
  if (options.quiet && !env.LOG_LEVEL) env.LOG_LEVEL = 'warn';
  const config = loadCliConfig(env);
  await ensureDatabaseReady(config);
  await ensureRedisReady(config);

  const apps = [new ChildApp('worker', ENTRIES.worker, env), new ChildApp('api', ENTRIES.api, env)];
  let stopping = false;
  const stop = async (): Promise<void> => {
    stopping = true;
    await Promise.all(apps.map((a) => a.stop()));
  };
  const onSignal = (signal: string) => {
    if (stopping) return;
    process.stdout.write(`Arbiter is stopping (${signal})\n`);
    void stop().then(() => process.exit(0));
  };
  process.once('SIGINT', () => onSignal('SIGINT'));
  process.once('SIGTERM', () => onSignal('SIGTERM'));

  let url: string;
  try {
    const ready = await Promise.all(apps.map((a) => a.ready));
    url = ready.find((m) => m.app === 'api')?.url ?? `http://${config.host}:${config.port}`;
  } catch (error) {
    await stop();
    throw new CliError(`could not start: ${(error as Error).message}`, 1);
  }
  const died = Promise.race(apps.map((a) => a.exited.then((code) => ({ app: a.name, code }))));
  return {
    url: url.replace(/\/$/, ''),
    died,
    stop,
    get stopping() {
      return stopping;
    },
  };
}

/** Waits for an app to die on its own, then stops the other and reports it. */
export async function superviseUntilDeath(platform: RunningPlatform): Promise<void> {
  const died = await platform.died;
  if (platform.stopping) return;
  await platform.stop();
  throw new CliError(`${died.app} stopped unexpectedly (exit code ${died.code}); stopped the platform`, 1);
}
