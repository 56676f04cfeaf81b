import { eq } from 'drizzle-orm';
import { date, integer, interval, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './database.ts';

/**
 * The values a statement reads are the same on PGlite and on PostgreSQL, through Drizzle and through
 * raw SQL: on PGlite, Drizzle's parsers live in the database's own map (pglite-drizzle-client.ts).
 */
const moments = pgTable('value_moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  localAt: timestamp('local_at').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
  stamps: timestamp('stamps', { withTimezone: true }).array().notNull(),
});

let database: Database;
const machineTimeZone = process.env.TZ;
beforeAll(async () => {
  // a timestamp without time zone reads as UTC whatever the machine's zone (parsed as local time, it
  // would move by 8 hours here)
  process.env.TZ = 'Asia/Shanghai';
  database = await openTestDatabase();
  await database.executeSql(`create table value_moments (
    id int primary key, at timestamptz not null, local_at timestamp not null, day date not null,
    span interval not null, amounts numeric[] not null, stamps timestamptz[] not null)`);
  await database.executeSql(
    `insert into value_moments values (1, '2026-11-28 04:05:06.789+00', '2026-11-28 04:05:06.789', '2026-11-28',
      '1 day 02:03:04', '{1.50,2}', '{"2026-01-02 03:04:05+00"}')`,
  );
});
afterAll(async () => {
  await database?.close();
  if (machineTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineTimeZone;
});

const expected = {
  id: 1,
  at: new Date('2026-11-28T04:05:06.789Z'),
  localAt: new Date('2026-11-28T04:05:06.789Z'),
  day: '2026-11-28',
  span: '1 day 02:03:04',
  amounts: ['1.50', '2'],
  stamps: [new Date('2026-01-02T03:04:05Z')],
};

describe('values read from the database', () => {
  it('should read timestamps, dates, intervals and arrays through Drizzle as Drizzle defines them', async () => {
    expect(await database.db.select().from(moments).where(eq(moments.id, 1))).toEqual([expected]);
  });

  it('should read the same inside a transaction', async () => {
    const rows = await database.db.transaction((tx) => tx.select().from(moments).where(eq(moments.id, 1)));
    expect(rows).toEqual([expected]);
  });

  it('should read timestamps through raw SQL as dates, as the PostgreSQL driver does', async () => {
    const { rows } = await database.executeSql<{ at: unknown; span: unknown }>(
      'select at, span from value_moments where id = $1',
      [1],
    );
    expect(rows[0]?.at).toEqual(new Date('2026-11-28T04:05:06.789Z'));
    // a statement without parameters (PGlite runs it as a script)
    const script = await database.executeSql<{ at: unknown }>('select at from value_moments');
    expect(script.rows[0]?.at).toEqual(new Date('2026-11-28T04:05:06.789Z'));
  });
});
