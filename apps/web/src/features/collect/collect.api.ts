import type { CollectedGood, GoodsRefBody, KindCounts, PagedResult } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { useSession } from '../auth/session/session-context.ts';

export const collectKeys = {
  all: ['collect'] as const,
  ids: ['collect', 'ids'] as const,
  counts: (title: string) => ['collect', 'counts', title] as const,
  list: (query: CollectListParams) => ['collect', 'list', query] as const,
};

export interface CollectListParams {
  page: number;
  title: string;
  supplierType?: 1 | 4;
  market?: 0 | 2;
}

export const collectApi = {
  ids: () => http.get<string[]>('/api/goods/good/goods-collect-ids'),
  counts: (title: string) => http.get<KindCounts>('/api/goods/good/goods-collect-count', { title }),
  list: ({ page, title, supplierType, market }: CollectListParams, pageSize: number) =>
    // rawPage: this call takes the page number as skipCount (spec doc 1 §7)
    http.get<PagedResult<CollectedGood>>('/api/goods/good/goods-collect-list', {
      skipCount: page,
      maxResultCount: pageSize,
      title,
      SupplierType: supplierType,
      market,
    }),
  collect: (good: GoodsRefBody) => http.post<{ success: true }>('/api/goods/good/goods-collect', good),
  cancel: (good: GoodsRefBody) => http.post<{ success: true }>('/api/goods/good/cancel-goods-collect', good),
};

/** The collected-good ids of the signed-in distributor (empty for a guest). */
export function useCollectedIds() {
  const { user } = useSession();
  return useQuery({ queryKey: collectKeys.ids, queryFn: collectApi.ids, enabled: Boolean(user), staleTime: 60_000 });
}

export function useCollectCounts(title = '') {
  const { user } = useSession();
  return useQuery({
    queryKey: collectKeys.counts(title),
    queryFn: () => collectApi.counts(title),
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}

/**
 * Collects or uncollects. The local collected-id list changes before the call (spec doc 1 §4) and
 * goes back if the call fails; counts and lists refresh afterwards.
 */
export function useToggleCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ good, collect }: { good: GoodsRefBody; collect: boolean }) =>
      collect ? collectApi.collect(good) : collectApi.cancel(good),
    onMutate: async ({ good, collect }) => {
      await queryClient.cancelQueries({ queryKey: collectKeys.ids });
      const previous = queryClient.getQueryData<string[]>(collectKeys.ids);
      const others = (previous ?? []).filter((id) => id !== good.goodsId);
      queryClient.setQueryData<string[]>(collectKeys.ids, collect ? [good.goodsId, ...others] : others);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(collectKeys.ids, context?.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['collect', 'counts'] });
      // a click while the ids were still loading cancelled that load: take the server's list again
      void queryClient.invalidateQueries({ queryKey: collectKeys.ids });
    },
  });
}
