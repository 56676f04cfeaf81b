import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpPgliteDataDir } from '../db/database.ts';
import { PGLITE_TEMPLATE_ENV } from './test-database.ts';

let folder: string | undefined;

/**
 * Vitest global setup of the server tests: one migrated PGlite data directory for the whole run, which every
 * test file's in-memory database starts from (loading it takes about a second; creating a cluster and
 * migrating it, four to five). Each database still applies the migrations (none is left to apply).
 */
export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  folder = mkdtempSync(path.join(tmpdir(), 'puhuo-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpPgliteDataDir()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
}

export function teardown(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
}
