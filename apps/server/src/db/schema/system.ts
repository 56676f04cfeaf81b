import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Written by the heartbeat job: proof that the job queue runs on this database. */
export const jobHeartbeats = pgTable('job_heartbeats', {
  id: serial('id').primaryKey(),
  source: text('source').notNull(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
