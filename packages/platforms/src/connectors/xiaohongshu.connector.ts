/**
 * xiaohongshu (小红书) connector.
 *
 * Checked against the platform's documents as the public copy AndersonBY/xiaohongshu-ecommerce-python-sdk
 * keeps them (docs/小红书官方文档/...):
 * - consent `https://ark.xiaohongshu.com/ark/authorization?appId&redirectUri&state`, oauth.getAccessToken
 *   `{ code }` and oauth.refreshToken `{ refreshToken }` through the gateway, answering accessToken,
 *   accessTokenExpiresAt / refreshTokenExpiresAt (ms), refreshToken, sellerId, sellerName; access 7 days,
 *   refresh 14 days (开发文档/038_授权流程（软件服务商）.md);
 * - the signature and system parameters (039_签名算法.md, 040_系统参数说明.md; transports/xiaohongshu.transport.ts);
 * - common.getCategories (`categoryId`; `categoryV3s[] { id, name, enName, isLeaf }`), common.getVariations
 *   (`variations[] { id, name }`), common.getCarriageTemplateList (`pageIndex`, `pageSize`;
 *   `carriageTemplateList[] { templateId, templateName }`, `totalCount`), common.getLogisticsList
 *   (`logisticsPlans[] { planInfoId, planInfoName }`), common.brandSearch (`categoryId`, `keyword`, `pageNo`,
 *   `pageSize` at most 20; `brands[] { id, name, enName }`, no total), product.createItemAndSku (`images` and
 *   `imageDescriptions` as `{ link }`, `variantIds`, `articleNo` 商品货号, `createSkuList[] { price, originalPrice,
 *   stock, logisticsPlanId, variants { id, name, value }, deliveryTime { type 3 当日发 / 4 相对小时 / 5 绝对日期,
 *   time }, erpCode }`; prices in fen, the price below the market price), product.getItemInfo (`itemId`;
 *   `itemInfo`, `skuInfos[]` with `buyable`), product.searchItemList (`searchParam.keywords` matches
 *   "小红书编码/条形码/商品ID/SPUID/货号"; `itemDetailV3s`, `total`), in api/公共API and api/商品API.
 * Ours, not confirmed by a public source: error codes (none published), the app order's expiry
 * (`sandboxServiceExpireAt`, which only the sandbox sends), the "time" sent with 当日发 ("0"), matching a
 * draft's spec names to the category's variations by name, and the brand total (brandSearch gives none: we
 * report "at least one more" while a page comes back full).
 */
import type {
  ConnectorOperations,
  PlatformApi,
  PriceUpdateInput,
  ShopAccess,
  StockUpdateInput,
  TokenGrant,
} from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import { chineseLength, type ListingDraft, type PublishedListing, truncateBy } from '../core/listing-draft.ts';
import { PlatformError } from '../core/platform-error.ts';
import { asArray, asRecord, childrenOf, field, fromMs, grant, str } from './mapping.ts';
import { inSeries, perSkuCalls } from './sku-address.ts';
import { xiaohongshuTransport } from './transports/xiaohongshu.transport.ts';

const LIMITS = { titleMax: 50, imagesMax: 9, detailImagesMax: 30 };
/** brandSearch answers at most 20 a page */
const BRAND_PAGE_MAX = 20;

function toGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  return grant({
    accessToken: str(field(api, t, 'accessToken')),
    accessTokenExpiresAt: fromMs(t.accessTokenExpiresAt) ?? api.now(),
    refreshToken: str(t.refreshToken) || null,
    refreshTokenExpiresAt: fromMs(t.refreshTokenExpiresAt),
    shopId: str(field(api, t, 'sellerId')),
    shopName: str(t.sellerName),
    authorizationExpiresAt: fromMs(t.sandboxServiceExpireAt),
    modules: ['goods', 'order'],
  });
}

/** deliveryTime: 3 当日发, 4 relative hours, for a presale its days in hours */
function deliveryTime(draft: ListingDraft): { type: number; time: string } {
  if (draft.presell) return { type: 4, time: String(draft.presell.deliveryDays * 24) };
  if (draft.deliveryTime === '24h') return { type: 4, time: '24' };
  if (draft.deliveryTime === '48h') return { type: 4, time: '48' };
  return { type: 3, time: '0' };
}

