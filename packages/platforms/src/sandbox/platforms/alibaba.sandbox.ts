import { encodePng, Raster } from '@puhuo/domain/png';
import { alibabaUrlPath } from '../../connectors/transports/alibaba.transport.ts';
import { chineseLength } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import { alibabaSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import { hashNumber } from '../catalog/deterministic.ts';
import { generateOffers, type SandboxOffer } from '../catalog/offers-1688.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import { escapeHtml, sandboxPage } from '../pages/html.ts';
import {
  createListing,
  type Dialect,
  defineSandboxPlatform,
  jsonParam,
  openMethod,
  type PlatformKit,
  paged,
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

const STATUS: Partial<Record<SandboxCode, number>> = {
  [SandboxCode.Unavailable]: 503,
  [SandboxCode.RateLimited]: 429,
  [SandboxCode.TokenInvalid]: 401,
  [SandboxCode.TokenExpired]: 401,
  [SandboxCode.ServiceExpired]: 401,
  [SandboxCode.NoPermission]: 401,
  [SandboxCode.SignatureInvalid]: 401,
  [SandboxCode.AppUnknown]: 401,
};

/** 1688 error answers: `{ error_code, error_message }`; the codes are OURS (SANDBOX_*) */
const alibabaError = (failure: SandboxFailure): RenderedReply => ({
  status: STATUS[failure.code] ?? 400,
  body: { error_code: failure.code, error_message: failure.message, exception: failure.message },
  headers: failure.retryAfterSeconds ? { 'retry-after': String(failure.retryAfterSeconds) } : undefined,
});

const alibabaDialect: Dialect = {
  parse(request) {
    const path = new URL(request.url, 'http://sandbox').pathname;
    const urlPath = path.slice(path.indexOf('/openapi/') + '/openapi/'.length);
    const [, , namespace = '', name = '', appKey] = urlPath.split('/');
    const params = requestParams(request);
    const { _aop_signature: sign, ...signed } = params;
    return {
      appKey,
      method: `${namespace}:${name}`,
      params,
      accessToken: text(params.access_token),
      verify: (app) =>
        urlPath === alibabaUrlPath(`${namespace}:${name}`, app.appKey) &&
        alibabaSign(urlPath, md5RouterAsStrings(signed), app.appSecret) === sign,
    };
  },
  success: (data) => ({ body: data }),
  failure: alibabaError,
};

const seconds = (ms: number) => Math.floor(ms / 1000);
const alibabaToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  refresh_token_timeout: grant.refreshExpiresAt ? new Date(grant.refreshExpiresAt).toISOString() : null,
  memberId: `b2b-${grant.shop.shopId}`,
  aliId: grant.shop.shopId,
  resource_owner: grant.shop.shopName,
  scope: grant.modules,
  // ours: when the order of our app ends
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

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

const asList = (value: unknown, label: string) => {
  const parsed = jsonParam(value, label);
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};

/** alibaba.product.add (distributors' own 1688 shops): subject, leaf category, images, freight template, SKUs */
function productAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const title = rules.title(p.subject, { max: 30, measure: chineseLength, unit: '汉字', label: '商品标题subject' });
  const category = rules.leafCategory(ctx.catalog, p.categoryID);
  const images = rules.images(jsonParam(p.images, 'images'), { min: 1, max: 5, label: '商品图片images' });
  const freight = rules.freightTemplate(ctx.catalog, ctx.shop.shopId, p.freightTemplateID, {
    label: '运费模板freightTemplateID',
  });
  const skus = asList(p.skuInfos, 'skuInfos').map((s, i) => ({
    specs: asList(s.attributes, 'attributes').map((a) => ({
      name: String(a.attributeName ?? ''),
      value: String(a.attributeValue ?? ''),
    })),
    priceFen: rules.fen(s.price, `第${i + 1}个SKU的价格price`),
    stock: rules.stock(s.amountOnSale, `第${i + 1}个SKU的库存amountOnSale`),
  }));
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  return {
    title,
    images,
    detailImages: [],
    categoryId: category.id,
    brandId: null,
    freightTemplateId: freight,
    status: p.status === 'published' ? 'onSale' : 'warehouse',
    skus,
    payload: p,
  };
}

const productOf = (l: ListingRecord) => ({
  productID: Number(l.listingId),
  subject: l.title,
  categoryID: Number(l.categoryId),
  status: l.status === 'onSale' ? 'published' : 'member expired',
  outerId: l.externalId,
  images: l.images,
  skuInfos: l.skus.map((s) => ({
    price: s.priceFen,
    amountOnSale: s.stock,
    attributes: s.specs.map((x) => ({ attributeName: x.name, attributeValue: x.value })),
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
  const absolute = (base: string, offer: SandboxOffer): SandboxOffer => ({
    ...offer,
    imageUrl: base + offer.imageUrl,
    images: offer.images.map((i) => base + i),
    detailImages: offer.detailImages.map((i) => base + i),
  });
  return defineSandboxPlatform({
    name: 'alibaba',
    station: 1,
    catalog: { categoryIdBase: 1_031_000, brandIdBase: 1_000_000 },
    lifetimes: { accessSeconds: 10 * 3600, refreshSeconds: 180 * 86_400, reauthVoidsEarlier: false },
    listingIdBase: 800_000_000_000,
    consent: { path: '/oauth/authorize', clientIdParam: 'client_id' },
    modules: ['goods', 'order', 'buy'],
    register(_scope, kit) {
      kit.serve({
        path: '/openapi/http/1/system.oauth2/getToken/:appKey',
        dialect: secretTokenDialect({ clientIdParam: 'client_id', secretParam: 'client_secret', error: alibabaError }),
        methods: tokenGrantMethods(alibabaToken),
      });
      kit.serve({
        path: '/openapi/param2/1/*',
        dialect: alibabaDialect,
        methods: {
          'com.alibaba.product:alibaba.category.get': shopMethod((ctx, p) => ({
            categoryInfo: ctx.catalog.childrenOf(text(p.categoryID) ?? '0').map((c) => ({
              categoryID: Number(c.id),
              name: c.name,
              level: c.level,
              isLeaf: c.isLeaf,
              parentIDs: [Number(c.parentId)],
            })),
          })),
          'com.alibaba.logistics:alibaba.logistics.freightTemplate.getList': shopMethod((ctx, p) => {
            const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
            return {
              result: paged(all, Number(p.pageNo ?? 1), Number(p.pageSize ?? 50)).map((t) => ({
                id: Number(t.id),
                name: t.name,
              })),
              totalCount: all.length,
            };
          }),
          'com.alibaba.product:alibaba.product.add': shopMethod((ctx, p) => {
            const { listing } = createListing(ctx, text(p.outerId), () => productAdd(ctx, p));
            return { success: true, productID: Number(listing.listingId) };
          }),
          'com.alibaba.product:alibaba.product.get': shopMethod((ctx, p) => ({
            success: true,
            productInfo: productOf(requireListing(ctx, p.productID)),
          })),
          'com.alibaba.fenxiao:alibaba.fenxiao.offer.search': openMethod((ctx, p) => {
            const { list } = offersOf(kit);
            const keyword = text(p.keyword)?.trim() ?? '';
            const categoryId = text(p.categoryId) ?? '';
            const matches = list.filter((o) => {
              if (statusOf(kit, o) !== 'online') return false;
              if (keyword !== '' && !o.title.includes(keyword)) return false;
              if (categoryId === '') return true;
              const category = ctx.catalog.category(o.categoryId);
              return o.categoryId === categoryId || (category?.parents.includes(categoryId) ?? false);
            });
            const size = Math.min(Math.max(Number(p.pageSize ?? 20), 1), 50);
            const prefix = `${ctx.core.baseUrlOf(ctx.request)}/alibaba`;
            return {
              total: matches.length,
              offers: paged(matches, Number(p.page ?? 1), size).map((o) => {
                const {
                  images: _i,
                  detailImages: _d,
                  skus: _s,
                  wholesaleTiers: _w,
                  brand: _b,
                  minOrderQty: _m,
                  status: _st,
                  offerUrl: _u,
                  ...summary
                } = absolute(prefix, o);
                return summary;
              }),
            };
          }),
          'com.alibaba.fenxiao:alibaba.fenxiao.offer.get': openMethod((ctx, p) => {
            const found = offersOf(kit).byId.get(text(p.offerId) ?? '');
            const status = found ? statusOf(kit, found) : 'removed';
            const offer = found && status !== 'removed' ? { ...found, status } : null;
            return { offer: offer ? absolute(`${ctx.core.baseUrlOf(ctx.request)}/alibaba`, offer) : null };
          }),
          'com.alibaba.trade:alibaba.trade.pay.protocolPay.isopen': shopMethod(
            (ctx) => ({ success: true, isOpen: ctx.core.state.protocolPay.get(ctx.shop.shopId) === true }),
            'buy',
          ),
        },
      });
      registerOfferPages(kit);
    },
  });
}

export const alibabaSandbox = createAlibabaSandbox();
