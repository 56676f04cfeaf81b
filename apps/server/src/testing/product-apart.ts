import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type RunningSandbox, startPlatformSandbox } from '@puhuo/platforms';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNT } from '../modules/identity/index.ts';
import { HttpDistributor } from './http-distributor.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { createThrowawayDatabase, dropThrowawayDatabase } from './test-database.ts';

/** The product in a process of its own, beside a platform sandbox that outlives it: for crash and restart tests. */
export interface ProductApart {
  /** the sales platforms' sandbox, running apart as the real platforms do */
  readonly sandbox: RunningSandbox;
  /** starts the product (again, after a crash) on the same data and database, with its workers */
  start(): Promise<ServerProcess>;
  /** the demo distributor signed in to the product at `url` */
  login(url: string): Promise<HttpDistributor>;
}

/**
 * Registers the file's set-up and tear-down: a data directory, the sandbox, a throwaway database named
 * after `name` (on PostgreSQL), and stopping whatever product `start` left running.
 */
export function productApart(name: string): ProductApart {
  let sandbox: RunningSandbox | undefined;
  let dataDir = '';
  let databaseUrl: string | undefined;
  let server: ServerProcess | undefined;
  const running = () => {
    if (!sandbox) throw new Error('the sandbox starts in beforeAll');
    return sandbox;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `puhuo-${name}-`));
    sandbox = await startPlatformSandbox({ dataDir: path.join(dataDir, 'sandbox') });
    databaseUrl = await createThrowawayDatabase(`puhuo_${name.replaceAll('-', '_')}`);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
    await dropThrowawayDatabase(databaseUrl);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    get sandbox() {
      return running();
    },
    async start() {
      server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        SEED_GOODS: '60',
        PLATFORM_SANDBOX: running().url,
        RUN_WORKERS: 'true',
      });
      return server;
    },
    login: (url) =>
      HttpDistributor.login(url, DEMO_ACCOUNT.userName, DEMO_ACCOUNT.password, { sandboxUrl: running().url }),
  };
}
