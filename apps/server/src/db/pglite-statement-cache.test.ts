import { eq, inArray, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';

/**
 * On PGlite, Drizzle's repeated selects run as named statements (pglite-statement-cache.ts): they must
 * read exactly what the unnamed path reads, fail as it fails, follow a table's changes, and keep the
 * database's statements bounded.
 */
const notes = pgTable('cache_notes', {
  id: integer('id').primaryKey(),
  body: text('body'),
  tags: text('tags').array().notNull(),
  extra: jsonb('extra'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const onPostgres = Boolean(process.env.DATABASE_URL);
let database: Database;

async function namedStatements(): Promise<string[]> {
  const { rows } = await database.executeSql<{ statement: string }>(
    `select statement from pg_prepared_statements where name like 'puhuo_s%' and $1 = $1`,
    [1],
  );
  return rows.map((row) => row.statement);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.executeSql(`create table cache_notes (
    id int primary key, body text, tags text[] not null, extra jsonb, at timestamptz not null)`);
  await database.executeSql(`insert into cache_notes
    select g, case when g % 2 = 0 then 'note ' || g end, array['t' || g, 'u'], jsonb_build_object('n', g),
      '2026-11-29 10:00:00+00'::timestamptz + g * interval '1 minute'
    from generate_series(1, 300) g`);
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(onPostgres)('repeated selects on PGlite', () => {
  it('should read on every repetition what the first read gave, through a statement the database keeps', async () => {
    const read = (id: number) => database.db.select().from(notes).where(eq(notes.id, id));
    const first = await read(2);
    expect(first).toEqual([
      { id: 2, body: 'note 2', tags: ['t2', 'u'], extra: { n: 2 }, at: new Date('2026-11-29T10:02:00Z') },
    ]);
    for (const id of [2, 3, 2, 300, 301]) {
      const again = await read(id);
      expect(again).toEqual(
        id > 300
          ? []
          : [
              {
                id,
                body: id % 2 === 0 ? `note ${id}` : null,
                tags: [`t${id}`, 'u'],
                extra: { n: id },
                at: new Date(Date.UTC(2026, 10, 29, 10, id)),
              },
            ],
      );
    }
    expect((await namedStatements()).some((statement) => statement.includes('"cache_notes"'))).toBe(true);
  });

  it('should fail a repeated select as the first one failed, and read again once it can', async () => {
    const read = () =>
      database.db
        .select({ n: sql<number>`1 / ${notes.id}` })
        .from(notes)
        .where(eq(notes.id, 0));
    await database.executeSql('insert into cache_notes values (0, null, $1, null, now())', ['{}']);
    const failures: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await read().catch((error: { cause?: { message?: string }; message: string }) =>
        failures.push(error.cause?.message ?? error.message),
      );
    }
    expect(failures).toEqual(['division by zero', 'division by zero', 'division by zero']);
    await database.executeSql('delete from cache_notes where id = 0');
    expect(await read()).toEqual([]);
    expect(await database.db.select({ id: notes.id }).from(notes).where(eq(notes.id, 1))).toEqual([{ id: 1 }]);
  });

  it('should follow a table whose columns change between two repetitions', async () => {
    const everything = () =>
      database.executeSql<Record<string, unknown>>('select * from cache_notes where id = $1', [5]);
    await database.db.execute(sql`select * from cache_notes where id = ${5}`);
    await database.db.execute(sql`select * from cache_notes where id = ${5}`);
    await database.executeSql('alter table cache_notes add column rank int default 7');
    const { rows } = (await database.db.execute(sql`select * from cache_notes where id = ${5}`)) as unknown as {
      rows: unknown[];
    };
    expect(rows).toEqual([expect.objectContaining({ id: 5, rank: 7 })]);
    expect((await everything()).rows[0]).toMatchObject({ id: 5, rank: 7 });
  });

  it('should keep at most 256 statements however many different selects repeat', async () => {
    for (let size = 1; size <= 300; size++) {
      const ids = Array.from({ length: size }, (_, index) => index + 1);
      const read = () => database.db.select({ id: notes.id }).from(notes).where(inArray(notes.id, ids));
      await read();
      expect((await read()).length).toBe(size);
    }
    const kept = await namedStatements();
    expect(kept.length).toBeLessThanOrEqual(256);
    expect(kept.length).toBeGreaterThan(200);
  });

  it('should leave a transaction’s statements to it, rolled back with it', async () => {
    const body = () => database.db.select({ body: notes.body }).from(notes).where(eq(notes.id, 4));
    await body();
    await database.db
      .transaction(async (tx) => {
        await tx.update(notes).set({ body: 'changed' }).where(eq(notes.id, 4));
        expect(await tx.select({ body: notes.body }).from(notes).where(eq(notes.id, 4))).toEqual([{ body: 'changed' }]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await body()).toEqual([{ body: 'note 4' }]);
  });
});
