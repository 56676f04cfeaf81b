import type { DistributionListItem, GoodsRefBody, KindCounts, PagedResult } from '@puhuo/domain';
import { http } from '../../api/http.ts';

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