/** the category's variation whose name is the spec's, or begins with it (颜色 → 颜色分类) */
function variationFor(variations: Record<string, unknown>[], specName: string): Record<string, unknown> | undefined {
  return (
    variations.find((v) => str(v.name) === specName) ??
    variations.find((v) => str(v.name).startsWith(specName) || specName.startsWith(str(v.name)))
  );
}

/** product.getItemInfo's answer as our listing */
function listingOf(answer: unknown): PublishedListing {
  const data = asRecord(answer);
  const item = asRecord(data.itemInfo);
  const skus = asArray(data.skuInfos);
  return {
    listingId: str(item.id) || str(skus[0]?.itemId),
    title: str(item.name),
    categoryId: str(item.categoryId),
    status: skus.some((s) => s.buyable === true) ? 'onSale' : 'warehouse',
    images: asArray(item.images).map((i) => (typeof i === 'string' ? i : str(asRecord(i).link))),
    externalId: str(item.articleNo) || null,
    skus: skus.map((s) => ({
      specs: asArray(s.variants).map((v) => ({ name: str(v.name), value: str(v.value) })),
      priceFen: Number(s.price),
      stock: Number(s.stock),
      platformSkuId: str(s.id),
      // publish sends our SKU code as erpCode (商家编码)
      outerSkuId: str(s.erpCode) || undefined,
    })),
  };
}

const getListing = async (api: PlatformApi, shop: ShopAccess, listingId: string) =>
  listingOf(await api.call('product.getItemInfo', { itemId: listingId }, { shop }));

/**
 * inventory.syncSkuStock {skuId, qty: the SKU's total stock} (AndersonBY/xiaohongshu-ecommerce-python-sdk
 * docs/小红书官方文档/api/库存API/inventory_syncSkuStock_同步库存.json)
 */
const updateStock = perSkuCalls<StockUpdateInput['skus'][number]>(getListing, (api, shop, _listingId, sku) =>
  api.call('inventory.syncSkuStock', { skuId: sku.platformSkuId, qty: sku.stock }, { shop }),
);

/**
 * product.updateSkuPrice {skuId, price: [{skuId, price (分)}]} (AndersonBY/xiaohongshu-ecommerce-python-sdk
 * docs/小红书官方文档/api/商品API/product_updateSkuPrice_修改价格.json; "组合品才是list": one entry for a plain SKU)
 */
const updatePrice = perSkuCalls<PriceUpdateInput['skus'][number]>(getListing, (api, shop, _listingId, sku) =>
  api.call(
    'product.updateSkuPrice',
    { skuId: sku.platformSkuId, price: [{ skuId: sku.platformSkuId, price: sku.priceFen }] },
    { shop },
  ),
);

/**
 * product.updateSkuAvailable {skuId, available} (AndersonBY/xiaohongshu-ecommerce-python-sdk
 * docs/小红书官方文档/api/商品API/product_updateSkuAvailable_商品上下架.json): xiaohongshu puts SKUs on and
 * off sale one by one, so the item is read for its SKUs and each is switched.
 */
const setShelf: NonNullable<ConnectorOperations['setShelf']> = async (api, shop, { listingId, onSale }) => {
  const item = await getListing(api, shop, listingId);
  await inSeries(item.skus, (sku) =>
    api.call('product.updateSkuAvailable', { skuId: sku.platformSkuId, available: onSale }, { shop }),
  );
};

