import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { chartJsDir, dashboardDir, isDashboardPage } from './dashboard-files';

/**
 * Serves the built dashboard at `/`: its files, Chart.js under /vendor/, and index.html for
 * the dashboard's own page paths (history routing). Anything else — unknown paths, /api,
 * /docs, /admin, /health — reaches the api's routes and its 404 problem details. Registered
 * before the app initialises (like the queues board) so the api's error handling covers it.
 */
export async function mountDashboard(app: NestFastifyApplication, logger: Logger): Promise<void> {
  const root = dashboardDir();
  if (!existsSync(join(root, 'index.html'))) {
    logger.warn(`no dashboard at ${root}: run "npm run build" to build it`);
    return;
  }
  await app.register(async (scope: FastifyInstance) => serveDashboard(scope, root));
}

async function serveDashboard(scope: FastifyInstance, root: string): Promise<void> {
  // The files are not content-hashed: browsers revalidate (ETag) instead of caching blindly.
  const revalidate = (reply: FastifyReply): void => void reply.header('cache-control', 'no-cache');
  // wildcard: false registers one route per built file, leaving page paths to the routes below.
  await scope.register(fastifyStatic, { root, wildcard: false, cacheControl: false, setHeaders: revalidate });
  const vendor = chartJsDir();
  scope.get('/vendor/chart.umd.min.js', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').sendFile('chart.umd.min.js', vendor));
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    if (!isDashboardPage(request.url.split('?')[0])) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  };
  for (const path of ['/signin', '/signup', '/me', '/new', '/seat', '/invitations/*']) scope.get(path, page);
  scope.get('/tournaments', page);
  scope.get('/tournaments/*', page);
}
