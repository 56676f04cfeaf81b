/**
 * kuaishou (快手小店) as its documents and SDKs describe it (sources in connectors/kuaishou.connector.ts):
 * the consent page `/oauth/authorize?app_id&redirect_uri&scope&response_type=code&state`, the OAuth
 * endpoints `/oauth2/access_token` and `/oauth2/refresh_token` (GET or POST, parameters in the query or a
 * form, `{ result, error, error_msg }` with the 1002001xx codes), and the signed API `/open/...` (GET or
 * POST form; MD5 and HMAC_SHA256 signatures both accepted) answering `{ result: 1, data }`, or
 * `{ result, error_msg }` with 24 AUTHORIZATION_REVOKED where the platform publishes it, our own `result`
 * numbers (ourNumericCode) and our SANDBOX_* code in `sub_code` elsewhere.
 */
import { kuaishouSignature } from '../../connectors/transports/kuaishou-sign.ts';
import { chineseLength } from '../../core/listing-draft.ts';
import { ourNumericCode, SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
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
  type RenderedReply,
  refreshGrant,
  requestParams,
  requireListing,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

/** new items per merchant per day ("商家每天创建商品的个数上限为500个") */
export const KUAISHOU_DAILY_LIMIT = 500;

const revoked = (failure: SandboxFailure) =>
  failure.code === SandboxCode.ServiceExpired ||
  (failure.code === SandboxCode.TokenInvalid && failure.message.includes('授权已失效'));

/** API refusals: 24 AUTHORIZATION_REVOKED where kuaishou says so; our numbers and SANDBOX_* sub-code otherwise */
function kuaishouApiError(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply {
  if (revoked(failure)) return { body: { result: 24, error_msg: 'AUTHORIZATION_REVOKED' } };
  const message =
    failure.code === SandboxCode.RateLimited
      ? `Exceed qps limit, KEY [apiId:${call?.method ?? ''};appkey:${call?.appKey ?? ''}]`
      : failure.code === SandboxCode.TokenExpired
        ? `鉴权失败：${failure.message}`
        : failure.message;
  return { body: { result: ourNumericCode(failure.code), error_msg: message, sub_code: failure.code } };
}

/** the OAuth endpoints' refusals (APP授权说明 §4) */
function kuaishouOauthError(failure: SandboxFailure, call: ParsedCall | undefined): RenderedReply {
  const oauth = (result: number, error: string, message = failure.message) => ({
    body: { result, error, error_msg: message },
  });
  switch (failure.code) {
    case SandboxCode.AppUnknown:
    case SandboxCode.SignatureInvalid:
      return oauth(100200101, 'unauthorized_client');
    case SandboxCode.MethodUnknown:
      return oauth(100200104, 'unsupported_grant_type');
    case SandboxCode.CodeInvalid:
      return oauth(100200105, 'invalid_grant');
    case SandboxCode.RefreshTokenInvalid:
      return oauth(
        100200102,
        'access_denied',
        failure.message.includes('过期') ? failure.message : 'refreshToken.discarded',
      );
    case SandboxCode.Unavailable:
      return oauth(100200500, 'server_error');
    case SandboxCode.RateLimited:
      return kuaishouApiError(failure, call);
    default:
      return oauth(100200100, 'invalid_request');
  }
}

/** the OAuth endpoints: the app secret is the credential, grant_type the "method" */
const oauthDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    return {
      appKey: text(params.app_id),
      method: text(params.grant_type) ?? '',
      params,
      verify: (app) => params.app_secret === app.appSecret,
    };
  },
  success: (data) => ({ body: { result: 1, ...(data as object) } }),
  failure: kuaishouOauthError,
};

/** the signed API: system parameters in the query or the form, business parameters as JSON in `param` */
const apiDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    const method = text(params.method) ?? '';
    const path = request.url.split('?')[0] ?? '';
    return {
      appKey: text(params.appkey),
      // the gateway routes by path: a method sent to another API's path is not that API
      method: path.endsWith(`/${method.replaceAll('.', '/')}`) ? method : `${method} (${path})`,
      get params() {
        const value = jsonParam(params.param ?? '{}', 'param');
        return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      },
      accessToken: text(params.access_token),
      verify: (app) =>
        typeof params.sign === 'string' &&
        (params.signMethod === undefined || params.signMethod === 'MD5' || params.signMethod === 'HMAC_SHA256') &&
        kuaishouSignature(params, app.signSecret ?? app.appSecret) === params.sign,
    };
  },
  success: (data) => ({ body: { result: 1, error_msg: 'success', data } }),
  failure: kuaishouApiError,
};

