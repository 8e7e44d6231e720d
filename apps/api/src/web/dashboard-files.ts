import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Paths the api answers itself: the dashboard's fallback never serves its page for them. */
export const SERVER_PATHS = /^\/(api|docs|admin|health|internal)(\/|$)/;

/** The nearest directory above `from` holding package.json: the repository root, from source or from dist/. */
export function repoRoot(from = __dirname): string {
  let dir = resolve(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** Where `npm run build` puts the dashboard (dist/web), unless ARBITER_WEB_DIR says otherwise. */
export function dashboardDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.ARBITER_WEB_DIR ? resolve(env.ARBITER_WEB_DIR) : join(repoRoot(), 'dist', 'web');
}

/** Chart.js's browser build (UMD), served to the metagame page as /vendor/chart.umd.min.js. */
export function chartJsDir(): string {
  return dirname(require.resolve('chart.js')); // …/chart.js/dist (its exports map hides the UMD file's subpath)
}

/**
 * Whether a GET for `pathname` is a dashboard page (answered with index.html): the
 * tournament pages the dashboard routes, never a file name (a missing `/x.js` is a 404).
 */
/** The dashboard's page paths: tournaments, and the account pages (sign-in, profile, new event, invitation and seat links). */
const DASHBOARD_PATHS = /^\/(tournaments(\/|$)|(signin|signup|me|new|seat)\/?$|invitations\/[^/]+\/?$)/;

export function isDashboardPage(pathname: string): boolean {
  if (SERVER_PATHS.test(pathname)) return false;
  if (!DASHBOARD_PATHS.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last);
}
