import 'reflect-metadata';
import { loadConfig, prepareDatabase } from '@arbiter/event-store';
import { createWorker } from './create-worker';

async function main(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config);
  const worker = await createWorker(config);
  worker.enableShutdownHooks();
  process.send?.({ type: 'ready', app: 'worker' });
}

main().catch((error) => {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', name: 'worker', msg: String(error?.stack ?? error) })}\n`);
  process.exit(1);
});
