import { queryOptions } from '@tanstack/react-query';
import { type GoodsRef, goodsDetailApi } from './goods-detail.api.ts';

/** a good not known yet (its page still loading): the query waits, disabled */
const NO_GOOD: GoodsRef = { tenantId: '', id: '' };

/**
 * What the goods detail page reads, each resource under its own key. The purchase prices are what a
 * changed selling multiple refreshes (here, and in another window of the tenant: app/TenantSettingsSync.tsx
 * names `my-purchase-price`).
 */
export const goodsDetailQueries = {
  detail: (tenantId: string | null, id: string) =>
    queryOptions({
      queryKey: ['goods-detail', tenantId, id] as const,
      queryFn: ({ signal }) => goodsDetailApi.detail(tenantId ?? '', id, signal),
    }),
  qtySetting: (supplierTenantId: string | undefined) =>
    queryOptions({
      queryKey: ['qty-setting', supplierTenantId] as const,
      queryFn: ({ signal }) => goodsDetailApi.qtySetting(supplierTenantId ?? '', signal),
    }),
  controlStatus: (good: GoodsRef | undefined) =>
    queryOptions({
      queryKey: ['goods-control-status', good?.id] as const,
      queryFn: ({ signal }) => goodsDetailApi.controlStatus(good ?? NO_GOOD, signal),
    }),
  salesChannels: (goodsIds: string[]) =>
    queryOptions({
      queryKey: ['sales-channels', goodsIds] as const,
      queryFn: ({ signal }) => goodsDetailApi.salesChannels(goodsIds, signal),
    }),
  blackShops: (good: GoodsRef | null) =>
    queryOptions({
      queryKey: ['black-shops', good?.id] as const,
      queryFn: ({ signal }) => goodsDetailApi.blackShops(good ?? NO_GOOD, signal),
    }),
  /** every good's purchase prices: what a changed selling multiple refreshes */
  allPurchasePrices: () => ['my-purchase-price'] as const,
  purchasePrices: (good: GoodsRef | undefined) =>
    queryOptions({
      queryKey: ['my-purchase-price', good?.id] as const,
      queryFn: ({ signal }) => goodsDetailApi.myPurchasePrice(good ?? NO_GOOD, signal),
    }),
  supplierGoodsPrice: (good: GoodsRef | undefined) =>
    queryOptions({
      queryKey: ['supplier-goods-price', good?.id] as const,
      queryFn: ({ signal }) => goodsDetailApi.supplierGoodsPrice(good ?? NO_GOOD, signal),
    }),
  saleTrend: (good: GoodsRef | undefined, days: 7 | 30) =>
    queryOptions({
      queryKey: ['sale-trend', good?.id, days] as const,
      queryFn: ({ signal }) => goodsDetailApi.saleTrend(good ?? NO_GOOD, days, signal),
    }),
  skuSaleTop: (good: GoodsRef | undefined) =>
    queryOptions({
      queryKey: ['sku-sale-top', good?.id] as const,
      queryFn: ({ signal }) => goodsDetailApi.skuSaleTop(good ?? NO_GOOD, signal),
    }),
};
