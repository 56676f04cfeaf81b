import { queryOptions } from '@tanstack/react-query';
import { publishingApi } from './publishing.api.ts';

const keys = {
  preflight: ['publishing', 'preflight'] as const,
};

/** The publishing queries, under the `publishing` family. */
export const publishingQueries = {
  /** every preflight: what a saved template changes */
  preflights: () => keys.preflight,
  /** what each (good, shop) pair would come to before publishing, and what to fix first */
  preflight: (shopIds: string[], goodsIds: string[]) =>
    queryOptions({
      queryKey: [...keys.preflight, shopIds, goodsIds] as const,
      queryFn: () => publishingApi.preflight(shopIds, goodsIds),
    }),
};
