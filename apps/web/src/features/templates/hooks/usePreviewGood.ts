import type { GoodsListItem, PagedResult } from '@puhuo/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/http.ts';

export interface PreviewGoodRef {
  tenantId: string;
  id: string;
}

export interface PreviewGood {
  id: string;
  title: string;
  skus: { skuId: string; spec: string; daifaPrice: number }[];
}

interface DetailAnswer {
  id: string;
  title: string;
  skus: { skuId: string; salesProperties: { name: string; value: string }[]; daifaPrice: number }[];
}

/** A real good to preview the price formula with: the one given, else the market's best seller. */
export function usePreviewGood(good: PreviewGoodRef | undefined) {
  return useQuery({
    queryKey: ['template-preview-good', good?.tenantId, good?.id],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<PreviewGood | null> => {
      let ref = good;
      if (!ref) {
        const list = await http.get<PagedResult<GoodsListItem>>(
          '/api/goods/good',
          { maxResultCount: 1, sorting: 'sales' },
          { signal, noErrorMessage: true },
        );
        const first = list.items[0];
        if (!first) return null;
        ref = { tenantId: first.tenantId, id: first.id };
      }
      const detail = await http.get<DetailAnswer>(
        `/api/goods/good/${encodeURIComponent(ref.tenantId)}/${encodeURIComponent(ref.id)}`,
        undefined,
        { signal, noErrorMessage: true },
      );
      return {
        id: detail.id,
        title: detail.title,
        skus: detail.skus.map((s) => ({
          skuId: s.skuId,
          spec: s.salesProperties.map((p) => p.value).join(' / ') || '默认',
          daifaPrice: s.daifaPrice,
        })),
      };
    },
  });
}
