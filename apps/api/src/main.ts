import 'reflect-metadata';
import { loadConfig, prepareDatabase } from '@arbiter/event-store';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  await prepareDatabase(config);
  const app = await createApp(config);
  app.enableShutdownHooks();
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  process.send?.({ type: 'ready', app: 'api', url });
}

main().catch((error) => {
  process.stderr.write(`${JSON.stringify({ level: 'fatal', name: 'api', msg: String(error?.stack ?? error) })}\n`);
  process.exit(1);
});
