/**
 * doudian (抖店) connector.
 *
 * Checked against the official Go SDK `doudian.com/open/sdk_golang` in its public copy zsmhub/doudian-sdk:
 * - the gateway and its call (core/doudian_op_api_client.go, core/doudian_op_config.go,
 *   utils/sign_util.go): POST `https://openapi-fxg.jinritemai.com/{method path}`, the signed query and the
 *   sorted `param_json` body, success `code == 10000` (core/access_token_builder.go);
 * - token.create / token.refresh (core/create_token_request.go, core/refresh_token_request.go,
 *   api/token_create/*): `code` + `grant_type=authorization_code`, `refresh_token` + `grant_type=refresh_token`;
 *   `expires_in` in seconds, refresh token 14 days;
 * - shop.getShopCategory, freightTemplate.list (page from 0, `size`, both strings; `List[].template`,
 *   `Count`), brand.list (`category_id`, `query`; answer `auth_required`, `auth_brand_list`, `brand_list`,
 *   no paging), product.addV2 (`spec_prices` a JSON string, `presell_end_time` "yyyy-MM-dd HH:mm:ss",
 *   `standard_brand_id` 596120136 for no brand, `outer_product_id` the merchant code), product.detail
 *   (`product_id` / `out_product_id` as strings; `product_id_str`, `specs[].values`, `spec_prices[].spec_detail_ids`)
 *   in api/<method>/request|response;
 * - the consent link `https://fuwu.jinritemai.com/authorize?service_id&state` (gaigeshen/doudian
 *   src/main/java/me/gaigeshen/doudian/config/Constants.java): the code goes to the callback the app registered;
 * - error codes: transports/doudian.transport.ts.
 * Ours, not confirmed by a public source: the app's order expiry (`sandbox_service_expire_time`, which only
 * the sandbox sends; doudian's token answer has none, so it is null against the real platform), the
 * mapping of `scope` to our goods/order modules, the "not found" reading of product.detail, the draft's
 * mapping to `commit` / `reduce_type` defaults, and that `mobile` (客服电话, a pointer field of the SDK's
 * ProductAddV2Param) is left out because a draft carries no phone number.
 */
import type {
  PlatformApi,
  PriceUpdateInput,
  ShopAccess,
  SkuAddress,
  StockUpdateInput,
  TokenGrant,
} from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import {
  chineseLength,
  type ListingDraft,
  type PublishedListing,
  specTable,
  truncateBy,
} from '../core/listing-draft.ts';
import { isPlatformError } from '../core/platform-error.ts';
import { SandboxCode } from '../core/sandbox-codes.ts';
import { asArray, asRecord, childrenOf, field, fromSeconds, grant, inSeconds, maxPrice, str } from './mapping.ts';
import { perSkuCalls } from './sku-address.ts';
import { doudianTransport } from './transports/doudian.transport.ts';

/** doudian's hosts: the API gateway (baseUrl) and the service market's consent page (authorizeBaseUrl) */
export const DOUDIAN_HOSTS = { api: 'https://openapi-fxg.jinritemai.com', consent: 'https://fuwu.jinritemai.com' };

const LIMITS = { titleMax: 30, imagesMax: 5, detailImagesMax: 50 };
/** "无品牌id则传596120136" (the SDK's ProductAddV2Param.StandardBrandId) */
export const DOUDIAN_NO_BRAND_ID = '596120136';
/** delivery_delay_day: 9999 same day, 1 next day, 2 within 48 hours (the SDK's ProductAddV2Param) */
const DELIVERY_DAYS = { sameDay: 9999, '24h': 1, '48h': 2 } as const;
const REFRESH_TOKEN_SECONDS = 14 * 86_400;

function toGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  const expires = Number(field(api, t, 'expires_in'));
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    // seconds to live; one copy of the SDK calls it a unix time, so a value that can only be one is read as such
    accessTokenExpiresAt: expires > 1_000_000_000 ? new Date(expires * 1000) : inSeconds(api, expires),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: inSeconds(api, REFRESH_TOKEN_SECONDS),
    shopId: str(field(api, t, 'shop_id')),
    shopName: str(t.shop_name),
    authorizationExpiresAt: fromSeconds(t.sandbox_service_expire_time),
    modules: modulesOf(str(t.scope)),
  });
}

/** `scope` is a reserved field on doudian; the sandbox lists our modules in it */
function modulesOf(scope: string): TokenGrant['modules'] {
  const named = scope.split(',').filter((m): m is 'goods' | 'order' => m === 'goods' || m === 'order');
  return named.length > 0 ? named : ['goods', 'order'];
}

