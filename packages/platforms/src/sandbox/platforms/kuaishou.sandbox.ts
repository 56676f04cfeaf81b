import { chineseLength } from '../../core/listing-draft.ts';
import { ourNumericCode, SandboxCode } from '../../core/sandbox-codes.ts';
import { kuaishouSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  createListing,
  type Dialect,
  defineSandboxPlatform,
  jsonParam,
  type RenderedReply,
  requestParams,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import type { SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { md5RouterAsStrings } from './md5-router.dialect.ts';
import { secretTokenDialect, tokenGrantMethods } from './secret-token.dialect.ts';

/** new items per merchant per day (reference) */
export const KUAISHOU_DAILY_LIMIT = 500;

/** errors: result != 1 with error_msg; the numbers are OURS and sub_code carries our SANDBOX_* code */
const kuaishouError = (failure: SandboxFailure): RenderedReply => ({
  status: failure.code === SandboxCode.Unavailable ? 503 : 200,
  body: { result: ourNumericCode(failure.code), error_msg: failure.message, sub_code: failure.code },
});

const kuaishouDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    const { sign, ...signed } = params;
    return {
      appKey: text(params.appkey),
      method: text(params.method) ?? '',
      params: (jsonParam(params.param ?? '{}', 'param') ?? {}) as Record<string, unknown>,
      accessToken: text(params.access_token),
      verify: (app) =>
        typeof sign === 'string' && kuaishouSign(md5RouterAsStrings(signed), app.signSecret ?? app.appSecret) === sign,
    };
  },
  success: (data) => ({ body: { result: 1, data } }),
  failure: kuaishouError,
};

const seconds = (ms: number) => Math.floor(ms / 1000);
const kuaishouToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  refresh_token_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : null,
  open_id: grant.shop.shopId,
  scopes: grant.modules.map((m) => (m === 'order' ? 'merchant_order' : 'merchant_item')),
  // ours: the shop's name and when its order of our app ends
  shop_name: grant.shop.shopName,
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** open.item.new as the reference lists it */
function itemNew(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.title, { max: 30, measure: chineseLength, unit: '字' });
  rules.requireValue(text(p.relItemId), 'relItemId');
  const category = rules.leafCategory(catalog, p.categoryId);
  const images = rules.images(p.imageUrls, { min: 1, max: 9, label: '商品主图imageUrls' });
  const detail = rules.images(p.detailImageUrls, { min: 1, max: 20, label: '详情图detailImageUrls' });
  const freight = rules.freightTemplate(catalog, shop.shopId, p.expressTemplateId, {
    label: '运费模板expressTemplateId',
  });
  const rule = (p.serviceRule ?? {}) as Record<string, unknown>;
  rules.oneOf(Number(rule.promiseDeliveryTime), [86_400, 172_800], '承诺发货时间promiseDeliveryTime');
  const onOffline = rules.oneOf(Number(p.immediatelyOnOfflineFlag ?? 0), [0, 1], 'immediatelyOnOfflineFlag');
  const skus = list(p.skuList).map((s, i) => {
    rules.requireValue(text(s.relSkuId), `第${i + 1}个SKU的relSkuId`);
    return {
      specs: list(s.skuProps).map((x) => ({ name: String(x.propName ?? ''), value: String(x.propValueName ?? '') })),
      priceFen: rules.fen(s.skuSalePrice, `第${i + 1}个SKU的价格skuSalePrice`),
      stock: rules.stock(s.skuStock, `第${i + 1}个SKU的库存skuStock`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 500 },
  );
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

const itemOf = (l: ListingRecord) => ({
  kwaiItemId: Number(l.listingId),
  relItemId: l.externalId,
  title: l.title,
  categoryId: Number(l.categoryId),
  onOffline: l.status === 'onSale' ? 1 : 0,
  imageUrls: l.images,
  skuList: l.skus.map((s) => ({
    skuSalePrice: s.priceFen,
    skuStock: s.stock,
    skuProps: s.specs.map((x) => ({ propName: x.name, propValueName: x.value })),
  })),
});

/** kuaishou (快手): oauth2 with app secret, signed form calls, daily limit of new items. */
export const kuaishouSandbox = defineSandboxPlatform({
  name: 'kuaishou',
  station: 4,
  catalog: { categoryIdBase: 40_000, brandIdBase: 4_000_000 },
  lifetimes: { accessSeconds: 48 * 3600, refreshSeconds: 180 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 40_000_000_000,
  consent: { path: '/oauth2/authorize', clientIdParam: 'app_id' },
  register(_scope, kit) {
    const tokenDialect = secretTokenDialect({
      clientIdParam: 'app_id',
      secretParam: 'app_secret',
      wrap: (data) => ({ result: 1, ...(data as object) }),
      error: kuaishouError,
    });
    kit.serve({
      path: '/oauth2/access_token',
      dialect: tokenDialect,
      methods: tokenGrantMethods(kuaishouToken, 'code'),
    });
    kit.serve({
      path: '/oauth2/refresh_token',
      dialect: tokenDialect,
      methods: tokenGrantMethods(kuaishouToken, 'code'),
    });
    kit.serve({
      path: '/open/*',
      dialect: kuaishouDialect,
      methods: {
        'open.item.category': shopMethod((ctx, p) =>
          ctx.catalog.childrenOf(text(p.parentId) ?? '0').map((c) => ({
            categoryId: Number(c.id),
            categoryName: c.name,
            parentId: Number(c.parentId),
            leaf: c.isLeaf,
            level: c.level,
          })),
        ),
        'open.logistics.express.template.list': shopMethod((ctx, p) => {
          const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
          const offset = Math.max(Number(p.offset ?? 0), 0);
          const limit = Math.min(Math.max(Number(p.limit ?? 20), 1), 100);
          return {
            templates: all.slice(offset, offset + limit).map((t) => ({ id: Number(t.id), name: t.name })),
            total: all.length,
          };
        }),
        'open.item.new': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, text(p.relItemId), () => itemNew(ctx, p), KUAISHOU_DAILY_LIMIT);
          return { itemId: Number(listing.listingId) };
        }),
        'open.item.get': shopMethod((ctx, p) => itemOf(requireListing(ctx, p.kwaiItemId))),
      },
    });
  },
});
