import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants, users } from './identity.ts';

/** One publish request: goods x shops, shown as one row of the results drawer. */
export const publishTasks = pgTable(
  'publish_tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    creatorUserId: uuid('creator_user_id')
      .notNull()
      .references(() => users.id),
    creatorName: text('creator_name').notNull(),
    /** 2 = the curated market (the quick-publish payload's market) */
    market: smallint('market').notNull(),
    /** distinct stations of the target shops, for the platform icons */
    orderStations: smallint('order_stations').array().notNull(),
    totalCount: integer('total_count').notNull(),
    /** kept in step with the items in the same transaction as each outcome */
    successCount: integer('success_count').notNull().default(0),
    failCount: integer('fail_count').notNull().default(0),
    /** a republish task points at the task whose failures it retries */
    sourceTaskId: uuid('source_task_id'),
    /** the client's Idempotency-Key: the same request sent again within 24 h answers this task */
    requestKey: text('request_key'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('publish_tasks_tenant_idx').on(t.tenantId, t.creationTime.desc().nullsFirst()),
    uniqueIndex('publish_tasks_request_key_idx').on(t.tenantId, t.requestKey).where(sql`request_key is not null`),
    // the results drawer links a batch to the republishes of its failures
    index('publish_tasks_source_idx').on(t.sourceTaskId).where(sql`source_task_id is not null`),
  ],
);

/**
 * One (good, shop) pair of a task. status: 0 publishing, 1 failed, 2 succeeded (spec doc 1 §4).
 * Workers claim due rows by lease, so a crashed worker's rows return to the pool; the idempotency key
 * goes with every platform call, so a retry or a republish never makes a second listing.
 */
export const publishTaskItems = pgTable(
  'publish_task_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    taskId: uuid('task_id')
      .notNull()
      .references(() => publishTasks.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** order of the pair in the request (goods first, then shops) */
    seq: integer('seq').notNull(),
    goodsId: text('goods_id').notNull(),
    goodsTenantId: uuid('goods_tenant_id').notNull(),
    shopId: uuid('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    station: smallint('station').notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    platformListingId: text('platform_listing_id'),
    title: text('title').notNull(),
    imgUrl: text('img_url').notNull(),
    minPriceFen: integer('min_price_fen'),
    maxPriceFen: integer('max_price_fen'),
    stock: integer('stock'),
    /**
     * a republished item points at the failed item it retries (in the batch the republish came from);
     * that item keeps its own outcome: a batch's history is never rewritten
     */
    sourceItemId: uuid('source_item_id'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('publish_items_task_idx').on(t.taskId, t.status, t.seq),
    // the workers' claim: pending rows of a lane in due order
    index('publish_items_pending_idx').on(t.station, t.nextAttemptAt).where(sql`status = 0`),
    index('publish_items_goods_idx').on(t.tenantId, t.goodsId, t.status),
    uniqueIndex('publish_items_idempotency_idx').on(t.idempotencyKey).where(sql`source_item_id is null`),
    // retries of a pair share its key: the running or succeeded retry of a failed item is found by it
    index('publish_items_key_idx').on(t.idempotencyKey, t.status),
    index('publish_items_source_idx').on(t.sourceItemId).where(sql`source_item_id is not null`),
  ],
);

/**
 * Successful publishes per (shop, good): a shop's `count` (doc 1 §3 "count (successful publish count)")
 * is the sum over its goods, the publish dialog's "已铺货N次" one good's. Raised in the transaction that
 * settles an item, once per listing (a republish that finds the listing an earlier attempt made does not
 * count it again); back-filled from the results by migration 0015.
 */
export const publishListingCounts = pgTable(
  'publish_listing_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    shopId: uuid('shop_id').notNull(),
    goodsId: text('goods_id').notNull(),
    successCount: integer('success_count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.goodsId] }),
    index('publish_listing_counts_tenant_idx').on(t.tenantId, t.goodsId),
  ],
);

/**
 * Rate-limit lanes shared by every server instance: each platform call reserves the next free slot of
 * its lane, so the instances together never exceed the platform's QPS.
 */
export const publishLanes = pgTable('publish_lanes', {
  lane: text('lane').primaryKey(),
  nextSlotAt: timestamp('next_slot_at', { withTimezone: true, precision: 6 }).notNull().defaultNow(),
});
