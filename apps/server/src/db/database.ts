import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface SqlResult<Row = Record<string, unknown>> {
  rows: Row[];
}

/** The database the product runs on: embedded PGlite or a PostgreSQL server. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** raw parameterised SQL, used by the job queue and benchmarks */
  executeSql<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<SqlResult<Row>>;
  /** PostgreSQL connection string for components that open their own pool */
  connectionString: string | undefined;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary key shared by every instance so only one applies migrations at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; PGlite when absent */
  url?: string;
  /** PGlite data directory; in memory when absent */
  dataDir?: string;
  poolSize?: number;
  /** sees every statement Drizzle sends (benchmarks capture the SQL they replay) */
  logger?: Logger;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.logger)
    : openPglite(options.dataDir, options.logger);
}

async function openPglite(dataDir: string | undefined, logger: Logger | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    // large catalogues need more than the default heap
    initialMemory: 256 * 1024 * 1024,
  });
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    connectionString: undefined,
    async executeSql<Row>(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query<Row>(text, values);
        return { rows: result.rows };
      }
      // statements without parameters may hold several commands (pg-boss installs its schema so)
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    },
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number, logger: Logger | undefined): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error' on
  // the pool: without a listener it would take the process down. The pool discards that connection and
  // opens another for the next query; a query in flight gets its own error.
  pool.on('error', () => {});
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    async executeSql<Row>(text: string, values?: unknown[]) {
      const result = await pool.query(text, values);
      return { rows: result.rows as Row[] };
    },
    async close() {
      await pool.end();
    },
  };
}
