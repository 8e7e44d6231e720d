import { BadRequestException } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Malformed JSON gets its own stable code rather than a generic 400. */
export class MalformedJsonException extends BadRequestException {
  constructor(reason: string) {
    super({ code: 'request/malformed-json', message: `request body is not valid JSON: ${reason}` });
  }
}

/** Replaces Fastify's JSON parser so a parse failure reaches the problem-details filter typed. */
export function useJsonBodyParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch (error) {
      done(new MalformedJsonException((error as Error).message), undefined);
    }
  });
}
