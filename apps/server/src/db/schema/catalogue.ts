import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './identity.ts';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id'),
    level: smallint('level').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  nameCn: text('name_cn').notNull(),
  nameEn: text('name_en').notNull(),
});

/** Supplier-side settings of a supplier tenant. */
export const suppliers = pgTable('suppliers', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  companyName: text('company_name').notNull(),
  /** a 1688 seller rather than a supplier of our own */
  isAlibaba: boolean('is_alibaba').notNull().default(false),
  enableRealQty: boolean('enable_real_qty').notNull().default(true),
  enableSaleQty: boolean('enable_sale_qty').notNull().default(false),
  proxy: boolean('proxy').notNull().default(true),
  limitPriceFen: integer('limit_price_fen').notNull().default(0),
});

/** Invited (内邀) goods of a supplier are visible to the distributors it invited. */
export const supplierInvitations = pgTable(
  'supplier_invitations',
  {
    supplierTenantId: uuid('supplier_tenant_id')
      .notNull()
      .references(() => tenants.id),
    distributorTenantId: uuid('distributor_tenant_id')
      .notNull()
      .references(() => tenants.id),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplierTenantId, t.distributorTenantId] }),
    index('supplier_invitations_distributor_idx').on(t.distributorTenantId),
  ],
);

