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
  /** our (leaf) category of the good: what a manual platform category is chosen for by default */
  category: { id: number; name: string } | null;
  /** the SKU's sales property values; empty for a good's only (default) SKU */
  skus: { skuId: string; spec: string; daifaPrice: number }[];
}

interface DetailAnswer {
  id: string;
  title: string;
  categoryId: number;
  categoryPath: { id: number; name: string }[];
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
      const leaf = detail.categoryPath.at(-1);
      return {
        id: detail.id,
        title: detail.title,
        category: leaf && leaf.id === detail.categoryId ? { id: leaf.id, name: leaf.name } : null,
        skus: detail.skus.map((s) => ({
          skuId: s.skuId,
          spec: s.salesProperties.map((p) => p.value).join(' / '),
          daifaPrice: s.daifaPrice,
        })),
      };
    },
  });
}
