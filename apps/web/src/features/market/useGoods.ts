import type { GoodsSorting } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import type { GoodsFilter, GoodsSource } from './goods.api.ts';
import { goodsQueries } from './goods.queries.ts';
import type { ListingParams } from './useListingParams.ts';

export function useGoodsListing(
  source: GoodsSource,
  filter: GoodsFilter,
  params: ListingParams,
  fixedSorting?: GoodsSorting,
) {
  return useQuery(goodsQueries.listing(source, filter, params, fixedSorting));
}

export function useCategoryCounts(filter: Pick<GoodsFilter, 'supplierType' | 'market'>) {
  return useQuery(goodsQueries.categoryCounts(filter));
}

export function useRecommendCategories(enabled: boolean) {
  return useQuery({ ...goodsQueries.recommendCategories(), enabled, staleTime: 5 * 60_000 });
}

/** 最近采购 of the signed-in distributor (its own orders); enable it only for a signed-in user */
export function useRecentProcurement(enabled: boolean, count = 6) {
  return useQuery({ ...goodsQueries.recentProcurement(count), enabled, staleTime: 60_000 });
}
