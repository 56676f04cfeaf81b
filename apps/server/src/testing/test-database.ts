import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.ts';

/** Where the test run's global setup left a migrated PGlite data directory (database-template.setup.ts). */
export const PGLITE_TEMPLATE_ENV = 'PUHUO_TEST_PGLITE_TEMPLATE';
/** The migrated database on the server of DATABASE_URL that the run's global setup made (its name). */
export const PG_TEMPLATE_ENV = 'PUHUO_TEST_PG_TEMPLATE';

let template: Blob | undefined;

/** The run's migrated data directory, read once per process; none outside a run that made one. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!template && file && existsSync(file)) template = new Blob([readFileSync(file)]);
  return template;
}

/**
 * A fresh, empty PostgreSQL database on the server of DATABASE_URL for a process of the product
 * under test (undefined when DATABASE_URL is unset: the process then uses PGlite).
 */
export async function createThrowawayDatabase(
  prefix = 'puhuo_test',
  serverUrl: string | undefined = process.env.DATABASE_URL,
  template?: string,
): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropThrowawayDatabase(
  url: string | undefined,
  serverUrl: string | undefined = process.env.DATABASE_URL,
): Promise<void> {
  if (!url || !serverUrl) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`);
  await admin.end();
}

/**
 * A database of its own for one test file: in-memory PGlite by default, or a fresh PostgreSQL
 * database on the server of DATABASE_URL (dropped again on close) when that is set.
 */
export async function openTestDatabase(): Promise<Database> {
  // a copy of the run's migrated database when there is one (outside a vitest run, an empty one)
  const url = await createThrowawayDatabase('puhuo_test', process.env.DATABASE_URL, process.env[PG_TEMPLATE_ENV]);
  if (!url) return openDatabase({ pgliteTemplate: pgliteTemplate() });
  const database = await openDatabase({ url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await dropThrowawayDatabase(url);
    },
  };
}
