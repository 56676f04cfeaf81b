import { GOODS_FROM_IDS, type PublishCategory, QUICK_PUBLISH_MARKET, SHOP_LIST_PAGE_SIZE } from '@puhuo/domain';
import { http } from '../../api/http.ts';

/** A shop as GET /api/shop lists it (spec doc 1 §3): `id` is ours, `shopId` the platform's. */
export interface ShopListItem {
  id: string;
  shopId: string;
  appId: string | null;
  shopName: string;
  stationType: number;
  appType: number;
  goodsRights: boolean;
  orderRights: boolean;
  isExpired: boolean;
  authorizationTimeOut: string | null;
  /** the shop's successful publishes so far (doc 1 §3 "count (successful publish count)") */
  count: number;
}

/** The goods a publish is about. */
export interface PublishGoods {
  goodsId: string;
  /** the supplier tenant */
  tenantId: string;
  supplierType: number;
  title: string;
  imgUrl: string;
}

export interface PairPreflight {
  goodsId: string;
  shopId: string;
  problems: string[];
  minPrice: number | null;
  maxPrice: number | null;
  stock: number | null;
  minMargin: number | null;
  maxMargin: number | null;
  /** successful earlier publishes of this good to this shop: publishing again makes another listing */
  publishedCount: number;
  /** the lowest-margin SKU's price and cost (supply price plus the platform's fee) when under it */
  belowCost: { price: number; cost: number } | null;
  /** what the good is published as when the shop's template chose a category by hand */
  category: PublishCategory | null;
  /** that manual category and the category of ours it was chosen for */
  manualCategory: { name: string; chosenFor: string | null } | null;
}

/** `belowCostConfirmed`: the goods the distributor agreed to publish although they sell below cost */
const publishBody = (shopIds: string[], goodsIds: string[], belowCostConfirmed: readonly string[] = []) => ({
  shopInfos: shopIds.map((shopId) => ({ shopId })),
  items: goodsIds.map((goodId) => ({
    goodId,
    goodsFrom: GOODS_FROM_IDS,
    ...(belowCostConfirmed.includes(goodId) ? { belowCostConfirmed: true } : {}),
  })),
  market: QUICK_PUBLISH_MARKET,
});

export const publishingApi = {
  /** every shop, fetched in pages of 50 until a short page (spec doc 1 §9) */
  async allShops(signal?: AbortSignal): Promise<ShopListItem[]> {
    const shops: ShopListItem[] = [];
    for (let skipCount = 0; ; skipCount += SHOP_LIST_PAGE_SIZE) {
      const page = await http.get<{ totalCount: number; items: ShopListItem[] }>(
        '/api/shop',
        { skipCount, maxResultCount: SHOP_LIST_PAGE_SIZE },
        { signal },
      );
      shops.push(...page.items);
      if (page.items.length < SHOP_LIST_PAGE_SIZE) return shops;
    }
  },
  salesChannels: (goodsIds: string[]) =>
    http.post<{ items: { goodsId: string; stationTypes: number[] }[] }>('/api/platform-goods/sales-channels', {
      goodsList: goodsIds.map((goodsId) => ({ goodsId, market: 0 })),
    }),
  blackShops: (goodsId: string, tenantId: string) =>
    http.get<{ items: { shopId: string }[] }>('/api/price-control/black-shops', { goodsId, tenantId }),
  publishedShops: (goodsId: string) =>
    http.get<{ items: { shopId: string; successCount: number }[] }>(
      `/api/platform/publish-result/${encodeURIComponent(goodsId)}/published-shops`,
    ),
  preflightKey: (shopIds: string[], goodsIds: string[]) => ['publish-preflight', shopIds, goodsIds] as const,
  preflight: (shopIds: string[], goodsIds: string[]) =>
    http.post<{ items: PairPreflight[] }>('/api/platform/good/product/preflight', publishBody(shopIds, goodsIds), {
      noErrorMessage: true,
    }),
  /** `idempotencyKey`: the same key within 24 h answers the task the first request made */
  publish: (shopIds: string[], goodsIds: string[], idempotencyKey: string, belowCostConfirmed: string[] = []) =>
    http.post<{ taskId: string }>(
      '/api/platform/good/product/publish',
      publishBody(shopIds, goodsIds, belowCostConfirmed),
      { headers: { 'Idempotency-Key': idempotencyKey } },
    ),
};