const scopesOf = (grant: Grant) => [
  'user_info',
  ...grant.modules.map((m) => (m === 'order' ? 'merchant_order' : 'merchant_item')),
  'merchant_servicemarket',
];
/** /oauth2/access_token answer (APP授权说明 §2.3) */
const accessTokenAnswer = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  refresh_token: grant.refreshToken,
  open_id: grant.shop.shopId,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  scopes: scopesOf(grant),
});
/** /oauth2/refresh_token answer (§2.4): no open_id */
const refreshTokenAnswer = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  refresh_token_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : 0,
  scopes: scopesOf(grant),
});

const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** a Long as JSON may carry it: a positive integer, as a number or decimal text */
function long(value: unknown, label: string): number {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) {
    return fail(SandboxCode.ParamInvalid, `${label}须为正整数（Long），收到：${String(value)}`);
  }
  return n;
}

/** open.item.new as the platform's document lists it */
function itemNew(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.title, { max: 30, measure: chineseLength, unit: '字', label: '商品名称title' });
  const relItemId = long(rules.requireValue(p.relItemId as string, '外部商品id relItemId'), '外部商品id relItemId');
  const category = rules.leafCategory(catalog, p.categoryId);
  const images = rules.images(p.imageUrls, { min: 1, max: 9, label: '商品主图imageUrls' });
  const detail = rules.images(p.detailImageUrls ?? [], { min: 0, max: 20, label: '详情图detailImageUrls' });
  rules.textLength(p.details, 1, 1000, '商品详情描述details');
  const freight = rules.freightTemplate(catalog, shop.shopId, p.expressTemplateId, {
    label: '运费模板expressTemplateId',
  });
  const rule = (p.serviceRule ?? fail(SandboxCode.ParamMissing, '服务规则serviceRule不能为空')) as Record<
    string,
    unknown
  >;
  rules.requireValue(text(rule.refundRule), '退款规则serviceRule.refundRule');
  if (!rule.servicePromise || typeof rule.servicePromise !== 'object') {
    fail(SandboxCode.ParamMissing, '服务承诺serviceRule.servicePromise不能为空');
  }
  const promise = rule.promiseDeliveryTime;
  const presale = rule.deliverGoodsInteralTime;
  if ((promise === undefined) === (presale === undefined)) {
    fail(SandboxCode.DeliveryInvalid, '发货时间deliverGoodsInteralTime和promiseDeliveryTime至少填一个且不能都填');
  }
  if (promise !== undefined) rules.oneOf(Number(promise), [86_400, 172_800], '承诺发货时间promiseDeliveryTime');
  if (presale !== undefined && !(Number(presale) >= 3 * 86_400 && Number(presale) <= 15 * 86_400)) {
    fail(SandboxCode.PresellInvalid, '发货间隔时间deliverGoodsInteralTime须在3-15天之间（单位：秒）');
  }
  const onOffline = rules.oneOf(
    Number(rule.immediatelyOnOfflineFlag ?? 0),
    [0, 1],
    '是否立即上架immediatelyOnOfflineFlag',
  );
  if (p.purchaseLimit === true) rules.requireValue(p.limitCount as number, '限购数量limitCount');
  const rows = list(p.skuList);
  if (rows.length > 600) fail(SandboxCode.SkuCombination, `sku数量不能超过600个，当前${rows.length}个`);
  const skus = rows.map((s, i) => {
    long(rules.requireValue(s.relSkuId as string, `第${i + 1}个SKU的relSkuId`), `第${i + 1}个SKU的relSkuId`);
    return {
      specs: list(s.skuProps).map((x) => ({
        name: String(rules.requireValue(x.propName as string, '规格名称propName')),
        value: String(rules.requireValue(x.propValueName as string, '规格值名称propValueName')),
      })),
      priceFen: rules.fen(s.skuSalePrice, `第${i + 1}个SKU的价格skuSalePrice`),
      stock: rules.stock(s.skuStock, `第${i + 1}个SKU的库存skuStock`, 9_999_999),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  // "外部商品id不可与历史新建商品重复"
  if (ctx.core.listings.byMerchantCode('kuaishou', shop.shopId, String(relItemId)).length > 0) {
    fail(SandboxCode.ParamInvalid, `外部商品id relItemId不可与历史新建商品重复：${relItemId}`);
  }
  return {
    title,
    images,
    detailImages: detail,
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: onOffline === 0 ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

/** the SKUs of a listing as open.item.get / open.item.list.get show them */
function skuInfosOf(l: ListingRecord) {
  const rows = list(((l.payload ?? {}) as Record<string, unknown>).skuList);
  return l.skus.map((s, i) => ({
    kwaiSkuId: Number(`${l.listingId.slice(-10)}${String(i + 1).padStart(3, '0')}`),
    relSkuId: Number(rows[i]?.relSkuId ?? 0),
    skuStock: s.stock,
    imageUrl: '',
    skuSalePrice: s.priceFen,
    isValid: 1,
    createTime: l.createdAt,
    updateTime: l.createdAt,
    specification: s.specs.map((x) => x.value).join(' '),
    skuNick: String(rows[i]?.skuNick ?? ''),
    skuProp: s.specs.map((x) => ({ propName: x.name, propValueName: x.value, isValid: 1, propVersion: 1 })),
    kwaiItemId: Number(l.listingId),
  }));
}

/** open.item.get data */
function itemOf(ctx: ShopCallContext, l: ListingRecord) {
  const payload = (l.payload ?? {}) as Record<string, unknown>;
  const category = ctx.catalog.category(l.categoryId);
  const parents = (category?.parents ?? []).map((id) => ctx.catalog.category(id) as SandboxCategory);
  return {
    itemId: Number(l.listingId),
    relItemId: Number(l.externalId ?? 0),
    categoryId: Number(l.categoryId),
    categoryName: category?.name ?? '',
    parentCategoryId: Number(category?.parentId ?? 0),
    title: l.title,
    details: String(payload.details ?? ''),
    imageUrls: l.images,
    detailImageUrls: l.detailImages,
    skuInfos: skuInfosOf(l),
    serviceRule: payload.serviceRule ?? {},
    auditStatus: 2,
    auditReason: '',
    createdTime: l.createdAt,
    updateTime: l.createdAt,
    onOfflineStatus: l.status === 'onSale' ? 1 : 0,
    parentCategoryList: parents.map((c) => ({
      categoryId: Number(c.id),
      categoryName: c.name,
      categoryPid: Number(c.parentId),
    })),
    expressTemplateId: Number(l.freightTemplateId ?? 0),
    purchaseLimit: payload.purchaseLimit === true,
    limitCount: Number(payload.limitCount ?? 0),
  };
}

/** open.item.list.get's item (GetItemListResponseParam.items) */
const listItemOf = (l: ListingRecord) => ({
  kwaiItemId: Number(l.listingId),
  skuList: skuInfosOf(l),
  relItemId: Number(l.externalId ?? 0),
  title: l.title,
  mainImageUrl: l.images[0] ?? '',
  categoryId: Number(l.categoryId),
  price: Math.min(...l.skus.map((s) => s.priceFen)),
  createTime: l.createdAt,
  updateTime: l.createdAt,
  auditStatus: 2,
  shelfStatus: l.status === 'onSale' ? 1 : 0,
  imageUrls: l.images,
  fromType: 1,
  itemStatus: 1,
  expressTemplateId: Number(l.freightTemplateId ?? 0),
  itemType: 1,
});

/** every category of the tree, parents first */
function allCategories(ctx: CallContext): SandboxCategory[] {
  const out: SandboxCategory[] = [];
  const walk = (parentId: string) => {
    for (const c of ctx.catalog.childrenOf(parentId)) {
      out.push(c);
      walk(c.id);
    }
  };
  walk('0');
  return out;
}

/** the module kuaishou's `scope` asks for: both apps, the goods one or the order one */
function scopeModule(form: Record<string, string | undefined>): string | undefined {
  const scopes = (form.scope ?? '').split(',');
  const goods = scopes.includes('merchant_item');
  const order = scopes.includes('merchant_order');
  if (goods && !order) return 'goods';
  if (order && !goods) return 'order';
  return form.module;
}

const apiMethods: MethodTable = {
  'open.user.info.get': shopMethod(
    (ctx) => ({ name: ctx.shop.shopName, sex: '其他', head: '', bigHead: '', openId: ctx.shop.shopId }),
    null,
  ),
  'open.service.market.buyer.service.info': shopMethod((ctx, p) => {
    if (text(p.buyerOpenId) !== ctx.shop.shopId) fail(SandboxCode.ParamInvalid, 'buyerOpenId与授权用户不一致');
    const module = ctx.modules.includes('goods') ? 'goods' : 'order';
    const end = ctx.core.auth.serviceExpiry('kuaishou', ctx.shop.shopId, module);
    const now = ctx.core.clock.nowMs();
    return {
      inService: end !== null && end > now,
      authorized: true,
      ...(end === null ? {} : { startTime: Math.min(now, end), endTime: end }),
      packageName: '铺货助手',
    };
  }, null),
  'open.item.category': shopMethod((ctx) =>
    allCategories(ctx).map((c) => ({
      categoryId: Number(c.id),
      categoryName: c.name,
      categoryPid: Number(c.parentId),
    })),
  ),
  'open.logistics.express.template.list': shopMethod((ctx, p) => {
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    const offset = Math.max(Number(p.offset ?? 0), 0);
    const limit = Math.min(Math.max(Number(p.limit ?? 20), 1), 100);
    return {
      expressTemplateDetailVOS: all.slice(offset, offset + limit).map((t) => ({
        id: Number(t.id),
        name: t.name,
        sellerId: Number(ctx.shop.shopId),
        calType: t.costType === 1 ? 2 : 1,
        used: false,
        status: 1,
        sourceType: 30,
        deleteTime: 0,
      })),
      total: all.length,
    };
  }),
  'open.item.new': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.relItemId), () => itemNew(ctx, p), KUAISHOU_DAILY_LIMIT);
    return {
      kwaiItemId: Number(listing.listingId),
      relItemId: Number(listing.externalId),
      skuIdMapping: skuInfosOf(listing).map((s) => ({
        kwaiSkuId: s.kwaiSkuId,
        relSkuId: s.relSkuId,
        skuNick: s.skuNick,
      })),
    };
  }),
  'open.item.get': shopMethod((ctx, p) => itemOf(ctx, requireListing(ctx, p.kwaiItemId))),
  'open.item.list.get': shopMethod((ctx, p) => {
    const byKwai = text(p.kwaiItemId);
    const byRel = text(p.relItemId);
    const pageSize = Math.min(Math.max(Number(p.pageSize ?? 100), 10), 100);
    const pageNumber = Math.max(Number(p.pageNumber ?? 1), 1);
    const all = ctx.core.listings
      .list('kuaishou', ctx.shop.shopId)
      .filter((l) => (byKwai ? l.listingId === byKwai : byRel ? l.externalId === byRel : true))
      .sort((a, b) => b.createdAt - a.createdAt);
    const items = all.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map(listItemOf);
    return {
      totalItemCount: all.length,
      currentPageItemCount: items.length,
      currentPageNumber: pageNumber,
      totalPage: Math.max(1, Math.ceil(all.length / pageSize)),
      items,
    };
  }),
};

