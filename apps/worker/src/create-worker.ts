import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger, PinoNestLogger, PlatformConfig } from '@arbiter/event-store';
import type { GameRegistry } from '@arbiter/rules';
import { WorkerModule } from './worker.module';

/** The worker as a Nest application context (no HTTP): processors start with it. */
export async function createWorker(config: PlatformConfig, options: { games?: GameRegistry } = {}): Promise<INestApplicationContext> {
  const logger = createLogger(config.logLevel, 'worker');
  const worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logger, options.games), {
    logger: new PinoNestLogger(logger),
  });
  return worker;
}
