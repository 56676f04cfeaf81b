import { and, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { escapeLike } from '../lib/sql-like.ts';
import type { Db } from './database.ts';
import type { cartItems, distributionListItems, goodsCollects } from './schema/index.ts';

/** A table of list lines built from listedGoodColumns. */
export type ListedGoodsTable = typeof goodsCollects | typeof distributionListItems | typeof cartItems;

export interface ListedGoodsFilter {
  supplierTypes?: readonly number[];
  market?: number;
  /** part of the title */
  title?: string;
}

/** One tenant's lines of a kind, market and title part. */
export function listedGoodsWhere(
  table: ListedGoodsTable,
  tenantId: string,
  filter: ListedGoodsFilter,
): SQL | undefined {
  return and(
    eq(table.tenantId, tenantId),
    filter.supplierTypes?.length ? inArray(table.supplierType, [...filter.supplierTypes]) : undefined,
    filter.market !== undefined ? eq(table.market, filter.market) : undefined,
    filter.title ? ilike(table.title, `%${escapeLike(filter.title)}%`) : undefined,
  );
}

/** A tenant's lines counted per (supplier type, market), for the per-kind counts. */
export function countListedGoodsByKind(db: Db, table: ListedGoodsTable, tenantId: string, title: string | undefined) {
  return db
    .select({ supplierType: table.supplierType, market: table.market, n: count() })
    .from(table)
    .where(listedGoodsWhere(table, tenantId, { title }))
    .groupBy(table.supplierType, table.market);
}
