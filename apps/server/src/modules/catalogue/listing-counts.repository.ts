import { GoodsStatus, LISTING_TOTAL_CAP } from '@puhuo/domain';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, goodsListingCounts } from '../../db/schema/index.ts';
import type { GoodsVisibilityRepository } from './goods-visibility.repository.ts';
import { keywordConditions, keywordOf } from './keyword-conditions.ts';
import type { ListingFilter } from './listing-filter.ts';

/**
 * Listing totals: from goods_listing_counts (online goods per supplier, type, market and leaf
 * category, recomputed whenever goods change), or counted on the goods up to a cap when a keyword or
 * a price range asks (docs/decisions/0003-listing-counts.md).
 */
export class ListingCountsRepository {
  constructor(
    private readonly db: Db,
    private readonly visibility: GoodsVisibilityRepository,
  ) {}

  /** Totals stop at `cap` (LISTING_TOTAL_CAP unless a caller needs less, as suggestions do). */
  async countListing(filter: ListingFilter, viewerTenantId: string | null, cap = LISTING_TOTAL_CAP): Promise<number> {
    const hasPriceRange = filter.minPrice !== undefined || filter.maxPrice !== undefined;
    if (filter.keyword || hasPriceRange) {
      const keyword = keywordOf(filter);
      const conditions = this.visibility.conditions(goods, filter, viewerTenantId);
      if (!conditions || keyword === undefined) return 0;
      conditions.push(eq(goods.status, GoodsStatus.Online));
      if (keyword) conditions.push(...keywordConditions(keyword));
      // totals stop at LISTING_TOTAL_CAP: past 500 pages nobody pages, and counting every
      // match of a common word would cost more than the page itself
      const matches = this.db
        .select({ one: sql`1` })
        .from(goods)
        .where(and(...conditions))
        .limit(cap)
        .as('matches');
      const [row] = await this.db.select({ n: count() }).from(matches);
      return Number(row?.n ?? 0);
    }
    const conditions = this.visibility.conditions(goodsListingCounts, filter, viewerTenantId);
    if (!conditions) return 0;
    const [row] = await this.db
      .select({ n: sum(goodsListingCounts.goodsCount) })
      .from(goodsListingCounts)
      .where(and(...conditions));
    return Math.min(Number(row?.n ?? 0), cap === LISTING_TOTAL_CAP ? Number.POSITIVE_INFINITY : cap);
  }

  /** Online goods per category at each of the three levels, for what the viewer may see. */
  async categoryGoodCounts(
    filter: Pick<ListingFilter, 'supplierType' | 'market'>,
    viewerTenantId: string | null,
  ): Promise<Map<number, number>> {
    const conditions = this.visibility.conditions(
      goodsListingCounts,
      { ...filter, categoryLevel: null },
      viewerTenantId,
    );
    const counts = new Map<number, number>();
    if (!conditions) return counts;
    const rows = await this.db
      .select({
        categoryId: goodsListingCounts.categoryId,
        category1Id: goodsListingCounts.category1Id,
        category2Id: goodsListingCounts.category2Id,
        n: sum(goodsListingCounts.goodsCount).mapWith(Number),
      })
      .from(goodsListingCounts)
      .where(and(...conditions))
      .groupBy(goodsListingCounts.categoryId, goodsListingCounts.category1Id, goodsListingCounts.category2Id);
    for (const row of rows) {
      for (const id of [row.categoryId, row.category1Id, row.category2Id])
        counts.set(id, (counts.get(id) ?? 0) + row.n);
    }
    return counts;
  }

  /** Recomputes the listing counts, for every supplier or for one. */
  async refreshListingCounts(tenantId?: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(goodsListingCounts).where(tenantId ? eq(goodsListingCounts.tenantId, tenantId) : undefined);
      await tx.insert(goodsListingCounts).select(
        tx
          .select({
            tenantId: goods.tenantId,
            supplierType: goods.supplierType,
            market: goods.market,
            categoryId: goods.categoryId,
            category1Id: goods.category1Id,
            category2Id: goods.category2Id,
            goodsCount: count().as('goods_count'),
          })
          .from(goods)
          .where(and(eq(goods.status, GoodsStatus.Online), tenantId ? eq(goods.tenantId, tenantId) : undefined))
          .groupBy(
            goods.tenantId,
            goods.supplierType,
            goods.market,
            goods.categoryId,
            goods.category1Id,
            goods.category2Id,
          ),
      );
    });
  }
}
