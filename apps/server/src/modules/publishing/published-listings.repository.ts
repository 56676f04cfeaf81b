import { PublishStatus } from '@puhuo/domain';
import { and, eq, gt, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { publishListingCounts, publishTaskItems } from '../../db/schema/index.ts';

const byShop = (rows: { shopId: string; successCount: number | string | null }[]) =>
  new Map(rows.map((r) => [r.shopId, Number(r.successCount ?? 0)]));

/**
 * What publishing has listed where: the goods listed on some shop and by whom, and the successful
 * publishes per (shop, good). Read by the publish dialog, the shops' counts and the goods-source sweep.
 */
export class PublishedListingsRepository {
  constructor(private readonly db: Db) {}

  /** The goods listed on some shop, a batch at a time in id order (after `after`). */
  async listedGoodsIds(after: string | null, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ goodsId: publishTaskItems.goodsId })
      .from(publishTaskItems)
      .where(
        and(
          eq(publishTaskItems.status, PublishStatus.Succeeded),
          after ? sql`${publishTaskItems.goodsId} > ${after}` : undefined,
        ),
      )
      .orderBy(publishTaskItems.goodsId)
      .limit(limit);
    return rows.map((r) => r.goodsId);
  }

  /** The tenants that listed one of the goods on a shop, once each. */
  async listingHolders(goodsIds: string[]) {
    if (goodsIds.length === 0) return [];
    return this.db
      .selectDistinct({
        tenantId: publishTaskItems.tenantId,
        goodsId: publishTaskItems.goodsId,
        title: publishTaskItems.title,
      })
      .from(publishTaskItems)
      .where(and(inArray(publishTaskItems.goodsId, goodsIds), eq(publishTaskItems.status, PublishStatus.Succeeded)));
  }

  /** Successful publishes of some goods in some shops of the tenant, per (good, shop). */
  async publishedPairs(tenantId: string, goodsIds: string[], shopIds: string[]) {
    if (goodsIds.length === 0 || shopIds.length === 0) return [];
    return this.db
      .select({
        goodsId: publishListingCounts.goodsId,
        shopId: publishListingCounts.shopId,
        successCount: publishListingCounts.successCount,
      })
      .from(publishListingCounts)
      .where(
        and(
          eq(publishListingCounts.tenantId, tenantId),
          inArray(publishListingCounts.goodsId, goodsIds),
          inArray(publishListingCounts.shopId, shopIds),
          gt(publishListingCounts.successCount, 0),
        ),
      );
  }

  /** Successful publishes of some goods per shop of the tenant (one good: the dialog's "已铺货N次"). */
  async publishCounts(tenantId: string, goodsIds: string[]): Promise<Map<string, number>> {
    if (goodsIds.length === 0) return new Map();
    const rows = await this.db
      .select({ shopId: publishListingCounts.shopId, successCount: sum(publishListingCounts.successCount) })
      .from(publishListingCounts)
      .where(and(eq(publishListingCounts.tenantId, tenantId), inArray(publishListingCounts.goodsId, goodsIds)))
      .groupBy(publishListingCounts.shopId)
      .having(sql`sum(${publishListingCounts.successCount}) > 0`);
    return byShop(rows);
  }

  /** Every successful publish per shop of the tenant: the shops' `count`. */
  async shopCounts(tenantId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ shopId: publishListingCounts.shopId, successCount: sum(publishListingCounts.successCount) })
      .from(publishListingCounts)
      .where(eq(publishListingCounts.tenantId, tenantId))
      .groupBy(publishListingCounts.shopId);
    return byShop(rows);
  }
}
