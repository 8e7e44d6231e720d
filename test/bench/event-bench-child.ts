/**
 * The entry of an app process of `bench:event`: runs the built api or worker as `npm start`
 * does, and answers the bench's memory questions over the IPC channel (after a full GC when
 * the process was started with --expose-gc, so the figure is what the process holds).
 */
import { join } from 'node:path';

const ENTRIES: Record<string, string> = {
  api: join(__dirname, '../../apps/api/src/main.js'),
  worker: join(__dirname, '../../apps/worker/src/main.js'),
};

export interface MemoryAnswer {
  type: 'memory';
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

const app = process.argv[2];
const entry = ENTRIES[app];
if (!entry) {
  process.stderr.write(`event-bench-child: the app must be "api" or "worker", got "${app}"\n`);
  process.exit(2);
}

process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const answer: MemoryAnswer = { type: 'memory', ...process.memoryUsage() };
  process.send?.(answer);
});

require(entry);
