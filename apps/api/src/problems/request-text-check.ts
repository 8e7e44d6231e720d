import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { UnreadableJsonException } from './json-body-parser';
import { unstorableText } from './json-text-check';
import { sendProblem } from './problem-details.filter';

/**
 * Path segments and query values reach SQL as text: one holding U+0000 or a lone surrogate
 * is refused here, naming it, before any handler runs (PostgreSQL would fail on it).
 */
export function useRequestTextCheck(app: NestFastifyApplication, logger: Logger, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('preValidation', async (request, reply) => {
    const where = unstorableText({ path: request.params ?? {}, query: request.query ?? {} });
    if (!where) return;
    sendProblem(new UnreadableJsonException('request/invalid-text', `request ${where}`), request, reply, logger, bodyLimit);
    return reply;
  });
}
