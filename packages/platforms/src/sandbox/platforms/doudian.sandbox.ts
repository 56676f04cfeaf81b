/**
 * doudian (抖店) as its official Go SDK `doudian.com/open/sdk_golang` speaks to it (public copy
 * zsmhub/doudian-sdk): POST `/{method path}` (the SDK writes `//product/addV2`; both are served) with
 * app_key, method, timestamp, v, sign_method, sign and access_token in the query and `param_json` as the
 * raw body, whatever the Content-Type says (the SDK sends the value "Content-Type: application/json").
 * Answers `{ code, msg, sub_code, sub_msg, data, log_id }`, success 10000; refusals with the platform's
 * codes and sub-codes (tb07/jinritemai src/Error/ErrorCode.php), our SANDBOX_* sub-code where the platform
 * publishes none. Request and answer fields as the SDK's api/<method>/request|response structs.
 */
import { chinaDateTime, DOUDIAN_NO_BRAND_ID } from '../../connectors/doudian.connector.ts';
import { DOUDIAN_SUCCESS } from '../../connectors/transports/doudian.transport.ts';
import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { doudianSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import type { SandboxCategory } from '../catalog/platform-catalog.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { rawBodyOf } from '../raw-body.ts';
import {
  createListing,
  type Dialect,
  defineSandboxPlatform,
  exchangeCode,
  openMethod,
  paged,
  refreshGrant,
  requireListing,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

export { DOUDIAN_NO_BRAND_ID };

/** our refusal as doudian's `code` and `sub_code` (the platform's where published, else our SANDBOX_* code) */
function doudianError(failure: SandboxFailure): [number, string] {
  switch (failure.code) {
    case SandboxCode.Unavailable:
      return [20000, 'dop.service-error'];
    case SandboxCode.TokenInvalid:
      if (failure.message.includes('缺失')) return [40001, 'isv.access-token-missing'];
      // a shop whose authorisation lapsed, against a token that simply does not exist
      if (failure.message.includes('授权已失效')) return [30001, 'dop.authorization-no-existed'];
      return [40003, 'isv.access-token-no-existed'];
    case SandboxCode.TokenExpired:
      return [40003, 'isv.access-token-expired'];
    case SandboxCode.SignatureInvalid:
      return [40003, 'isv.signature-invalid'];
    case SandboxCode.AppUnknown:
      return [40001, 'isv.app-id-missing'];
    case SandboxCode.ServiceExpired:
    case SandboxCode.NoPermission:
      return [30001, failure.code];
    case SandboxCode.CodeInvalid:
      return [
        50001,
        failure.message.includes('过期')
          ? 'dop.token-generate-failed:code-expired'
          : 'dop.token-generate-failed:code-invalid',
      ];
    case SandboxCode.RefreshTokenInvalid:
      return [
        50001,
        failure.message.includes('过期')
          ? 'dop.token-generate-failed:token-expired'
          : 'dop.token-generate-failed:token-invalid',
      ];
    case SandboxCode.RateLimited:
      return [60000, failure.code];
    case SandboxCode.MethodUnknown:
      return [70000, 'isp.api-service-off'];
    case SandboxCode.ParamMissing:
      return [40002, failure.code];
    case SandboxCode.DailyLimit:
    case SandboxCode.ListingNotFound:
      return [50002, failure.code];
    default:
      // 非法的参数（业务校验）
      return [40004, failure.code];
  }
}

const logId = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

/** the body as JSON, or doudian's "业务参数json解析失败" */
function paramJsonOf(raw: string): Record<string, unknown> {
  if (raw.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // below
  }
  return fail(SandboxCode.ParamInvalid, '业务参数json解析失败，所有参数需为string类型');
}

const doudianDialect: Dialect = {
  parse(request) {
    const query = request.query as Record<string, string | undefined>;
    const raw = rawBodyOf(request);
    return {
      appKey: query.app_key,
      method: query.method ?? '',
      get params() {
        return paramJsonOf(raw);
      },
      accessToken: query.access_token,
      verify: (app) =>
        query.sign !== undefined &&
        (query.sign_method ?? 'hmac-sha256') === 'hmac-sha256' &&
        doudianSign(
          {
            appKey: app.appKey,
            method: query.method ?? '',
            paramJson: raw,
            timestamp: query.timestamp ?? '',
            v: query.v ?? '',
          },
          app.appSecret,
        ) === query.sign,
    };
  },
  success: (data) => ({
    body: { code: DOUDIAN_SUCCESS, msg: 'success', sub_code: '', sub_msg: '', data, log_id: logId() },
  }),
  failure(failure) {
    const [code, subCode] = doudianError(failure);
    return {
      status: 200,
      body: { code, msg: failure.message, sub_code: subCode, sub_msg: failure.message, log_id: logId() },
    };
  },
};

/** token.create / token.refresh data (the SDK's api/token_create/response) */
const doudianToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  scope: grant.modules.join(','),
  shop_id: Number(grant.shop.shopId),
  shop_name: grant.shop.shopName,
  authority_id: '',
  auth_subject_type: '',
  // ours, not doudian's: when the shop's order of our app ends
  sandbox_service_expire_time: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
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

/** "yyyy-MM-dd HH:mm:ss" in China time, as epoch ms */
function chinaTime(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) {
    return fail(SandboxCode.PresellInvalid, `预售结束时间presell_end_time格式须为yyyy-MM-dd HH:mm:ss，收到：${value}`);
  }
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

/** spec_prices: the SDK sends a JSON string (`SpecPrices *string`) */
function specPriceRows(value: unknown): Record<string, unknown>[] {
  const raw = rules.requireValue(value as string, 'sku详情spec_prices');
  if (typeof raw !== 'string') return fail(SandboxCode.ParamInvalid, 'spec_prices须为JSON字符串');
  try {
    const rows: unknown = JSON.parse(raw);
    if (Array.isArray(rows)) return rows as Record<string, unknown>[];
  } catch {
    // below
  }
  return fail(SandboxCode.ParamInvalid, 'spec_prices不是合法的JSON数组');
}

/** product/addV2 as the SDK's ProductAddV2Param describes it */
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
  if (presell !== 1) rules.oneOf(Number(p.delivery_delay_day ?? 2), [9999, 1, 2], '发货时效delivery_delay_day');
  if (presell === 1) {
    const end = chinaTime(String(rules.requireValue(p.presell_end_time as string, '预售结束时间presell_end_time')));
    const now = ctx.core.clock.nowMs();
    if (!(end > now)) fail(SandboxCode.PresellInvalid, '预售结束时间必须晚于当前时间');
    if (end > now + 30 * 86_400_000) fail(SandboxCode.PresellInvalid, '预售结束时间最多支持设置距离当前30天');
    const delay = Number(rules.requireValue(p.presell_delay, '预售结束后发货天数presell_delay'));
    if (!(delay >= 2 && delay <= 30)) fail(SandboxCode.PresellInvalid, '预售结束后发货天数须在2-30天之间');
  }
  if (presell === 2) {
    const delay = Number(rules.requireValue(p.presell_delay, '阶梯发货天数presell_delay'));
    if (!(delay >= 1 && delay <= 30)) fail(SandboxCode.PresellInvalid, '阶梯发货天数须在1-30天之间');
  }
  const specs = parseSpecs(p.specs);
  const rows = specPriceRows(p.spec_prices);
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
  const commit = p.commit === true || p.commit === 'true';
  return {
    title: name,
    images: pics,
    detailImages: description,
    categoryId: category.id,
    brandId,
    freightTemplateId: freight,
    status: commit ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

/** the category's first..fourth cid and name, root first */
function categoryDetail(category: SandboxCategory | undefined, lookup: (id: string) => SandboxCategory | undefined) {
  const path = category ? [...category.parents.map(lookup), category] : [];
  const levels = ['first', 'second', 'third', 'fourth'] as const;
  return Object.fromEntries(
    levels.flatMap((level, i) => [
      [`${level}_cid`, Number(path[i]?.id ?? 0)],
      [`${level}_cname`, path[i]?.name ?? ''],
    ]),
  );
}

/** spec value ids of the sandbox: stable per listing, spec and value */
const specValueId = (listingId: string, spec: number, value: number) =>
  Number(`${listingId.slice(-8)}${spec + 1}${String(value + 1).padStart(2, '0')}`);

/** product.detail data (the SDK's api/product_detail/response) */
function detailOf(ctx: ShopCallContext, l: ListingRecord) {
  const table: { name: string; values: string[] }[] = [];
  for (const sku of l.skus) {
    sku.specs.forEach((s, k) => {
      const spec = table[k] ?? { name: s.name, values: [] };
      if (!spec.values.includes(s.value)) spec.values.push(s.value);
      table[k] = spec;
    });
  }
  const payload = (l.payload ?? {}) as Record<string, unknown>;
  return {
    product_id: Number(l.listingId),
    product_id_str: l.listingId,
    out_product_id: 0,
    outer_product_id: l.externalId ?? '',
    name: l.title,
    description: l.detailImages.map((u) => `<p><img src="${u}"></p>`).join(''),
    status: l.status === 'onSale' ? 0 : 1,
    check_status: l.status === 'onSale' ? 3 : 1,
    draft_status: 0,
    category_detail: categoryDetail(ctx.catalog.category(l.categoryId), (id) => ctx.catalog.category(id)),
    pic: l.images,
    img: l.images[0] ?? '',
    standard_brand_id: Number(l.brandId ?? DOUDIAN_NO_BRAND_ID),
    freight_id: Number(l.freightTemplateId ?? 0),
    reduce_type: Number(payload.reduce_type ?? 2),
    presell_type: Number(payload.presell_type ?? 0),
    delivery_delay_day: Number(payload.delivery_delay_day ?? 0),
    presell_end_time: typeof payload.presell_end_time === 'string' ? payload.presell_end_time : '',
    reference_price: Number(payload.reference_price ?? 0),
    create_time: chinaDateTime(new Date(l.createdAt)),
    update_time: chinaDateTime(new Date(l.createdAt)),
    specs: table.map((spec, k) => ({
      id: k + 1,
      spec_id: Number(l.listingId.slice(-8)),
      name: spec.name,
      pid: 0,
      is_leaf: 0,
      values: spec.values.map((value, j) => ({
        id: specValueId(l.listingId, k, j),
        spec_id: Number(l.listingId.slice(-8)),
        name: value,
        pid: k + 1,
        is_leaf: 1,
        status: 0,
      })),
    })),
    spec_prices: l.skus.map((s, i) => ({
      sku_id: Number(`${l.listingId.slice(-9)}${String(i + 1).padStart(3, '0')}`),
      outer_sku_id: '',
      spec_detail_ids: s.specs.map((x, k) => specValueId(l.listingId, k, table[k]?.values.indexOf(x.value) ?? 0)),
      stock_num: s.stock,
      price: s.priceFen,
      code: '',
      sku_type: 0,
    })),
  };
}

/** product.listV2 rows (the SDK's api/product_listV2/response DataItem) */
const listRowOf = (l: ListingRecord) => ({
  product_id: Number(l.listingId),
  status: l.status === 'onSale' ? 0 : 1,
  check_status: l.status === 'onSale' ? 3 : 1,
  img: l.images[0] ?? '',
  name: l.title,
  product_type: 0,
  create_time: Math.floor(l.createdAt / 1000),
  update_time: Math.floor(l.createdAt / 1000),
  outer_product_id: l.externalId ?? '',
  out_product_id: 0,
});

/** doudian (抖店): token create/refresh, categories, freight templates, brands, product/addV2, detail, listV2. */
export const doudianSandbox = defineSandboxPlatform({
  name: 'doudian',
  station: 11,
  catalog: { categoryIdBase: 20_000_000, brandIdBase: 700_000, noBrandId: DOUDIAN_NO_BRAND_ID },
  // 7 days and 14 days (the SDK's CreateTokenData comments)
  lifetimes: { accessSeconds: 7 * 86_400, refreshSeconds: 14 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 3_600_000_000_000,
  // haohuo.jinritemai.com/views/product/detail?id={product_id}
  goodsPage: '/views/product/detail?id={id}',
  // fuwu.jinritemai.com/authorize?service_id&state: the code goes to the app's registered callback; a
  // redirect_uri, where a link adds one, must still be a registered one
  consent: { path: '/authorize', clientIdParam: 'service_id', defaultsToRegisteredCallback: true },
  register(scope, kit) {
    // the Go SDK sets the header to the value "Content-Type: application/json" (core/http/doudian_op_http_client.go);
    // the gateway reads the body as JSON whatever the header says
    scope.addHook('onRequest', async (request) => {
      const type = request.headers['content-type'];
      if (typeof type === 'string' && /^\s*content-type\s*:/i.test(type)) {
        request.headers['content-type'] = type.replace(/^\s*content-type\s*:\s*/i, '');
      }
    });
    kit.serve({
      path: '/*',
      dialect: doudianDialect,
      methods: {
        'token.create': openMethod((ctx, p) => {
          rules.oneOf(text(p.grant_type), ['authorization_code'], 'grant_type');
          return doudianToken(exchangeCode(ctx, p.code), ctx.core.clock.nowMs());
        }),
        'token.refresh': openMethod((ctx, p) => {
          rules.oneOf(text(p.grant_type), ['refresh_token'], 'grant_type');
          return doudianToken(refreshGrant(ctx, p.refresh_token), ctx.core.clock.nowMs());
        }),
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
          const page = Number(p.page ?? 0);
          const size = Number(p.size ?? 10);
          return {
            List: paged(all, page + 1, size).map((t) => ({
              template: {
                id: Number(t.id),
                template_name: t.name,
                product_province: '11',
                product_city: '110000',
                calculate_type: t.costType === 1 ? 1 : 2,
                transfer_type: 1,
                rule_type: t.name.includes('包邮') ? 2 : 0,
                fixed_amount: 0,
              },
            })),
            Count: all.length,
          };
        }),
        'brand.list': shopMethod((ctx, p) => {
          const categoryId = text(p.category_id) ?? '';
          const found = ctx.catalog
            .searchBrands(categoryId, text(p.query))
            .map((b) => ({ brand_id: Number(b.id), name_cn: b.nameCn, name_en: b.nameEn }));
          // categories needing brand qualification list the shop's authorised brands; others search by prefix
          const authRequired = ctx.catalog.brandRequired(categoryId);
          return {
            auth_required: authRequired,
            auth_brand_list: authRequired ? found : [],
            brand_list: authRequired ? [] : found,
          };
        }),
        'product.addV2': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, text(p.outer_product_id), () => addV2(ctx, p));
          return {
            product_id: Number(listing.listingId),
            out_product_id: 0,
            outer_product_id: listing.externalId ?? '',
            create_time: chinaDateTime(new Date(listing.createdAt)),
            sku: listing.skus.map((_s, i) => ({
              sku_id: Number(`${listing.listingId.slice(-9)}${String(i + 1).padStart(3, '0')}`),
              out_sku_id: 0,
              outer_sku_id: '',
              code: '',
            })),
          };
        }),
        'product.detail': shopMethod((ctx, p) => {
          const outer = text(p.out_product_id);
          if (outer !== undefined && text(p.product_id) === undefined) {
            const newest = ctx.core.listings.byMerchantCode('doudian', ctx.shop.shopId, outer)[0];
            return detailOf(ctx, newest ?? fail(SandboxCode.ListingNotFound, `商品不存在：${outer}`));
          }
          return detailOf(ctx, requireListing(ctx, p.product_id));
        }),
        'product.listV2': shopMethod((ctx, p) => {
          const page = Math.max(1, Number(p.page ?? 1));
          const size = Math.min(Math.max(1, Number(p.size ?? 10)), 100);
          const ids = Array.isArray(p.product_id) ? p.product_id.map(String) : null;
          const all = ctx.core.listings
            .list('doudian', ctx.shop.shopId)
            .filter((l) => (ids ? ids.includes(l.listingId) : true))
            .filter((l) => (typeof p.name === 'string' && p.name !== '' ? l.title.includes(p.name) : true))
            .filter((l) => (p.status === undefined ? true : (l.status === 'onSale' ? 0 : 1) === Number(p.status)))
            .sort((a, b) => b.createdAt - a.createdAt);
          return { data: paged(all, page, size).map(listRowOf), total: all.length, page, size };
        }),
      },
    });
  },
});
