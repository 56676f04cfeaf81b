import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpPgliteDataDir, openDatabase } from '../db/database.ts';
import {
  createThrowawayDatabase,
  dropThrowawayDatabase,
  PG_TEMPLATE_ENV,
  PGLITE_TEMPLATE_ENV,
} from './test-database.ts';

let folder: string | undefined;
let pgTemplateUrl: string | undefined;

/**
 * Vitest global setup of the server tests: one migrated database for the whole run, which every test
 * file's database starts from. On PGlite a dumped data directory (loading it takes about a second;
 * creating a cluster and migrating it, four to five); with DATABASE_URL a migrated database on that
 * server that each file's database is created from (`create database ... template`: a fifth of the
 * time of creating an empty one and migrating it). Each database still applies the migrations (none
 * is left to apply).
 */
export async function setup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    pgTemplateUrl = await createThrowawayDatabase('puhuo_template');
    if (!pgTemplateUrl) return;
    const template = await openDatabase({ url: pgTemplateUrl, poolSize: 1 });
    await template.close();
    process.env[PG_TEMPLATE_ENV] = new URL(pgTemplateUrl).pathname.slice(1);
    return;
  }
  folder = mkdtempSync(path.join(tmpdir(), 'puhuo-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpPgliteDataDir()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
}

export async function teardown(): Promise<void> {
  if (folder) rmSync(folder, { recursive: true, force: true });
  await dropThrowawayDatabase(pgTemplateUrl);
}
