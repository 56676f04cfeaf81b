import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DetailListQuery, resultsApi } from './results.api.ts';

/**
 * The publish results, all under the `publish-results` family: the open windows follow publishing by
 * refreshing the family once (usePublishProgressEvents), and a republish refreshes it the same way.
 */
const keys = {
  all: ['publish-results'] as const,
  batch: (resultId: string) => ['publish-results', 'batch', resultId] as const,
};

export const resultQueries = {
  /** every results query: what a settled item or a republish refreshes */
  all: () => keys.all,

  /** a page of batches, newest first (the results list takes the page number itself: rawPage) */
  page: (page: number, pageSize: number) =>
    queryOptions({
      queryKey: [...keys.all, 'list', page, pageSize] as const,
      queryFn: ({ signal }) => resultsApi.results(page, pageSize, signal),
      placeholderData: keepPreviousData,
    }),
  /** one batch, with the batch it republished and the batches that republished it */
  batch: (resultId: string) =>
    queryOptions({
      queryKey: [...keys.batch(resultId), 'result'] as const,
      queryFn: ({ signal }) => resultsApi.result(resultId, signal),
    }),
  /** a page of a batch's items, by status and title */
  details: (query: DetailListQuery) =>
    queryOptions({
      queryKey: [
        ...keys.batch(query.resultId),
        'details',
        query.title,
        query.status,
        query.page,
        query.pageSize,
      ] as const,
      queryFn: ({ signal }) => resultsApi.details(query, signal),
      placeholderData: keepPreviousData,
    }),
  /** a batch's failures grouped by reason */
  failureReasons: (resultId: string) =>
    queryOptions({
      queryKey: [...keys.batch(resultId), 'failure-reasons'] as const,
      queryFn: ({ signal }) => resultsApi.failureReasons(resultId, signal),
    }),
};
