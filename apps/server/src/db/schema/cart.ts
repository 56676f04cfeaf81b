import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listedGoodColumns } from './listed-good-columns.ts';

/** The distribution list: goods a distributor gathers to publish to its shops (/api/goods/cart). */
export const distributionListItems = pgTable(
  'distribution_list_items',
  { id: uuid('id').primaryKey().default(sql`gen_random_uuid()`), ...listedGoodColumns() },
  (t) => [
    uniqueIndex('distribution_list_goods_idx').on(t.tenantId, t.goodsId),
    index('distribution_list_recent_idx').on(t.tenantId, t.creationTime),
    // the tenants holding a good, told when it goes offline or out of stock
    index('distribution_list_holders_idx').on(t.goodsId),
  ],
);

/** The purchase cart (/api/cart): one line per SKU. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ...listedGoodColumns(),
    skuId: text('sku_id').notNull(),
    qty: integer('qty').notNull(),
    checked: boolean('checked').notNull().default(true),
  },
  (t) => [uniqueIndex('cart_items_sku_idx').on(t.tenantId, t.skuId), index('cart_items_goods_idx').on(t.goodsId)],
);
