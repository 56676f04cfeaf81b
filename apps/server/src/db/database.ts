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
import { drizzleClientOf } from './pglite-drizzle-client.ts';
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
  /** one cheap statement, bounded in time: resolves when the database answers (readiness) */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Bounds on every PostgreSQL connection of the server, so that no request hangs on a database that is
 * away: a connection is given up after 3 s, a statement after 15 s (the server cancels it), and a
 * query the server does not answer at all after 20 s (the driver gives up on the socket).
 */
export const POSTGRES_TIMEOUTS = {
  connectionTimeoutMillis: 3_000,
  statement_timeout: 15_000,
  query_timeout: 20_000,
  idle_in_transaction_session_timeout: 30_000,
} as const;

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
  /**
   * an in-memory PGlite starts from this dumped data directory (`dumpPgliteDataDir`) instead of creating a
   * cluster: tests open hundreds of databases, and creating one costs seconds where loading one costs one
   */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.logger)
    : openPglite(options.dataDir, options.logger, options.pgliteTemplate);
}

/** A new in-memory PGlite database with every migration applied, as a data directory to start others from. */
export async function dumpPgliteDataDir(): Promise<Blob> {
  const client = await createPglite(undefined, undefined);
  await migratePglite(drizzlePglite(client, { schema }) as never, { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

function createPglite(dataDir: string | undefined, template: Blob | undefined): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    loadDataDir: template,
    extensions: { pg_trgm },
    // large catalogues need more than the default heap
    initialMemory: 256 * 1024 * 1024,
  });
}

async function openPglite(
  dataDir: string | undefined,
  logger: Logger | undefined,
  template: Blob | undefined,
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await createPglite(dataDir, template);
  const { drizzleClient, rawSqlOptions } = drizzleClientOf(client);
  const db = drizzlePglite({ client: drizzleClient as PGlite, schema, logger }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    connectionString: undefined,
    async ping() {
      await client.query('select 1');
    },
    async executeSql<Row>(text: string, values?: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query<Row>(text, values, rawSqlOptions);
        return { rows: result.rows };
      }
      // statements without parameters may hold several commands (pg-boss installs its schema so)
      const results = await client.exec(text, rawSqlOptions);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * A pool whose connections can die without taking the process down. The server ending a connection (a
 * restart, a failover) is an 'error' event on that client: the pool listens only while a client is idle,
 * and a client checked out for a transaction has no listener at all, so node-postgres would throw the
 * event. Every client gets a listener for its whole life; the query or transaction in flight still
 * fails with its own error, and the pool replaces the connection.
 */
export function resilientPool(
  connectionString: string,
  max: number,
  onError: (error: Error) => void = () => {},
): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, ...POSTGRES_TIMEOUTS });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

async function openPostgres(url: string, poolSize: number, logger: Logger | undefined): Promise<Database> {
  const pool = resilientPool(url, poolSize);
  // its own connection without the statement limit: waiting for another instance's migrations may take long
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  lockClient.on('error', () => {});
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await lockClient.end().catch(() => {});
  }
  const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    connectionString: url,
    async ping() {
      await pool.query({ text: 'select 1', query_timeout: 2_000 } as pg.QueryConfig);
    },
    async executeSql<Row>(text: string, values?: unknown[]) {
      const result = await pool.query(text, values);
      return { rows: result.rows as Row[] };
    },
    async close() {
      await pool.end();
    },
  };
}
