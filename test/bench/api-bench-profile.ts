import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Session } from 'node:inspector';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/**
 * Runs `work` under the V8 CPU profiler of this thread (the api and the worker; the load
 * generator has its own thread) when BENCH_PROFILE names this run (`actions` or `reports`):
 * the profile goes to the temporary directory (open it in Chrome's DevTools) and the functions
 * with the most self time are printed.
 */
export async function profiled<T>(run: string, work: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_PROFILE !== run) return work();
  const file = join(tmpdir(), `arbiter-api-bench-${run}.cpuprofile`);
  const label = `the ${run} run`;
  const session = new Session();
  session.connect();
  const send = (method: string, params?: object) => new Promise<any>((resolve, reject) => session.post(method, params ?? {}, (e, r) => (e ? reject(e) : resolve(r)))); // eslint-disable-line @typescript-eslint/no-explicit-any
  await send('Profiler.enable');
  await send('Profiler.start');
  const result = await work();
  const { profile } = await send('Profiler.stop');
  session.disconnect();
  writeFileSync(file, JSON.stringify(profile));
  const nodes = profile.nodes as ProfileNode[];
  const total = nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0);
  const bySite = new Map<string, number>();
  for (const node of nodes) {
    const where = node.callFrame.url.replace(/^.*\/(dist|node_modules)\//, '$1/');
    const key = `${node.callFrame.functionName || '(anonymous)'} ${where}:${node.callFrame.lineNumber + 1}`;
    bySite.set(key, (bySite.get(key) ?? 0) + (node.hitCount ?? 0));
  }
  console.log(`profile of ${label} (self time, ${total} samples) → ${file}`);
  for (const [site, hits] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${((hits / total) * 100).toFixed(1).padStart(5)}%  ${site}`);
  return result;
}
