import type { GoodsListItem, GoodsListResult, GoodsSorting } from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** The list endpoints a market page may read. */
export type GoodsSource = '/api/goods/good' | '/api/goods/good/fenxiao-list' | '/api/platform-goods/supply-chain-goods';

export interface GoodsFilter {
  supplierType?: 1 | 4;
  market?: 0 | 2;
  categoryId?: number;
  keyword?: string;
  sorting?: GoodsSorting;
  minPrice?: number;
  maxPrice?: number;
}

export interface CategoryCount {
  id: number;
  parentId: number | null;
  level: number;
  name: string;
  goodCount: number;
}

export const goodsApi = {
  list: (source: GoodsSource, filter: GoodsFilter, page: number, pageSize: number, signal?: AbortSignal) =>
    http.get<GoodsListResult>(
      source,
      { ...filter, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
      { signal },
    ),
  categoryCounts: (filter: Pick<GoodsFilter, 'supplierType' | 'market'>, signal?: AbortSignal) =>
    http.get<{ items: CategoryCount[] }>('/api/platform-goods/category-good-count', { ...filter }, { signal }),
  recommendCategories: (signal?: AbortSignal) =>
    http.get<{ isCustom: boolean; items: CategoryCount[] }>(
      '/api/platform-goods/jingxuan/recommend-categories',
      undefined,
      { signal },
    ),
  recentProcurement: (count: number, signal?: AbortSignal) =>
    http.get<{ items: GoodsListItem[] }>(
      '/api/platform-goods/get-recent-procurement-goods',
      { maxResultCount: count },
      { signal },
    ),
};
