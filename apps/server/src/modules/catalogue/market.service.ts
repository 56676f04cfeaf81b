import {
  applyPriceFormula,
  type CategoryGoodCount,
  DAIFA_MULTI_BLUE_OCEAN_ONLY,
  daifaMultiBelowControl,
  fenToYuan,
  formatYuan,
  isAlibabaGood,
  isGoodOnline,
  Market,
  Messages,
  RECOMMEND_CATEGORIES_MAX,
  RECOMMEND_CATEGORY_UNKNOWN,
  ServerMessages,
  STATIONS,
  StationType,
  SupplierType,
  yuanToFen,
} from '@puhuo/domain';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GoodsRepository } from './goods.repository.ts';
import { GOOD_NOT_FOUND, toListItem } from './goods.service.ts';
import type { GoodsRow } from './goods-rows.ts';
import type { MarketRepository } from './market.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
/** the market's stations for goods without restrictions: the online ones distributors publish to (not 1688, not local 66) */
const OPEN_STATION_TYPES = STATIONS.filter(
  (s) => s.isOnline && s.value !== StationType.Alibaba && s.value !== StationType.Local,
).map((s) => s.value);

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** What the tenant bought: the orders module answers (`orders/purchase-history.repository.ts`). */
export interface PurchaseHistory {
  /** goods of the tenant's placed or paid orders, the latest first */
  recentlyPurchasedGoodsIds(tenantId: string, limit: number): Promise<string[]>;
}

/**
 * What the market shows around the goods list: category counts, recommended categories,
 * recently procured goods, sales channels, trading rules and statistics (per-user history:
 * user-history.service.ts).
 */
export class MarketService {
  constructor(
    private readonly goods: Pick<GoodsRepository, 'categories' | 'counts' | 'detail' | 'listing'>,
    private readonly repository: MarketRepository,
    private readonly clock: Clock,
    private readonly purchases: PurchaseHistory,
  ) {}

  /** Brand detail by id (spec doc 1 §7, doc 2 §7). */
  async brand(id: number): Promise<{ id: number; nameCn: string; nameEn: string }> {
    const brand = await this.repository.brandById(id);
    if (!brand) throw notFound(Messages.brandNotFound);
    return brand;
  }

  async categoryGoodCounts(
    filter: { supplierType?: 1 | 4; market?: 0 | 2 },
    viewerTenantId: string | null,
  ): Promise<CategoryGoodCount[]> {
    const [counts, all] = await Promise.all([
      this.goods.counts.categoryGoodCounts(filter, viewerTenantId),
      this.goods.categories.allCategories(),
    ]);
    return all
      .filter((c) => (counts.get(c.id) ?? 0) > 0)
      .map((c) => ({ id: c.id, parentId: c.parentId, level: c.level, name: c.name, goodCount: counts.get(c.id) ?? 0 }));
  }

  /** The distributor's chosen categories, else the curated market's biggest top-level ones. */
  async recommendCategories(viewerTenantId: string | null) {
    const counts = await this.categoryGoodCounts({ supplierType: 1, market: 2 }, viewerTenantId);
    const chosen = viewerTenantId ? await this.repository.recommendCategoryIds(viewerTenantId) : null;
    if (chosen) {
      const byId = new Map(counts.map((c) => [c.id, c]));
      return { isCustom: true, items: chosen.flatMap((id) => byId.get(id) ?? []) };
    }
    const tops = counts
      .filter((c) => c.level === 1)
      .sort((a, b) => b.goodCount - a.goodCount || a.id - b.id)
      .slice(0, RECOMMEND_CATEGORIES_MAX);
    return { isCustom: false, items: tops };
  }

  async saveRecommendCategories(tenantId: string, categoryIds: number[]): Promise<void> {
    const unique = [...new Set(categoryIds)];
    const known = new Set((await this.goods.categories.allCategories()).map((c) => c.id));
    if (unique.some((id) => !known.has(id))) throw badRequest(RECOMMEND_CATEGORY_UNKNOWN);
    await this.repository.saveRecommendCategoryIds(tenantId, unique, this.clock.now());
  }

