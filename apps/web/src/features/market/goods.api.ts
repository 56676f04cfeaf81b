import type { GoodsListItem, GoodsListResult, GoodsSorting } from '@puhuo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** The list endpoints a market page may read. */
export type GoodsSource = '/api/goods/good' | '/api/goods/good/fenxiao-list' | '/api/platform-goods/supply-chain-goods';

export interface GoodsFilter {
  supplierType?: 1 | 4;
  market?: 0 | 2;
  categoryId?: number;
  keyword?: string;
  sorting?: GoodsSorting;
  minPrice?: number;
  maxPrice?: number;
}

export function useGoodsList(source: GoodsSource, filter: GoodsFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['goods', source, filter, page, pageSize],
    queryFn: ({ signal }) =>
      http.get<GoodsListResult>(
        source,
        { ...filter, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export interface CategoryCount {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  goodCount: number;
}

export function useCategoryCounts(filter: Pick<GoodsFilter, 'supplierType' | 'market'>) {
  return useQuery({
    queryKey: ['category-good-count', filter],
    queryFn: ({ signal }) =>
      http.get<{ items: CategoryCount[] }>('/api/platform-goods/category-good-count', { ...filter }, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRecommendCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['recommend-categories'],
    enabled,
    queryFn: ({ signal }) =>
      http.get<{ isCustom: boolean; items: CategoryCount[] }>(
        '/api/platform-goods/jingxuan/recommend-categories',
        undefined,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

/** 最近采购 of the signed-in distributor (its own orders); enable it only for a signed-in user */
export function useRecentProcurement(enabled: boolean, count = 6) {
  return useQuery({
    queryKey: ['recent-procurement', count],
    enabled,
    queryFn: ({ signal }) =>
      http.get<{ items: GoodsListItem[] }>(
        '/api/platform-goods/get-recent-procurement-goods',
        { maxResultCount: count },
        { signal },
      ),
    staleTime: 60_000,
  });
}
