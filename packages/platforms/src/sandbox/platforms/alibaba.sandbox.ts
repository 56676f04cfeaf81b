/**
 * The 1688 sandbox, imitating the open platform as its public SDKs and docs show it (sources in
 * alibaba/alibaba-protocol.ts): the gateway at /openapi/param2/1/<namespace>/<api>/<appKey> checking
 * `_aop_signature` as the official SDK computes it (sorted "k"+"v" strings, so a request with keys
 * that prefix one another, e.g. `a` and `ab`, is accepted exactly when the SDK would be), the token
 * endpoint at /openapi/http/1/... (code) and /openapi/param2/1/... (refresh) answering `expires_in`
 * as a string and `refresh_token_timeout` as "yyyyMMddHHmmssSSS+0800", the consent page at
 * /oauth/authorize (auth.1688.com's path), the product, category, freight-template, product-list,
 * crossborder offer search/detail and protocolPay APIs in their real names, parameters, units (yuan,
 * kg) and answer shapes, and 1688's gateway error envelope `{ error_code, error_message, exception,
 * request_id }` with its real codes where public clients show them (gw.QosAppFrequencyLimit, 401,
 * gw.SignatureInvalid, gw.APIUnsupported).
 *
 * OURS, and named so: the SANDBOX_* codes (app unknown, app order lapsed, module not authorised,
 * service unavailable, listing rules, not found) in `error_code` or in the API's own `errorCode` /
 * `result.code`; the token answer's `scope` and `service_expire_at`; rotating the refresh token on
 * every refresh (1688 keeps it for half a year; the shared contract refuses a spent one); the offer
 * search and detail served without an access_token (1688 requires one); the listing rules' limits
 * where 1688 publishes none (5 main images).
 */
