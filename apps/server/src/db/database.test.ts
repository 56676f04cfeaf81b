import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';

/** The server's connection pool on PostgreSQL when the database ends its connections (a restart). */
const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres) console.info('database pool: skipped on PGlite (no server connections); set DATABASE_URL');

let database: Database;
beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!onPostgres)('the PostgreSQL pool', () => {
  it('should keep serving after the database ends its idle connections', async () => {
    const errors: unknown[] = [];
    const onUncaught = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      // several idle connections in the pool
      await Promise.all(Array.from({ length: 3 }, () => database.executeSql('select pg_sleep(0.05)')));
      const admin = new pg.Client({ connectionString: database.connectionString });
      await admin.connect();
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      expect(rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 100));

      const { rows } = await database.executeSql<{ answer: number }>('select 41 + 1 as answer');
      expect(rows[0]?.answer).toBe(42);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
