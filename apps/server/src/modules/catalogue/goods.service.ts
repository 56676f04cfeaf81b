import { fenToYuan, type GoodsListItem, type GoodsListQuery, type PagedResult } from '@puhuo/domain';
import { notFound } from '../../http/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { GoodsListRow, GoodsRepository, ListingFilter } from './goods.repository.ts';
import type { GoodsSearchIndex } from './goods-search-index.ts';

export const GOOD_NOT_FOUND = '商品不存在或已下架';

export function toListItem(row: GoodsListRow): GoodsListItem {
  return {
    id: row.id,
    tenantId: row.tenantId,
    title: row.title,
    imgUrl: row.imgUrl,
    minPrice: fenToYuan(row.minPriceFen),
    maxPrice: fenToYuan(row.maxPriceFen),
    minDaifaPrice: fenToYuan(row.minDaifaPriceFen),
    saleCount: row.saleCount,
    market: row.market,
    supplierType: row.supplierType,
    categoryId: row.categoryId,
    brandId: row.brandId,
    supplierName: row.supplierName,
    creationTime: row.creationTime.toISOString(),
  };
}

const CACHE_ENTRIES = 2_000;

export type GoodsDetail = Awaited<ReturnType<GoodsService['readDetail']>>;

export class GoodsService {
  // market pages, searches and details are read far more often than goods change: each process
  // reuses an answer for a few seconds (docs/decisions/0004-market-search.md)
  private readonly lists: TtlCache<PagedResult<GoodsListItem>>;
  private readonly details: TtlCache<GoodsDetail>;
  /** keyword searches are answered from memory once it is loaded (docs/decisions/0012-search-index.md) */
  private readonly searchIndex: GoodsSearchIndex | null;

  constructor(
    private readonly repository: GoodsRepository,
    options: { cacheMs?: number; searchIndex?: GoodsSearchIndex } = {},
  ) {
    this.searchIndex = options.searchIndex ?? null;
    this.lists = new TtlCache(options.cacheMs ?? 0, CACHE_ENTRIES);
    this.details = new TtlCache(options.cacheMs ?? 0, CACHE_ENTRIES);
  }

  /** Drops this process's remembered answers (goods changed: a 1688 refresh, ...). */
  forgetAnswers(): void {
    this.lists.clear();
    this.details.clear();
  }

  async list(
    query: GoodsListQuery,
    viewerTenantId: string | null,
    options: { proxyOnly?: boolean } = {},
  ): Promise<PagedResult<GoodsListItem>> {
    const key = JSON.stringify([query, viewerTenantId, options.proxyOnly ?? false]);
    return this.lists.get(key, () => this.readList(query, viewerTenantId, options));
  }

  private async readList(
    query: GoodsListQuery,
    viewerTenantId: string | null,
    options: { proxyOnly?: boolean },
  ): Promise<PagedResult<GoodsListItem>> {
    let level: number | null = null;
    if (query.categoryId !== undefined) {
      level = await this.repository.categoryLevel(query.categoryId);
      // an unknown category holds no goods
      if (level === null) return { totalCount: 0, items: [] };
    }
    const filter = { ...query, categoryLevel: level, proxyOnly: options.proxyOnly };
    const searched = await this.searchInIndex(filter, query, viewerTenantId);
    if (searched) return searched;
    const [items, totalCount] = await Promise.all([
      this.repository.listPage(filter, query.sorting, query, viewerTenantId),
      this.repository.countListing(filter, viewerTenantId),
    ]);
    return { totalCount, items: items.map(toListItem) };
  }

  private async searchInIndex(
    filter: ListingFilter,
    query: GoodsListQuery,
    viewerTenantId: string | null,
  ): Promise<PagedResult<GoodsListItem> | null> {
    const { keyword } = filter;
    if (!keyword || !this.searchIndex?.ready) return null;
    const [invited, proxies] = await Promise.all([
      this.repository.invitedSupplierIds(filter, viewerTenantId),
      filter.proxyOnly ? this.repository.proxySupplierIds() : null,
    ]);
    const answer = await this.searchIndex.search({ ...filter, keyword }, query.sorting, query, {
      invitedSuppliers: new Set(invited),
      onlySuppliers: proxies ? new Set(proxies) : undefined,
    });
    if (!answer) return null;
    return { totalCount: answer.totalCount, items: answer.items.map(toListItem) };
  }

  /** The goods among `ids` a distributor may publish: visible to it and online. */
  async publishableGoods(viewerTenantId: string, ids: string[]) {
    const rows = await this.repository.findManyVisible(ids, viewerTenantId);
    return rows
      .filter((row) => row.status === 1)
      .map((row) => ({ goodsId: row.id, goodsTenantId: row.tenantId, title: row.title, imgUrl: row.imgUrl }));
  }

  /** A good's detail; `blueOceanOnly` refuses goods outside the curated market. */
  async detail(
    tenantId: string,
    id: string,
    viewerTenantId: string | null,
    options: { blueOceanOnly?: boolean } = {},
  ): Promise<GoodsDetail> {
    const good = await this.details.get(JSON.stringify([tenantId, id, viewerTenantId]), () =>
      this.readDetail(tenantId, id, viewerTenantId),
    );
    if (options.blueOceanOnly && (good.market !== 2 || good.supplierType !== 1)) throw notFound(GOOD_NOT_FOUND);
    return good;
  }

  private async readDetail(tenantId: string, id: string, viewerTenantId: string | null) {
    const good = await this.repository.detailOf(tenantId, id, viewerTenantId);
    if (!good) throw notFound(GOOD_NOT_FOUND);
    const { skus, supplier, brand, categoryPath } = good;
    return {
      id: good.id,
      tenantId: good.tenantId,
      title: good.title,
      imgUrl: good.imgUrl,
      images: good.images,
      detailImages: good.detailImages,
      market: good.market,
      supplierType: good.supplierType,
      categoryId: good.categoryId,
      categoryPath,
      brand,
      supplier,
      minPrice: fenToYuan(good.minPriceFen),
      maxPrice: fenToYuan(good.maxPriceFen),
      saleCount: good.saleCount,
      stock: good.stock,
      isWholesale: good.isWholesale,
      weightGrams: good.weightGrams,
      status: good.status,
      creationTime: good.creationTime.toISOString(),
      skus: skus.map((sku) => ({
        skuId: sku.id,
        salesProperties: sku.salesProperties,
        attributes: sku.salesProperties.map((p) => ({ name: p.name, value: p.value })),
        price: fenToYuan(sku.priceFen),
        daifaPrice: fenToYuan(sku.daifaPriceFen),
        numberPrices: sku.numberPrices.map((t) => ({ minQty: t.minQty, price: fenToYuan(t.priceFen) })),
        stock: sku.stock,
        saleCount: sku.saleCount,
        isWholesale: sku.isWholesale,
      })),
    };
  }
}
