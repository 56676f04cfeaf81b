/**
 * kuaishou (快手小店) connector.
 *
 * Checked against the platform's own documents in the public copy AndersonBY/kwaixiaodian-python-sdk
 * (docs/开发指南和规则协议/开发文档/APP授权说明.md, API调用说明.md; docs/开发者支持文档/开放平台/*), the generated
 * declaration of the official API documents in crywolfx/kuaishou-merchant-open-api
 * (packages/common/Interface/api.declaration.ts) and that SDK's client (packages/main.ts):
 * - consent `https://open.kwaixiaodian.com/oauth/authorize?app_id&redirect_uri&scope&response_type=code&state`;
 *   code → token GET `/oauth2/access_token?app_id&app_secret&grant_type=code&code`, refresh POST
 *   `/oauth2/refresh_token` (grant_type, refresh_token, app_id, app_secret) on the API host; answers
 *   `{ result: 1, access_token, expires_in, refresh_token, refresh_token_expires_in, open_id, scopes }`
 *   (the refresh answer has no open_id); access 48 h, refresh 180 days;
 * - the signed call (transports/kuaishou.transport.ts, transports/kuaishou-sign.ts), success `result == 1`;
 * - open.item.new: `relItemId` and `relSkuId` are Longs and "外部商品id不可与历史新建商品重复"; skuList
 *   `{ relSkuId, skuStock, skuSalePrice, skuNick, skuProps: [{ propName, propValueName, isMainProp, propVersion }] }`,
 *   `details`, `serviceRule { refundRule, promiseDeliveryTime | deliverGoodsInteralTime, immediatelyOnOfflineFlag,
 *   servicePromise }`, `expressTemplateId`; answer `{ kwaiItemId, relItemId, skuIdMapping }`;
 * - open.item.get (`kwaiItemId`; `itemId`, `skuInfos[].skuProp`, `onOfflineStatus`, `auditStatus`),
 *   open.item.list.get (`relItemId`: "按照appkey+relItemId查询"; `items`), open.logistics.express.template.list
 *   (`offset`, `limit`, `searchUsed`; `expressTemplateDetailVOS`, `total`), open.user.info.get (`name`,
 *   `openId`), open.service.market.buyer.service.info (`buyerOpenId`; `endTime`);
 * - error codes: transports/kuaishou.transport.ts.
 * Ours, not confirmed by a public source: open.item.category's answer (a flat list of `categoryId`,
 * `categoryName`, `categoryPid`, the fields open.item.get uses for its parent categories; leaves are the
 * categories without children), the numbers we derive from a merchant code for relItemId / relSkuId,
 * the shape of open.item.list.get's answer when relItemId is given (the documents name another type
 * without fields; both shapes are read), the units of endTime (ms, as the platform's other times), and
 * category properties (itemPropValues are not sent: a draft's attributes have no propId).
 */
import { createHash } from 'node:crypto';
import { unexpectedAnswer } from '../core/classify.ts';
import type {
  CategoryNode,
  ConnectorOperations,
  PlatformApi,
  PriceUpdateInput,
  ShopAccess,
  TokenGrant,
} from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import { chineseLength, type ListingDraft, type PublishedListing, truncateBy } from '../core/listing-draft.ts';
import { isPlatformError, PlatformError } from '../core/platform-error.ts';
import { asArray, asRecord, childrenOf, deliverySeconds, field, fromMs, grant, inSeconds, str } from './mapping.ts';
import { inSeries, locateSkus, perSkuCalls } from './sku-address.ts';
import { kuaishouFailure, kuaishouHttp, kuaishouTransport } from './transports/kuaishou.transport.ts';

const LIMITS = { titleMax: 30, imagesMax: 9, detailImagesMax: 20 };
const REFRESH_TOKEN_SECONDS = 180 * 86_400;
const CATEGORY_CACHE_MS = 10 * 60_000;

/**
 * relItemId / relSkuId are Longs: a merchant code of up to 15 digits is used as it is, any other as the
 * first 52 bits of its SHA-256 (ours; the same code always gives the same number)
 */
