import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ListingFilter, listingsApi } from './listings.api.ts';

const keys = { all: ['listings'] as const };
const ACTION_REFRESH_MS = 1_000;

/** 我的铺货's reads, under one family a policy change refreshes. */
export const listingsQueries = {
  all: () => keys.all,
  page: (filter: ListingFilter, page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...keys.all, 'page', filter, page, pageSize] as const,
      queryFn: () => listingsApi.page(filter, (page - 1) * pageSize, pageSize),
      placeholderData: keepPreviousData,
    }),
  shops: () => queryOptions({ queryKey: [...keys.all, 'shops'] as const, queryFn: listingsApi.shops }),
  whereListed: (goodsIds: string[]) =>
    queryOptions({
      queryKey: [...keys.all, 'where-listed', goodsIds] as const,
      queryFn: () => listingsApi.whereListed(goodsIds),
      enabled: goodsIds.length > 0,
    }),
  /** a bulk action's progress, read again while listings of it wait for their platform */
  action: (actionId: string) =>
    queryOptions({
      queryKey: [...keys.all, 'action', actionId] as const,
      queryFn: () => listingsApi.action(actionId),
      refetchInterval: (query) => ((query.state.data?.counts.pending ?? 1) > 0 ? ACTION_REFRESH_MS : false),
    }),
  syncPolicy: (shopId: string) =>
    queryOptions({
      queryKey: [...keys.all, 'sync-policy', shopId] as const,
      queryFn: () => listingsApi.syncPolicy(shopId),
    }),
};
