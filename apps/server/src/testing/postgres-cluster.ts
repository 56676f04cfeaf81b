import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process.ts';

const run = promisify(execFile);

/** the newest PostgreSQL installed from Debian's packages */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const version = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  return path.join(root, version, 'bin');
}

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port), to stop and start under a
 * running server as an operator or a failover would. PostgreSQL refuses to run as root: as root the
 * cluster runs as the `postgres` user.
 */
export class PostgresCluster {
  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<PostgresCluster> {
    const dir = mkdtempSync(path.join(tmpdir(), 'puhuo-pgfault-'));
    const asRoot = userInfo().uid === 0;
    if (asRoot) {
      const { stdout } = await run('id', ['-u', 'postgres']);
      const uid = Number(stdout.trim());
      const { stdout: gid } = await run('id', ['-g', 'postgres']);
      chownSync(dir, uid, Number(gid.trim()));
    }
    const cluster = new PostgresCluster(dir, await freePort());
    await cluster.pg('initdb', ['-D', cluster.dataDir, '-A', 'trust', '-U', 'root', '--no-sync', '-E', 'UTF8']);
    await cluster.start();
    return cluster;
  }

  get url(): string {
    return `postgres://root@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, 'data');
  }

  async start(): Promise<void> {
    await this.pg('pg_ctl', [
      '-D',
      this.dataDir,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      '-o',
      `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  }

  /** fast: clients are told and disconnected; immediate: the server is gone at once, as in a crash */
  async stop(mode: 'fast' | 'immediate'): Promise<void> {
    await this.pg('pg_ctl', ['-D', this.dataDir, '-m', mode, '-w', 'stop']);
  }

  async destroy(): Promise<void> {
    await this.stop('immediate').catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async pg(command: string, args: string[]): Promise<void> {
    const binary = path.join(binDir(), command);
    if (userInfo().uid === 0) await run('runuser', ['-u', 'postgres', '--', binary, ...args]);
    else await run(binary, args);
  }
}
