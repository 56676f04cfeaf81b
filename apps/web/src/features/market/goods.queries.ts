import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type GoodsFilter, type GoodsSource, goodsApi } from './goods.api.ts';

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
  categoryCounts: (filter: Pick<GoodsFilter, 'supplierType' | 'market'>) =>
    queryOptions({
      queryKey: ['category-good-count', filter] as const,
      queryFn: ({ signal }) => goodsApi.categoryCounts(filter, signal),
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
