import type { FastifyRequest } from 'fastify';
import { codeEnvelope } from '../../core/envelopes.ts';
import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import { demoShopNames, SANDBOX_APPS } from '../sandbox-apps.ts';
import {
  createListing,
  type Dialect,
  defineSandboxPlatform,
  type MethodTable,
  openMethod,
  type ParsedCall,
  type PlatformKit,
  requestParams,
  requireListing,
  type SandboxCore,
  type ShopCallContext,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { grantByCode } from './generic-goods.sandbox.ts';
import { puhuoSignedDialect } from './puhuo-signed.dialect.ts';
import { wechatMaintenanceMethods, wechatSkuKeys } from './wechatvideoshop.maintenance.sandbox.ts';

/**
 * WeChat video shop's channels API as the public clients call it (sources in
 * connectors/wechatvideoshop.connector.ts): unsigned `POST /channels/ec/{path}?access_token=` with JSON,
 * answers `{ errcode: 0, errmsg: "ok", ... }` and WeChat's global codes for failures (-1 busy, 40001
 * invalid credential, 42001 expired, 45009 quota, 40013 invalid appid).
 *
 * OURS: the shop-name token check (`/open/api/shop.token`, our generic goods API and signature: no public
 * source), the back-office page where a shop authorises our app, `sandbox_code` beside WeChat's number and
 * 9400000 (ours) for refusals whose WeChat number is not known, the listing rules' wording, ids and times.
 */
const LIFETIMES = { accessSeconds: 7200, refreshSeconds: null, reauthVoidsEarlier: false };
const TITLE_MAX = 60;
const IMAGES_MAX = 9;
const DETAIL_IMAGES_MAX = 20;
const CHANNELS_PREFIX = '/channels/ec/';
/** product status: 5 on sale, 11 taken off by the merchant (0 never listed) */
const ON_SALE = 5;
const OFF_SALE = 11;
/** OURS: WeChat's number for a business refusal whose real number is not known */
export const WECHAT_OURS_ERRCODE = 9_400_000;

const WECHAT_CODES: Partial<Record<SandboxCode, { errcode: number; errmsg?: string }>> = {
  [SandboxCode.Unavailable]: { errcode: -1, errmsg: 'system error' },
  [SandboxCode.AppUnknown]: { errcode: 40013 },
  [SandboxCode.TokenInvalid]: { errcode: 40001 },
  [SandboxCode.TokenExpired]: { errcode: 42001 },
  [SandboxCode.RateLimited]: { errcode: 45009 },
};

const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const rec = (value: unknown) =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : ({} as Record<string, unknown>);
const chinaTime = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

function wechatError(failure: SandboxFailure) {
  const known = WECHAT_CODES[failure.code];
  return {
    // WeChat answers its errors with HTTP 200
    status: 200,
    body: {
      errcode: known?.errcode ?? WECHAT_OURS_ERRCODE,
      errmsg: known?.errmsg ? `${known.errmsg}: ${failure.message}` : failure.message,
      sandbox_code: failure.code,
    },
    headers: failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
  };
}

/** the channels API: the method is the path, the token in the query, no signature */
function channelsDialect(core: SandboxCore): Dialect {
  return {
    parse(request: FastifyRequest): ParsedCall {
      const url = new URL(request.url, 'http://sandbox');
      const at = url.pathname.indexOf(CHANNELS_PREFIX);
      const method = at < 0 ? '' : url.pathname.slice(at + CHANNELS_PREFIX.length);
      const { access_token: accessToken, ...params } = requestParams(request);
      const token = text(accessToken);
      // no app id travels with a channels call: the token says whose app it is
      const appKey = (token ? core.state.tokens.get(token)?.appKey : undefined) ?? SANDBOX_APPS.wechatvideoshop.appKey;
      return { appKey, method, params, accessToken: token, verify: () => true };
    },
    success: (data) => ({ body: { errcode: 0, errmsg: 'ok', ...(data as object) } }),
    failure: (failure) => wechatError(failure),
  };
}

/** product/add as the channels API takes it */
function productAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  rules.requireValue(text(p.out_product_id), 'out_product_id');
  const title = rules.title(p.title, { max: TITLE_MAX, measure: chineseLength, unit: '字' });
  const images = rules.images(p.head_imgs, { min: 1, max: IMAGES_MAX, label: '商品主图head_imgs' });
  const cats = list(p.cats).map((c) => text(c.cat_id) ?? '');
  const category = rules.leafCategory(catalog, cats.at(-1));
  if (cats.length > 1 && cats.slice(0, -1).join(',') !== category.parents.join(',')) {
    fail(SandboxCode.ParamInvalid, `cats类目路径与叶子类目「${category.name}」不符`);
  }
  const detail = rules.images(rec(p.desc_info).imgs ?? [], {
    min: 0,
    max: DETAIL_IMAGES_MAX,
    label: '详情图desc_info.imgs',
  });
  const freight = rules.freightTemplate(catalog, shop.shopId, text(rec(p.express_info).template_id), {
    label: '运费模板express_info.template_id',
  });
  rules.oneOf(Number(rec(p.extra_service).seven_day_return ?? 1), [0, 1], '七天无理由seven_day_return');
  const skus = list(p.skus).map((s, i) => {
    rules.requireValue(text(s.out_sku_id), `第${i + 1}个SKU的out_sku_id`);
    rules.images([s.thumb_img], { min: 1, max: 1, label: `第${i + 1}个SKU的thumb_img` });
    return {
      specs: list(s.sku_attrs).map((a) => ({ name: String(a.attr_key ?? ''), value: String(a.attr_value ?? '') })),
      priceFen: rules.fen(s.sale_price, `第${i + 1}个SKU的售价sale_price`),
      stock: rules.stock(s.stock_num, `第${i + 1}个SKU的库存stock_num`),
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
    status: Number(p.listing ?? 0) === 1 ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

function productOf(listing: ListingRecord, parents: string[]) {
  const payload = rec(listing.payload);
  const skus = list(payload.skus);
  return {
    product_id: listing.listingId,
    out_product_id: listing.externalId ?? '',
    title: listing.title,
    head_imgs: listing.images,
    desc_info: { imgs: listing.detailImages, desc: text(rec(payload.desc_info).desc) ?? '' },
    cats: [...parents, listing.categoryId].map((cat_id) => ({ cat_id })),
    express_info: { template_id: listing.freightTemplateId, weight: Number(rec(payload.express_info).weight ?? 0) },
    status: listing.status === 'onSale' ? ON_SALE : OFF_SALE,
    edit_status: 4,
    min_price: Math.min(...listing.skus.map((s) => s.priceFen)),
    skus: listing.skus.map((s, i) => ({
      sku_id: wechatSkuKeys(listing)[i]?.skuId,
      out_sku_id: text(skus[i]?.out_sku_id) ?? '',
      thumb_img: text(skus[i]?.thumb_img) ?? listing.images[0],
      sale_price: s.priceFen,
      stock_num: s.stock,
      sku_attrs: s.specs.map((a) => ({ attr_key: a.name, attr_value: a.value })),
      status: listing.status === 'onSale' ? ON_SALE : OFF_SALE,
    })),
  };
}

const channelsMethods: MethodTable = {
  ...wechatMaintenanceMethods,
  'category/availablesoncategories/get': shopMethod((ctx, p) => {
    const items = ctx.catalog.childrenOf(text(p.f_cat_id) ?? '0').map((c) => ({
      cat_id: c.id,
      f_cat_id: c.parentId,
      name: c.name,
      leaf: c.isLeaf,
    }));
    return { cat_list_v2: items };
  }),
  'merchant/getfreighttemplatelist': shopMethod((ctx, p) => {
    const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
    const offset = Math.max(0, Number(p.offset ?? 0));
    const limit = Math.min(Math.max(1, Number(p.limit ?? 10)), 100);
    return { template_id_list: all.slice(offset, offset + limit).map((t) => t.id) };
  }),
  'merchant/getfreighttemplatedetail': shopMethod((ctx, p) => {
    const template = ctx.catalog.freightTemplates(ctx.shop.shopId).find((t) => t.id === text(p.template_id));
    if (!template) return fail(SandboxCode.FreightTemplateUnknown, `运费模板不存在：${text(p.template_id) ?? ''}`);
    return {
      freight_template: {
        template_id: template.id,
        name: template.name,
        valuation_type: template.costType === 1 ? 'WEIGHT' : 'PIECE',
        send_time: 'SendTime_TWO_DAY',
        delivery_type: 'EXPRESS',
        shipping_method: 'FREE',
        is_default: false,
      },
    };
  }),
  'product/add': shopMethod((ctx, p) => {
    const { listing } = createListing(ctx, text(p.out_product_id), () => productAdd(ctx, p));
    return { data: { product_id: listing.listingId, create_time: chinaTime(listing.createdAt) } };
  }),
  'product/get': shopMethod((ctx, p) => {
    const listing = requireListing(ctx, p.product_id);
    const product = productOf(listing, ctx.catalog.category(listing.categoryId)?.parents ?? []);
    const dataType = Number(p.data_type ?? 1);
    return {
      ...(dataType === 1 || dataType === 3 ? { product } : {}),
      ...(dataType === 2 || dataType === 3 ? { edit_product: product } : {}),
    };
  }),
  'product/list/get': shopMethod((ctx, p) => {
    const status = p.status === undefined ? undefined : Number(p.status);
    const all = ctx.core.listings
      .list(ctx.platform.name, ctx.shop.shopId)
      .filter((l) => status === undefined || (l.status === 'onSale' ? ON_SALE : OFF_SALE) === status)
      .sort((a, b) => b.createdAt - a.createdAt);
    const from = Math.max(0, Number(text(p.next_key) ?? 0) || 0);
    const size = Math.min(Math.max(1, Number(p.page_size ?? 10)), 30);
    const ids = all.slice(from, from + size).map((l) => l.listingId);
    const next = from + ids.length;
    return { product_ids: ids, next_key: next < all.length ? String(next) : '', total_num: all.length };
  }),
};

/** OURS: the shop-name token check, on our generic goods API */
const oursMethods: MethodTable = {
  'shop.token': openMethod((ctx, p) => {
    const name = text(p.shopName)?.trim() ?? '';
    if (name === '') return fail(SandboxCode.ParamMissing, '请输入店铺名称');
    const known = ctx.core.state.shopIdByName(ctx.platform.name, name);
    const granted =
      (known && ctx.core.state.hasGrant(ctx.platform.name, known)) || demoShopNames('微信小店').includes(name);
    if (!granted) {
      return fail(SandboxCode.ShopNotAuthorised, `未找到已授权本应用的微信小店「${name}」，请先在微信小店后台授权`);
    }
    return grantByCode(ctx, name, LIFETIMES);
  }),
};

/** the shop's back office, where it authorises our app (the demo shops have already): OURS */
function registerGrantPage(kit: PlatformKit): void {
  const page = (body: string) => sandboxPage({ title: '授权服务商', platformLabel: '微信小店后台', body });
  const form = (result = '') =>
    page(`<div class="card"><h1>授权「铺货助手」管理你的小店</h1>${result}
<form method="post" action=""><label for="shopName">小店名称</label>
<input type="text" id="shopName" name="shopName" maxlength="40">
<div class="row"><button class="primary" type="submit">确认授权</button></div></form></div>`);
  kit.scope.get('/grant', async (_request, reply) => reply.type('text/html').send(form()));
  kit.scope.post('/grant', async (request, reply) => {
    const name = text((request.body as Record<string, unknown>)?.shopName)?.trim() ?? '';
    if (name === '') return reply.status(400).type('text/html').send(form('<p class="error">请输入店铺名称</p>'));
    const shop = kit.core.auth.ensureShop('wechatvideoshop', name);
    kit.core.state.commit({ t: 'grant', platform: 'wechatvideoshop', shopId: shop.shopId });
    return reply
      .type('text/html')
      .send(form(`<p class="ok">「${escapeHtml(name)}」已授权，回到铺货助手输入店铺名称即可绑定</p>`));
  });
}

export const wechatVideoShopSandbox = defineSandboxPlatform({
  name: 'wechatvideoshop',
  station: 36,
  catalog: { categoryIdBase: 360_000, brandIdBase: 3_600_000 },
  lifetimes: LIFETIMES,
  listingIdBase: 360_000_000_000,
  register(_scope, kit) {
    kit.serve({
      path: '/channels/ec/*',
      httpMethods: ['GET', 'POST'],
      dialect: channelsDialect(kit.core),
      methods: channelsMethods,
    });
    kit.serve({
      path: '/open/api/*',
      dialect: puhuoSignedDialect({ apiPrefix: '/open/api', tokenParam: 'access_token', envelope: codeEnvelope(0) }),
      methods: oursMethods,
    });
    registerGrantPage(kit);
  },
});
