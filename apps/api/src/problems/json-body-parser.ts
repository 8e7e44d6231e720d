import { BadRequestException } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_JSON_DEPTH, tooDeepAt, unstorableText } from './json-text-check';

/** Malformed JSON gets its own stable code rather than a generic 400. */
export class MalformedJsonException extends BadRequestException {
  constructor(reason: string) {
    super({ code: 'request/malformed-json', message: `request body is not valid JSON: ${reason}` });
  }
}

/** Valid JSON that the api still cannot take: too deep, or text that is not storable. */
export class UnreadableJsonException extends BadRequestException {
  constructor(code: string, message: string) {
    super({ code, message });
  }
}

/** Replaces Fastify's JSON parser so a parse failure reaches the problem-details filter typed. */
export function useJsonBodyParser(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    const deep = tooDeepAt(text);
    if (deep !== undefined) return done(new UnreadableJsonException('request/too-deep', `request body nests deeper than ${MAX_JSON_DEPTH} levels (at character ${deep}); no request of this api does`), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return done(new MalformedJsonException((error as Error).message), undefined);
    }
    const unstorable = unstorableText(value);
    if (unstorable) return done(new UnreadableJsonException('request/invalid-text', `request body: ${unstorable}`), undefined);
    done(null, value);
  });
}
