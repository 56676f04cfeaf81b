import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import { numericId } from '../catalog/deterministic.ts';
import type { PlatformCatalog } from '../catalog/platform-catalog.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { SANDBOX_APPS } from '../sandbox-apps.ts';
import {
  type CallContext,
  createListing,
  type Dialect,
  defineSandboxPlatform,
  exchangeCode,
  type MethodTable,
  openMethod,
  type ParsedCall,
  paged,
  type RenderedReply,
  refreshGrant,
  requestParams,
  requireListing,
  type SandboxCore,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail, type SandboxFailure } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';

/**
 * youzan cloud as youzan/open-sdk-node speaks it (sources in connectors/youzan.connector.ts and
 * transports/youzan.transport.ts): unsigned `POST /api/{api}/{version}?access_token=` (JSON; GET with the
 * parameters in the query too), `POST /auth/token` with `authorize_type`, the consent page
 * `/oauth/authorize`, answers `{ trace_id, code: 200, success, message, data }`, gateway failures
 * `{ gw_err_resp: { trace_id, err_code, err_msg } }` and business failures `{ success: false, code,
 * message, data: null }`, with youzan's numbers where they are documented (4101, 4201-4204, 4005, 1000,
 * 1103, 121009313, 122001001).
 *
 * OURS: `sandbox_code` beside youzan's number, our SANDBOX_* code as the number where youzan's is not
 * known, `service_expire_at` (seconds) in the token answer, the token lifetimes (a day, a month), the
 * image upload by `image_url` and its `image_id` (see the connector), the listing rules' wording.
 */
const LIFETIMES = { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false };
const TITLE_MAX = 100;
const IMAGES_MAX = 15;
const API_PREFIX = '/api/';
const UPLOAD_METHOD = 'youzan.materials.storage.platform.img.upload/3.0.0';

const traceId = () => `yz7-sandbox-${randomBytes(6).toString('hex')}`;
const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);
const list = (value: unknown): Record<string, unknown>[] => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return fail(SandboxCode.ParamInvalid, 'sku_stocks不是合法的JSON');
    }
  }
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

/** gateway failures: youzan's gw_err_resp numbers */
const GATEWAY_CODES: Partial<Record<SandboxCode, number>> = {
  [SandboxCode.MethodUnknown]: 4005,
  [SandboxCode.RateLimited]: 4101,
  [SandboxCode.TokenExpired]: 4202,
  // an authorisation that lapsed (app order ended) is "非法的请求凭证" on youzan
  [SandboxCode.ServiceExpired]: 4201,
  [SandboxCode.NoPermission]: 4204,
};
/** business failures with youzan's own numbers */
const BUSINESS_CODES: Partial<Record<SandboxCode, number>> = {
  [SandboxCode.ImagesMissing]: 121009313,
  [SandboxCode.ListingNotFound]: 122001001,
};

function gatewayError(code: number | string, message: string, failure: SandboxFailure): RenderedReply {
  return {
    status: failure.code === SandboxCode.Unavailable ? 503 : 200,
    body: { gw_err_resp: { trace_id: traceId(), err_msg: message, err_code: code, sandbox_code: failure.code } },
    headers: failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
  };
}

/** the API gateway: `/api/{api}/{version}`, the token in the query, no signature */
function apiDialect(core: SandboxCore): Dialect {
  return {
    parse(request: FastifyRequest): ParsedCall {
      const url = new URL(request.url, 'http://sandbox');
      const at = url.pathname.indexOf(API_PREFIX);
      const method = at < 0 ? '' : decodeURIComponent(url.pathname.slice(at + API_PREFIX.length));
      const { access_token: accessToken, ...params } = requestParams(request);
      const token = text(accessToken);
      // no app key travels with a youzan call: the token says whose app it is
      const appKey = (token ? core.state.tokens.get(token)?.appKey : undefined) ?? SANDBOX_APPS.youzan.appKey;
      return { appKey, method, params, accessToken: token, verify: () => true };
    },
    success: (data) => ({
      body: { trace_id: traceId(), code: 200, data, success: true, message: 'successful' },
    }),
    failure(failure, call) {
      if (failure.code === SandboxCode.TokenInvalid) {
        const token = call?.accessToken;
        // 4203 for a token youzan never issued; 4201 for none, or one whose authorisation was withdrawn
        const unknown = token !== undefined && !core.state.tokens.has(token);
        return gatewayError(unknown ? 4203 : 4201, unknown ? 'Token 不存在' : failure.message, failure);
      }
      const gateway = GATEWAY_CODES[failure.code];
      if (gateway !== undefined) return gatewayError(gateway, failure.message, failure);
      if (failure.code === SandboxCode.Unavailable || failure.code === SandboxCode.AppUnknown) {
        return gatewayError(failure.code, failure.message, failure);
      }
      return {
        body: {
          trace_id: traceId(),
          code: BUSINESS_CODES[failure.code] ?? failure.code,
          data: null,
          success: false,
          message: failure.message,
          sandbox_code: failure.code,
        },
      };
    },
  };
}

