import type { CollectedGood, GoodsRefBody, KindCounts, PagedResult } from '@puhuo/domain';
import { http } from '../../api/http.ts';

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
