import type { GoodsListItem, GoodsSorting, PagedResult } from '@puhuo/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export interface GoodsFilter {
  supplierType?: 1 | 4;
  market?: 0 | 2;
  categoryId?: number;
  keyword?: string;
  sorting?: GoodsSorting;
}

export function useGoodsList(filter: GoodsFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['goods', filter, page, pageSize],
    queryFn: ({ signal }) =>
      http.get<PagedResult<GoodsListItem>>(
        '/api/goods/good',
        { ...filter, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
