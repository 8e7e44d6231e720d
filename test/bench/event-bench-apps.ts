import { ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MemoryAnswer } from './event-bench-child';

export interface Memory {
  /** Resident set now and at its peak (Linux `VmHWM`; NaN elsewhere), in bytes. */
  rss: number;
  peakRss: number;
  /** The V8 heap in use after a full collection: what the process holds. */
  heapUsed: number;
}

/** The resident set's peak so far, from /proc (the only place the kernel keeps it). */
function peakRssOf(pid: number): number {
  try {
    const kb = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The built api or worker in a process of its own, as `npm start` runs it, whose memory the bench can read. */
export class AppProcess {
  private readonly child: ChildProcess;
  readonly ready: Promise<{ url?: string }>;
  private readonly exited: Promise<number | null>;
  private stderr = '';

  constructor(readonly name: 'api' | 'worker', env: NodeJS.ProcessEnv, execArgv: string[] = []) {
    this.child = fork(join(__dirname, 'event-bench-child.js'), [name], { env, execArgv: ['--expose-gc', ...execArgv], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => (this.stderr = (this.stderr + chunk).slice(-4000)));
    this.exited = new Promise((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.ready = new Promise((resolve, reject) => {
      const onMessage = (m: { type?: string; url?: string }) => {
        if (m?.type !== 'ready') return;
        this.child.off('message', onMessage);
        resolve(m);
      };
      this.child.on('message', onMessage);
      void this.exited.then((code) => reject(new Error(`${name} exited (code ${code}) before it was ready: ${this.stderr.trim()}`)));
    });
  }

  memory(): Promise<Memory> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not answer a memory question within 30 s`)), 30_000);
      const onMessage = (m: MemoryAnswer) => {
        if (m?.type !== 'memory') return;
        clearTimeout(timer);
        this.child.off('message', onMessage);
        resolve({ rss: m.rss, peakRss: peakRssOf(this.child.pid!), heapUsed: m.heapUsed });
      };
      this.child.on('message', onMessage);
      this.child.send({ type: 'memory' });
    });
  }

  /** SIGTERM (the apps close their queues and pools on it), then SIGKILL after 10 s. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await this.exited;
    clearTimeout(timer);
  }
}
