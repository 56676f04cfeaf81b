import { type GoodsListQuery, isPublicGood, type KeywordQuery, Market, SupplierType } from '@puhuo/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { goods, goodsListingCounts } from '../../db/schema/index.ts';

/** The tables a listing reads: the goods, or their counts per supplier, type, market and leaf category. */
export type ListingTable = typeof goods | typeof goodsListingCounts;

/** A listing filter with the category level resolved. */
export type ListingFilter = Pick<
  GoodsListQuery,
  'supplierType' | 'market' | 'categoryId' | 'keyword' | 'minPrice' | 'maxPrice'
> & {
  categoryLevel: number | null;
  /** only goods of suppliers that ship for distributors (dropshipping) */
  proxyOnly?: boolean;
  /** the keyword as search reads it (GoodsService parses it once); parsed here when absent */
  search?: KeywordQuery | null;
};

/** A listing of the curated market or of 1688 holds public goods only: invitations do not widen it. */
export function pinnedToPublic(filter: Pick<ListingFilter, 'supplierType' | 'market'>): boolean {
  return isPublicGood(filter);
}

/** The domain's isPublicGood in SQL (the in-process search index reads it per good), as alternatives to join with `or` (a good is public when one holds). */
export function publicGoodConditions(table: ListingTable): SQL[] {
  return [eq(table.market, Market.BlueOcean), eq(table.supplierType, SupplierType.Alibaba)];
}
