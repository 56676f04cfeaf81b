import type { DistributionListItem, GoodsRefBody, KindCounts, PagedResult } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/http.ts';
import { useSession } from '../auth/session/session-context.ts';

export const distributionListKeys = {
  all: ['distribution-list'] as const,
  counts: (title: string) => ['distribution-list', 'counts', title] as const,
  list: (query: DistributionListParams) => ['distribution-list', 'list', query] as const,
};

export interface DistributionListParams {
  page: number;
  pageSize: number;
  title: string;
  supplierTypes: readonly number[];
  market?: number;
}

export const distributionListApi = {
  list: ({ page, pageSize, title, supplierTypes, market }: DistributionListParams) =>
    http.get<PagedResult<DistributionListItem>>('/api/goods/cart', {
      skipCount: (page - 1) * pageSize,
      maxResultCount: pageSize,
      title,
      supplierTypes: supplierTypes.join(','),
      market,
    }),
  counts: (title: string) => http.get<KindCounts>('/api/goods/cart/all-count', { title }),
  add: (good: GoodsRefBody) => http.post<{ success: true }>('/api/goods/cart', good),
  remove: (ids: string[]) => http.delete<{ deletedCount: number }>('/api/goods/cart', { ids: ids.join(',') }),
};

export function useDistributionListCounts(title = '') {
  const { user } = useSession();
  return useQuery({
    queryKey: distributionListKeys.counts(title),
    queryFn: () => distributionListApi.counts(title),
    enabled: Boolean(user),
    refetchOnWindowFocus: true,
  });
}

/** Adds a good to the distribution list; the badge and the drawer refresh. */
export function useAddToDistributionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: distributionListApi.add,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionListKeys.all }),
  });
}
