import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@puhuo/server/src/config.ts';
import { type RunningServer, startServer } from '@puhuo/server/src/server.ts';
import { freePort } from '@puhuo/server/src/testing/server-process.ts';
import { createThrowawayDatabase, dropThrowawayDatabase } from '@puhuo/server/src/testing/test-database.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let dataDir: string | undefined;
let databaseUrl: string | undefined;

/**
 * One real server (fresh data dir, small catalogue) for every journey: on the embedded database, or
 * with E2E_DATABASE_URL on a fresh database of that PostgreSQL server (dropped afterwards).
 */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-e2e-'));
  databaseUrl = await createThrowawayDatabase('puhuo_e2e', process.env.E2E_DATABASE_URL);
  // the server must know its own address before it starts (PUBLIC_URL: QR codes, OAuth callbacks,
  // the refresh grant's same-origin check): a port picked now, not port 0
  const port = await freePort();
  // the address the browser uses is the server's public address: same origin for every cookie and check
  const publicUrl = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    mode: 'demo',
    port,
    host: '127.0.0.1',
    publicUrl,
    dataDir,
    seedGoods: 240,
    logLevel: 'warn',
    databaseUrl,
    // every journey comes from 127.0.0.1 and several sign in as the one demo account: the per-address
    // and per-account sign-in limits would refuse the suite itself (limits have their own server tests)
    abuseLimits: false,
  });
  // no scheduled 1688 cache runs: journeys count and pick goods of a catalogue that holds still
  server = await startServer({ ...config, alibabaSync: { ...config.alibabaSync, pages: 0 } });
  project.provide('baseUrl', publicUrl);
}

export async function teardown(): Promise<void> {
  await server?.stop();
  await dropThrowawayDatabase(databaseUrl, process.env.E2E_DATABASE_URL);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
