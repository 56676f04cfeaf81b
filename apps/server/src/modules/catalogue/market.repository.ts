import { GoodsStatus } from '@puhuo/domain';
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  brands,
  goods,
  goodsDaifaMultiples,
  goodsPriceControls,
  goodsSaleDays,
  goodsSkus,
  priceControlBlackShops,
  recommendCategories,
  searchHistory,
  viewHistory,
} from '../../db/schema/index.ts';

/** Sales figures, trading rules and per-user history around the catalogue's goods. */
export class MarketRepository {
  constructor(private readonly db: Db) {}

  async brandById(id: number): Promise<{ id: number; nameCn: string; nameEn: string } | null> {
    const [brand] = await this.db
      .select({ id: brands.id, nameCn: brands.nameCn, nameEn: brands.nameEn })
      .from(brands)
      .where(eq(brands.id, id));
    return brand ?? null;
  }

  async saleDays(goodsId: string, fromDay: string): Promise<{ day: string; saleCount: number }[]> {
    return this.db
      .select({ day: goodsSaleDays.day, saleCount: goodsSaleDays.saleCount })
      .from(goodsSaleDays)
      .where(and(eq(goodsSaleDays.goodsId, goodsId), gte(goodsSaleDays.day, fromDay)))
      .orderBy(goodsSaleDays.day);
  }

  async latestSaleDay(): Promise<string | null> {
    const [row] = await this.db
      .select({ day: sql<string | null>`max(${goodsSaleDays.day})::text` })
      .from(goodsSaleDays);
    return row?.day ?? null;
  }

  /** Goods by their sales since `fromDay`, most first, optionally within a category of any level. */
  async periodSales(fromDay: string, limit: number, categoryId?: number) {
    const inCategory =
      categoryId === undefined
        ? undefined
        : or(eq(goods.categoryId, categoryId), eq(goods.category1Id, categoryId), eq(goods.category2Id, categoryId));
    const total = sum(goodsSaleDays.saleCount).mapWith(Number);
    return this.db
      .select({ goodsId: goodsSaleDays.goodsId, saleCount: total })
      .from(goodsSaleDays)
      .innerJoin(goods, eq(goods.id, goodsSaleDays.goodsId))
      .where(and(gte(goodsSaleDays.day, fromDay), eq(goods.status, GoodsStatus.Online), inCategory))
      .groupBy(goodsSaleDays.goodsId)
      .orderBy(desc(total), goodsSaleDays.goodsId)
      .limit(limit);
  }

  /** Sales of the given goods since `fromDay`. */
  async salesSince(goodsIds: string[], fromDay: string): Promise<Map<string, number>> {
    if (goodsIds.length === 0) return new Map();
    const rows = await this.db
      .select({ goodsId: goodsSaleDays.goodsId, saleCount: sum(goodsSaleDays.saleCount).mapWith(Number) })
      .from(goodsSaleDays)
      .where(and(inArray(goodsSaleDays.goodsId, goodsIds), gte(goodsSaleDays.day, fromDay)))
      .groupBy(goodsSaleDays.goodsId);
    return new Map(rows.map((r) => [r.goodsId, r.saleCount]));
  }

