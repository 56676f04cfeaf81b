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

export interface PurchasePrices {
  items: { skuId: string; price: number; daifaPrice: number }[];
  daifaMulti: number | null;
}

const path = (value: string) => encodeURIComponent(value);
/** the detail page shows nothing of these calls' failures: it draws what it has */
const quietly = (signal?: AbortSignal) => ({ signal, noErrorMessage: true });

export const goodsDetailApi = {
  detail: (tenantId: string, id: string, signal?: AbortSignal) =>
    http.get<GoodsDetail>(`/api/goods/good/${path(tenantId)}/${path(id)}`, undefined, quietly(signal)),
  qtySetting: (supplierTenantId: string, signal?: AbortSignal) =>
    http.get<{ enableRealQty: boolean; enableSaleQty: boolean }>(
      `/api/goods/setting/${path(supplierTenantId)}/qty-setting`,
      undefined,
      quietly(signal),
    ),
  controlStatus: (good: GoodsRef, signal?: AbortSignal) =>
    http.get<{ isControlled: boolean; minPrice: number | null }>(
      `/api/price-control/${path(good.tenantId)}/goods-control-status`,
      { goodsId: good.id },
      quietly(signal),
    ),
  salesChannels: (goodsIds: string[], signal?: AbortSignal) =>
    http.post<{ items: { goodsId: string; stationTypes: number[] }[] }>(
      '/api/platform-goods/sales-channels',
      { goodsList: goodsIds.map((goodsId) => ({ goodsId, market: 0 })) },
      quietly(signal),
    ),
  blackShops: (good: GoodsRef, signal?: AbortSignal) =>
    http.get<{ items: { shopId: string; shopName: string; stationType: number; reason: string }[] }>(
      '/api/price-control/black-shops',
      { goodsId: good.id, tenantId: good.tenantId },
      quietly(signal),
    ),
  myPurchasePrice: (good: GoodsRef, signal?: AbortSignal) =>
    http.get<PurchasePrices>('/api/goods/good/my-purchase-price', { ...good }, quietly(signal)),
  supplierGoodsPrice: (good: GoodsRef, signal?: AbortSignal) =>
    http.get<{ minPrice: number; maxPrice: number; minDaifaPrice: number; limitPrice: number; proxy: boolean }>(
      '/api/goods/good/supplier-goods-price',
      { ...good },
      quietly(signal),
    ),
  saleTrend: (good: GoodsRef, days: 7 | 30, signal?: AbortSignal) =>
    http.get<{ items: { day: string; saleCount: number }[] }>(
      '/api/goods/statistics/sale-trend',
      { tenantId: good.tenantId, goodsId: good.id, days },
      quietly(signal),
    ),
  skuSaleTop: (good: GoodsRef, signal?: AbortSignal) =>
    http.get<{ items: { skuId: string; name: string; saleCount: number }[] }>(
      '/api/goods/statistics/sku-sale-top',
      { tenantId: good.tenantId, goodsId: good.id, top: 5 },
      quietly(signal),
    ),
  setDaifaMulti: (goodsId: string, multi: number | null) =>
    http.post<{ multi: number | null }>(`/api/goods/good/${path(goodsId)}/set-lanhai-daifa-multi`, { multi }),
};