import { encodePng, Raster } from '@puhuo/domain/png';
import {
  ALIBABA_GATEWAY_ANSWERS,
  AlibabaApi,
  alibabaApiPath,
  CARGO_NUMBER_ATTRIBUTE,
  formatAlibabaTime,
  isoToChinaDateTime,
  KNOWN_SPEC_ATTRIBUTE_IDS,
} from '../../alibaba/alibaba-protocol.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { alibabaSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import { hashNumber } from '../catalog/deterministic.ts';
import { generateOffers, type SandboxOffer } from '../catalog/offers-1688.ts';
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import {
  type CallContext,
  createListing,
  type Dialect,
  defineSandboxPlatform,
  exchangeCode,
  jsonParam,
  type MethodTable,
  openMethod,
  type ParsedCall,
  type PlatformKit,
  paged,
  type RenderedReply,
  refreshGrant,
  requestParams,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

type Params = Record<string, unknown>;

/** the parameters as the text that was sent (form values are text already) */
const asStrings = (params: Params): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/** the gateway's own refusals: 1688's code where public clients show it, else ours */
const GATEWAY: Partial<Record<SandboxCode, { code: string; status: number; message?: string }>> = {
  [SandboxCode.RateLimited]: ALIBABA_GATEWAY_ANSWERS.rateLimited,
  [SandboxCode.TokenExpired]: ALIBABA_GATEWAY_ANSWERS.unauthorized,
  [SandboxCode.TokenInvalid]: ALIBABA_GATEWAY_ANSWERS.unauthorized,
  [SandboxCode.SignatureInvalid]: { code: ALIBABA_GATEWAY_ANSWERS.signatureInvalid.code, status: 400 },
  [SandboxCode.MethodUnknown]: { code: ALIBABA_GATEWAY_ANSWERS.apiUnsupported.code, status: 400 },
  // ours
  [SandboxCode.AppUnknown]: { code: SandboxCode.AppUnknown, status: 400 },
  [SandboxCode.ServiceExpired]: { code: SandboxCode.ServiceExpired, status: 401 },
  [SandboxCode.NoPermission]: { code: SandboxCode.NoPermission, status: 401 },
  [SandboxCode.Unavailable]: { code: SandboxCode.Unavailable, status: 503 },
  [SandboxCode.CodeInvalid]: { code: SandboxCode.CodeInvalid, status: 400 },
  [SandboxCode.RefreshTokenInvalid]: { code: SandboxCode.RefreshTokenInvalid, status: 400 },
};

/** APIs whose answers wrap `{ success, code, message, result }` in `result` */
const RESULT_WRAPPED = new Set<string>([AlibabaApi.offerSearch, AlibabaApi.offerDetail, AlibabaApi.protocolPayIsOpen]);

let requestSeq = 0;
const requestId = () => `sandbox-${Date.now().toString(36)}-${(++requestSeq).toString(36)}`;

function alibabaFailure(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply {
  const gateway = GATEWAY[failure.code];
  if (gateway) {
    return {
      status: gateway.status,
      body: {
        error_code: gateway.code,
        error_message: gateway.message ?? failure.message,
        // our own words beside 1688's
        exception: failure.message,
        request_id: requestId(),
      },
    };
  }
  // an API's refusal: a 200 answer in the API's result shape, the code ours
  if (call && RESULT_WRAPPED.has(call.method)) {
    return { body: { result: { success: false, code: failure.code, message: failure.message } } };
  }
  return { body: { success: false, errorCode: failure.code, errorMsg: failure.message } };
}

/** the signature the official SDK sends, over the path after /openapi/ and every other parameter */
const signatureHolds = (urlPath: string, params: Params, secret: string) => {
  const { _aop_signature: sign, ...signed } = params;
  return typeof sign === 'string' && alibabaSign(urlPath, asStrings(signed), secret) === sign;
};

const urlPathOf = (url: string) => {
  const path = new URL(url, 'http://sandbox').pathname;
  return path.slice(path.indexOf('/openapi/') + '/openapi/'.length);
};

/** /openapi/param2/1/<namespace>/<api>/<appKey>: access_token, _aop_timestamp, _aop_signature */
const apiDialect: Dialect = {
  parse(request) {
    const urlPath = urlPathOf(request.url);
    const [, , namespace = '', name = '', appKey] = urlPath.split('/');
    const method = `${namespace}:${name}`;
    const params = requestParams(request);
    return {
      appKey,
      method,
      params,
      accessToken: text(params.access_token),
      verify: (app) => urlPath === alibabaApiPath(method, app.appKey) && signatureHolds(urlPath, params, app.appSecret),
    };
  },
  success: (data) => ({ body: data }),
  failure: alibabaFailure,
};

/**
 * getToken on either protocol: the app key in the path and as client_id, the secret as client_secret;
 * a signature is optional (the docs call getToken unsigned, the C# ocean SDK signs its refresh) but
 * checked when sent.
 */
const tokenDialect: Dialect = {
  parse(request) {
    const urlPath = urlPathOf(request.url);
    const appKey = urlPath.split('/').at(-1);
    const params = requestParams(request);
    return {
      appKey,
      method: text(params.grant_type) ?? '',
      params,
      verify: (app) =>
        text(params.client_id) === app.appKey &&
        params.client_secret === app.appSecret &&
        (params._aop_signature === undefined || signatureHolds(urlPath, params, app.appSecret)),
    };
  },
  success: (data) => ({ body: data }),
  failure: (failure) => alibabaFailure(failure, undefined),
};

/** 1688's token answer: every value a string, as the public examples show */
const alibabaToken = (grant: Grant, nowMs: number) => ({
  aliId: grant.shop.shopId,
  resource_owner: grant.shop.shopName,
  memberId: `b2b-${grant.shop.shopId}`,
  expires_in: String(Math.round((grant.accessExpiresAt - nowMs) / 1000)),
  access_token: grant.accessToken,
  ...(grant.refreshToken
    ? {
        refresh_token: grant.refreshToken,
        refresh_token_timeout: formatAlibabaTime(grant.refreshExpiresAt ?? nowMs),
      }
    : {}),
  // ours: which modules the authorisation covers, and when the order of our app ends (seconds)
  scope: grant.modules,
  service_expire_at: grant.serviceExpiresAt ? String(Math.floor(grant.serviceExpiresAt / 1000)) : null,
});

const tokenMethods: MethodTable = {
  // the ocean SDKs send redirect_uri=default: no address to compare
  authorization_code: openMethod((ctx, p) => {
    const redirectUri = text(p.redirect_uri);
    const grant = exchangeCode(ctx, p.code, redirectUri === 'default' ? undefined : redirectUri);
    return alibabaToken(grant, ctx.core.clock.nowMs());
  }),
  // the ocean Java / C# SDKs send the refresh token as `refreshToken`
  refresh_token: openMethod((ctx, p) => {
    const refreshToken = p.refresh_token ?? p.refreshToken;
    // a cancelled authorisation voids the refresh token too (ZyLob/1688 AuthApi.cs: 取消授权 -> 重新授权)
    const record = ctx.core.state.tokens.get(text(refreshToken) ?? '');
    if (record && ctx.core.auth.forcedExpiry.has(`${record.platform}|${record.shopId}`)) {
      fail(SandboxCode.RefreshTokenInvalid, '授权已被取消，请重新授权');
    }
    return alibabaToken(refreshGrant(ctx, refreshToken), ctx.core.clock.nowMs());
  }),
};

/** small generated pictures for the offers (no network) */
const imageCache = new Map<string, Buffer>();
function offerImage(key: string): Buffer {
  const cached = imageCache.get(key);
  if (cached) return cached;
  const hash = hashNumber(key);
  const raster = new Raster(240, 240);
  const [r, g, b] = [hash % 200, (hash >> 8) % 200, (hash >> 16) % 200];
  for (let y = 0; y < 240; y++) {
    for (let x = 0; x < 240; x++) {
      const inBox = x > 50 && x < 190 && y > 50 && y < 190;
      const stripe = ((x + y + (hash % 40)) >> 4) % 2 === 0;
      raster.set(x, y, inBox ? 245 : r + (stripe ? 30 : 0), inBox ? 245 : g + (stripe ? 30 : 0), inBox ? 240 : b + 40);
    }
  }
  const png = encodePng(raster);
  if (imageCache.size > 500) imageCache.clear();
  imageCache.set(key, png);
  return png;
}

const json = (value: unknown, label: string): Params => {
  const parsed = jsonParam(value, label);
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Params) : {};
};
const jsonList = (value: unknown, label: string): Params[] => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Params[]) : [];
};