  /**
   * 最近采购: the goods the viewer's own tenant bought lately (placed or paid orders), the latest
   * first, those still online and visible to it. A guest, or a tenant that never bought, has none.
   */
  async recentProcurementGoods(limit: number, viewerTenantId: string | null) {
    if (!viewerTenantId) return [];
    // a few more than asked: some may have gone offline since
    const ids = await this.purchases.recentlyPurchasedGoodsIds(viewerTenantId, limit * 2);
    const rows = await this.goods.listing.listByIds(ids, viewerTenantId);
    return rows.slice(0, limit).map(toListItem);
  }

  /** Fenxiao tops: the goods distributors sold most in the last `days` days of sales. */
  async fenxiaoTop(
    query: { days: number; categoryId?: number; maxResultCount: number },
    viewerTenantId: string | null,
  ) {
    const latest = await this.repository.latestSaleDay();
    if (!latest) return [];
    const ranked = await this.repository.periodSales(
      addDays(latest, -(query.days - 1)),
      query.maxResultCount * 2,
      query.categoryId,
    );
    const periodSales = new Map(ranked.map((r) => [r.goodsId, r.saleCount]));
    const rows = await this.goods.listing.listByIds(
      ranked.map((r) => r.goodsId),
      viewerTenantId,
    );
    return rows
      .slice(0, query.maxResultCount)
      .map((row) => ({ ...toListItem(row), periodSaleCount: periodSales.get(row.id) ?? 0 }));
  }

  /** All-time and last-30-days sales of goods the viewer may see. */
  async saleCounts(goodsIds: string[], viewerTenantId: string | null) {
    const rows = await this.goods.detail.findManyVisible(goodsIds, viewerTenantId);
    const latest = await this.repository.latestSaleDay();
    const recent = latest
      ? await this.repository.salesSince(
          rows.map((r) => r.id),
          addDays(latest, -29),
        )
      : new Map<string, number>();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return goodsIds.flatMap((id) => {
      const good = byId.get(id);
      return good ? [{ goodsId: id, saleCount: good.saleCount, last30DaysSaleCount: recent.get(id) ?? 0 }] : [];
    });
  }

  /** The stations each good may be sold on; 1688 goods are not looked up. */
  async salesChannels(goodsIds: string[], viewerTenantId: string | null) {
    const rows = await this.goods.detail.findManyVisible(goodsIds, viewerTenantId);
    return rows
      .filter((good) => !isAlibabaGood(good))
      .map((good) => ({
        goodsId: good.id,
        stationTypes: good.salesChannels ? [...good.salesChannels].sort((a, b) => a - b) : OPEN_STATION_TYPES,
      }));
  }

  private async visibleGood(tenantId: string, goodsId: string, viewerTenantId: string | null): Promise<GoodsRow> {
    const good = await this.goods.detail.findVisible(tenantId, goodsId, viewerTenantId);
    if (!good) throw notFound(GOOD_NOT_FOUND);
    return good;
  }

  async qtySetting(supplierTenantId: string) {
    const supplier = await this.goods.detail.supplierOf(supplierTenantId);
    if (!supplier) throw notFound(ServerMessages.supplierNotFound);
    return { enableRealQty: supplier.enableRealQty, enableSaleQty: supplier.enableSaleQty };
  }

  async controlStatus(tenantId: string, goodsId: string, viewerTenantId: string | null) {
    const good = await this.visibleGood(tenantId, goodsId, viewerTenantId);
    const control = await this.repository.priceControl(good.id);
    return {
      goodsId: good.id,
      isControlled: control !== null,
      minPrice: control ? fenToYuan(control.minPriceFen) : null,
    };
  }

  async blackShops(tenantId: string, goodsId: string, viewerTenantId: string) {
    const good = await this.visibleGood(tenantId, goodsId, viewerTenantId);
    if (isAlibabaGood(good)) return [];
    return this.repository.blackShops(good.tenantId, good.id, viewerTenantId);
  }

  /**
   * What the viewer pays per SKU (the wholesale price for one piece and the dropshipping price),
   * with the viewer's selling multiple of the good.
   */
  async myPurchasePrices(tenantId: string, goodsId: string, viewerTenantId: string) {
    const good = await this.visibleGood(tenantId, goodsId, viewerTenantId);
    const [skus, multi] = await Promise.all([
      this.goods.detail.skusOf(good.id),
      this.repository.daifaMulti(viewerTenantId, good.id),
    ]);
    return {
      items: skus.map((sku) => ({
        skuId: sku.id,
        price: fenToYuan(sku.priceFen),
        daifaPrice: fenToYuan(sku.daifaPriceFen),
      })),
      daifaMulti: multi === null ? null : multi / 100,
    };
  }

