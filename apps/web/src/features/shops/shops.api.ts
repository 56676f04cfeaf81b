import {
  type OfflineShopApplication,
  type OfflineShopApplyBody,
  type OrderingShop,
  SHOP_LIST_PAGE_SIZE,
} from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** One authorisation of our app by a platform shop (spec doc 1 §3). */
export interface Shop {
  id: string;
  shopId: string;
  appId: string;
  shopName: string;
  stationType: number;
  stationName: string;
  appType: number;
  goodsRights: boolean;
  orderRights: boolean;
  isExpired: boolean;
  authorizationTimeOut: string | null;
  time: number | null;
  certified: boolean;
  checked: boolean;
  disabled: boolean;
  inBlackList: boolean;
  count: number;
}

export interface ShopGroup {
  appId: string;
  shopName: string;
  stationType: number;
  goodsRights: boolean;
  orderRights: boolean;
  shops: Shop[];
}

export type { OrderingShop };

export interface AppTip {
  tip: number;
  count: number;
  text: string;
  shops: OrderingShop[];
}

export interface BuyApp {
  accountName: string | null;
  authorizationTimeOut: string | null;
  isOrdered: boolean;
  isExpired: boolean;
  time: number | null;
}

export interface PlatformRecord {
  value: number;
  label: string;
  name: string;
  isOnline: boolean;
  interfaceCost: number | null;
  backCost: number | null;
  platformFee: number | null;
  freeTrialDays: number | null;
  /** the free trial the add-shop modal states */
  addShopFreeTrialDays: number | null;
  freeToUse: boolean;
  offersGoodsOrOrderChoice: boolean;
  authorization: 'oauth' | 'shopName' | 'code' | 'appCredentials' | 'none';
  authorizePath: string;
  appAuthorizationUrl: string | null;
  credentialsHelpUrl: string | null;
  /** a listing's page on the platform, `{id}` standing for its listing id */
  outsideGoodsUrl: string | null;
  printer: 'cainiao' | 'doudian' | null;
}

/** where a published listing can be seen on its platform, when the platform has a web page for it */
export function outsideGoodsUrl(platform: PlatformRecord | undefined, listingId: string | null): string | null {
  if (!platform?.outsideGoodsUrl || !listingId) return null;
  return platform.outsideGoodsUrl.replace('{id}', encodeURIComponent(listingId));
}

export interface AuthorizedShop {
  id: string;
  shopName: string;
  stationType: number;
  appType: number;
  goodsRights: boolean;
  orderRights: boolean;
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

export const shopKeys = {
  all: ['shops'] as const,
  list: ['shops', 'list'] as const,
  groups: ['shops', 'groups'] as const,
  tips: ['shops', 'tips'] as const,
  ordering: (tip: number | null) => ['shops', 'ordering', tip] as const,
  buyApp: ['shops', 'buyapp'] as const,
  /** 1688 password-free payment of the buyer app (the order-confirm page reads it too) */
  protocolPay: ['shops', 'buyapp', 'protocol-pay'] as const,
  platforms: ['shops', 'platforms'] as const,
  /** every shop for the publish-to-shops dialog: under `all`, so an authorisation's refresh reaches it */
  publish: ['shops', 'publish'] as const,
};

/** A listed shop as the app-ordering modal takes it (renewing that shop's app). */
export const orderingShopOf = (shop: Shop): OrderingShop => ({
  id: shop.id,
  shopName: shop.shopName,
  stationType: shop.stationType,
  appType: shop.appType,
  time: shop.time,
});

/** The tenant's shops: pages of 50 until a short page (spec doc 1 §9). */
async function allShops(): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (let skipCount = 0; ; skipCount += SHOP_LIST_PAGE_SIZE) {
    const page = await http.get<{ totalCount: number; items: Shop[] }>('/api/shop', {
      skipCount,
      maxResultCount: SHOP_LIST_PAGE_SIZE,
    });
    shops.push(...page.items);
    if (page.items.length < SHOP_LIST_PAGE_SIZE) return shops;
  }
}

/** code-based authorisation: the failure's message is shown by the form (as info), not as a toast */
const quiet = { noErrorMessage: true };

export const shopsApi = {
  allShops,
  groups: async () => (await http.get<Items<ShopGroup>>('/api/shop/group-list')).items,
  tips: async () => (await http.get<Items<AppTip>>('/api/shop/app-tips', undefined, quiet)).items,
  orderingShops: async (tip: number | null) =>
    (await http.get<Items<OrderingShop>>('/api/shop/ordering-shops', { tip: tip ?? undefined })).items,
  buyApp: () => http.get<BuyApp>('/api/shop/buyapp'),
  platforms: async () => (await http.get<Items<PlatformRecord>>('/api/shop/platforms')).items,
  protocolPayStatus: () =>
    http.get<{ canProtocolPay: boolean }>('/api/purchase-order/pay/protocol-pay-status', { supplierType: 4 }),
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
export const OFFLINE_APPLICATIONS_KEY = ['offline-shop-applications'];
