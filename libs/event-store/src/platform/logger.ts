import pino, { Logger } from 'pino';

/** One pino instance per process: JSON lines on stdout. Fastify logs through it too. */
export function createLogger(level: string, name: string): Logger {
  return pino({ level, name, base: { pid: process.pid } });
}
export type { Logger };