/** a price as 1688 takes it: yuan, positive, at most two decimals; in fen */
function yuanPrice(value: unknown, label: string): number {
  const raw = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+(\.\d{1,2})?$/.test(raw) || Number(raw) <= 0) {
    return fail(
      SandboxCode.PriceInvalid,
      `${label}必须是大于0、最多两位小数的金额（单位：元），收到：${String(value)}`,
    );
  }
  return Math.round(Number(raw) * 100);
}

const SPEC_NAMES_BY_ID = new Map(Object.entries(KNOWN_SPEC_ATTRIBUTE_IDS).map(([name, id]) => [id, name]));

const imagesIn = (html: string) => [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);

/** alibaba.product.add: a leaf category, 1-5 main images, a template of the shop, SKUs in yuan */
function productAdd(ctx: ShopCallContext, p: Params): NewListing {
  const title = rules.title(p.subject, {
    max: 128,
    measure: (t) => [...t].length,
    unit: '字符',
    label: '商品标题subject',
  });
  const category = rules.leafCategory(ctx.catalog, p.categoryID);
  const images = rules.images(json(p.image, 'image').images, { min: 1, max: 5, label: '商品主图image.images' });
  const shipping = json(p.shippingInfo, 'shippingInfo');
  const freight = rules.freightTemplate(ctx.catalog, ctx.shop.shopId, shipping.freightTemplateID, {
    label: '运费模板shippingInfo.freightTemplateID',
  });
  const skus = jsonList(p.skuInfos, 'skuInfos').map((s, i) => ({
    specs: jsonList(s.attributes, `skuInfos[${i}].attributes`).map((a) => ({
      name: String(a.attributeName ?? a.attributeDisplayName ?? SPEC_NAMES_BY_ID.get(Number(a.attributeID)) ?? ''),
      value: String(a.attributeValue ?? ''),
    })),
    priceFen: yuanPrice(s.price, `第${i + 1}个SKU的价格price`),
    stock: rules.stock(s.amountOnSale, `第${i + 1}个SKU的可售数量amountOnSale`),
    ...(s.retailPrice === undefined
      ? {}
      : { originalPriceFen: yuanPrice(s.retailPrice, `第${i + 1}个SKU的建议零售价retailPrice`) }),
  }));
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  return {
    title,
    images,
    detailImages: imagesIn(typeof p.description === 'string' ? p.description : ''),
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    // alibaba.product.add has no status: the product is published
    status: 'onSale',
    skus,
    payload: p,
  };
}

