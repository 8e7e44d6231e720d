import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { dropDatabase, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { deleteQueueKeys, TEST_REDIS_URL, uniqueQueuePrefix } from '../../../test/support/redis';

// Real databases and processes: Jest's 5 s default is too short on a loaded machine.
jest.setTimeout(120_000);

const ROOT = join(__dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('arbiter start (npm start)', () => {
  const name = `arbiter_test_${randomBytes(6).toString('hex')}`;
  const queuePrefix = uniqueQueuePrefix('start');
  afterAll(async () => {
    await dropDatabase(name);
    await deleteQueueKeys(queuePrefix);
  });

  it('creates its database, runs api and worker, prints the URL, is healthy, and stops cleanly on SIGTERM', async () => {
    expect(existsSync(join(ROOT, 'dist/apps/cli/src/main.js'))).toBe(true); // built by `npm install` (prepare)
    const port = await freePort();
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const child = spawn(process.execPath, [join(ROOT, 'bin/arbiter.js'), 'start'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url.toString(), REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: queuePrefix, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    const deadline = Date.now() + 60_000;
    while (!output.includes('Arbiter is running at') && Date.now() < deadline && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(output).toContain(`Arbiter is running at http://127.0.0.1:${port} (dashboard /, API docs /docs, queues /admin/queues)`);

    const health = await fetch(`http://127.0.0.1:${port}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', checks: { postgres: { status: 'up' }, redis: { status: 'up' }, worker: { status: 'up' } } });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  });
});