/** xiaohongshu (小红书): brand always, carriage template plus a logistics plan per SKU, listed to the warehouse. */
export const xiaohongshuConnector = defineConnector({
  station: 29,
  authorization: 'oauth',
  freightTemplateKind: 'carriage',
  goodsPage: '/goods-detail/{id}',
  limits: LIMITS,
  transport: xiaohongshuTransport,
  operations: {
    authorizeUrl(api, input) {
      const url = new URL(`${api.options.authorizeBaseUrl}/ark/authorization`);
      url.searchParams.set('appId', api.options.app.appKey);
      url.searchParams.set('redirectUri', input.redirectUri);
      url.searchParams.set('state', input.state);
      return url.toString();
    },
    exchangeCode: async (api, { code }) =>
      toGrant(api, await api.call('oauth.getAccessToken', { code }, { anonymous: true })),
    refreshToken: async (api, refreshToken) =>
      toGrant(api, await api.call('oauth.refreshToken', { refreshToken }, { anonymous: true })),
    async listCategories(api, shop, parent) {
      const answer = asRecord(
        await api.call('common.getCategories', parent ? { categoryId: parent.cId } : {}, { shop }),
      );
      return childrenOf(
        parent,
        asArray(answer.categoryV3s).map((c) => ({ cId: c.id, name: c.name, isLeaf: c.isLeaf })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call(
          'common.getCarriageTemplateList',
          { pageIndex: page, pageSize: Math.min(pageSize, 99) },
          { shop },
        ),
      );
      return {
        items: asArray(answer.carriageTemplateList).map((t) => ({ id: str(t.templateId), name: str(t.templateName) })),
        total: Number(answer.totalCount ?? 0),
      };
    },
    async listLogisticsPlans(api, shop) {
      const answer = asRecord(await api.call('common.getLogisticsList', {}, { shop }));
      return asArray(answer.logisticsPlans)
        .filter((p) => p.isValid !== false)
        .map((p) => ({ id: str(p.planInfoId), name: str(p.planInfoName) }));
    },
    async listBrands(api, shop, { categoryId, query, page, pageSize }) {
      const size = Math.min(pageSize, BRAND_PAGE_MAX);
      const answer = asRecord(
        await api.call(
          'common.brandSearch',
          { categoryId, ...(query ? { keyword: query } : {}), pageNo: page, pageSize: size },
          { shop },
        ),
      );
      const items = asArray(answer.brands).map((b) => ({
        brandId: str(b.id),
        nameCn: str(b.name),
        nameEn: str(b.enName),
      }));
      return { items, total: (page - 1) * size + items.length + (items.length === size ? 1 : 0) };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const variations = asArray(
        asRecord(await api.call('common.getVariations', { categoryId: draft.categoryId }, { shop })).variations,
      );
      const specNames = [...new Set(draft.skus.flatMap((s) => s.specs.map((x) => x.name)))];
      // a spec the category does not offer cannot be sent: say which, in the platform's terms
      const unknown = specNames.filter((name) => !variationFor(variations, name));
      if (unknown.length > 0) {
        throw new PlatformError(
          'permanent',
          `小红书该类目没有规格「${unknown.join('、')}」，请换一个类目或修改商品规格`,
          {
            station: api.station,
            code: 'UNKNOWN_VARIATION',
          },
        );
      }
      const variantIds = specNames.map((name) => str(variationFor(variations, name)?.id));
      const answer = asRecord(
        await api.call(
          'product.createItemAndSku',
          {
            name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            ...(draft.brandId ? { brandId: draft.brandId } : {}),
            categoryId: draft.categoryId,
            shippingTemplateId: draft.freightTemplateId,
            ...(draft.weightGrams ? { shippingGrossWeight: draft.weightGrams } : {}),
            variantIds,
            images: draft.images.slice(0, LIMITS.imagesMax).map((link) => ({ link })),
            imageDescriptions: draft.detailImages.slice(0, LIMITS.detailImagesMax).map((link) => ({ link })),
            articleNo: merchantCode,
            ...(draft.description ? { description: draft.description.slice(0, 500) } : {}),
            freeReturn: draft.sevenDayReturn === false ? 2 : 1,
            createSkuList: draft.skus.map((s) => {
              const original = s.originalPriceFen ?? draft.marketPriceFen;
              return {
                price: s.priceFen,
                ...(original ? { originalPrice: original } : {}),
                stock: s.stock,
                logisticsPlanId: draft.logisticsPlanId,
                variants: s.specs.map((x) => {
                  const variation = variationFor(variations, x.name);
                  return variation
                    ? { id: str(variation.id), name: str(variation.name), value: x.value }
                    : { name: x.name, value: x.value };
                }),
                deliveryTime: deliveryTime(draft),
                ...(s.outerSkuId ? { erpCode: s.outerSkuId } : {}),
                deliveryFlag: draft.presell ? 2 : 1,
              };
            }),
          },
          { shop },
        ),
      );
      return { listingId: str(answer.itemId) || str(field(api, answer, 'id')) };
    },
    getListing,
    updateStock,
    updatePrice,
    setShelf,
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(
        await api.call(
          'product.searchItemList',
          { pageNo: 1, pageSize: 50, searchParam: { keywords: [merchantCode] } },
          { shop },
        ),
      );
      const newest = asArray(answer.itemDetailV3s)
        .filter((i) => str(i.articleNo) === merchantCode)
        .sort((a, b) => Number(b.createTime ?? 0) - Number(a.createTime ?? 0))[0];
      return newest ? getListing(api, shop, str(newest.id)) : null;
    },
  },
});