/** the goods-level merchant code: the 货号 attribute (attributeID 1398) */
function cargoNumberOf(p: Params): string | null {
  const cargo = jsonList(p.attributes, 'attributes').find(
    (a) =>
      Number(a.attributeID) === CARGO_NUMBER_ATTRIBUTE.attributeID ||
      a.attributeName === CARGO_NUMBER_ATTRIBUTE.attributeName,
  );
  const value = cargo ? String(cargo.value ?? '').trim() : '';
  return value === '' ? null : value;
}

/** a listing as product.get's productInfo (and a list.get row) */
function productInfoOf(l: ListingRecord): Params {
  const payload = (l.payload ?? {}) as Params;
  const attributes = (() => {
    try {
      return jsonList(payload.attributes, 'attributes');
    } catch {
      return [];
    }
  })();
  const at = formatAlibabaTime(l.createdAt);
  return {
    productID: Number(l.listingId),
    productType: 'wholesale',
    categoryID: Number(l.categoryId),
    attributes,
    status: l.status === 'onSale' ? 'published' : 'expired',
    subject: l.title,
    description: typeof payload.description === 'string' ? payload.description : '',
    language: 'CHINESE',
    image: { images: l.images },
    skuInfos: l.skus.map((s, i) => ({
      attributes: s.specs.map((x) => ({
        ...(KNOWN_SPEC_ATTRIBUTE_IDS[x.name] === undefined ? {} : { attributeID: KNOWN_SPEC_ATTRIBUTE_IDS[x.name] }),
        attributeValue: x.value,
        attributeName: x.name,
      })),
      amountOnSale: s.stock,
      price: s.priceFen / 100,
      ...(s.originalPriceFen ? { retailPrice: s.originalPriceFen / 100 } : {}),
      skuId: Number(`${l.listingId.slice(-9)}${String(i + 1).padStart(3, '0')}`),
      specId: `${hashNumber(`${l.listingId}|${i}`).toString(16).padStart(8, '0')}`,
    })),
    shippingInfo: { freightTemplateID: Number(l.freightTemplateId) },
    productCargoNumber: l.externalId ?? '',
    createTime: at,
    lastUpdateTime: at,
  };
}

/** a category as category.get answers it: itself, with its children */
const categoryInfoOf = (kit: PlatformKit, category: SandboxCategory | null, id: string): Params => ({
  categoryID: Number(id),
  name: category?.name ?? '',
  isLeaf: category?.isLeaf ?? false,
  parentIDs: [Number(category?.parentId ?? 0)],
  childCategorys: kit.catalog.childrenOf(id).map((c) => ({
    id: Number(c.id),
    name: c.name,
    isLeaf: c.isLeaf,
    categoryType: '1',
  })),
});

