import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

export interface GoodsSku {
  skuId: string;
  salesProperties: { name: string; value: string }[];
  price: number;
  daifaPrice: number;
  numberPrices: { minQty: number; price: number }[];
  stock: number;
  saleCount: number;
  isWholesale: boolean;
}

export interface GoodsDetail {
  id: string;
  tenantId: string;
  title: string;
  imgUrl: string;
  images: string[];
  detailImages: string[];
  market: number;
  supplierType: number;
  categoryPath: { id: number; name: string }[];
  brand: { id: number; nameCn: string; nameEn: string } | null;
  supplier: { tenantId: string; companyName: string } | null;
  minPrice: number;
  maxPrice: number;
  saleCount: number;
  stock: number;
  isWholesale: boolean;
  skus: GoodsSku[];
}

export function useGoodsDetail(tenantId: string | null, id: string) {
  return useQuery({
    queryKey: ['goods-detail', tenantId, id],
    enabled: Boolean(tenantId),
    retry: false,
    queryFn: ({ signal }) =>
      http.get<GoodsDetail>(
        `/api/goods/good/${encodeURIComponent(tenantId ?? '')}/${encodeURIComponent(id)}`,
        undefined,
        { signal, noErrorMessage: true },
      ),
  });
}

/** The property names of a good's SKUs with their values, in first-seen order. */
export function salesPropertyAxes(skus: GoodsSku[]): { name: string; values: string[] }[] {
  const axes = new Map<string, string[]>();
  for (const sku of skus) {
    for (const { name, value } of sku.salesProperties) {
      const values = axes.get(name) ?? [];
      if (!values.includes(value)) values.push(value);
      axes.set(name, values);
    }
  }
  return [...axes].map(([name, values]) => ({ name, values }));
}

export function findSku(skus: GoodsSku[], chosen: Record<string, string>): GoodsSku | undefined {
  return skus.find((sku) => sku.salesProperties.every((p) => chosen[p.name] === p.value));
}
