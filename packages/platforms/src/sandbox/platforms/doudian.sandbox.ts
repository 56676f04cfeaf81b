import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { doudianSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { rawBodyOf } from '../raw-body.ts';
import {
  createListing,
  type Dialect,
  defineSandboxPlatform,
  exchangeCode,
  jsonParam,
  openMethod,
  paged,
  refreshGrant,
  requireListing,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

export { DOUDIAN_NO_BRAND_ID } from '../../connectors/doudian.connector.ts';

import { DOUDIAN_NO_BRAND_ID } from '../../connectors/doudian.connector.ts';

/** reference/platforms.md's codes, with our SANDBOX_* sub-code where the reference names none */
const CODES: Partial<Record<SandboxCode, [number, string?]>> = {
  [SandboxCode.Unavailable]: [20000],
  [SandboxCode.ServiceExpired]: [30001],
  [SandboxCode.TokenInvalid]: [30001],
  [SandboxCode.NoPermission]: [30001],
  [SandboxCode.AppUnknown]: [30001],
  [SandboxCode.ParamMissing]: [40001],
  [SandboxCode.TokenExpired]: [40003, 'access-token-expired'],
  [SandboxCode.SignatureInvalid]: [40003, 'signature-invalid'],
  [SandboxCode.ParamInvalid]: [40003, 'parameter-format-invalid'],
  [SandboxCode.CodeInvalid]: [50001],
  [SandboxCode.RefreshTokenInvalid]: [50001],
  [SandboxCode.DailyLimit]: [50002],
  [SandboxCode.RateLimited]: [60000],
  [SandboxCode.MethodUnknown]: [70000],
};

const doudianDialect: Dialect = {
  parse(request) {
    const query = request.query as Record<string, string | undefined>;
    const params = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    return {
      appKey: query.app_key,
      method: query.method ?? '',
      params,
      accessToken: query.access_token,
      verify: (app) =>
        query.sign !== undefined &&
        doudianSign(
          {
            appKey: app.appKey,
            method: query.method ?? '',
            paramJson: rawBodyOf(request),
            timestamp: query.timestamp ?? '',
            v: query.v ?? '',
          },
          app.appSecret,
        ) === query.sign,
    };
  },
  success: (data) => ({
    body: { code: 10000, msg: 'success', sub_code: '', sub_msg: '', data, log_id: `${Date.now()}` },
  }),
  failure(failure) {
    const [code, subCode] = CODES[failure.code] ?? [40004];
    return {
      status: failure.code === SandboxCode.Unavailable ? 503 : 200,
      body: {
        code,
        msg: failure.message,
        sub_code: subCode ?? failure.code,
        sub_msg: failure.message,
        log_id: `${Date.now()}`,
      },
    };
  },
};

const seconds = (ms: number) => Math.floor(ms / 1000);
const doudianToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  scope: grant.modules.join(','),
  shop_id: Number(grant.shop.shopId),
  shop_name: grant.shop.shopName,
  // ours: when the shop's order of our app ends
  service_expire_time: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

/** "颜色|黑色,白色^尺码|M,L" */
function parseSpecs(value: unknown): { name: string; values: string[] }[] {
  const textValue = rules.requireValue(text(value), '规格specs');
  return textValue.split('^').map((group) => {
    const [name = '', values = ''] = group.split('|');
    if (name === '' || values === '') fail(SandboxCode.ParamInvalid, `规格格式错误：${group}`);
    return { name, values: values.split(',') };
  });
}

const urlsOf = (value: unknown) => (text(value) ?? '').split('|').filter((u) => u !== '');

/** product/addV2 as the reference lists it */
function addV2(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const category = rules.leafCategory(catalog, p.category_leaf_id);
  const name = rules.title(p.name, {
    max: 30,
    measure: chineseLength,
    unit: '汉字（两个字母或数字算一个）',
    noEmoji: true,
    label: '商品标题name',
  });
  const pics = rules.images(urlsOf(p.pic), { min: 1, max: 5, label: '主图pic' });
  const description = rules.images(urlsOf(p.description), { min: 1, max: 50, label: '详情图description' });
  rules.oneOf(Number(p.reduce_type), [1, 2], '减库存方式reduce_type');
  const freight = rules.freightTemplate(catalog, shop.shopId, text(p.freight_id), {
    label: '运费模板freight_id',
    freeId: '0',
  });
  const brandId = rules.brand(catalog, category, text(p.standard_brand_id), 'byCategory');
  const presell = rules.oneOf(Number(p.presell_type ?? 0), [0, 1, 2], '预售类型presell_type');
  if (presell === 0) rules.oneOf(Number(p.delivery_delay_day), [9999, 1, 2], '发货时效delivery_delay_day');
  if (presell === 1) {
    const end = Number(rules.requireValue(p.presell_end_time, '预售结束时间presell_end_time'));
    if (!(end * 1000 > ctx.core.clock.nowMs())) fail(SandboxCode.PresellInvalid, '预售结束时间必须晚于当前时间');
    const delay = Number(rules.requireValue(p.presell_delay, '预售结束后发货天数presell_delay'));
    if (!(delay >= 2 && delay <= 30)) fail(SandboxCode.PresellInvalid, '预售结束后发货天数须在2-30天之间');
  }
  if (presell === 2) {
    const delay = Number(rules.requireValue(p.presell_delay, '阶梯发货天数presell_delay'));
    if (!(delay >= 1 && delay <= 30)) fail(SandboxCode.PresellInvalid, '阶梯发货天数须在1-30天之间');
  }
  const specs = parseSpecs(p.specs);
  const prices = jsonParam(p.spec_prices, 'spec_prices');
  const rows = Array.isArray(prices) ? (prices as Record<string, unknown>[]) : [];
  const reference = rules.fen(p.reference_price, '参考价reference_price');
  const skus = rows.map((row, i) => {
    const price = rules.fen(row.price, `第${i + 1}个SKU的价格price`);
    rules.below(price, reference, '参考价reference_price必须高于售价');
    rules.below(reference, price * 10, '参考价reference_price必须低于售价的10倍');
    const pairs: SpecPair[] = specs.map((s, k) => ({
      name: s.name,
      value: String(row[`spec_detail_name${k + 1}`] ?? ''),
    }));
    pairs.forEach((pair, k) => {
      if (!specs[k]?.values.includes(pair.value))
        fail(SandboxCode.SkuCombination, `规格值「${pair.value}」不在specs中`);
    });
    return { specs: pairs, priceFen: price, stock: rules.stock(row.stock_num, `第${i + 1}个SKU的库存stock_num`) };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  return {
    title: name,
    images: pics,
    detailImages: description,
    categoryId: category.id,
    brandId,
    freightTemplateId: freight,
    status: p.commit === true || p.commit === 'true' ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

const detailOf = (l: ListingRecord) => ({
  product_id: Number(l.listingId),
  outer_product_id: l.externalId,
  name: l.title,
  category_leaf_id: Number(l.categoryId),
  status: l.status === 'onSale' ? 0 : 1,
  pic: l.images,
  spec_prices: l.skus.map((s) => ({
    spec_detail_names: s.specs.map((x) => `${x.name}:${x.value}`),
    price: s.priceFen,
    stock_num: s.stock,
  })),
});

/** doudian (抖店): token create/refresh, categories, freight templates, brands, product/addV2. */
export const doudianSandbox = defineSandboxPlatform({
  name: 'doudian',
  station: 11,
  catalog: { categoryIdBase: 20_000_000, brandIdBase: 700_000, noBrandId: DOUDIAN_NO_BRAND_ID },
  lifetimes: { accessSeconds: 7 * 86_400, refreshSeconds: 14 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 3_600_000_000_000,
  consent: { path: '/oauth/authorize', clientIdParam: 'app_key' },
  register(_scope, kit) {
    kit.serve({
      path: '/*',
      dialect: doudianDialect,
      methods: {
        'token.create': openMethod((ctx, p) => doudianToken(exchangeCode(ctx, p.code), ctx.core.clock.nowMs())),
        'token.refresh': openMethod((ctx, p) =>
          doudianToken(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs()),
        ),
        'shop.getShopCategory': shopMethod((ctx, p) =>
          ctx.catalog.childrenOf(text(p.cid) ?? '0').map((c) => ({
            id: Number(c.id),
            name: c.name,
            level: c.level,
            parent_id: Number(c.parentId),
            is_leaf: c.isLeaf,
            enable: true,
          })),
        ),
        'freightTemplate.list': shopMethod((ctx, p) => {
          const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
          return {
            List: paged(all, Number(p.page ?? 0) + 1, Number(p.size ?? 20)).map((t) => ({
              template: { id: Number(t.id), template_name: t.name },
            })),
            Count: all.length,
          };
        }),
        'brand.list': shopMethod((ctx, p) => {
          const all = ctx.catalog.searchBrands(text(p.category_id) ?? '', text(p.query));
          const size = Math.min(Math.max(Number(p.size ?? 10), 1), 100);
          const offset = Math.max(Number(p.offset ?? 0), 0);
          return {
            brand_list: all
              .slice(offset, offset + size)
              .map((b) => ({ brand_id: Number(b.id), name_cn: b.nameCn, name_en: b.nameEn })),
            total: all.length,
          };
        }),
        'product.addV2': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, text(p.outer_product_id), () => addV2(ctx, p));
          return { product_id: Number(listing.listingId), outer_product_id: listing.externalId };
        }),
        'product.detail': shopMethod((ctx, p) => detailOf(requireListing(ctx, p.product_id))),
      },
    });
  },
});