function registerOfferPages(kit: PlatformKit): void {
  kit.scope.get<{ Params: { offerId: string; file: string } }>('/img/:offerId/:file', async (request, reply) => {
    const { offerId, file } = request.params;
    if (!/^d?\d{1,2}\.png$/.test(file) || !/^\d+$/.test(offerId)) return reply.status(404).send();
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=604800')
      .send(offerImage(`${offerId}/${file}`));
  });
  const page = (body: string) => sandboxPage({ title: '免密支付', platformLabel: '1688 支付宝', body });
  const form = (result = '') =>
    page(`<div class="card"><h1>开通1688免密支付</h1><p>开通后，铺货助手代发下单时无需每次输入支付密码。</p>${result}
<form method="post" action=""><label for="shopName">买家账号</label>
<input type="text" id="shopName" name="shopName" maxlength="40">
<div class="row"><button class="primary" type="submit">同意协议并开通</button></div></form></div>`);
  kit.scope.get('/protocol-pay', async (_request, reply) => reply.type('text/html').send(form()));
  kit.scope.post('/protocol-pay', async (request, reply) => {
    const name = text((request.body as Record<string, unknown>)?.shopName)?.trim() ?? '';
    if (name === '') return reply.status(400).type('text/html').send(form('<p class="error">请输入买家账号</p>'));
    const buyer = kit.core.auth.ensureShop('alibaba', name);
    kit.core.state.commit({ t: 'protocolPay', shopId: buyer.shopId, enabled: true });
    return reply.type('text/html').send(form(`<p class="ok">「${escapeHtml(name)}」已开通免密支付</p>`));
  });
}

const yuanText = (fen: number) => (fen / 100).toFixed(2);