  /**
   * Sets (or, with null, clears) the viewer's selling multiple of a curated good. A multiple that
   * would price any SKU below the supplier's price control is refused: distributors must comply.
   */
  async setDaifaMulti(goodsId: string, multi: number | null, viewerTenantId: string) {
    const [good] = await this.goods.detail.findManyVisible([goodsId], viewerTenantId);
    if (!good || !isGoodOnline(good)) throw notFound(GOOD_NOT_FOUND);
    if (good.market !== Market.BlueOcean || good.supplierType !== SupplierType.Normal) {
      throw badRequest(DAIFA_MULTI_BLUE_OCEAN_ONLY);
    }
    const skus = await this.goods.detail.skusOf(good.id);
    const salePriceFen = (daifaFen: number) =>
      multi === null ? null : applyPriceFormula(daifaFen, { percent: multi * 100, amountFen: 0, precision: 2 });
    if (multi !== null) {
      const control = await this.repository.priceControl(good.id);
      const lowest = Math.min(...skus.map((sku) => salePriceFen(sku.daifaPriceFen) ?? 0));
      if (control && lowest < control.minPriceFen) {
        throw badRequest(daifaMultiBelowControl(formatYuan(control.minPriceFen)));
      }
    }
    const hundredths = multi === null ? null : yuanToFen(multi);
    await this.repository.saveDaifaMulti(viewerTenantId, good.id, hundredths, this.clock.now());
    return {
      goodsId: good.id,
      multi: hundredths === null ? null : hundredths / 100,
      items: skus.map((sku) => {
        const sale = salePriceFen(sku.daifaPriceFen);
        return {
          skuId: sku.id,
          daifaPrice: fenToYuan(sku.daifaPriceFen),
          salePrice: sale === null ? null : fenToYuan(sale),
        };
      }),
    };
  }

  async supplierGoodsPrice(tenantId: string, goodsId: string, viewerTenantId: string | null) {
    const good = await this.visibleGood(tenantId, goodsId, viewerTenantId);
    const supplier = await this.goods.detail.supplierOf(good.tenantId);
    return {
      goodsId: good.id,
      minPrice: fenToYuan(good.minPriceFen),
      maxPrice: fenToYuan(good.maxPriceFen),
      minDaifaPrice: fenToYuan(good.minDaifaPriceFen),
      limitPrice: fenToYuan(supplier?.limitPriceFen ?? 0),
      proxy: supplier?.proxy ?? false,
    };
  }

  /** Daily sales of the last `days` days of the catalogue's sales, zero-filled. */
  async saleTrend(tenantId: string, goodsId: string, days: number, viewerTenantId: string | null) {
    const good = await this.visibleGood(tenantId, goodsId, viewerTenantId);
    const latest = (await this.repository.latestSaleDay()) ?? this.clock.now().toISOString().slice(0, 10);
    const from = addDays(latest, -(days - 1));
    const sold = new Map((await this.repository.saleDays(good.id, from)).map((d) => [d.day, d.saleCount]));
    return Array.from({ length: days }, (_, k) => {
      const day = addDays(from, k);
      return { day, saleCount: sold.get(day) ?? 0 };
    });
  }

  async skuSaleTop(tenantId: string, goodsId: string, top: number, viewerTenantId: string | null) {
    const good = await this.visibleGood(tenantId, goodsId, viewerTenantId);
    const rows = await this.repository.skuSaleTop(good.id, top);
    return rows.map((row) => ({
      skuId: row.skuId,
      name: row.salesProperties.map((p) => p.value).join(' / '),
      saleCount: row.saleCount,
    }));
  }

  async supplierStatistics(tenantId: string) {
    if (!(await this.goods.detail.supplierOf(tenantId))) throw notFound(ServerMessages.supplierNotFound);
    return { tenantId, ...(await this.repository.supplierTotals(tenantId)) };
  }
}
