import {
  type AppTip,
  type AuthorizedShop,
  type BuyApp,
  type OfflineShopApplication,
  type OfflineShopApplyBody,
  type OrderingShop,
  type PlatformRecord,
  type ProtocolPayStatus,
  type PublishableShop,
  SHOP_LIST_PAGE_SIZE,
  type Shop,
  type ShopGroup,
  type ShopPage,
} from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** The shop calls. Their answers are the domain's contracts (packages/domain/src/contracts/shop.contracts.ts). */

/** where a published listing can be seen on its platform, when the platform has a web page for it */
export function outsideGoodsUrl(platform: PlatformRecord | undefined, listingId: string | null): string | null {
  if (!platform?.outsideGoodsUrl || !listingId) return null;
  return platform.outsideGoodsUrl.replace('{id}', encodeURIComponent(listingId));
}

export interface CodeAuthorizationBody {
  tenantId: string;
  callback: string;
  code: string;
  certified?: true;
  appId?: string;
  appSecret?: string;
  apiUrl?: string;
}

type Items<T> = { items: T[] };

/** A listed shop as the app-ordering modal takes it (renewing that shop's app). */
export const orderingShopOf = (shop: Shop): OrderingShop => ({
  id: shop.id,
  shopName: shop.shopName,
  stationType: shop.stationType,
  appType: shop.appType,
  time: shop.time,
});

/** The tenant's shops: pages of 50 until a short page (spec doc 1 §9). */
async function allShops(signal?: AbortSignal): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (let skipCount = 0; ; skipCount += SHOP_LIST_PAGE_SIZE) {
    const page = await http.get<ShopPage>('/api/shop', { skipCount, maxResultCount: SHOP_LIST_PAGE_SIZE }, { signal });
    shops.push(...page.items);
    if (page.items.length < SHOP_LIST_PAGE_SIZE) return shops;
  }
}

/** code-based authorisation: the failure's message is shown by the form (as info), not as a toast */
const quiet = { noErrorMessage: true };

export const shopsApi = {
  allShops,
  /**
   * The publish dialog's shop cards for these goods, made by the server (GET /api/shop/good): the shops
   * that may receive listings, with the single-good notes and the publish counts
   */
  publishable: async (goodsIds: readonly string[], signal?: AbortSignal) =>
    (await http.get<Items<PublishableShop>>('/api/shop/good', { goodsId: goodsIds.join(',') }, { signal })).items,
  groups: async () => (await http.get<Items<ShopGroup>>('/api/shop/group-list')).items,
  tips: async () => (await http.get<Items<AppTip>>('/api/shop/app-tips', undefined, quiet)).items,
  orderingShops: async (tip: number | null) =>
    (await http.get<Items<OrderingShop>>('/api/shop/ordering-shops', { tip: tip ?? undefined })).items,
  buyApp: () => http.get<BuyApp>('/api/shop/buyapp'),
  platforms: async () => (await http.get<Items<PlatformRecord>>('/api/shop/platforms')).items,
  protocolPayStatus: () =>
    http.get<ProtocolPayStatus>('/api/purchase-order/pay/protocol-pay-status', { supplierType: 4 }),
  fastLogin: (id: string) => http.post<{ url: string }>('/api/shop/fast-login', { id }),
  checkWechatShop: (shopName: string) =>
    http.get<{ shopName: string }>('/api/wechatvideoshop/token-check', { shopName }, quiet),
  checkQunjielongCode: (code: string) => http.get<{ shopName: string }>('/api/qunjielong/token-check', { code }, quiet),
  authorizeWechatShop: (body: CodeAuthorizationBody) =>
    http.post<AuthorizedShop>('/api/wechatvideoshop/authorize', body, quiet),
  authorizeQunjielong: (body: CodeAuthorizationBody) =>
    http.post<AuthorizedShop>('/api/qunjielong/authorize', body, quiet),
  authorizeFanmeng: (body: CodeAuthorizationBody) => http.post<AuthorizedShop>('/api/fanmeng/authorize', body, quiet),
};

/** Applications for shops on channels that cannot be authorised online (the offline shop apply endpoints). */
export const offlineShopsApi = {
  list: () => http.get<{ items: OfflineShopApplication[] }>('/api/shop/offline-apply'),
  apply: (body: OfflineShopApplyBody) => http.post<OfflineShopApplication>('/api/shop/offline-apply', body),
};