/** 1688: products for distributors' own shops, the offer selection, and the buyer side. */
export function createAlibabaSandbox(offerCount = 3000) {
  let cache: SandboxOffer[] | null = null;
  let byId: Map<string, SandboxOffer> | null = null;
  const offersOf = (kit: PlatformKit) => {
    cache ??= generateOffers(kit.catalog, offerCount);
    byId ??= new Map(cache.map((o) => [o.offerId, o]));
    return { list: cache, byId };
  };
  // a test may have taken an offer off the shelf (or deleted it) since it was generated
  const statusOf = (kit: PlatformKit, offer: SandboxOffer) =>
    kit.core.state.offerStatus.get(offer.offerId) ?? offer.status;
  const levels = (kit: PlatformKit, categoryId: string) => {
    const category = kit.catalog.category(categoryId);
    const path = [...(category?.parents ?? []), categoryId];
    return {
      topCategoryId: Number(path[0]),
      secondCategoryId: Number(path[1] ?? 0),
      thirdCategoryId: Number(path[2] ?? 0),
    };
  };

  /** product.search.keywordQuery's data row (the multilingual search doc's ProductInfoModelV2) */
  const searchRow = (kit: PlatformKit, base: string, o: SandboxOffer) => ({
    imageUrl: base + o.imageUrl,
    subject: o.title,
    subjectTrans: o.title,
    offerId: Number(o.offerId),
    isJxhy: false,
    priceInfo: {
      price: yuanText(o.minPriceFen),
      consignPrice: yuanText(Math.min(...o.skus.map((s) => s.daifaPriceFen))),
    },
    monthSold: o.saleCount,
    isOnePsale: true,
    ...levels(kit, o.categoryId),
    createDate: isoToChinaDateTime(o.updatedAt),
    modifyDate: isoToChinaDateTime(o.updatedAt),
    minOrderQuantity: o.minOrderQty,
    promotionURL: o.offerUrl,
  });

  /** product.search.queryProductDetail's result (ProductDetailModel) */
  const detailOf = (kit: PlatformKit, base: string, o: SandboxOffer, status: string) => ({
    offerId: Number(o.offerId),
    categoryId: Number(o.categoryId),
    categoryName: o.categoryName,
    subject: o.title,
    subjectTrans: o.title,
    description: o.detailImages.map((i) => `<p><img src="${base}${i}"/></p>`).join(''),
    productImage: { images: o.images.map((i) => base + i) },
    productAttribute: o.brand ? [{ attributeId: '2176', attributeName: '品牌', value: o.brand }] : [],
    productSkuInfos: o.skus.map((s) => ({
      amountOnSale: s.stock,
      price: yuanText(s.priceFen),
      skuId: Number(s.skuId),
      specId: hashNumber(s.skuId).toString(16).padStart(8, '0'),
      skuAttributes: s.specs.map((x) => ({
        ...(KNOWN_SPEC_ATTRIBUTE_IDS[x.name] === undefined ? {} : { attributeId: KNOWN_SPEC_ATTRIBUTE_IDS[x.name] }),
        attributeName: x.name,
        value: x.value,
      })),
      consignPrice: yuanText(s.daifaPriceFen),
      fenxiaoPriceInfo: { onePiecePrice: yuanText(s.daifaPriceFen), offerPrice: yuanText(s.daifaPriceFen) },
    })),
    productSaleInfo: {
      amountOnSale: o.skus.reduce((sum, s) => sum + s.stock, 0),
      priceRangeList: o.wholesaleTiers.map((t) => ({ startQuantity: t.minQty, price: yuanText(t.priceFen) })),
      quoteType: 1,
      unitInfo: { unit: '件' },
    },
    minOrderQuantity: o.minOrderQty,
    // published: on the shelf; expired: taken off it by the seller
    status,
    soldOut: String(o.saleCount),
    ...levels(kit, o.categoryId),
    createDate: isoToChinaDateTime(o.updatedAt),
    companyName: o.supplierName,
  });

  return defineSandboxPlatform({
    name: 'alibaba',
    station: 1,
    catalog: { categoryIdBase: 1_031_000, brandIdBase: 1_000_000 },
    // 10 hours (expires_in "36000" in the public examples), the refresh token half a year
    lifetimes: { accessSeconds: 10 * 3600, refreshSeconds: 180 * 86_400, reauthVoidsEarlier: false },
    listingIdBase: 800_000_000_000,
    // detail.1688.com/offer/{offerId}.html
    goodsPage: '/offer/{id}.html',
    consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
    modules: ['goods', 'order', 'buy'],
    register(_scope, kit) {
      for (const path of [
        '/openapi/http/1/system.oauth2/getToken/:appKey',
        '/openapi/param2/1/system.oauth2/getToken/:appKey',
      ]) {
        kit.serve({ path, httpMethods: ['GET', 'POST'], dialect: tokenDialect, methods: tokenMethods });
      }
      const base = (ctx: CallContext) => `${ctx.core.baseUrlOf(ctx.request)}/alibaba`;
      kit.serve({
        path: '/openapi/param2/1/*',
        httpMethods: ['GET', 'POST'],
        dialect: apiDialect,
        methods: {
          [AlibabaApi.categoryGet]: openMethod((ctx, p) => {
            const id = text(p.categoryID) ?? '0';
            const category = id === '0' ? null : (ctx.catalog.category(id) ?? null);
            if (id !== '0' && !category) return fail(SandboxCode.CategoryUnknown, `类目不存在：${id}`);
            return { succes: 'true', categoryInfo: [categoryInfoOf(kit, category, id)] };
          }),
          [AlibabaApi.freightTemplates]: shopMethod((ctx) => ({
            freightTemplates: ctx.catalog.freightTemplates(ctx.shop.shopId).map((t) => ({
              id: Number(t.id),
              name: t.name,
              memberId: `b2b-${ctx.shop.shopId}`,
              status: 1,
            })),
          })),
          [AlibabaApi.productAdd]: shopMethod((ctx, p) => {
            // a repeated 货号 makes another product, as on 1688
            const { listing } = createListing(ctx, cargoNumberOf(p), () => productAdd(ctx, p));
            return { productID: Number(listing.listingId) };
          }),
          [AlibabaApi.productGet]: shopMethod((ctx, p) => {
            const listing = requireListing(ctx, p.productID);
            const info = productInfoOf(listing);
            return { productInfo: info, createTime: info.createTime, lastUpdateTime: info.lastUpdateTime };
          }),
          [AlibabaApi.productList]: shopMethod((ctx, p) => {
            const cargo = text(p.cargoNumber)?.trim() ?? '';
            const size = Math.min(Math.max(Number(p.pageSize ?? 20) || 20, 1), 20);
            const page = Math.max(Number(p.pageNo ?? 1) || 1, 1);
            const all = (
              cargo === ''
                ? ctx.core.listings.list('alibaba', ctx.shop.shopId)
                : ctx.core.listings.byMerchantCode('alibaba', ctx.shop.shopId, cargo)
            ).map(productInfoOf);
            return {
              result: {
                pageResult: {
                  sizePerPage: size,
                  pageIndex: page,
                  totalRecords: all.length,
                  resultList: all.slice((page - 1) * size, page * size),
                },
              },
              success: true,
            };
          }),
          [AlibabaApi.offerSearch]: openMethod((ctx, p) => {
            const query = json(p.offerQueryParam, 'offerQueryParam');
            if (!text(query.country)) fail(SandboxCode.ParamMissing, 'offerQueryParam.country不能为空');
            const { list } = offersOf(kit);
            const keyword = text(query.keyword)?.trim() ?? '';
            const categoryId = text(query.categoryId) ?? '';
            const matches = list.filter((o) => {
              if (statusOf(kit, o) !== 'online') return false;
              if (keyword !== '' && !o.title.includes(keyword)) return false;
              if (categoryId === '') return true;
              const category = ctx.catalog.category(o.categoryId);
              return o.categoryId === categoryId || (category?.parents.includes(categoryId) ?? false);
            });
            const size = Math.min(Math.max(Number(query.pageSize ?? 20) || 20, 1), 50);
            const current = Math.max(Number(query.beginPage ?? 1) || 1, 1);
            return {
              result: {
                success: true,
                code: '200',
                message: '',
                result: {
                  totalRecords: matches.length,
                  totalPage: Math.ceil(matches.length / size),
                  pageSize: size,
                  currentPage: current,
                  data: paged(matches, current, size).map((o) => searchRow(kit, base(ctx), o)),
                },
              },
            };
          }),
          [AlibabaApi.offerDetail]: openMethod((ctx, p) => {
            const param = json(p.offerDetailParam, 'offerDetailParam');
            const found = offersOf(kit).byId.get(text(param.offerId) ?? '');
            const status = found ? statusOf(kit, found) : 'removed';
            if (!found || status === 'removed') {
              return fail(SandboxCode.ListingNotFound, `商品不存在：${text(param.offerId) ?? ''}`);
            }
            return {
              result: {
                success: true,
                code: '200',
                message: '成功',
                result: detailOf(kit, base(ctx), found, status === 'online' ? 'published' : 'expired'),
              },
            };
          }),
          [AlibabaApi.protocolPayIsOpen]: shopMethod((ctx) => {
            const open = ctx.core.state.protocolPay.get(ctx.shop.shopId) === true;
            return {
              result: {
                success: true,
                result: {
                  paymentAgreements: [
                    { payChannel: 'SHEGOU', bindingStatus: 'false', signedStatus: 'false' },
                    {
                      payChannel: 'ALIPAY',
                      bindingStatus: String(open),
                      signedStatus: String(open),
                      ...(open ? {} : { signUrl: `${base(ctx)}/protocol-pay` }),
                    },
                  ],
                },
              },
            };
          }, 'buy'),
        },
      });
      registerOfferPages(kit);
    },
  });
}

export const alibabaSandbox = createAlibabaSandbox();
