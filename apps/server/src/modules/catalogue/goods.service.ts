import {
  fenToYuan,
  type GoodsListItem,
  type GoodsListQuery,
  type GoodsListResult,
  isBlueOceanGood,
  isGoodOnline,
  ServerMessages,
} from '@puhuo/domain';
import { notFound } from '../../http/app-error.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { GoodsRepository } from './goods.repository.ts';
import type { GoodsListRow } from './goods-rows.ts';
import type { GoodsSearchIndex } from './goods-search-index.ts';
import { parseSearchKeyword } from './goods-search-segmenter.ts';
import { type Searcher, SearchSuggestions } from './goods-search-suggestion.ts';
import type { ListingFilter } from './listing-filter.ts';
import type { SearchVisibility } from './search-matcher.ts';

export const GOOD_NOT_FOUND = ServerMessages.goodNotFound;

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
const CATEGORY_LEVELS_REREAD_MS = 10_000;

export type GoodsDetail = Awaited<ReturnType<GoodsService['readDetail']>>;

export class GoodsService {
  // market pages, searches and details are read far more often than goods change: each process
  // reuses an answer for a few seconds (docs/decisions/0004-market-search.md)
  private readonly lists: TtlCache<GoodsListResult>;
  private readonly details: TtlCache<GoodsDetail>;
  /** keyword searches are answered from memory once it is loaded (docs/decisions/0012-search-index.md) */
  private readonly searchIndex: GoodsSearchIndex | null;
  private readonly suggestions: SearchSuggestions;
  private categoryLevels: { levels: Map<number, number>; readAt: number } | null = null;
  private readingLevels: Promise<void> | null = null;

  constructor(
    private readonly repository: Pick<GoodsRepository, 'categories' | 'counts' | 'detail' | 'listing' | 'visibility'>,
    options: { cacheMs?: number; searchIndex?: GoodsSearchIndex } = {},
  ) {
    this.searchIndex = options.searchIndex ?? null;
    this.lists = new TtlCache(options.cacheMs ?? 0, CACHE_ENTRIES);
    this.details = new TtlCache(options.cacheMs ?? 0, CACHE_ENTRIES);
    this.suggestions = new SearchSuggestions(repository);
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
  ): Promise<GoodsListResult> {
    const key = JSON.stringify([query, viewerTenantId, options.proxyOnly ?? false]);
    return this.lists.get(key, () => this.readList(query, viewerTenantId, options));
  }

  private async readList(
    query: GoodsListQuery,
    viewerTenantId: string | null,
    options: { proxyOnly?: boolean },
  ): Promise<GoodsListResult> {
    let level: number | null = null;
    if (query.categoryId !== undefined) {
      level = await this.categoryLevel(query.categoryId);
      // an unknown category holds no goods
      if (level === null) return { totalCount: 0, items: [] };
    }
    const search = query.keyword ? parseSearchKeyword(query.keyword) : null;
    const filter: ListingFilter = { ...query, categoryLevel: level, proxyOnly: options.proxyOnly, search };
    // a keyword of spaces, punctuation or emoji only: nothing to search, nothing to suggest
    if (query.keyword && !search) return { totalCount: 0, items: [], suggestion: null };
    if (!search) {
      // browsing (the market, a category) reads the index's columns too once it is loaded
      const index = this.searchIndex;
      if (index?.ready) {
        const answer = await index.search(
          null,
          filter,
          query.sorting,
          query,
          await this.visibilityFor(filter, viewerTenantId),
        );
        if (answer) return { totalCount: answer.totalCount, items: answer.items.map(toListItem) };
      }
      const [items, totalCount] = await Promise.all([
        this.repository.listing.listPage(filter, query.sorting, query, viewerTenantId),
        this.repository.counts.countListing(filter, viewerTenantId),
      ]);
      return { totalCount, items: items.map(toListItem) };
    }
    const searcher = await this.searcherFor(filter, query, viewerTenantId);
    const answer = await searcher.page(search);
    if (answer.totalCount > 0) return answer;
    return {
      ...answer,
      suggestion: await this.suggestions.suggest(search, query.keyword ?? '', filter, searcher, viewerTenantId),
    };
  }

  /** Keyword searches are answered by the in-process index once it is loaded, else by the database. */
  private async searcherFor(
    filter: ListingFilter,
    query: GoodsListQuery,
    viewerTenantId: string | null,
  ): Promise<Searcher> {
    const index = this.searchIndex;
    if (index?.ready) {
      const visibility = await this.visibilityFor(filter, viewerTenantId);
      const database = this.databaseSearcher(filter, query, viewerTenantId);
      return {
        async page(search) {
          const answer = await index.search(search, filter, query.sorting, query, visibility);
          if (!answer) return database.page(search);
          return { totalCount: answer.totalCount, items: answer.items.map(toListItem) };
        },
        async count(search, cap) {
          return index.count(search, filter, visibility, cap) ?? database.count(search, cap);
        },
      };
    }
    return this.databaseSearcher(filter, query, viewerTenantId);
  }

  /**
   * A category's level, from every category's level read once (categories change only when a
   * catalogue is seeded; an unknown id reads them again, at most every CATEGORY_LEVELS_REREAD_MS).
   */
  private async categoryLevel(categoryId: number): Promise<number | null> {
    const known = this.categoryLevels?.levels.get(categoryId);
    if (known !== undefined) return known;
    if (!this.categoryLevels || Date.now() - this.categoryLevels.readAt >= CATEGORY_LEVELS_REREAD_MS) {
      this.readingLevels ??= this.repository.categories
        .levels()
        .then((levels) => {
          this.categoryLevels = { levels, readAt: Date.now() };
        })
        .finally(() => {
          this.readingLevels = null;
        });
      await this.readingLevels;
    }
    return this.categoryLevels?.levels.get(categoryId) ?? null;
  }

  /** Whose goods the viewer may see beyond the public markets, for the index (it holds goods, not invitations). */
  private async visibilityFor(filter: ListingFilter, viewerTenantId: string | null): Promise<SearchVisibility> {
    const [invited, proxies] = await Promise.all([
      this.repository.visibility.invitedSupplierIds(filter, viewerTenantId),
      filter.proxyOnly ? this.repository.visibility.proxySupplierIds() : null,
    ]);
    return { invitedSuppliers: new Set(invited), onlySuppliers: proxies ? new Set(proxies) : undefined };
  }

  private databaseSearcher(filter: ListingFilter, query: GoodsListQuery, viewerTenantId: string | null): Searcher {
    const { listing, counts } = this.repository;
    return {
      async page(search) {
        const searched = { ...filter, search };
        const [items, totalCount] = await Promise.all([
          listing.listPage(searched, query.sorting, query, viewerTenantId),
          counts.countListing(searched, viewerTenantId),
        ]);
        return { totalCount, items: items.map(toListItem) };
      },
      count: (search, cap) => counts.countListing({ ...filter, search }, viewerTenantId, cap),
    };
  }

  /** The goods among `ids` a distributor may publish: visible to it and online. */
  async publishableGoods(viewerTenantId: string, ids: string[]) {
    const rows = await this.repository.detail.findManyVisible(ids, viewerTenantId);
    return rows
      .filter(isGoodOnline)
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
    if (options.blueOceanOnly && !isBlueOceanGood(good)) throw notFound(GOOD_NOT_FOUND);
    return good;
  }

  private async readDetail(tenantId: string, id: string, viewerTenantId: string | null) {
    const good = await this.repository.detail.detailOf(tenantId, id, viewerTenantId);
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
