import { useQuery } from '@tanstack/react-query';
import type { GoodsFilter, GoodsSource } from './goods.api.ts';
import { goodsQueries } from './goods.queries.ts';

export function useGoodsList(source: GoodsSource, filter: GoodsFilter, page: number, pageSize: number) {
  return useQuery(goodsQueries.list(source, filter, page, pageSize));
}

export function useCategoryCounts(filter: Pick<GoodsFilter, 'supplierType' | 'market'>) {
  return useQuery({ ...goodsQueries.categoryCounts(filter), staleTime: 5 * 60_000 });
}

export function useRecommendCategories(enabled: boolean) {
  return useQuery({ ...goodsQueries.recommendCategories(), enabled, staleTime: 5 * 60_000 });
}

/** 最近采购 of the signed-in distributor (its own orders); enable it only for a signed-in user */
export function useRecentProcurement(enabled: boolean, count = 6) {
  return useQuery({ ...goodsQueries.recentProcurement(count), enabled, staleTime: 60_000 });
}
