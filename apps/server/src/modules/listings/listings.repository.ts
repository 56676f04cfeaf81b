import type { ListingConcern, ListingQuery } from '@puhuo/domain';
import { and, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { goods, goodsSkus, listings, shops } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/sql-like.ts';

/** the shops a listing can be made on: those holding the goods app (1, or both apps at once, 1024) */
const GOODS_APP_TYPES = [1, 1024];

/** What each concern filter of 我的铺货 asks of a listing (its good joined as `goods`). */
const CONCERNS: Record<ListingConcern, SQL> = {
  // nothing to ship: the good offline or gone, or none of its SKUs in stock
  supplierOutOfStock: sql`(${goods.id} is null or ${goods.status} <> 1 or not exists (
    select 1 from ${goodsSkus} where ${goodsSkus.goodsId} = ${listings.goodsId} and ${goodsSkus.stock} > 0))`,
  belowFloor: sql`${listings.syncNote} = 'heldBelowFloor'`,
  // a SKU's supply price is no longer the one the listing's price was worked out from
  supplierChanged: sql`exists (select 1 from jsonb_array_elements(${listings.skus}) as listed
    join ${goodsSkus} on ${goodsSkus.id} = listed->>'skuId'
    where ${goodsSkus.daifaPriceFen} <> (listed->>'supplyPriceFen')::int)`,
};

/** The listings registry as the workbench reads it, always within one distributor. */
export class ListingsRepository {
  constructor(private readonly db: Db) {}

  async page(tenantId: string, query: ListingQuery) {
    const where = and(
      eq(listings.tenantId, tenantId),
      query.shopId ? eq(listings.shopId, query.shopId) : undefined,
      query.station !== undefined ? eq(listings.station, query.station) : undefined,
      query.status ? eq(listings.status, query.status) : undefined,
      query.goodsId ? eq(listings.goodsId, query.goodsId) : undefined,
      query.keyword ? ilike(goods.title, `%${escapeLike(query.keyword)}%`) : undefined,
      query.concern ? CONCERNS[query.concern] : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ listing: listings, title: goods.title, imgUrl: goods.imgUrl, shopName: shops.shopName })
        .from(listings)
        .leftJoin(goods, eq(goods.id, listings.goodsId))
        .leftJoin(shops, eq(shops.id, listings.shopId))
        .where(where)
        .orderBy(desc(listings.publishedAt), desc(listings.id))
        .offset(query.skipCount)
        .limit(query.maxResultCount),
      this.db.select({ n: count() }).from(listings).leftJoin(goods, eq(goods.id, listings.goodsId)).where(where),
    ]);
    return { totalCount: total?.n ?? 0, rows };
  }

  /** The listings the platforms still hold per (good, shop), for the given goods. */
  async cells(tenantId: string, goodsIds: string[]) {
    return this.db
      .select({
        goodsId: listings.goodsId,
        shopId: listings.shopId,
        listed: count(),
        onSale: sql<number>`(count(*) filter (where ${listings.status} = 'onSale'))::int`,
      })
      .from(listings)
      .where(and(eq(listings.tenantId, tenantId), inArray(listings.goodsId, goodsIds), ne(listings.status, 'removed')))
      .groupBy(listings.goodsId, listings.shopId);
  }

  /** Whether the shop is one of the distributor's shops that take listings. */
  async ownsListingShop(tenantId: string, shopId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId), inArray(shops.appType, GOODS_APP_TYPES)))
      .limit(1);
    return row !== undefined;
  }

  /** The distributor's shops that take listings, platform by platform, then by name. */
  async listingShops(tenantId: string) {
    return this.db
      .select({ shopId: shops.id, shopName: shops.shopName, station: shops.stationType })
      .from(shops)
      .where(and(eq(shops.tenantId, tenantId), inArray(shops.appType, GOODS_APP_TYPES)))
      .orderBy(shops.stationType, shops.shopName, shops.id);
  }
}
