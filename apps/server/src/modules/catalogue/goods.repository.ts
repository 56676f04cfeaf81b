import type { Db } from '../../db/database.ts';
import { CategoryRepository } from './category.repository.ts';
import { GoodsDetailRepository } from './goods-detail.repository.ts';
import { GoodsListingRepository } from './goods-listing.repository.ts';
import type { GoodsRow } from './goods-rows.ts';
import type { GoodsSearchSource, IndexedGoodsRow } from './goods-search.source.ts';
import { GoodsSearchSourceRepository } from './goods-search-source.repository.ts';
import { GoodsSearchTermsRepository } from './goods-search-terms.repository.ts';
import { GoodsVisibilityRepository } from './goods-visibility.repository.ts';
import { ListingCountsRepository } from './listing-counts.repository.ts';

/**
 * The goods tables' repositories, one per responsibility, built together on one database. Services
 * take the parts they read (`Pick<GoodsRepository, 'listing' | ...>`).
 */
export class GoodsRepository implements GoodsSearchSource {
  /** who sees which goods, and a listing filter's conditions, as SQL */
  readonly visibility: GoodsVisibilityRepository;
  /** market list pages and goods by id */
  readonly listing: GoodsListingRepository;
  /** listing totals and per-category counts; recomputes goods_listing_counts */
  readonly counts: ListingCountsRepository;
  /** goods with SKUs, supplier, brand and category path */
  readonly detail: GoodsDetailRepository;
  readonly categories: CategoryRepository;
  /** writes goods' search text and terms */
  readonly searchTerms: GoodsSearchTermsRepository;
  /** what the in-process search index reads */
  readonly searchSource: GoodsSearchSourceRepository;

  constructor(db: Db) {
    this.visibility = new GoodsVisibilityRepository(db);
    this.listing = new GoodsListingRepository(db, this.visibility);
    this.counts = new ListingCountsRepository(db, this.visibility);
    this.detail = new GoodsDetailRepository(db, this.visibility);
    this.categories = new CategoryRepository(db);
    this.searchTerms = new GoodsSearchTermsRepository(db);
    this.searchSource = new GoodsSearchSourceRepository(db);
  }

  // The search index is built on this object, and code outside the module (the composition root,
  // server start, test fixtures) calls the methods below on it: they stay until the module's entry
  // hands out the parts.

  unsettledSince(): Promise<Date> {
    return this.searchSource.unsettledSince();
  }

  goodsAfter(afterId: string | null, limit: number): Promise<IndexedGoodsRow[]> {
    return this.searchSource.goodsAfter(afterId, limit);
  }

  goodsChangedSince(since: Date): Promise<IndexedGoodsRow[]> {
    return this.searchSource.goodsChangedSince(since);
  }

  /** GoodsDetailRepository.findManyVisible */
  findManyVisible(ids: string[], viewerTenantId: string | null): Promise<GoodsRow[]> {
    return this.detail.findManyVisible(ids, viewerTenantId);
  }

  /** ListingCountsRepository.refreshListingCounts */
  refreshListingCounts(tenantId?: string): Promise<void> {
    return this.counts.refreshListingCounts(tenantId);
  }

  /** GoodsSearchTermsRepository.indexMissingSearchTerms */
  indexMissingSearchTerms(batchSize?: number, ids?: string[]): Promise<number> {
    return this.searchTerms.indexMissingSearchTerms(batchSize, ids);
  }
}
