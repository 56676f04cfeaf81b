import type { FailureReasons, PagedResult, PublishDetailItem, PublishResultItem, TaskId } from '@puhuo/domain';
import { http } from '../../api/http.ts';

export interface DetailListQuery {
  resultId: string;
  title?: string;
  /** undefined = all, 1 failed, 2 succeeded */
  status?: 1 | 2;
  page: number;
  pageSize: number;
}

export const resultsApi = {
  /** the results list takes the page number itself (rawPage) */
  /** one batch, with the batch it republished and the batches that republished it */
  result: (resultId: string, signal?: AbortSignal) =>
    http.get<PublishResultItem>(`/api/platform/publish-result/${resultId}`, undefined, { signal }),
  results: (page: number, pageSize: number, signal?: AbortSignal) =>
    http.get<PagedResult<PublishResultItem>>(
      '/api/platform/publish-result',
      { skipCount: page, maxResultCount: pageSize },
      { signal },
    ),
  details: ({ page, pageSize, ...query }: DetailListQuery, signal?: AbortSignal) =>
    http.get<PagedResult<PublishDetailItem>>(
      '/api/platform/publish-result/detail-list',
      { ...query, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
      { signal },
    ),
  failureReasons: (resultId: string, signal?: AbortSignal) =>
    http.get<FailureReasons>(`/api/platform/publish-result/${resultId}/failure-reasons`, undefined, { signal }),
  /** republish failures show no message (spec doc 2 §8): only logged */
  republishOne: (taskDetailId: string) =>
    http.post<TaskId>('/api/platform/good/product/single-republish', { taskDetailId }, { noErrorMessage: true }),
  republishFailed: (resultId: string) =>
    http.post<TaskId>(`/api/platform/publish-result/${resultId}/republish-failed`, undefined, {
      noErrorMessage: true,
    }),
};