export function kuaishouRelId(code: string): number {
  if (/^[1-9]\d{0,14}$/.test(code)) return Number(code);
  return Number.parseInt(createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 13), 16) || 1;
}

const SCOPES = { goods: 'merchant_item', order: 'merchant_order' } as const;

/** an OAuth exchange on the API host: GET with the query, or POST the form */
async function oauth(
  api: PlatformApi,
  httpMethod: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  const url = `${api.options.oauthBaseUrl}${path}`;
  const response =
    httpMethod === 'GET'
      ? await kuaishouHttp(api, 'GET', `${url}?${new URLSearchParams(params)}`)
      : await kuaishouHttp(api, 'POST', url, params);
  const body = asRecord(response.json);
  if (body.result === 1) return body;
  throw kuaishouFailure(api.station, response, body);
}

/** a call whose refusal (not a transient failure) leaves the grant without what it would add */
async function optional(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    return asRecord(await call);
  } catch (error) {
    if (isPlatformError(error) && !error.retryable) return {};
    throw error;
  }
}

/** the token answer plus the shop's name and open id (open.user.info.get) and its order (service market) */
async function completeGrant(api: PlatformApi, t: Record<string, unknown>): Promise<TokenGrant> {
  const accessToken = str(field(api, t, 'access_token'));
  const probe: ShopAccess = { accessToken, shopId: str(t.open_id) };
  const user = await optional(api.call('open.user.info.get', {}, { shop: probe }));
  const openId = str(t.open_id) || str(user.openId);
  if (!openId) throw unexpectedAnswer(api.station, 'open_id');
  const service = await optional(
    api.call('open.service.market.buyer.service.info', { buyerOpenId: openId }, { shop: { ...probe, shopId: openId } }),
  );
  const scopes = asArray(t.scopes).map(String);
  const modules = (Object.keys(SCOPES) as (keyof typeof SCOPES)[]).filter((m) => scopes.includes(SCOPES[m]));
  return grant({
    accessToken,
    accessTokenExpiresAt: inSeconds(api, t.expires_in ?? 172_800),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: inSeconds(api, t.refresh_token_expires_in ?? REFRESH_TOKEN_SECONDS),
    shopId: openId,
    shopName: str(user.name),
    authorizationExpiresAt: fromMs(service.endTime),
    modules: modules.length > 0 ? modules : ['goods'],
  });
}

const categoryCache = new WeakMap<PlatformApi, Map<string, { at: number; rows: Record<string, unknown>[] }>>();

/** open.item.category answers the whole tree; it is read once per shop for ten minutes */
async function allCategories(api: PlatformApi, shop: ShopAccess): Promise<Record<string, unknown>[]> {
  const cache = categoryCache.get(api) ?? new Map();
  categoryCache.set(api, cache);
  const hit = cache.get(shop.shopId);
  const now = api.now().getTime();
  if (hit && now - hit.at < CATEGORY_CACHE_MS) return hit.rows;
  const rows = asArray(await api.call('open.item.category', {}, { shop }));
  cache.set(shop.shopId, { at: now, rows });
  return rows;
}

/** serviceRule: promise 24 / 48 h, or a presale's days after payment; 7-day return as refundRule 1 / 4 */
function serviceRule(draft: ListingDraft) {
  const timing = draft.presell
    ? { deliverGoodsInteralTime: draft.presell.deliveryDays * 86_400 }
    : { promiseDeliveryTime: deliverySeconds(draft) };
  return {
    refundRule: draft.sevenDayReturn === false ? '4' : '1',
    ...timing,
    immediatelyOnOfflineFlag: draft.listingStatus === 'onSale' ? 0 : 1,
    servicePromise: {},
  };
}

