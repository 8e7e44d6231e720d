import { ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (d) => { socket.destroy(); resolve(d.toString().startsWith('+PONG')); });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A `redis-server` of its own, without persistence: a restart comes back empty, as a Redis
 * without an append-only file does after a crash. Nobody else's queues are on it.
 */
export class PrivateRedis {
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
    const end = Date.now() + 10_000;
    while (!(await answers(this.port))) {
      if (Date.now() > end) throw new Error(`redis-server on port ${this.port} did not answer within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** SIGKILL: every key is lost. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGKILL'); });
  }
}
