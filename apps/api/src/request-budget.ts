import { NestFastifyApplication } from '@nestjs/platform-fastify';

/** A JSON command is small: a deck of a few hundred cards, a report, a name. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** Routes that take files (a players CSV, a match log, internal appends) keep the api's BODY_LIMIT. */
const FILE_ROUTES = [/\/players\/import$/, /\/matches\/:matchId\/logs$/, /^\/internal\//, /^\/api\/streams\//];

/**
 * Each route reads at most what it needs before any work is done: BODY_LIMIT for file uploads,
 * the smaller of BODY_LIMIT and JSON_BODY_LIMIT for every other body. Set as routes register,
 * so it must run before the app initialises.
 */
export function useRequestBudget(app: NestFastifyApplication, bodyLimit: number): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined || FILE_ROUTES.some((pattern) => pattern.test(route.url))) return;
    route.bodyLimit = Math.min(bodyLimit, JSON_BODY_LIMIT);
  });
}
