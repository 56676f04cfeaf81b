import type { GoodsRefBody } from '@puhuo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/index.ts';
import { collectApi } from './collect.api.ts';
import { collectQueries } from './collect.queries.ts';

/** The collected-good ids of the signed-in distributor (empty for a guest). */
export function useCollectedIds() {
  const { user } = useSession();
  return useQuery({ ...collectQueries.ids(), enabled: Boolean(user), staleTime: 60_000 });
}

export function useCollectCounts(title = '') {
  const { user } = useSession();
  return useQuery({ ...collectQueries.counts(title), enabled: Boolean(user), refetchOnWindowFocus: true });
}

/**
 * Collects or uncollects. The local collected-id list changes before the call (spec doc 1 §4) and
 * goes back if the call fails; counts and lists refresh afterwards.
 */
export function useToggleCollect() {
  const queryClient = useQueryClient();
  const idsKey = collectQueries.ids().queryKey;
  return useMutation({
    mutationFn: ({ good, collect }: { good: GoodsRefBody; collect: boolean }) =>
      collect ? collectApi.collect(good) : collectApi.cancel(good),
    onMutate: async ({ good, collect }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const previous = queryClient.getQueryData<string[]>(idsKey);
      const others = (previous ?? []).filter((id) => id !== good.goodsId);
      queryClient.setQueryData<string[]>(idsKey, collect ? [good.goodsId, ...others] : others);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(idsKey, context?.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: collectQueries.allCounts() });
      // a click while the ids were still loading cancelled that load: take the server's list again
      void queryClient.invalidateQueries({ queryKey: idsKey });
    },
  });
}
