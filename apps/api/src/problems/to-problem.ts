import { HttpException } from '@nestjs/common';
import type { Problem } from '@arbiter/api-contract';
import { EventStoreError, ValidationError } from '@arbiter/event-store';
import { problem } from './problem';
import { RequestValidationException } from './request-validation.exception';

/** Fastify's own errors (body parsing, limits) carry a status and an FST_ code. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request/malformed-json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request/malformed-json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request/body-too-large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request/unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request/invalid-content-length',
  FST_ERR_BAD_URL: 'request/bad-url',
  FST_ERR_MAX_PARAM_LENGTH: 'request/uri-too-long',
};

/** Words for the router's own refusals, whose messages repeat the whole path. */
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The path holds a malformed percent-encoding (such as "%zz" or a lone "%").',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is longer than any id this api uses (at most 100 characters).',
};

const tooLarge = (limit: number): string => `The request body is larger than ${limit} bytes, the most this route reads; nothing was read or stored.`;

function httpCode(status: number): string {
  if (status === 404) return 'http/not-found';
  if (status === 413) return 'request/body-too-large';
  return `http/${status}`;
}

/** Maps anything thrown to a problem; unknown errors become a bare 500 that leaks nothing. */
export function toProblem(error: unknown, instance: string, bodyLimit: number, method = 'GET'): { problem: Problem; unexpected: boolean } {
  // A read by an id no stream can have names nothing (an append with one stays a refused append).
  if (error instanceof ValidationError && error.field === 'streamId' && (method === 'GET' || method === 'HEAD')) {
    return { problem: problem(404, 'request/unknown-id', `Nothing has this id: ids are 1–200 letters, digits and . _ : @ - (${error.message}).`, { instance }), unexpected: false };
  }
  if (error instanceof EventStoreError) {
    return { problem: problem(error.status, error.code, error.message, { ...error.details, instance }), unexpected: false };
  }
  if (error instanceof RequestValidationException) {
    return { problem: problem(400, 'request/validation', error.message, { errors: error.fields, instance }), unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const fields = typeof body === 'object' && body ? (body as Record<string, unknown>) : {};
    const code = 'code' in fields ? String(fields.code) : httpCode(status);
    // A refusal's own fields (rule, seq, violations …) reach the client; a 5xx never shows its body.
    const { statusCode: _s, error: _e, message, code: _c, ...extensions } = status < 500 ? fields : {};
    const detail = status === 413 ? tooLarge(bodyLimit) : typeof message === 'string' ? message : error.message;
    const extra = status === 413 ? { limitBytes: bodyLimit } : {};
    return { problem: problem(status, code, detail, { ...extensions, ...extra, instance }), unexpected: status >= 500 };
  }
  const fastify = error as { code?: string; statusCode?: number; message?: string };
  if (fastify?.code && FASTIFY_CODES[fastify.code] && fastify.statusCode) {
    const extra = fastify.statusCode === 413 ? { limitBytes: bodyLimit } : {};
    const detail = fastify.statusCode === 413 ? tooLarge(bodyLimit) : FASTIFY_DETAILS[fastify.code] ?? String(fastify.message);
    return { problem: problem(fastify.statusCode, FASTIFY_CODES[fastify.code], detail, { ...extra, instance }), unexpected: false };
  }
  if (fastify?.statusCode && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    return { problem: problem(fastify.statusCode, httpCode(fastify.statusCode), String(fastify.message), { instance }), unexpected: false };
  }
  return { problem: problem(500, 'internal/unexpected', 'An unexpected error occurred; it has been logged.', { instance }), unexpected: true };
}
