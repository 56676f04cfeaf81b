import {
  ACTION_ITEM_STATES,
  ACTION_SKIP_REASONS,
  LISTING_ACTIONS,
  LISTING_STATES,
  type ListingSettings,
  type SyncDecision,
  type SyncPolicy,
} from '@puhuo/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { lastModificationTime, tenantRef } from './columns.ts';

/** One SKU of a listing as it was sent: our SKU, the platform's (once a sync read it), prices and stock. */
export interface ListingSkuRecord {
  skuId: string;
  /** the platform's SKU id; null until a read of the listing tells it (the create call answers the listing id only) */
  platformSkuId: string | null;
  /** the drop-ship price the listing price was worked out from */
  supplyPriceFen: number;
  priceFen: number;
  /** pdd: the group price */
  groupPriceFen: number | null;
  stock: number;
  /** the stock the shop's template listed it with (given back when the supplier has stock again) */
  templateStock: number;
}

/**
 * The listings publishing made: one row per listing a platform holds for a distributor's shop (a good
 * published twice to a shop is two listings). Written in the transaction that settles the publish item
 * that made it; the publishes before this table were back-filled from their results (migration 0021).
 * The workbench's 我的铺货 and where-listed matrix read it; the sync keeps status and prices current.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    tenantId: tenantRef(),
    shopId: uuid('shop_id').notNull(),
    station: smallint('station').notNull(),
    goodsId: text('goods_id').notNull(),
    goodsTenantId: uuid('goods_tenant_id').notNull(),
    platformListingId: text('platform_listing_id').notNull(),
    /** written into the platform's merchant-code field (the publish pair's idempotency key) */
    merchantCode: text('merchant_code').notNull(),
    /** the publish item that made it */
    publishItemId: uuid('publish_item_id'),
    /** empty for listings back-filled from results that did not keep their SKUs */
    skus: jsonb('skus').$type<ListingSkuRecord[]>().notNull().default(sql`'[]'::jsonb`),
    /** the shop template's price rule the prices came from; null when back-filled */
    priceRule: jsonb('price_rule').$type<ListingSettings['price']>(),
    minPriceFen: integer('min_price_fen'),
    maxPriceFen: integer('max_price_fen'),
    /** stock pushed, all SKUs together */
    stock: integer('stock'),
    status: text('status', { enum: LISTING_STATES }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /**
     * what the shop's sync policy asks of the listing after its supplier good changed and is not yet
     * carried out: the latest decision only (a storm of changes leaves one), from the good's state then
     */
    pendingSync: jsonb('pending_sync').$type<SyncDecision>(),
    /** raised with every new pending decision: carrying one out clears it only if no newer one came */
    syncVersion: integer('sync_version').notNull().default(0),
    /** what the distributor is told of the last change: a price held under the floor, a price not repriced */
    syncNote: text('sync_note', { enum: ['heldBelowFloor', 'priceChanged'] }),
    /** the worker carrying the pending decision out, and until when (a crashed worker's lease runs out) */
    syncLeaseOwner: text('sync_lease_owner'),
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    syncAttempts: integer('sync_attempts').notNull().default(0),
    syncNextAttemptAt: timestamp('sync_next_attempt_at', { withTimezone: true }),
    /** the platform's words when it refused the last sync, or why the shop's sync is paused */
    syncError: text('sync_error'),
  },
  (t) => [
    uniqueIndex('listings_platform_idx').on(t.shopId, t.platformListingId),
    index('listings_tenant_idx').on(t.tenantId, t.publishedAt.desc()),
    index('listings_goods_idx').on(t.tenantId, t.goodsId),
    // a supplier change finds the listings of its good whatever the tenant
    index('listings_source_idx').on(t.goodsId),
    index('listings_pending_idx').on(t.station).where(sql`pending_sync is not null`),
  ],
);

/**
 * The outbox of supplier-side changes (transactional: written by triggers in the transaction that changed
 * the good or its SKUs — an order taking stock, the 1688 sync, a supplier's edit — and only for goods that
 * some listing holds). One row per good: a storm of changes raises its version, and the fan-out reads the
 * good as it is when it comes to it (docs/decisions/0018-listing-sync.md).
 */
export const goodsChanges = pgTable('goods_changes', {
  goodsId: text('goods_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** the version the fan-out last read the good at */
  handledVersion: bigint('handled_version', { mode: 'number' }).notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** A shop's sync policy (the workbench's settings); a shop without a row follows DEFAULT_SYNC_POLICY. */
export const shopSyncPolicies = pgTable('shop_sync_policies', {
  shopId: uuid('shop_id').primaryKey(),
  tenantId: tenantRef(),
  policy: jsonb('policy').$type<SyncPolicy>().notNull(),
  lastModificationTime: lastModificationTime(),
});

/**
 * A bulk action of 我的铺货 (sync now, reprice, stock 0, delist, relist, delete) on a selection of
 * listings. The client's Idempotency-Key makes a repeated request answer the first action.
 */
export const listingActions = pgTable(
  'listing_actions',
  {
    id: uuid('id').primaryKey(),
    tenantId: tenantRef(),
    action: text('action', { enum: LISTING_ACTIONS }).notNull(),
    requestKey: text('request_key'),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_actions_request_key_idx').on(t.tenantId, t.requestKey).where(sql`request_key is not null`),
  ],
);

/**
 * One listing of a bulk action and what came of it: settled at once (skipped, held, deleted) or when the
 * sync runner carries the listing's decision out (any version from the action's on: a supplier change
 * that came after carries the distributor's request along with it).
 */
export const listingActionItems = pgTable(
  'listing_action_items',
  {
    actionId: uuid('action_id').notNull(),
    listingId: uuid('listing_id').notNull(),
    tenantId: tenantRef(),
    /** the listing as it was when asked, for the results once the listing is deleted */
    title: text('title'),
    shopName: text('shop_name'),
    station: smallint('station').notNull(),
    /** the listing's sync version the action's decision was written at */
    version: integer('version').notNull(),
    state: text('state', { enum: ACTION_ITEM_STATES }).notNull(),
    skipReason: text('skip_reason', { enum: ACTION_SKIP_REASONS }),
    /** the platform's words for a refusal */
    reason: text('reason'),
    lowestMarginFen: integer('lowest_margin_fen'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.actionId, t.listingId] }),
    index('listing_action_items_pending_idx').on(t.listingId).where(sql`state = 'pending'`),
  ],
);
