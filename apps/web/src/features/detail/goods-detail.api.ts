import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  status: number;
  skus: GoodsSku[];
}

export interface GoodsRef {
  tenantId: string;
  id: string;
}

const path = (value: string) => encodeURIComponent(value);

export function useGoodsDetail(tenantId: string | null, id: string) {
  return useQuery({
    queryKey: ['goods-detail', tenantId, id],
    enabled: Boolean(tenantId),
    retry: false,
    queryFn: ({ signal }) =>
      http.get<GoodsDetail>(`/api/goods/good/${path(tenantId ?? '')}/${path(id)}`, undefined, {
        signal,
        noErrorMessage: true,
      }),
  });
}

export function useQtySetting(supplierTenantId: string | undefined) {
  return useQuery({
    queryKey: ['qty-setting', supplierTenantId],
    enabled: Boolean(supplierTenantId),
    queryFn: ({ signal }) =>
      http.get<{ enableRealQty: boolean; enableSaleQty: boolean }>(
        `/api/goods/setting/${path(supplierTenantId ?? '')}/qty-setting`,
        undefined,
        { signal, noErrorMessage: true },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useControlStatus(good: GoodsRef | undefined) {
  return useQuery({
    queryKey: ['goods-control-status', good?.id],
    enabled: Boolean(good),
    queryFn: ({ signal }) =>
      http.get<{ isControlled: boolean; minPrice: number | null }>(
        `/api/price-control/${path(good?.tenantId ?? '')}/goods-control-status`,
        { goodsId: good?.id },
        { signal, noErrorMessage: true },
      ),
  });
}

/** Sales channels of the goods that are not 1688 goods (the caller decides, see tradingLookups). */
export function useSalesChannels(goodsIds: string[]) {
  return useQuery({
    queryKey: ['sales-channels', goodsIds],
    enabled: goodsIds.length > 0,
    queryFn: ({ signal }) =>
      http.post<{ items: { goodsId: string; stationTypes: number[] }[] }>(
        '/api/platform-goods/sales-channels',
        { goodsList: goodsIds.map((goodsId) => ({ goodsId, market: 0 })) },
        { signal, noErrorMessage: true },
      ),
  });
}

export function useBlackShops(good: GoodsRef | null, signedIn: boolean) {
  return useQuery({
    queryKey: ['black-shops', good?.id],
    enabled: Boolean(good) && signedIn,
    queryFn: ({ signal }) =>
      http.get<{ items: { shopId: string; shopName: string; stationType: number; reason: string }[] }>(
        '/api/price-control/black-shops',
        { goodsId: good?.id, tenantId: good?.tenantId },
        { signal, noErrorMessage: true },
      ),
  });
}

export interface PurchasePrices {
  items: { skuId: string; price: number; daifaPrice: number }[];
  daifaMulti: number | null;
}

export function useMyPurchasePrice(good: GoodsRef | undefined, signedIn: boolean) {
  return useQuery({
    queryKey: ['my-purchase-price', good?.id],
    enabled: Boolean(good) && signedIn,
    queryFn: ({ signal }) =>
      http.get<PurchasePrices>('/api/goods/good/my-purchase-price', good ? { ...good } : undefined, {
        signal,
        noErrorMessage: true,
      }),
  });
}

export function useSupplierGoodsPrice(good: GoodsRef | undefined) {
  return useQuery({
    queryKey: ['supplier-goods-price', good?.id],
    enabled: Boolean(good),
    queryFn: ({ signal }) =>
      http.get<{ minPrice: number; maxPrice: number; minDaifaPrice: number; limitPrice: number; proxy: boolean }>(
        '/api/goods/good/supplier-goods-price',
        good ? { ...good } : undefined,
        { signal, noErrorMessage: true },
      ),
  });
}

export function useSaleTrend(good: GoodsRef | undefined, days: 7 | 30) {
  return useQuery({
    queryKey: ['sale-trend', good?.id, days],
    enabled: Boolean(good),
    queryFn: ({ signal }) =>
      http.get<{ items: { day: string; saleCount: number }[] }>(
        '/api/goods/statistics/sale-trend',
        { tenantId: good?.tenantId, goodsId: good?.id, days },
        { signal, noErrorMessage: true },
      ),
  });
}

export function useSkuSaleTop(good: GoodsRef | undefined) {
  return useQuery({
    queryKey: ['sku-sale-top', good?.id],
    enabled: Boolean(good),
    queryFn: ({ signal }) =>
      http.get<{ items: { skuId: string; name: string; saleCount: number }[] }>(
        '/api/goods/statistics/sku-sale-top',
        { tenantId: good?.tenantId, goodsId: good?.id, top: 5 },
        { signal, noErrorMessage: true },
      ),
  });
}

export function useSetDaifaMulti(goodsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (multi: number | null) =>
      http.post<{ multi: number | null }>(`/api/goods/good/${path(goodsId)}/set-lanhai-daifa-multi`, { multi }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my-purchase-price', goodsId] }),
  });
}