  async skuSaleTop(goodsId: string, top: number) {
    return this.db
      .select({ skuId: goodsSkus.id, salesProperties: goodsSkus.salesProperties, saleCount: goodsSkus.saleCount })
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId))
      .orderBy(desc(goodsSkus.saleCount), goodsSkus.sort)
      .limit(top);
  }

  async supplierTotals(tenantId: string): Promise<{ onlineGoodsCount: number; saleCount: number }> {
    const [row] = await this.db
      .select({
        onlineGoodsCount: sql<number>`count(*)::int`,
        saleCount: sql<number>`coalesce(sum(${goods.saleCount}), 0)::bigint`.mapWith(Number),
      })
      .from(goods)
      .where(and(eq(goods.tenantId, tenantId), eq(goods.status, GoodsStatus.Online)));
    return { onlineGoodsCount: row?.onlineGoodsCount ?? 0, saleCount: row?.saleCount ?? 0 };
  }

  async priceControl(goodsId: string) {
    const [row] = await this.db.select().from(goodsPriceControls).where(eq(goodsPriceControls.goodsId, goodsId));
    return row ?? null;
  }

  /** The distributor's shops a supplier refuses, for one good or all of its goods. */
  async blackShops(supplierTenantId: string, goodsId: string, distributorTenantId: string) {
    return this.db
      .select({
        shopId: priceControlBlackShops.shopId,
        shopName: priceControlBlackShops.shopName,
        stationType: priceControlBlackShops.stationType,
        reason: priceControlBlackShops.reason,
      })
      .from(priceControlBlackShops)
      .where(
        and(
          eq(priceControlBlackShops.supplierTenantId, supplierTenantId),
          eq(priceControlBlackShops.distributorTenantId, distributorTenantId),
          or(isNull(priceControlBlackShops.goodsId), eq(priceControlBlackShops.goodsId, goodsId)),
        ),
      )
      .orderBy(priceControlBlackShops.creationTime);
  }

  /** The distributor's selling multiple of a good, in hundredths, or null. */
  async daifaMulti(tenantId: string, goodsId: string): Promise<number | null> {
    const [row] = await this.db
      .select({ multi: goodsDaifaMultiples.multiHundredths })
      .from(goodsDaifaMultiples)
      .where(and(eq(goodsDaifaMultiples.tenantId, tenantId), eq(goodsDaifaMultiples.goodsId, goodsId)));
    return row?.multi ?? null;
  }

  async saveDaifaMulti(tenantId: string, goodsId: string, multiHundredths: number | null, now: Date): Promise<void> {
    if (multiHundredths === null) {
      await this.db
        .delete(goodsDaifaMultiples)
        .where(and(eq(goodsDaifaMultiples.tenantId, tenantId), eq(goodsDaifaMultiples.goodsId, goodsId)));
      return;
    }
    await this.db
      .insert(goodsDaifaMultiples)
      .values({ tenantId, goodsId, multiHundredths, lastModificationTime: now })
      .onConflictDoUpdate({
        target: [goodsDaifaMultiples.tenantId, goodsDaifaMultiples.goodsId],
        set: { multiHundredths, lastModificationTime: now },
      });
  }

  async recommendCategoryIds(tenantId: string): Promise<number[] | null> {
    const [row] = await this.db
      .select({ ids: recommendCategories.categoryIds })
      .from(recommendCategories)
      .where(eq(recommendCategories.tenantId, tenantId));
    return row?.ids ?? null;
  }

  async saveRecommendCategoryIds(tenantId: string, categoryIds: number[], now: Date): Promise<void> {
    await this.db
      .insert(recommendCategories)
      .values({ tenantId, categoryIds, lastModificationTime: now })
      .onConflictDoUpdate({
        target: recommendCategories.tenantId,
        set: { categoryIds, lastModificationTime: now },
      });
  }

  /** Records a search and keeps only the newest `keep` keywords of the user. */
  async addSearch(userId: string, keyword: string, now: Date, keep: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .insert(searchHistory)
        .values({ userId, keyword, searchedAt: now })
        .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: now } });
      const kept = tx
        .select({ keyword: searchHistory.keyword })
        .from(searchHistory)
        .where(eq(searchHistory.userId, userId))
        .orderBy(desc(searchHistory.searchedAt), searchHistory.keyword)
        .limit(keep);
      await tx
        .delete(searchHistory)
        .where(and(eq(searchHistory.userId, userId), sql`${searchHistory.keyword} not in (${kept})`));
    });
  }

  async searches(userId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ keyword: searchHistory.keyword })
      .from(searchHistory)
      .where(eq(searchHistory.userId, userId))
      .orderBy(desc(searchHistory.searchedAt), searchHistory.keyword)
      .limit(limit);
    return rows.map((r) => r.keyword);
  }

  async clearSearches(userId: string): Promise<void> {
    await this.db.delete(searchHistory).where(eq(searchHistory.userId, userId));
  }

  async addView(userId: string, goodsId: string, now: Date): Promise<void> {
    await this.db
      .insert(viewHistory)
      .values({ userId, goodsId, viewedAt: now })
      .onConflictDoUpdate({ target: [viewHistory.userId, viewHistory.goodsId], set: { viewedAt: now } });
  }

  /** Keeps only the newest `keep` views of the user. */
  async trimViews(userId: string, keep: number): Promise<void> {
    const [boundary] = await this.db
      .select({ viewedAt: viewHistory.viewedAt })
      .from(viewHistory)
      .where(eq(viewHistory.userId, userId))
      .orderBy(desc(viewHistory.viewedAt))
      .offset(keep - 1)
      .limit(1);
    if (!boundary) return;
    await this.db
      .delete(viewHistory)
      .where(and(eq(viewHistory.userId, userId), lt(viewHistory.viewedAt, boundary.viewedAt)));
  }

  async views(userId: string, skipCount: number, maxResultCount: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ goodsId: viewHistory.goodsId, viewedAt: viewHistory.viewedAt })
        .from(viewHistory)
        .where(eq(viewHistory.userId, userId))
        .orderBy(desc(viewHistory.viewedAt), viewHistory.goodsId)
        .offset(skipCount)
        .limit(maxResultCount),
      this.db.select({ n: sql<number>`count(*)::int` }).from(viewHistory).where(eq(viewHistory.userId, userId)),
    ]);
    return { totalCount: total?.n ?? 0, rows };
  }

  async clearViews(userId: string, goodsIds?: string[]): Promise<void> {
    await this.db
      .delete(viewHistory)
      .where(and(eq(viewHistory.userId, userId), goodsIds ? inArray(viewHistory.goodsId, goodsIds) : undefined));
  }
}
