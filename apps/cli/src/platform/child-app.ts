import { ChildProcess, fork } from 'node:child_process';

export interface ReadyMessage {
  type: 'ready';
  app: string;
  url?: string;
}

/** A platform process (api or worker) run from the built dist, reporting readiness over IPC. */
export class ChildApp {
  readonly process: ChildProcess;
  readonly ready: Promise<ReadyMessage>;
  readonly exited: Promise<number | null>;

  constructor(readonly name: string, entry: string, env: NodeJS.ProcessEnv) {
    this.process = fork(entry, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.exited = new Promise((resolve) => this.process.once('exit', (code) => resolve(code)));
    this.ready = new Promise((resolve, reject) => {
      this.process.on('message', (m: ReadyMessage) => m?.type === 'ready' && resolve(m));
      void this.exited.then((code) => reject(new Error(`${name} exited with code ${code} before it was ready`)));
    });
  }

  /** SIGTERM, then SIGKILL if it has not finished within `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) return;
    this.process.kill('SIGTERM');
    const timer = setTimeout(() => this.process.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}