/** "yyyy-MM-dd HH:mm:ss" in China time */
export function chinaDateTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 3_600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** presale fields: none, presale until a date, or stepped (days after payment) */
function presellFields(draft: ListingDraft) {
  if (!draft.presell) return { presell_type: 0, delivery_delay_day: DELIVERY_DAYS[draft.deliveryTime ?? '48h'] };
  if (draft.presell.type === 'stepped') {
    return {
      presell_type: 2,
      presell_delay: draft.presell.deliveryDays,
      delivery_delay_day: DELIVERY_DAYS[draft.deliveryTime ?? '48h'],
    };
  }
  return {
    presell_type: 1,
    presell_delay: draft.presell.deliveryDays,
    presell_end_time: draft.presell.endTime ? chinaDateTime(new Date(draft.presell.endTime)) : undefined,
  };
}

/** the SKU rows of spec_prices (the SDK sends them as JSON text) */
function specPrices(draft: ListingDraft): string {
  return JSON.stringify(
    draft.skus.map((s) => ({
      ...Object.fromEntries(s.specs.map((x, i) => [`spec_detail_name${i + 1}`, x.value])),
      stock_num: s.stock,
      price: s.priceFen,
      code: s.outerSkuId ?? '',
      outer_sku_id: s.outerSkuId ?? '',
    })),
  );
}

/** product.detail's answer as our listing: SKU specs from `specs[].values` by `spec_detail_ids` */
export function listingFromDetail(answer: unknown): PublishedListing {
  const p = asRecord(answer);
  const specs = asArray(p.specs);
  const valueById = new Map<string, { name: string; value: string }>();
  for (const spec of specs) {
    for (const value of asArray(spec.values))
      valueById.set(str(value.id), { name: str(spec.name), value: str(value.name) });
  }
  const category = asRecord(p.category_detail);
  const leaf = [category.fourth_cid, category.third_cid, category.second_cid, category.first_cid].find(
    (c) => c !== undefined && c !== null && str(c) !== '0' && str(c) !== '',
  );
  const online = Number(p.status) === 0;
  const checkStatus = Number(p.check_status);
  return {
    listingId: str(p.product_id_str) || str(p.product_id),
    title: str(p.name),
    categoryId: str(leaf),
    // status 0 上架, 1 下架, 2 删除 (the SDK's product_detail response)
    status:
      Number(p.status) === 2
        ? 'removed'
        : online && checkStatus === 3
          ? 'onSale'
          : checkStatus === 2
            ? 'reviewing'
            : 'warehouse',
    images: asArray(p.pic).map(str),
    externalId: str(p.outer_product_id) || null,
    skus: asArray(p.spec_prices).map((s) => ({
      specs: asArray(s.spec_detail_ids)
        .map((id) => valueById.get(str(id)))
        .filter((x): x is { name: string; value: string } => x !== undefined),
      priceFen: Number(s.price),
      stock: Number(s.stock_num),
      platformSkuId: str(s.sku_id),
      outerSkuId: str(s.code) || str(s.outer_sku_id) || undefined,
    })),
  };
}

const readProduct = async (api: PlatformApi, shop: ShopAccess, listingId: string) =>
  listingFromDetail(await api.call('product.detail', { product_id: listingId }, { shop }));

/**
 * The SKU calls take the platform's sku_id (the SDK's `code` is a SKU's code too, but its lookup is not
 * documented): SKUs named by our code are found in product.detail first. Ids go as text, as the gateway
 * takes every business parameter (19-digit ids do not fit a JS number).
 */
const skuCalls = <T extends SkuAddress>(method: string, params: (sku: T) => Record<string, unknown>) =>
  perSkuCalls<T>(readProduct, (api, shop, listingId, sku) =>
    api.call(method, { product_id: listingId, sku_id: sku.platformSkuId, ...params(sku) }, { shop }),
  );

/** product.detail has no documented "no such product" code: ours in the sandbox, the platform's words elsewhere */
const isNotFound = (error: unknown) =>
  isPlatformError(error) &&
  (error.code?.includes(SandboxCode.ListingNotFound) === true || /商品不存在|不存在该商品/.test(error.message));