/** open.item.get's and open.item.list.get's item as our listing */
function listingOf(answer: unknown): PublishedListing {
  const item = asRecord(answer);
  const audit = Number(item.auditStatus);
  const online = Number(item.onOfflineStatus ?? item.shelfStatus) === 1;
  return {
    listingId: str(item.itemId ?? item.kwaiItemId),
    title: str(item.title),
    categoryId: str(item.categoryId),
    status: online ? 'onSale' : audit === 0 ? 'reviewing' : 'warehouse',
    images: asArray(item.imageUrls).map(str),
    externalId: str(item.relItemId) || null,
    skus: asArray(item.skuInfos ?? item.skuList).map((s) => ({
      specs: asArray(s.skuProp).map((x) => ({ name: str(x.propName), value: str(x.propValueName) })),
      priceFen: Number(s.skuSalePrice),
      stock: Number(s.skuStock),
      platformSkuId: str(s.kwaiSkuId ?? s.skuId),
      // publish sends our SKU code as skuNick (relSkuId is a number derived from it)
      outerSkuId: str(s.skuNick) || undefined,
    })),
  };
}

/** skuNick holds 30 characters: our SKU code's last 30, where the SKUs of one good differ */
const SKU_NICK_MAX = 30;
const skuNickOf = (outerSkuId: string): string => outerSkuId.slice(-SKU_NICK_MAX);

const readItem = async (api: PlatformApi, shop: ShopAccess, listingId: string) =>
  listingOf(await api.call('open.item.get', { kwaiItemId: Number(listingId) }, { shop }));

/**
 * open.item.sku.stock.update {kwaiItemId, skuId, skuChangeStock, changeType 1 增加 | 2 减少} is incremental
 * ("更新逻辑为增量更新", AndersonBY/kwaixiaodian-python-sdk: ItemUpdateStockRequest after the Java SDK's
 * OpenItemSkuStockUpdateRequest, and its rest-api copy of the doc page): the item is read for the current
 * stock and the difference sent; no call when there is none. Not atomic: an order between the read and
 * the change shifts the result by its quantity, which the next sync corrects.
 */
const updateStock: NonNullable<ConnectorOperations['updateStock']> = async (api, shop, { listingId, skus }) => {
  const item = await readItem(api, shop, listingId);
  await inSeries(locateSkus(api.station, item, skus, { keptAs: skuNickOf }), async (sku) => {
    if (!Number.isInteger(sku.stock) || sku.stock < 0) {
      throw new PlatformError('permanent', `库存必须是大于等于0的整数，收到：${sku.stock}`, {
        station: api.station,
        code: 'STOCK_INVALID',
      });
    }
    const delta = sku.stock - (sku.current?.stock ?? 0);
    if (delta === 0) return;
    await api.call(
      'open.item.sku.stock.update',
      {
        kwaiItemId: Number(listingId),
        skuId: Number(sku.platformSkuId),
        skuChangeStock: Math.abs(delta),
        changeType: delta > 0 ? 1 : 2,
      },
      { shop },
    );
  });
};

/**
 * open.item.sku.price.update {itemId, skuId, price (分)} (AndersonBY/kwaixiaodian-python-sdk
 * ItemSkuPriceUpdateRequest, after the Java SDK's OpenItemSkuPriceUpdateRequest)
 */
const updatePrice = perSkuCalls<PriceUpdateInput['skus'][number]>(
  readItem,
  (api, shop, listingId, sku) =>
    api.call(
      'open.item.sku.price.update',
      { itemId: Number(listingId), skuId: Number(sku.platformSkuId), price: sku.priceFen },
      { shop },
    ),
  { keptAs: skuNickOf },
);

