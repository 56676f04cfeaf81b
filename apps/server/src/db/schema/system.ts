import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Written by the heartbeat job: proof that the job queue runs on this database. */
export const jobHeartbeats = pgTable('job_heartbeats', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Request counters of the abuse limits (http/abuse-limits.ts), shared by every instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