/** doudian (抖店): HMAC-SHA256 signed calls, brand per category, specs as text, reference price. */
export const doudianConnector = defineConnector({
  station: 11,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  goodsPage: '/views/product/detail?id={id}',
  limits: LIMITS,
  transport: doudianTransport,
  operations: {
    authorizeUrl(api, input) {
      const url = new URL(`${api.options.authorizeBaseUrl}/authorize`);
      url.searchParams.set('service_id', api.options.app.serviceId ?? api.options.app.appKey);
      url.searchParams.set('state', input.state);
      return url.toString();
    },
    exchangeCode: async (api, { code }) =>
      toGrant(api, await api.call('token.create', { code, grant_type: 'authorization_code' }, { anonymous: true })),
    refreshToken: async (api, refreshToken) =>
      toGrant(
        api,
        await api.call(
          'token.refresh',
          { grant_type: 'refresh_token', refresh_token: refreshToken },
          { anonymous: true },
        ),
      ),
    async listCategories(api, shop, parent) {
      const answer = await api.call('shop.getShopCategory', { cid: Number(parent?.cId ?? 0) }, { shop });
      return childrenOf(
        parent,
        asArray(answer)
          .filter((c) => c.enable !== false)
          .map((c) => ({ cId: c.id, name: c.name, isLeaf: c.is_leaf, level: c.level })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call('freightTemplate.list', { page: String(page - 1), size: String(pageSize) }, { shop }),
      );
      return {
        items: asArray(answer.List).map((row) => {
          const t = asRecord(row.template);
          return { id: str(t.id), name: str(t.template_name) };
        }),
        total: Number(answer.Count ?? 0),
      };
    },
    async listBrands(api, shop, { categoryId, query, page, pageSize }) {
      const prefix = (query ?? '').trim();
      const answer = asRecord(
        await api.call(
          'brand.list',
          { category_id: Number(categoryId), ...(prefix ? { query: prefix } : {}) },
          { shop },
        ),
      );
      // the shop's authorised brands first; brand.list has no paging (offset/size/total are retired)
      const seen = new Set<string>();
      const all = [...asArray(answer.auth_brand_list), ...asArray(answer.brand_list)]
        .map((b) => ({ brandId: str(b.brand_id), nameCn: str(b.name_cn), nameEn: str(b.name_en) }))
        .filter((b) => !seen.has(b.brandId) && seen.add(b.brandId))
        .filter(
          (b) =>
            prefix === '' || b.nameCn.startsWith(prefix) || b.nameEn.toLowerCase().startsWith(prefix.toLowerCase()),
        );
      return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const table = specTable(draft.skus);
      const answer = asRecord(
        await api.call(
          'product.addV2',
          {
            outer_product_id: merchantCode,
            category_leaf_id: Number(draft.categoryId),
            name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            pic: draft.images.slice(0, LIMITS.imagesMax).join('|'),
            description: draft.detailImages.slice(0, LIMITS.detailImagesMax).join('|'),
            reduce_type: draft.stockDeduction === 'onOrder' ? 1 : 2,
            freight_id: Number(draft.freightTemplateId ?? 0),
            standard_brand_id: Number(draft.brandId ?? DOUDIAN_NO_BRAND_ID),
            specs: table.map((s) => `${s.name}|${s.values.join(',')}`).join('^'),
            spec_prices: specPrices(draft),
            reference_price: draft.marketPriceFen ?? maxPrice(draft.skus, (s) => s.originalPriceFen),
            supply_7day_return: draft.sevenDayReturn === false ? 0 : 1,
            commit: draft.listingStatus === 'onSale',
            ...presellFields(draft),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'product_id')) };
    },
    getListing: readProduct,
    // /sku/syncStock {product_id, sku_id, stock_num (0 allowed), incremental false = 全量}
    // (zsmhub/doudian-sdk api/sku_syncStock/request/sku_syncStock_request.go)
    updateStock: skuCalls<StockUpdateInput['skus'][number]>('sku.syncStock', (sku) => ({
      stock_num: sku.stock,
      incremental: false,
    })),
    // /sku/editPrice {product_id, sku_id, price (分)} (zsmhub/doudian-sdk api/sku_editPrice/request/sku_editPrice_request.go)
    updatePrice: skuCalls<PriceUpdateInput['skus'][number]>('sku.editPrice', (sku) => ({ price: sku.priceFen })),
    // /product/setOffline and /product/setOnline {product_id} (zsmhub/doudian-sdk api/product_setOffline,
    // api/product_setOnline request)
    setShelf: async (api, shop, { listingId, onSale }) => {
      await api.call(onSale ? 'product.setOnline' : 'product.setOffline', { product_id: listingId }, { shop });
    },
    async findByMerchantCode(api: PlatformApi, shop: ShopAccess, merchantCode: string) {
      try {
        return listingFromDetail(await api.call('product.detail', { out_product_id: merchantCode }, { shop }));
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  },
});
