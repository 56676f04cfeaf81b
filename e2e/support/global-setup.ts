import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@puhuo/server/src/config.ts';
import { type RunningServer, startServer } from '@puhuo/server/src/server.ts';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;
let dataDir: string | undefined;

/** One real server (embedded database, fresh data dir, small catalogue) for every journey. */
export async function setup(project: TestProject): Promise<void> {
  dataDir = mkdtempSync(path.join(tmpdir(), 'puhuo-e2e-'));
  const config = loadConfig({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seedGoods: 240,
    logLevel: 'warn',
    databaseUrl: undefined,
  });
  // no scheduled 1688 cache runs: journeys count and pick goods of a catalogue that holds still
  server = await startServer({ ...config, alibabaSync: { ...config.alibabaSync, pages: 0 } });
  project.provide('baseUrl', server.url.replace('localhost', '127.0.0.1'));
}

export async function teardown(): Promise<void> {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
