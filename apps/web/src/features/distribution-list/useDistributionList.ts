import type { GoodsRefBody } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/index.ts';
import { distributionListApi } from './distribution-list.api.ts';
import { distributionListQueries } from './distribution-list.queries.ts';

export function useDistributionListCounts(title = '') {
  const { user } = useSession();
  return useQuery({ ...distributionListQueries.counts(title), enabled: Boolean(user), refetchOnWindowFocus: true });
}

/** Adds a good to the distribution list; the badge and the drawer refresh. */
export function useAddToDistributionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (good: GoodsRefBody) => distributionListApi.add(good),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: distributionListQueries.all() }),
  });
}

/**
 * Removes goods from the list; the list, its counts and the badge are read again once they are gone.
 * Not optimistic: the drawer says 删除成功 when the server has removed them, and its pages and
 * counts are the server's (a page may step back), so nothing changes on screen before the answer.
 */
export function useRemoveFromDistributionList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => distributionListApi.remove(ids),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: distributionListQueries.all() }),
  });
}