/** kuaishou (快手): sign secret, 48 h tokens, express templates, 500 new items a day. */
export const kuaishouConnector = defineConnector({
  station: 4,
  authorization: 'oauth',
  freightTemplateKind: 'express',
  goodsPage: '/merchant/shop/detail?id={id}',
  limits: LIMITS,
  transport: kuaishouTransport,
  operations: {
    authorizeUrl(api, input) {
      const modules = input.module === 'order' ? ['order'] : input.module === 'goods' ? ['goods'] : ['goods', 'order'];
      const url = new URL(`${api.options.authorizeBaseUrl}/oauth/authorize`);
      url.searchParams.set('app_id', api.options.app.appKey);
      url.searchParams.set('redirect_uri', input.redirectUri);
      url.searchParams.set(
        'scope',
        ['user_info', ...modules.map((m) => SCOPES[m as keyof typeof SCOPES]), 'merchant_servicemarket'].join(','),
      );
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('state', input.state);
      return url.toString();
    },
    exchangeCode: async (api, { code }) =>
      completeGrant(
        api,
        await oauth(api, 'GET', '/oauth2/access_token', {
          app_id: api.options.app.appKey,
          app_secret: api.options.app.appSecret,
          grant_type: 'code',
          code,
        }),
      ),
    refreshToken: async (api, refreshToken) =>
      completeGrant(
        api,
        await oauth(api, 'POST', '/oauth2/refresh_token', {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          app_id: api.options.app.appKey,
          app_secret: api.options.app.appSecret,
        }),
      ),
    async listCategories(api, shop, parent): Promise<CategoryNode[]> {
      const rows = await allCategories(api, shop);
      const parentId = parent?.cId ?? '0';
      const withChildren = new Set(rows.map((c) => str(c.categoryPid)));
      return childrenOf(
        parent,
        rows
          .filter((c) => str(c.categoryPid) === parentId)
          .map((c) => ({ cId: c.categoryId, name: c.categoryName, isLeaf: !withChildren.has(str(c.categoryId)) })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call(
          'open.logistics.express.template.list',
          { offset: (page - 1) * pageSize, limit: pageSize, searchUsed: false },
          { shop },
        ),
      );
      return {
        items: asArray(answer.expressTemplateDetailVOS).map((t) => ({ id: str(t.id), name: str(t.name) })),
        total: Number(answer.total ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(
        await api.call(
          'open.item.new',
          {
            title: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            relItemId: kuaishouRelId(merchantCode),
            categoryId: Number(draft.categoryId),
            imageUrls: draft.images.slice(0, LIMITS.imagesMax),
            skuList: draft.skus.map((s, i) => ({
              relSkuId: kuaishouRelId(`${merchantCode}#${s.outerSkuId ?? i}`),
              skuStock: s.stock,
              skuSalePrice: s.priceFen,
              ...(s.outerSkuId ? { skuNick: skuNickOf(s.outerSkuId) } : {}),
              ...(s.originalPriceFen && s.originalPriceFen > s.priceFen ? { skuMarketPrice: s.originalPriceFen } : {}),
              skuProps: s.specs.map((x, k) => ({
                propName: x.name,
                propValueName: x.value,
                ...(k === 0 && s.imageUrl ? { imageUrl: s.imageUrl, isMainProp: 1 } : { isMainProp: 0 }),
                propVersion: 1,
              })),
            })),
            ...(draft.limitPerBuyer ? { purchaseLimit: true, limitCount: draft.limitPerBuyer } : {}),
            details: (draft.description ?? draft.title).slice(0, 1000),
            detailImageUrls: draft.detailImages.slice(0, LIMITS.detailImagesMax),
            serviceRule: serviceRule(draft),
            expressTemplateId: Number(draft.freightTemplateId),
            payWay: 2,
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'kwaiItemId')) };
    },
    getListing: readItem,
    updateStock,
    updatePrice,
    // open.item.shelf.status.update {kwaiItemId, shelfStatus 1 上架 | 0 下架} (AndersonBY/kwaixiaodian-python-sdk
    // ItemShelfStatusUpdateRequest, after the Java SDK's OpenItemShelfStatusUpdateRequest)
    setShelf: async (api, shop, { listingId, onSale }) => {
      await api.call(
        'open.item.shelf.status.update',
        { kwaiItemId: Number(listingId), shelfStatus: onSale ? 1 : 0 },
        { shop },
      );
    },
    async findByMerchantCode(api, shop, merchantCode) {
      const relItemId = kuaishouRelId(merchantCode);
      const data = asRecord(await api.call('open.item.list.get', { relItemId }, { shop }));
      const items = Array.isArray(data.items) ? asArray(data.items) : data.kwaiItemId ? [data] : [];
      const item = items.find((i) => str(i.relItemId) === String(relItemId));
      return item ? listingOf(item) : null;
    },
  },
});