/** kuaishou (快手): oauth2 with the app secret, signed calls (MD5 or HMAC), daily limit of new items. */
export const kuaishouSandbox = defineSandboxPlatform({
  name: 'kuaishou',
  station: 4,
  catalog: { categoryIdBase: 40_000, brandIdBase: 4_000_000 },
  // access 48 h, refresh 180 days (APP授权说明 §2.3)
  lifetimes: { accessSeconds: 48 * 3600, refreshSeconds: 180 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 40_000_000_000,
  // app.kwaixiaodian.com/merchant/shop/detail?id={itemId} (the item share link)
  goodsPage: '/merchant/shop/detail?id={id}',
  consent: { path: '/oauth/authorize', clientIdParam: 'app_id', moduleOf: scopeModule },
  register(_scope, kit) {
    kit.serve({
      path: '/oauth2/access_token',
      httpMethods: ['GET', 'POST'],
      dialect: oauthDialect,
      methods: {
        code: openMethod((ctx, p) => accessTokenAnswer(exchangeCode(ctx, p.code), ctx.core.clock.nowMs())),
      },
    });
    kit.serve({
      path: '/oauth2/refresh_token',
      httpMethods: ['GET', 'POST'],
      dialect: oauthDialect,
      methods: {
        refresh_token: openMethod((ctx, p) =>
          refreshTokenAnswer(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs()),
        ),
      },
    });
    kit.serve({ path: '/open/*', httpMethods: ['GET', 'POST'], dialect: apiDialect, methods: apiMethods });
  },
});
