import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { listedGoodColumns } from './listed-good-columns.ts';

/** Goods a distributor collected. */
export const goodsCollects = pgTable('goods_collects', listedGoodColumns(), (t) => [
  primaryKey({ columns: [t.tenantId, t.goodsId] }),
  index('goods_collects_recent_idx').on(t.tenantId, t.creationTime),
]);
