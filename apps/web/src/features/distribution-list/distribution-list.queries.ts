import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DistributionListParams, distributionListApi } from './distribution-list.api.ts';

const keys = {
  all: ['distribution-list'] as const,
  list: ['distribution-list', 'list'] as const,
};

/** The distribution list (分销清单), under the `distribution-list` family. */
export const distributionListQueries = {
  /** the whole family: what an added or removed good refreshes */
  all: () => keys.all,
  /** every page of the drawer's list */
  lists: () => keys.list,
  /** how many goods of each kind the list holds, for a name search (the badge and the tabs) */
  counts: (title: string) =>
    queryOptions({
      queryKey: [...keys.all, 'counts', title] as const,
      queryFn: () => distributionListApi.counts(title),
    }),
  /** a page of the drawer's list */
  list: (params: DistributionListParams) =>
    queryOptions({
      queryKey: [...keys.list, params] as const,
      queryFn: () => distributionListApi.list(params),
      placeholderData: keepPreviousData,
    }),
};