export const goods = pgTable(
  'goods',
  {
    /** our goods: a uuid; 1688 goods: alibaba-<offerId> */
    id: text('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    title: text('title').notNull(),
    imgUrl: text('img_url').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    detailImages: jsonb('detail_images').$type<string[]>().notNull(),
    categoryId: integer('category_id').notNull(),
    category1Id: integer('category1_id').notNull(),
    category2Id: integer('category2_id').notNull(),
    /** 0 invited, 2 curated blue ocean */
    market: smallint('market').notNull(),
    /** 1 normal, 4 = 1688 */
    supplierType: smallint('supplier_type').notNull(),
    brandId: integer('brand_id'),
    minPriceFen: integer('min_price_fen').notNull(),
    maxPriceFen: integer('max_price_fen').notNull(),
    minDaifaPriceFen: integer('min_daifa_price_fen').notNull(),
    saleCount: integer('sale_count').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    /** 1 online, 0 offline */
    status: smallint('status').notNull().default(1),
    isWholesale: boolean('is_wholesale').notNull().default(true),
    weightGrams: integer('weight_grams').notNull().default(300),
    /** the stations this good may be sold on; null when every online station is open to it */
    salesChannels: smallint('sales_channels').array(),
    /** the good's attributes (面料 纯棉, 领型 圆领...), shown on its detail and searched */
    attributes: jsonb('attributes').$type<SalesProperty[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * What keyword search reads (docs/search.md): the title's words, a line break, then the words of
     * the category path, brand, attribute and SKU values and pinyin initials. Written with the good
     * (goodsSearchDocument); null until then, and such a good is found by no keyword.
     */
    searchText: text('search_text'),
    /** database index terms of search_text: every character and adjacent pair of each word */
    searchTerms: text('search_terms').array().notNull().default(sql`'{}'::text[]`),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the row was last written, set by the goods_changed_at trigger on every insert and update
     * (whoever writes): the in-process search index follows changes by it.
     */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_changed_idx').on(t.changedAt),
    index('goods_search_terms_idx').using('gin', t.searchTerms),
    // DESC NULLS FIRST matches a plain "order by x desc", so these indexes serve the listing sorts
    index('goods_listing_sales_idx').on(t.status, t.supplierType, t.market, t.saleCount.desc().nullsFirst(), t.id),
    index('goods_listing_newest_idx').on(t.status, t.supplierType, t.market, t.creationTime.desc().nullsFirst(), t.id),
    // price sorting and the price filter use the dropshipping price, the one the market shows first
    index('goods_listing_daifa_price_idx').on(t.status, t.supplierType, t.market, t.minDaifaPriceFen, t.id),
    index('goods_all_sales_idx').on(t.status, t.saleCount.desc().nullsFirst(), t.id),
    index('goods_all_newest_idx').on(t.status, t.creationTime.desc().nullsFirst(), t.id),
    index('goods_category_idx').on(t.categoryId, t.saleCount.desc().nullsFirst(), t.id),
    index('goods_category1_idx').on(t.category1Id, t.saleCount.desc().nullsFirst(), t.id),
    index('goods_category2_idx').on(t.category2Id, t.saleCount.desc().nullsFirst(), t.id),
    index('goods_tenant_idx').on(t.tenantId),
  ],
);

/**
 * Online goods per (supplier, supplier type, market, leaf category): list totals and category
 * counts read a few thousand rows here instead of counting the goods table on every request.
 * Kept in step by GoodsRepository.refreshListingCounts whenever goods change.
 */
export const goodsListingCounts = pgTable(
  'goods_listing_counts',
  {
    tenantId: uuid('tenant_id').notNull(),
    supplierType: smallint('supplier_type').notNull(),
    market: smallint('market').notNull(),
    categoryId: integer('category_id').notNull(),
    category1Id: integer('category1_id').notNull(),
    category2Id: integer('category2_id').notNull(),
    goodsCount: integer('goods_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.supplierType, t.market, t.categoryId] })],
);

export interface SalesProperty {
  name: string;
  value: string;
}

export interface NumberPrice {
  minQty: number;
  priceFen: number;
}

export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: text('id').primaryKey(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    salesProperties: jsonb('sales_properties').$type<SalesProperty[]>().notNull(),
    priceFen: integer('price_fen').notNull(),
    daifaPriceFen: integer('daifa_price_fen').notNull(),
    numberPrices: jsonb('number_prices').$type<NumberPrice[]>().notNull(),
    stock: integer('stock').notNull(),
    saleCount: integer('sale_count').notNull().default(0),
    isWholesale: boolean('is_wholesale').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('goods_skus_goods_idx').on(t.goodsId)],
);

/**
 * Each good's detail as its page shows it: the JSON text goods_details_write builds, written by triggers
 * whenever the good, its SKUs, its supplier, brand or category change (migration 0026, whoever writes),
 * so the detail page reads one row instead of building it on every request.
 */
export const goodsDetails = pgTable('goods_details', {
  goodsId: text('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  document: text('document').notNull(),
});

/** Sales per good and day, for the sale trend and the recently procured goods. */
export const goodsSaleDays = pgTable(
  'goods_sale_days',
  {
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    saleCount: integer('sale_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.day] }),
    // walked backwards for the latest sales: newest day, most sold first
    index('goods_sale_days_latest_idx').on(t.day, t.saleCount, t.goodsId),
  ],
);

/** A supplier's price control on a good: distributors may not sell below the minimum price. */
export const goodsPriceControls = pgTable('goods_price_controls', {
  goodsId: text('goods_id')
    .primaryKey()
    .references(() => goods.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id').notNull(),
  minPriceFen: integer('min_price_fen').notNull(),
  creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Shops a supplier refuses to sell through (all its goods when goodsId is null). */
export const priceControlBlackShops = pgTable(
  'price_control_black_shops',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    supplierTenantId: uuid('supplier_tenant_id').notNull(),
    goodsId: text('goods_id'),
    distributorTenantId: uuid('distributor_tenant_id').notNull(),
    stationType: smallint('station_type').notNull(),
    shopId: text('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    reason: text('reason').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('black_shops_distributor_idx').on(t.distributorTenantId, t.supplierTenantId)],
);

/** The last keywords a user searched, newest first, at most SEARCH_HISTORY_SIZE kept. */
export const searchHistory = pgTable(
  'search_history',
  {
    userId: uuid('user_id').notNull(),
    keyword: text('keyword').notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] })],
);

/** Goods a user opened, newest first. */
export const viewHistory = pgTable(
  'view_history',
  {
    userId: uuid('user_id').notNull(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index('view_history_recent_idx').on(t.userId, t.viewedAt)],
);

/** The categories a distributor chose to see first on the curated market. */
export const recommendCategories = pgTable('recommend_categories', {
  tenantId: uuid('tenant_id').primaryKey(),
  categoryIds: integer('category_ids').array().notNull(),
  lastModificationTime: timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A distributor's selling multiple for a curated good (set-lanhai-daifa-multi): the suggested
 * selling price of each SKU is its dropshipping price times the multiple. Kept in hundredths.
 */
export const goodsDaifaMultiples = pgTable(
  'goods_daifa_multiples',
  {
    tenantId: uuid('tenant_id').notNull(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    multiHundredths: integer('multi_hundredths').notNull(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.goodsId] })],
);

/**
 * The 1688 offers our cache holds (docs/decisions/0011-alibaba-offer-cache.md): each is a good
 * `alibaba-<offerId>`; this row says when we last read it from 1688 and what 1688 said it was.
 */
export const alibabaOffers = pgTable(
  'alibaba_offers',
  {
    offerId: text('offer_id').primaryKey(),
    goodsId: text('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    /** 1688's own "last changed" time of the offer; a change means the detail is read again */
    offerUpdatedAt: text('offer_updated_at').notNull(),
    /** 'online' | 'offline' | 'removed' (gone from 1688) */
    status: text('status').notNull(),
    /** the last sync run that found it in the offer list; null once it dropped out of the list */
    listedAt: timestamp('listed_at', { withTimezone: true }),
    /** when its full detail was last read */
    detailFetchedAt: timestamp('detail_fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('alibaba_offers_detail_idx').on(t.detailFetchedAt)],
);
