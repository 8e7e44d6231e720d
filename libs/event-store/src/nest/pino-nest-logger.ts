import { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

/** Nest's logger over the process's pino instance, so every line is JSON. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly pino: Logger) {}

  private write(level: 'info' | 'error' | 'warn' | 'debug' | 'trace', message: unknown, params: unknown[]): void {
    const context = typeof params[params.length - 1] === 'string' ? (params[params.length - 1] as string) : undefined;
    if (message instanceof Error) this.pino[level]({ context, err: message }, message.message);
    else if (typeof message === 'object' && message !== null) this.pino[level]({ context, ...message });
    else this.pino[level]({ context }, String(message));
  }

  log(message: unknown, ...params: unknown[]): void { this.write('info', message, params); }
  error(message: unknown, ...params: unknown[]): void { this.write('error', message, params); }
  warn(message: unknown, ...params: unknown[]): void { this.write('warn', message, params); }
  debug(message: unknown, ...params: unknown[]): void { this.write('debug', message, params); }
  verbose(message: unknown, ...params: unknown[]): void { this.write('trace', message, params); }
  fatal(message: unknown, ...params: unknown[]): void { this.write('error', message, params); }
}
