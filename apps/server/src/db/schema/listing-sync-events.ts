import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantRef } from './columns.ts';

/** What the sync did to a listing, as the daily digest counts it. */
export const LISTING_SYNC_EVENT_OUTCOMES = [
  'repriced',
  'stockZeroed',
  'stockRestored',
  'delistedOutOfStock',
  'delistedOffline',
  'delistedBelowFloor',
  'heldBelowFloor',
  'refused',
] as const;
export type ListingSyncEventOutcome = (typeof LISTING_SYNC_EVENT_OUTCOMES)[number];

/**
 * What the listings' sync did, one row per listing and outcome, written by triggers on `listings` in the
 * transaction that recorded it (migration 0025): the daily digest counts the last 24 hours of it, and
 * rows older than a week are deleted by the digest job (docs/decisions/0019-low-balance-and-sync-digest.md).
 */
export const listingSyncEvents = pgTable(
  'listing_sync_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantRef(),
    listingId: uuid('listing_id').notNull(),
    outcome: text('outcome', { enum: LISTING_SYNC_EVENT_OUTCOMES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('listing_sync_events_tenant_idx').on(t.tenantId, t.at), index('listing_sync_events_at_idx').on(t.at)],
);
