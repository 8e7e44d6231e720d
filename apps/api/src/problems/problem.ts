import type { Problem } from '@arbiter/api-contract';

const TITLES: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 405: 'Method Not Allowed',
  409: 'Conflict', 413: 'Payload Too Large', 414: 'URI Too Long', 415: 'Unsupported Media Type', 422: 'Unprocessable Entity',
  429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

export function problem(status: number, code: string, detail: string, extensions: Record<string, unknown> = {}): Problem {
  return { type: `urn:arbiter:problem:${code}`, title: TITLES[status] ?? 'Error', status, detail, code, ...extensions };
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
