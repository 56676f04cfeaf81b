import type {
  CreateAddress,
  OrderConfirmation,
  OrderDetail,
  OrderList,
  ParsedAddress,
  PayStarted,
  PlacedOrders,
  Region,
  SkuQty,
  TenantAddress,
} from '@puhuo/domain';
import { http } from '../../api/http.ts';

export interface GoodsOrderSource {
  goodsId: string;
  tenantId: string;
  skus: SkuQty[];
}

export const ordersApi = {
  confirmCart: (cartIds: string[]) => http.post<OrderConfirmation>('/api/cart/confirm', { cartIds }),
  fastConfirm: (source: GoodsOrderSource, isSample: boolean) =>
    http.post<OrderConfirmation>('/api/order/fast-confirm', { ...source, isSample }),
  purchaseOrder: (body: { cartIds: string[]; addressId: string; remark?: string }) =>
    http.post<PlacedOrders>('/api/order/purchase-order', body),
  fastOrder: (body: GoodsOrderSource & { addressId: string; remark?: string }) =>
    http.post<PlacedOrders>('/api/order/fast-order', body),
  sampleOrder: (body: { goodsId: string; tenantId: string; skuIds: string[]; addressId: string; remark?: string }) =>
    http.post<PlacedOrders>('/api/order/sample-order', body),
  sampledSkus: (goodsId: string) => http.get<{ items: string[] }>('/api/order/goods-sampled-skus', { goodsId }),
  order: (id: string) => http.get<OrderDetail>(`/api/purchase-order/${id}`),
  /** the workbench's purchase orders: one status (all when absent), newest first */
  purchaseOrders: (query: { status?: number; skipCount: number; maxResultCount: number }) =>
    http.get<OrderList>('/api/purchase-order', query),
  cancel: (id: string) => http.post<OrderDetail>(`/api/purchase-order/${id}/cancel`),
  pay: (orderIds: string[]) =>
    orderIds.length === 1
      ? http.post<PayStarted>('/api/purchase-order/pay/duozan/juhe-single-pay', { orderId: orderIds[0] })
      : http.post<PayStarted>('/api/purchase-order/pay/duozan/juhe-batch-pay', { orderIds }),
  addresses: () => http.get<{ items: TenantAddress[] }>('/api/tenant-address'),
  createAddress: (body: CreateAddress) => http.post<TenantAddress>('/api/tenant-address', body),
  provinces: () => http.get<{ items: Region[] }>('/api/region/provinces'),
  cities: (provinceCode: string) => http.get<{ items: Region[] }>('/api/region/cities', { provinceCode }),
  districts: (cityCode: string) => http.get<{ items: Region[] }>('/api/region/districts', { cityCode }),
  streets: (districtCode: string) => http.get<{ items: Region[] }>('/api/region/streets', { districtCode }),
  transform: (address: string) => http.post<ParsedAddress>('/api/region/address_transform', { address }),
};

/** skus=skuId:qty,skuId:qty in the confirm page's address. */
export function encodeSkus(skus: SkuQty[]): string {
  return skus.map((s) => `${s.skuId}:${s.qty}`).join(',');
}

export function decodeSkus(text: string | null): SkuQty[] {
  if (!text) return [];
  return text.split(',').flatMap((part) => {
    const at = part.lastIndexOf(':');
    const qty = Number(part.slice(at + 1));
    return at > 0 && Number.isInteger(qty) ? [{ skuId: part.slice(0, at), qty }] : [];
  });
}
