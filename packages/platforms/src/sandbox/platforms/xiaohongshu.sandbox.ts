import { XIAOHONGSHU_GATEWAY } from '../../connectors/transports/xiaohongshu.transport.ts';
import { chineseLength } from '../../core/listing-draft.ts';
import { ourNumericCode, SandboxCode } from '../../core/sandbox-codes.ts';
import { xiaohongshuSign } from '../../core/signing.ts';
import type { Grant } from '../auth-service.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
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
  shopMethod,
  text,
} from '../sandbox-core.ts';
import type { ListingRecord } from '../sandbox-state.ts';

const xiaohongshuDialect: Dialect = {
  parse(request) {
    const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
    const method = text(body.method) ?? '';
    return {
      appKey: text(body.appId),
      method,
      params: body,
      accessToken: text(body.accessToken),
      verify: (app) =>
        body.sign ===
        xiaohongshuSign(
          { method, appId: app.appKey, timestamp: text(body.timestamp) ?? '', version: text(body.version) ?? '' },
          app.appSecret,
        ),
    };
  },
  success: (data) => ({ body: { error_code: 0, success: true, data } }),
  // errors are negative integers (reference); the numbers are OURS, sub_code carries our SANDBOX_* code
  failure: (failure) => ({
    status: failure.code === SandboxCode.Unavailable ? 503 : 200,
    body: {
      error_code: -ourNumericCode(failure.code),
      success: false,
      error_msg: failure.message,
      sub_code: failure.code,
    },
  }),
};

const xiaohongshuToken = (grant: Grant) => ({
  accessToken: grant.accessToken,
  accessTokenExpiresAt: grant.accessExpiresAt,
  refreshToken: grant.refreshToken,
  refreshTokenExpiresAt: grant.refreshExpiresAt,
  sellerId: grant.shop.shopId,
  sellerName: grant.shop.shopName,
  scope: grant.modules,
  // ours: when the shop's order of our app ends (ms)
  serviceExpireAt: grant.serviceExpiresAt,
});

const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);

/** create item and SKUs: brand, carriage template and a logistics plan per SKU are required */
function createItem(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const name = rules.title(p.name, { max: 50, measure: chineseLength, unit: '字', label: '商品名称name' });
  const category = rules.leafCategory(catalog, p.categoryId);
  const brandId = rules.brand(catalog, category, p.brandId, 'always');
  const carriage = rules.freightTemplate(catalog, shop.shopId, p.shippingTemplateId, {
    label: '运费模板shippingTemplateId',
  });
  const images = rules.images(p.images, { min: 1, max: 9, label: '商品主图images' });
  const details = rules.images(p.imageDescriptions ?? [], { min: 0, max: 30, label: '图文详情imageDescriptions' });
  const skus = list(p.skus).map((s, i) => {
    const price = rules.fen(s.price, `第${i + 1}个SKU的售价price`);
    rules.atMost(
      price,
      rules.fen(s.originalPrice, `第${i + 1}个SKU的原价originalPrice`),
      `第${i + 1}个SKU的售价不能高于原价`,
    );
    rules.logisticsPlan(catalog, shop.shopId, s.logisticsPlanId);
    const delivery = (s.deliveryTime ?? {}) as Record<string, unknown>;
    rules.oneOf(delivery.time ?? null, [null, 24, 48], '发货时间deliveryTime.time');
    return {
      specs: list(s.variants).map((v) => ({ name: String(v.name ?? ''), value: String(v.value ?? '') })),
      priceFen: price,
      originalPriceFen: Number(s.originalPrice),
      stock: rules.stock(s.stock, `第${i + 1}个SKU的库存stock`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 500 },
  );
  // xiaohongshu items go to the warehouse first (spec doc 2: listing fixed to put-in-warehouse)
  return {
    title: name,
    images,
    detailImages: details,
    categoryId: category.id,
    brandId,
    freightTemplateId: carriage,
    status: 'warehouse',
    skus,
    payload: p,
  };
}

const itemOf = (l: ListingRecord) => ({
  itemId: l.listingId,
  name: l.title,
  categoryId: l.categoryId,
  brandId: l.brandId,
  buyable: l.status === 'onSale',
  images: l.images,
  skus: l.skus.map((s) => ({
    price: s.priceFen,
    originalPrice: s.originalPriceFen,
    stock: s.stock,
    variants: s.specs,
  })),
});

/** xiaohongshu (小红书): the ark gateway, 100 QPS per app. */
export const xiaohongshuSandbox = defineSandboxPlatform({
  name: 'xiaohongshu',
  station: 29,
  catalog: { categoryIdBase: 290_000, brandIdBase: 2_900_000 },
  lifetimes: { accessSeconds: 7 * 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 290_000_000_000,
  consent: { path: '/oauth/authorize', clientIdParam: 'appId' },
  register(_scope, kit) {
    kit.serve({
      path: XIAOHONGSHU_GATEWAY,
      dialect: xiaohongshuDialect,
      methods: {
        'oauth.getAccessToken': openMethod((ctx, p) => xiaohongshuToken(exchangeCode(ctx, p.code))),
        'oauth.refreshToken': openMethod((ctx, p) => xiaohongshuToken(refreshGrant(ctx, p.refreshToken))),
        'common.getCategories': shopMethod((ctx, p) => ({
          categoryV3s: ctx.catalog.childrenOf(text(p.categoryId) ?? '0').map((c) => ({
            id: c.id,
            name: c.name,
            enName: '',
            isLeaf: c.isLeaf,
            level: c.level,
          })),
        })),
        'common.getCarriageTemplateList': shopMethod((ctx, p) => {
          const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
          return {
            carriageTemplateList: paged(all, Number(p.pageIndex), Number(p.pageSize)).map((t) => ({
              templateId: t.id,
              templateName: t.name,
            })),
            totalCount: all.length,
          };
        }),
        'common.getLogisticsList': shopMethod((ctx) => ({
          logisticsPlans: ctx.catalog
            .logisticsPlans(ctx.shop.shopId)
            .map((p) => ({ planInfoId: p.id, planInfoName: p.name })),
        })),
        'common.brandSearch': shopMethod((ctx, p) => {
          const all = ctx.catalog.searchBrands(text(p.categoryId) ?? '', text(p.keyword));
          return {
            brands: paged(all, Number(p.pageNo), Number(p.pageSize)).map((b) => ({
              id: b.id,
              name: b.nameCn,
              enName: b.nameEn,
            })),
            total: all.length,
          };
        }),
        'product.createItemAndSku': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, null, () => createItem(ctx, p));
          return { itemId: listing.listingId };
        }),
        'product.getItemInfo': shopMethod((ctx, p) => itemOf(requireListing(ctx, p.itemId))),
      },
    });
  },
});
