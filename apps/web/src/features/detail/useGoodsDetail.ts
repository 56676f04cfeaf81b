import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type GoodsRef, goodsDetailApi } from './goods-detail.api.ts';
import { goodsDetailQueries } from './goods-detail.queries.ts';

export function useGoodsDetail(tenantId: string | null, id: string) {
  return useQuery({ ...goodsDetailQueries.detail(tenantId, id), enabled: Boolean(tenantId), retry: false });
}

export function useQtySetting(supplierTenantId: string | undefined) {
  return useQuery({
    ...goodsDetailQueries.qtySetting(supplierTenantId),
    enabled: Boolean(supplierTenantId),
    staleTime: 5 * 60_000,
  });
}

export function useControlStatus(good: GoodsRef | undefined) {
  return useQuery({ ...goodsDetailQueries.controlStatus(good), enabled: Boolean(good) });
}

/** Sales channels of the goods that are not 1688 goods (the caller decides, see tradingLookups). */
export function useSalesChannels(goodsIds: string[]) {
  return useQuery({ ...goodsDetailQueries.salesChannels(goodsIds), enabled: goodsIds.length > 0 });
}

export function useBlackShops(good: GoodsRef | null, signedIn: boolean) {
  return useQuery({ ...goodsDetailQueries.blackShops(good), enabled: Boolean(good) && signedIn });
}

export function useMyPurchasePrice(good: GoodsRef | undefined, signedIn: boolean) {
  return useQuery({ ...goodsDetailQueries.purchasePrices(good), enabled: Boolean(good) && signedIn });
}

export function useSupplierGoodsPrice(good: GoodsRef | undefined) {
  return useQuery({ ...goodsDetailQueries.supplierGoodsPrice(good), enabled: Boolean(good) });
}

export function useSaleTrend(good: GoodsRef | undefined, days: 7 | 30) {
  return useQuery({ ...goodsDetailQueries.saleTrend(good, days), enabled: Boolean(good) });
}

export function useSkuSaleTop(good: GoodsRef | undefined) {
  return useQuery({ ...goodsDetailQueries.skuSaleTop(good), enabled: Boolean(good) });
}

/** Sets (or clears) the distributor's selling multiple of a curated good; its purchase prices are read again. */
export function useSetDaifaMulti(goodsId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (multi: number | null) => goodsDetailApi.setDaifaMulti(goodsId, multi),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...goodsDetailQueries.allPurchasePrices(), goodsId] }),
  });
}
