import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// the server's sources this file reaches through its test helpers rely on the Fastify type augmentations
// that the app's modules declare: the type-only import brings them into the typecheck (nothing at runtime)
import type {} from '@puhuo/server/src/app.ts';
import { freePort, type ServerProcess, startServerProcess } from '@puhuo/server/src/testing/server-process.ts';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@puhuo/server/src/testing/test-database.ts';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per test worker, in the order of the workers' pool ids */
    baseUrls: string[];
  }
}

interface Instance {
  server?: ServerProcess;
  dataDir: string;
  databaseUrl?: string;
}

const instances: Instance[] = [];

/**
 * One real server (fresh data dir, small catalogue) for each test worker, each in a process of its own
 * (the product's main.ts, as a user runs it): on the embedded database, or with E2E_DATABASE_URL on a
 * fresh database of that PostgreSQL server (dropped afterwards). A worker runs its files one after
 * another against its own server, so files of different workers never share an account, a cart or a
 * session.
 */
export async function setup(project: TestProject): Promise<void> {
  const urls = await Promise.all(Array.from({ length: e2eWorkers() }, startInstance));
  project.provide('baseUrls', urls);
}

async function startInstance(): Promise<string> {
  const instance: Instance = { dataDir: mkdtempSync(path.join(tmpdir(), 'puhuo-e2e-')) };
  instances.push(instance);
  instance.databaseUrl = await createThrowawayDatabase('puhuo_e2e', process.env.E2E_DATABASE_URL);
  // the server must know its own address before it starts (PUBLIC_URL: QR codes, OAuth callbacks,
  // the refresh grant's same-origin check): a port picked now, not port 0; the address the browser
  // uses is the server's public address: same origin for every cookie and check
  const port = await freePort();
  instance.server = await startServerProcess({
    APP_MODE: 'demo',
    PORT: String(port),
    DATA_DIR: instance.dataDir,
    SEED_GOODS: '240',
    DATABASE_URL: instance.databaseUrl ?? '',
    // every journey comes from 127.0.0.1 and several sign in as the one demo account: the per-address
    // and per-account sign-in limits would refuse the suite itself (limits have their own server tests)
    ABUSE_LIMITS: 'off',
    // no scheduled 1688 cache runs: journeys count and pick goods of a catalogue that holds still
    ALIBABA_SYNC_PAGES: '0',
  });
  return instance.server.url;
}

export async function teardown(): Promise<void> {
  await Promise.all(
    instances.map(async (instance) => {
      await instance.server?.stop();
      await dropThrowawayDatabase(instance.databaseUrl, process.env.E2E_DATABASE_URL);
      rmSync(instance.dataDir, { recursive: true, force: true });
    }),
  );
}
