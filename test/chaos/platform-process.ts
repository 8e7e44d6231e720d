import { ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

/** The built entry points (npm run build), from dist/test/chaos or test/chaos alike. */
const ROOT = join(__dirname, __dirname.includes(`${join('dist', 'test')}`) ? '../../..' : '../..');
export const ENTRIES = { api: join(ROOT, 'dist/apps/api/src/main.js'), worker: join(ROOT, 'dist/apps/worker/src/main.js') } as const;

/**
 * An api or worker process that the chaos run kills with SIGKILL and starts again. `start`
 * retries until the process reports ready: while PostgreSQL is down a new process exits at once.
 */
export class PlatformProcess {
  private child: ChildProcess | undefined;
  /** Set while the run itself ends the process (a kill or the final stop). */
  private ending = false;
  private stopped = false;
  starts = 0;
  kills = 0;
  /** Exits nobody asked for, after the process was ready (each started again, as a supervisor would). */
  crashes = 0;

  constructor(readonly name: string, private readonly entry: string, private readonly env: NodeJS.ProcessEnv, private readonly output: (line: string) => void) {}

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  async start(deadlineMs = 120_000): Promise<void> {
    const end = Date.now() + deadlineMs;
    for (;;) {
      try {
        await this.startOnce();
        return;
      } catch (error) {
        if (Date.now() > end) throw new Error(`${this.name} did not start within ${deadlineMs / 1000} s: ${(error as Error).message}`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
  }

  private startOnce(): Promise<void> {
    this.starts++;
    this.ending = false;
    const child = fork(this.entry, [], { env: this.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    this.child = child;
    const relay = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) this.output(`${this.name}: ${line}`);
    };
    child.stdout?.on('data', relay);
    child.stderr?.on('data', relay);
    return new Promise((resolve, reject) => {
      child.on('message', (m: { type?: string }) => {
        if (m?.type !== 'ready') return;
        child.once('exit', (code, signal) => this.exitedOnItsOwn(child, signal ?? code));
        resolve();
      });
      child.once('exit', (code, signal) => reject(new Error(`${this.name} exited (${signal ?? code}) before it was ready`)));
    });
  }

  private exitedOnItsOwn(child: ChildProcess, how: string | number | null): void {
    if (this.child !== child || this.ending || this.stopped) return;
    this.crashes++;
    this.output(`${this.name} exited on its own (${how}); starting it again`);
    void this.start().catch((error: Error) => this.output(`${this.name} did not start again: ${error.message}`));
  }

  /** kill -9: no shutdown hook runs, jobs in hand are left to BullMQ's stalled-job check. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    this.ending = true;
    this.kills++;
    await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGKILL'); });
  }

  /** SIGTERM (shutdown hooks run), SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopped = true;
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
}
