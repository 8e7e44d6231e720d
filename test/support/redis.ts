import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import Redis from 'ioredis';
import { join } from 'node:path';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** A queue prefix no other test run shares, so tests can use the shared Redis side by side. */
export function uniqueQueuePrefix(label = 'test'): string {
  return `arbiter-${label}-${randomBytes(4).toString('hex')}`;
}

/** Removes every key under a queue prefix (what a test run left in the shared Redis). */
export async function deleteQueueKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (d) => { socket.destroy(); resolve(d.toString().startsWith('+PONG')); });
    socket.once('error', () => resolve(false));
  });
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting for redis-server');
}

/**
 * A throwaway `redis-server` on a random port that a test may stop and start at will. Like
 * production (docker/compose.yml) it keeps an append-only file, so a restart keeps its data.
 */
export class ThrowawayRedis {
  readonly port = 6390 + Math.floor(Math.random() * 2000);
  private readonly dir = mkdtempSync(join(tmpdir(), 'arbiter-redis-'));
  private process: ChildProcess | undefined;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn('redis-server', [
      '--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--dir', this.dir,
      '--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction',
    ], { stdio: 'ignore' });
    await until(() => answers(this.port), 10_000);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });
  }

  /** Stops the server and removes its files. */
  async destroy(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
