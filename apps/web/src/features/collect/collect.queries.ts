import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CollectListParams, collectApi } from './collect.api.ts';

const keys = {
  all: ['collect'] as const,
  ids: ['collect', 'ids'] as const,
  counts: ['collect', 'counts'] as const,
  list: ['collect', 'list'] as const,
};

/** The collected goods, under the `collect` family. */
export const collectQueries = {
  /** the whole family: what reopening the drawer refreshes */
  all: () => keys.all,
  /** every page of the drawer's list */
  lists: () => keys.list,
  /** the counts of every search */
  allCounts: () => keys.counts,
  /** the ids of the collected goods (the hearts) */
  ids: () => queryOptions({ queryKey: keys.ids, queryFn: collectApi.ids }),
  /** how many goods of each kind are collected, for a name search */
  counts: (title: string) =>
    queryOptions({ queryKey: [...keys.counts, title] as const, queryFn: () => collectApi.counts(title) }),
  /** a page of the drawer's list */
  list: (params: CollectListParams, pageSize: number) =>
    queryOptions({
      queryKey: [...keys.list, params, pageSize] as const,
      queryFn: () => collectApi.list(params, pageSize),
      placeholderData: keepPreviousData,
    }),
};
