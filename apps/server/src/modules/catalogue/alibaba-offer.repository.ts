import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { alibabaOffers, brands, categories, goods, goodsSkus, suppliers, tenants } from '../../db/schema/index.ts';
import { OFFER_GOODS_COLUMNS, type OfferGoodsRow, type OfferSkuRow } from './alibaba-offer-mapping.ts';

export type CachedOffer = typeof alibabaOffers.$inferSelect;
export type OfferStatus = 'online' | 'offline' | 'removed';

const sameGood = (row: OfferGoodsRow, existing: typeof goods.$inferSelect) =>
  OFFER_GOODS_COLUMNS.every((key) => JSON.stringify(row[key]) === JSON.stringify(existing[key]));

const skuShape = (s: Omit<OfferSkuRow, 'goodsId'>) =>
  JSON.stringify([s.id, s.salesProperties, s.priceFen, s.daifaPriceFen, s.numberPrices, s.stock, s.sort]);

/** The 1688 offer cache: goods `alibaba-<offerId>`, their SKUs, and what 1688 last said of them. */
export class AlibabaOfferRepository {
  constructor(private readonly db: Db) {}

  async cached(offerIds: string[]): Promise<Map<string, CachedOffer>> {
    if (offerIds.length === 0) return new Map();
    const rows = await this.db.select().from(alibabaOffers).where(inArray(alibabaOffers.offerId, offerIds));
    return new Map(rows.map((row) => [row.offerId, row]));
  }

  async isEmpty(): Promise<boolean> {
    const [row] = await this.db.select({ offerId: alibabaOffers.offerId }).from(alibabaOffers).limit(1);
    return row === undefined;
  }

  async markListed(offerIds: string[], at: Date): Promise<void> {
    if (offerIds.length === 0) return;
    await this.db.update(alibabaOffers).set({ listedAt: at }).where(inArray(alibabaOffers.offerId, offerIds));
  }

  /**
   * Cached offers on sale to read again: those the list showed before but not in this run (`seen`:
   * taken off the shelf, deleted, or moved past the pages a run reads), and those never listed
   * (added by URL) whose detail was read before `staleBefore`. Oldest first.
   */
  async toRecheck(seen: string[], staleBefore: Date, limit: number): Promise<CachedOffer[]> {
    return this.db
      .select()
      .from(alibabaOffers)
      .where(
        and(
          eq(alibabaOffers.status, 'online'),
          seen.length > 0 ? notInArray(alibabaOffers.offerId, seen) : undefined,
          or(
            isNotNull(alibabaOffers.listedAt),
            and(isNull(alibabaOffers.listedAt), lt(alibabaOffers.detailFetchedAt, staleBefore)),
          ),
        ),
      )
      .orderBy(asc(alibabaOffers.detailFetchedAt))
      .limit(limit);
  }

  /** Our supplier tenant for a 1688 seller, created the first time one of its offers arrives. */
  async sellerTenant(companyName: string): Promise<string> {
    const uid = `1688-${createHash('sha256').update(companyName).digest('hex').slice(0, 12)}`;
    const [existing] = await this.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.uid, uid));
    if (existing) return existing.id;
    return this.db.transaction(async (tx) => {
      await tx.insert(tenants).values({ kind: 'supplier', companyName, uid }).onConflictDoNothing();
      const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.uid, uid));
      if (!row) throw new Error(`no tenant for 1688 seller ${companyName}`);
      await tx
        .insert(suppliers)
        .values({ tenantId: row.id, companyName, isAlibaba: true, proxy: true })
        .onConflictDoNothing();
      return row.id;
    });
  }

  async categories() {
    return this.db
      .select({ id: categories.id, parentId: categories.parentId, level: categories.level, name: categories.name })
      .from(categories);
  }

  async brandIdByName(name: string): Promise<number | null> {
    const [row] = await this.db.select({ id: brands.id }).from(brands).where(eq(brands.nameCn, name)).limit(1);
    return row?.id ?? null;
  }

  /**
   * Writes the offer's good and SKUs when they differ from what is stored (so a repeated sync
   * changes nothing), and records the read. Returns whether the good or its SKUs changed.
   */
  async save(
    offer: { offerId: string; updatedAt: string; status: OfferStatus },
    good: OfferGoodsRow,
    skus: OfferSkuRow[],
    at: Date,
    listed: boolean,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(goods).where(eq(goods.id, good.id));
      let changed = false;
      if (!existing) {
        await tx.insert(goods).values({ ...good, creationTime: at });
        changed = true;
      } else if (!sameGood(good, existing)) {
        await tx.update(goods).set(good).where(eq(goods.id, good.id));
        changed = true;
      }
      const stored = await tx.select().from(goodsSkus).where(eq(goodsSkus.goodsId, good.id));
      const storedShapes = new Map(stored.map((s) => [s.id, skuShape(s)]));
      const gone = stored.filter((s) => !skus.some((n) => n.id === s.id)).map((s) => s.id);
      if (gone.length > 0) {
        await tx.delete(goodsSkus).where(inArray(goodsSkus.id, gone));
        changed = true;
      }
      for (const sku of skus) {
        if (storedShapes.get(sku.id) === skuShape(sku)) continue;
        const { id, ...values } = sku;
        await tx
          .insert(goodsSkus)
          .values(sku)
          .onConflictDoUpdate({ target: goodsSkus.id, set: { ...values, goodsId: good.id, id } });
        changed = true;
      }
      await tx
        .insert(alibabaOffers)
        .values({
          offerId: offer.offerId,
          goodsId: good.id,
          tenantId: good.tenantId,
          offerUpdatedAt: offer.updatedAt,
          status: offer.status,
          listedAt: listed ? at : null,
          detailFetchedAt: at,
        })
        .onConflictDoUpdate({
          target: alibabaOffers.offerId,
          set: {
            tenantId: good.tenantId,
            offerUpdatedAt: offer.updatedAt,
            status: offer.status,
            listedAt: listed ? at : null,
            detailFetchedAt: at,
          },
        });
      return changed;
    });
  }

  /** The offer is gone from 1688: its good goes offline (carts, lists and listings keep their rows). */
  async markRemoved(offerId: string, at: Date): Promise<CachedOffer | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(alibabaOffers)
        .set({ status: 'removed', listedAt: null, detailFetchedAt: at })
        .where(eq(alibabaOffers.offerId, offerId))
        .returning();
      if (row) await tx.update(goods).set({ status: 0 }).where(eq(goods.id, row.goodsId));
      return row ?? null;
    });
  }

  /** read on every detail page of a 1688 good: the statement is built once */
  private byGoodsIdStatement: ReturnType<AlibabaOfferRepository['buildByGoodsId']> | null = null;

  private buildByGoodsId() {
    return this.db
      .select()
      .from(alibabaOffers)
      .where(eq(alibabaOffers.goodsId, sql.placeholder('goodsId')))
      .prepare('alibaba_offer_by_goods');
  }

  async byGoodsId(goodsId: string): Promise<CachedOffer | null> {
    this.byGoodsIdStatement ??= this.buildByGoodsId();
    const [row] = await this.byGoodsIdStatement.execute({ goodsId });
    return row ?? null;
  }
}
