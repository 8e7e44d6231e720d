import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The PostgreSQL server binaries of the newest installed version (Debian's layout), if any. */
function serverBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : undefined;
}

/**
 * A PostgreSQL cluster of its own (initdb into a temporary directory, its own port), so a chaos
 * run may restart it without disturbing anyone else's database. As root, the server runs as the
 * `postgres` user, as PostgreSQL requires.
 */
export class PrivatePostgres {
  private readonly bin: string;
  private readonly dir: string;
  readonly port: number;

  private constructor(bin: string, port: number) {
    this.bin = bin;
    this.port = port;
    this.dir = mkdtempSync(join(tmpdir(), 'arbiter-chaos-pg-'));
  }

  /** A new cluster, or undefined when no server binaries are installed here. */
  static create(port: number): PrivatePostgres | undefined {
    const bin = serverBin();
    return bin ? new PrivatePostgres(bin, port) : undefined;
  }

  /** `postgres://postgres@127.0.0.1:<port>/<database>` (trust authentication on the loopback). */
  url(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private run(tool: string, args: string[]): void {
    const asPostgres = process.getuid?.() === 0;
    const [command, argv] = asPostgres ? ['runuser', ['-u', 'postgres', '--', join(this.bin, tool), ...args]] : [join(this.bin, tool), args];
    execFileSync(command, argv, { stdio: 'ignore' });
  }

  init(): void {
    if (process.getuid?.() === 0) {
      const { uid, gid } = userIds('postgres');
      chownSync(this.dir, uid, gid);
      chmodSync(this.dir, 0o700);
    }
    this.run('initdb', ['-D', join(this.dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }

  start(): void {
    // fsync off: a test cluster; a crash of the server process (immediate stop) still recovers from its WAL.
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-o', options, '-l', join(this.dir, 'server.log'), '-w', '-t', '60', 'start']);
  }

  /** `immediate`: the server stops as if it crashed (recovery on the next start); `fast`: a clean shutdown. */
  stop(mode: 'immediate' | 'fast' = 'fast'): void {
    this.run('pg_ctl', ['-D', join(this.dir, 'data'), '-m', mode, '-w', '-t', '60', 'stop']);
  }

  destroy(): void {
    try {
      this.stop('immediate');
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}