/** `POST /auth/token`: the client secret in the body; the method is the authorize_type */
const tokenDialect: Dialect = {
  parse(request) {
    const params = requestParams(request);
    return {
      appKey: text(params.client_id),
      method: text(params.authorize_type) ?? '',
      params,
      verify: (app) => params.client_secret === app.appSecret,
    };
  },
  success: (data) => ({ body: { success: true, code: 200, message: null, data } }),
  failure(failure) {
    const code =
      failure.code === SandboxCode.AppUnknown
        ? 1103
        : failure.code === SandboxCode.SignatureInvalid
          ? 1000
          : failure.code;
    const message = code === 1103 ? 'Client 不存在' : code === 1000 ? 'client_secret 不正确' : failure.message;
    return {
      status: failure.code === SandboxCode.Unavailable ? 503 : 200,
      body: { success: false, code, data: null, message, sandbox_code: failure.code },
    };
  },
};

/** the token answer's data (`service_expire_at`, seconds, is ours) */
const youzanToken = (grant: Grant) => ({
  access_token: grant.accessToken,
  expires: grant.accessExpiresAt,
  scope: grant.modules.join(' '),
  refresh_token: grant.refreshToken,
  authority_id: grant.shop.shopId,
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

const tokenMethods: MethodTable = {
  authorization_code: openMethod((ctx, p) => youzanToken(exchangeCode(ctx, p.code, p.redirect_uri))),
  refresh_token: openMethod((ctx, p) => youzanToken(refreshGrant(ctx, p.refresh_token))),
  // a self-use app's token for a shop (grant_id = kdt_id) that has authorised the app
  silent: openMethod((ctx: CallContext, p) => {
    const shopId = text(p.grant_id) ?? '';
    const shop = ctx.core.state.shop(ctx.platform.name, shopId);
    if (!shop) return fail(SandboxCode.ShopNotAuthorised, `店铺${shopId}未授权该应用`);
    ctx.core.auth.ensureOrdered(ctx.platform.name, ctx.platform.station, shopId, 'goods');
    return youzanToken(ctx.core.auth.issueGrant(ctx.platform.name, ctx.appKey, shopId, ['goods', 'order'], LIFETIMES));
  }),
};

/** the whole category tree, each node with its sub_categories */
function categoryTree(catalog: PlatformCatalog, parentId = '0'): Record<string, unknown>[] {
  return catalog.childrenOf(parentId).map((c) => ({
    cid: numeric(c.id),
    parent_cid: numeric(c.parentId),
    name: c.name,
    is_parent: !c.isLeaf,
    sub_categories: categoryTree(catalog, c.id),
  }));
}

function itemCreate(
  ctx: ShopCallContext,
  p: Record<string, unknown>,
  imageUrl: (shopId: string, id: string) => string | undefined,
): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.title, {
    max: TITLE_MAX,
    measure: (t) => [...t].length,
    unit: '字',
    label: '商品标题title',
  });
  const category = rules.leafCategory(catalog, p.cid);
  rules.textLength(p.desc, 5, 25_000, '商品描述desc');
  const ids = String(p.image_ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return fail(SandboxCode.ImagesMissing, '至少上传一张图片');
  if (ids.length > IMAGES_MAX) {
    return fail(SandboxCode.ImagesTooMany, `商品图片最多${IMAGES_MAX}张，当前${ids.length}张`);
  }
  const images = ids.map((id) => imageUrl(shop.shopId, id) ?? fail(SandboxCode.ParamInvalid, `图片不存在：${id}`));
  const given =
    p.delivery_template_id !== undefined && p.delivery_template_id !== null && Number(p.delivery_template_id) !== 0;
  const freight = given
    ? rules.freightTemplate(catalog, shop.shopId, text(p.delivery_template_id), {
        label: '运费模板delivery_template_id',
      })
    : null;
  rules.fen(p.price, '价格price');
  const display = rules.oneOf(Number(p.is_display ?? 1), [0, 1], '是否上架is_display');
  const stocks = list(p.sku_stocks);
  const skus =
    stocks.length > 0
      ? stocks.map((s, i) => ({
          specs: list(s.skus).map((k) => ({ name: String(k.k ?? ''), value: String(k.v ?? '') })) as SpecPair[],
          priceFen: rules.fen(s.price, `第${i + 1}个SKU的价格price`),
          stock: rules.stock(s.quantity, `第${i + 1}个SKU的库存quantity`),
        }))
      : [
          {
            specs: [],
            priceFen: rules.fen(p.price, '价格price'),
            stock: rules.stock(p.quantity ?? 0, '总库存quantity'),
          },
        ];
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  const detailImages = [...String(p.desc ?? '').matchAll(/<img[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  return {
    title,
    images,
    detailImages,
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: display === 1 ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

function itemOf(listing: ListingRecord) {
  const payload = listing.payload as Record<string, unknown>;
  const stocks = safeList(payload.sku_stocks);
  return {
    item_id: numeric(listing.listingId),
    kdt_id: numeric(listing.shopId),
    title: listing.title,
    cid: numeric(listing.categoryId),
    alias: `sandbox${listing.listingId}`,
    item_no: listing.externalId ?? '',
    item_type: 0,
    is_listing: listing.status === 'onSale',
    is_lock: false,
    price: Math.min(...listing.skus.map((s) => s.priceFen)),
    quantity: listing.skus.reduce((n, s) => n + s.stock, 0),
    created: new Date(listing.createdAt + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' '),
    pic_url: listing.images[0],
    item_imgs: listing.images.map((url, i) => ({ url, thumbnail: url, medium: url, combine: url, id: i + 1 })),
    delivery_template_info: listing.freightTemplateId
      ? { delivery_template_id: numeric(listing.freightTemplateId) }
      : undefined,
    skus: listing.skus.map((s, i) => ({
      item_id: numeric(listing.listingId),
      sku_id: numeric(`${listing.listingId}${String(i + 1).padStart(2, '0')}`),
      properties_name_json: JSON.stringify(s.specs.map((spec) => ({ k: spec.name, v: spec.value }))),
      price: s.priceFen,
      quantity: s.stock,
      item_no: text((stocks[i] as Record<string, unknown> | undefined)?.item_no) ?? '',
    })),
  };
}

function safeList(value: unknown): unknown[] {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

function apiMethods(images: Map<string, string>): MethodTable {
  const imageUrl = (shopId: string, id: string) => images.get(`${shopId}|${id}`);
  return {
    // the material centre: an image by its URL (see the connector: the SDKs upload a file `image`)
    [UPLOAD_METHOD]: shopMethod((ctx, p) => {
      const url = text(p.image_url);
      if (!url || !/^https?:\/\/\S+$/.test(url)) {
        return fail(SandboxCode.ParamMissing, '请上传图片：image（文件）或image_url（图片地址）');
      }
      const imageId = numericId(`youzan|image|${ctx.shop.shopId}|${url}`, 10);
      images.set(`${ctx.shop.shopId}|${imageId}`, url);
      return { image_id: Number(imageId), image_url: url, width: 800, height: 800 };
    }),
    'youzan.shop.basic.get/3.0.0': shopMethod(
      (ctx) => ({
        sid: numeric(ctx.shop.shopId),
        name: ctx.shop.shopName,
        logo: '',
        url: `https://shop${ctx.shop.shopId}.youzan.com`,
        physical_url: '',
        cert_type: 0,
      }),
      null,
    ),
    'youzan.itemcategories.get/3.0.0': shopMethod((ctx) => ({ categories: categoryTree(ctx.catalog) })),
    'youzan.logistics.template.search/3.0.0': shopMethod((ctx, p) => {
      const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
      const page = Number(p.page_no ?? 1);
      const size = Number(p.page_size ?? 20);
      return {
        object: {
          data: {
            paginator: { page, size, totalCount: all.length },
            items: paged(all, page, size).map((t) => ({
              id: numeric(t.id),
              kdtId: numeric(ctx.shop.shopId),
              name: t.name,
              payType: 1,
              valuationType: t.costType === 1 ? 2 : 1,
              isFreeDelivery: t.name.includes('包邮') ? 1 : 0,
            })),
          },
          success: true,
          code: 200,
          message: 'successful',
        },
      };
    }),
    'youzan.item.create/3.0.0': shopMethod((ctx, p) => {
      const { listing } = createListing(ctx, text(p.item_no), () => itemCreate(ctx, p, imageUrl));
      return { item: itemOf(listing) };
    }),
    'youzan.item.get/3.0.0': shopMethod((ctx, p) => ({ item: itemOf(requireListing(ctx, p.item_id)) })),
    'youzan.items.custom.get/3.0.0': shopMethod((ctx, p) => {
      const code = text(p.item_no) ?? '';
      const found = ctx.core.listings.byMerchantCode(ctx.platform.name, ctx.shop.shopId, code).map((l) => {
        const item = itemOf(l);
        return {
          item_id: item.item_id,
          alias: item.alias,
          title: item.title,
          price: item.price,
          item_type: 0,
          item_no: item.item_no,
          quantity: item.quantity,
          post_type: l.freightTemplateId ? 2 : 1,
          created_time: item.created,
          item_imgs: item.item_imgs,
        };
      });
      return { items: found, count: found.length };
    }),
  };
}

export const youzanSandbox = defineSandboxPlatform({
  name: 'youzan',
  station: 32,
  catalog: { categoryIdBase: 320_000, brandIdBase: 3_200_000 },
  lifetimes: LIFETIMES,
  listingIdBase: 320_000_000_000,
  // h5.youzan.com/wscgoods/detail/{alias}: the sandbox's alias is the item id
  goodsPage: '/wscgoods/detail/{id}',
  consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
  register(_scope, kit) {
    // the material centre of each shop: image id -> URL (in memory: a restart forgets uploads)
    const images = new Map<string, string>();
    kit.serve({
      path: '/api/*',
      httpMethods: ['GET', 'POST'],
      dialect: apiDialect(kit.core),
      methods: apiMethods(images),
    });
    kit.serve({ path: '/auth/token', dialect: tokenDialect, methods: tokenMethods });
  },
});
