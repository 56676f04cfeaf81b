import type { GoodsSorting } from '@puhuo/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type GoodsFilter, type GoodsSource, goodsApi } from './goods.api.ts';
import { PAGE_SIZE } from './market-listing.ts';
import type { ListingParams } from './useListingParams.ts';

/** category counts change with the catalogue only: read again after five minutes */
const CATEGORY_COUNTS_STALE_MS = 5 * 60_000;

/**
 * What the market pages read, each resource under its own key. Every goods list is under `goods`: joining
 * a supplier refreshes them all (MySuppliersModal).
 */
export const goodsQueries = {
  list: (source: GoodsSource, filter: GoodsFilter, page: number, pageSize: number) =>
    queryOptions({
      queryKey: ['goods', source, filter, page, pageSize] as const,
      queryFn: ({ signal }) => goodsApi.list(source, filter, page, pageSize, signal),
      placeholderData: keepPreviousData,
    }),
  /** a market page's listing: what the page always shows, narrowed by the listing state of its URL */
  listing: (source: GoodsSource, filter: GoodsFilter, params: ListingParams, fixedSorting?: GoodsSorting) =>
    goodsQueries.list(
      source,
      {
        ...filter,
        categoryId: params.categoryId,
        sorting: fixedSorting ?? params.sorting,
        minPrice: params.minPrice,
        maxPrice: params.maxPrice,
      },
      params.page,
      PAGE_SIZE,
    ),
  categoryCounts: (filter: Pick<GoodsFilter, 'supplierType' | 'market'>) =>
    queryOptions({
      queryKey: ['category-good-count', filter] as const,
      queryFn: ({ signal }) => goodsApi.categoryCounts(filter, signal),
      staleTime: CATEGORY_COUNTS_STALE_MS,
    }),
  /** the tenant's recommended categories (app/TenantSettingsSync.tsx refreshes this key on a change elsewhere) */
  recommendCategories: () =>
    queryOptions({
      queryKey: ['recommend-categories'] as const,
      queryFn: ({ signal }) => goodsApi.recommendCategories(signal),
    }),
  recentProcurement: (count: number) =>
    queryOptions({
      queryKey: ['recent-procurement', count] as const,
      queryFn: ({ signal }) => goodsApi.recentProcurement(count, signal),
    }),
};
