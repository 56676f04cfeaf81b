/**
 * xiaohongshu (小红书) as its documents describe it (AndersonBY/xiaohongshu-ecommerce-python-sdk
 * docs/小红书官方文档/; sources per field in connectors/xiaohongshu.connector.ts): the consent page
 * `/ark/authorization?appId&redirectUri&state`, one JSON gateway `/ark/open_api/v3/common_controller`
 * (system parameters and the method's own in one body, MD5 signature over method?appId&timestamp&version
 * + secret), answers `{ error_code: 0, success: true, data }`. xiaohongshu publishes no error codes: ours
 * are negative numbers (ourNumericCode) with our SANDBOX_* code in `sub_code`. Ours too: brands required
 * in every category, the title (50) and image (9 main, 30 detail) limits, new items going to the
 * warehouse, numeric item ids (the platform's are 24-digit hex) and `sandboxServiceExpireAt`.
 */
import { createHash } from 'node:crypto';
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
import { fail } from '../sandbox-failure.ts';
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
  failure: (failure) => ({
    status: 200,
    body: {
      error_code: -ourNumericCode(failure.code),
      success: false,
      error_msg: failure.message,
      sub_code: failure.code,
      data: null,
    },
  }),
};

/** oauth.getAccessToken / oauth.refreshToken data (038_授权流程（软件服务商）.md) */
const xiaohongshuToken = (grant: Grant) => ({
  accessToken: grant.accessToken,
  accessTokenExpiresAt: grant.accessExpiresAt,
  refreshToken: grant.refreshToken,
  refreshTokenExpiresAt: grant.refreshExpiresAt,
  sellerId: grant.shop.shopId,
  sellerName: grant.shop.shopName,
  // ours, not xiaohongshu's: when the shop's order of our app ends (ms)
  sandboxServiceExpireAt: grant.serviceExpiresAt,
});

/** the sandbox's variations (规格) of every leaf, with stable 24-digit hex ids as the platform's look */
// the variations the sandbox's categories offer (ours: the real list comes per category from common.getVariations)
const VARIATION_NAMES = ['颜色', '尺码', '尺寸', '规格', '款式', '容量', '口味', '重量', '型号', '适用型号'];
const variationId = (name: string) =>
  createHash('sha1').update(`xiaohongshu|variation|${name}`).digest('hex').slice(0, 24);
const VARIATIONS = VARIATION_NAMES.map((name) => ({ id: variationId(name), name, enName: '' }));

const list = (value: unknown) => (Array.isArray(value) ? (value as Record<string, unknown>[]) : []);
const links = (value: unknown) => list(value).map((i) => i.link);

/** deliveryTime { type: 3 当日发 | 4 相对时间（小时） | 5 绝对时间, time } */
function checkDelivery(value: unknown, label: string) {
  const delivery = (value ?? fail(SandboxCode.ParamMissing, `${label}不能为空`)) as Record<string, unknown>;
  const type = rules.oneOf(Number(delivery.type), [3, 4, 5], `${label}.type（发货时间类型）`);
  const time = text(delivery.time) ?? '';
  if (type === 4 && !/^[1-9]\d*$/.test(time))
    fail(SandboxCode.DeliveryInvalid, `${label}.time须为整数小时，收到：${time}`);
  if (type === 5 && !/^\d{4}\/\d{2}\/\d{2}$/.test(time))
    fail(SandboxCode.DeliveryInvalid, `${label}.time须为YYYY/MM/DD，收到：${time}`);
  return { type, time };
}

/** product.createItemAndSku: brand, carriage template and a logistics plan per SKU are required */
function createItem(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const name = rules.title(p.name, { max: 50, measure: chineseLength, unit: '字', label: '商品名称name' });
  const category = rules.leafCategory(catalog, p.categoryId);
  const brandId = rules.brand(catalog, category, p.brandId, 'always');
  const carriage = rules.freightTemplate(catalog, shop.shopId, p.shippingTemplateId, {
    label: '运费模板shippingTemplateId',
  });
  const images = rules.images(links(p.images), { min: 1, max: 9, label: '商品主图images' });
  const details = rules.images(links(p.imageDescriptions), {
    min: 0,
    max: 30,
    label: '商品详情描述图片imageDescriptions',
  });
  if (typeof p.description === 'string') rules.textLength(p.description, 0, 500, '商品描述文字description');
  const variantIds = (Array.isArray(p.variantIds) ? p.variantIds : []).map(String);
  for (const id of variantIds) {
    if (!VARIATIONS.some((v) => v.id === id)) fail(SandboxCode.ParamInvalid, `规格类型variantIds不属于该类目：${id}`);
  }
  const rows = list(p.createSkuList);
  const skus = rows.map((s, i) => {
    const label = `第${i + 1}个SKU`;
    const price = rules.fen(s.price, `${label}的售价price`);
    if (price > 10_000_000) fail(SandboxCode.PriceInvalid, `${label}的售价price上限10w元（10000000分）`);
    const original =
      s.originalPrice === undefined || s.originalPrice === null
        ? undefined
        : rules.fen(s.originalPrice, `${label}的市场价originalPrice`);
    if (original !== undefined) rules.below(price, original, `${label}的售价须低于市场价originalPrice`);
    rules.logisticsPlan(catalog, shop.shopId, s.logisticsPlanId);
    checkDelivery(s.deliveryTime, `${label}的发货时间deliveryTime`);
    const specs = list(s.variants).map((v) => {
      const id = text(v.id) ?? '';
      if (!variantIds.includes(id))
        fail(SandboxCode.ParamInvalid, `${label}的规格id须为variantIds中的规格：${id || '（未传）'}`);
      return {
        name: String(v.name ?? VARIATIONS.find((x) => x.id === id)?.name ?? ''),
        value: String(rules.requireValue(v.value as string, `${label}的规格值value`)),
      };
    });
    return {
      specs,
      priceFen: price,
      ...(original === undefined ? {} : { originalPriceFen: original }),
      stock: rules.stock(s.stock, `${label}的库存stock`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 500 },
  );
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

const DELIVERY_TYPES: Record<number, string> = { 3: 'TODAY', 4: 'RELATIVE_TIME_NEW', 5: 'ABSOLUTE_TIME_NEW' };

/** ItemDetailV3: the item as product.getItemInfo and product.searchItemList show it */
function itemDetailOf(l: ListingRecord) {
  const p = (l.payload ?? {}) as Record<string, unknown>;
  return {
    id: l.listingId,
    name: l.title,
    brandId: Number(l.brandId ?? 0),
    categoryId: l.categoryId,
    attributes: list(p.attributes),
    shippingTemplateId: l.freightTemplateId ?? '',
    variantIds: Array.isArray(p.variantIds) ? p.variantIds : [],
    images: l.images,
    articleNo: text(p.articleNo) ?? '',
    imageDescriptions: l.detailImages,
    description: text(p.description) ?? '',
    freeReturn: Number(p.freeReturn ?? 1),
    createTime: l.createdAt,
    updateTime: l.createdAt,
  };
}

function skuInfosOf(l: ListingRecord) {
  const rows = list(((l.payload ?? {}) as Record<string, unknown>).createSkuList);
  return l.skus.map((s, i) => {
    const row = rows[i] ?? {};
    const delivery = (row.deliveryTime ?? {}) as Record<string, unknown>;
    return {
      id: `${l.listingId}${String(i + 1).padStart(3, '0')}`,
      itemId: l.listingId,
      ipq: 1,
      originalPrice: s.originalPriceFen ?? s.priceFen,
      price: s.priceFen,
      stock: s.stock,
      logisticsPlanId: text(row.logisticsPlanId) ?? '',
      erpCode: text(row.erpCode) ?? '',
      variants: list(row.variants).map((v) => ({
        id: text(v.id) ?? '',
        name: text(v.name) ?? '',
        value: text(v.value) ?? '',
      })),
      deliveryTime: { type: DELIVERY_TYPES[Number(delivery.type)] ?? 'DEFAULT', time: text(delivery.time) ?? '' },
      barcode: text(row.barcode) ?? '',
      rowNumber: i + 1,
      scSkucode: `XHS${l.listingId}${i + 1}`,
      buyable: l.status === 'onSale',
      name: l.title,
      createTime: l.createdAt,
      updateTime: l.createdAt,
    };
  });
}

/** a searchItemList keyword: the item id, its 货号, or a SKU's id, 商家编码 or 条形码 */
function matchesKeyword(l: ListingRecord, keyword: string): boolean {
  const item = itemDetailOf(l);
  if (item.id === keyword || item.articleNo === keyword) return true;
  return skuInfosOf(l).some(
    (s) => s.id === keyword || s.erpCode === keyword || s.barcode === keyword || s.scSkucode === keyword,
  );
}

/** xiaohongshu (小红书): the ark gateway, 100 QPS per app. */
export const xiaohongshuSandbox = defineSandboxPlatform({
  name: 'xiaohongshu',
  station: 29,
  catalog: { categoryIdBase: 290_000, brandIdBase: 2_900_000 },
  // "accessToken有效期为7天，refreshToken有效时间为14天"
  lifetimes: { accessSeconds: 7 * 86_400, refreshSeconds: 14 * 86_400, reauthVoidsEarlier: false },
  listingIdBase: 290_000_000_000,
  // www.xiaohongshu.com/goods-detail/{itemId}
  goodsPage: '/goods-detail/{id}',
  consent: { path: '/ark/authorization', clientIdParam: 'appId', redirectUriParam: 'redirectUri' },
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
          })),
        })),
        'common.getVariations': shopMethod((ctx, p) => {
          rules.leafCategory(ctx.catalog, p.categoryId);
          return { variations: VARIATIONS, splVariations: [] };
        }),
        'common.getCarriageTemplateList': shopMethod((ctx, p) => {
          const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
          return {
            carriageTemplateList: paged(all, Number(p.pageIndex ?? 1), Number(p.pageSize ?? 20)).map((t) => ({
              templateId: t.id,
              templateName: t.name,
              templateType: t.name.includes('包邮') ? 2 : 1,
              costType: t.costType === 1 ? 2 : 1,
              enabled: true,
            })),
            totalCount: all.length,
          };
        }),
        'common.getLogisticsList': shopMethod((ctx) => ({
          logisticsPlans: ctx.catalog.logisticsPlans(ctx.shop.shopId).map((p) => ({
            planInfoId: p.id,
            shopName: ctx.shop.shopName,
            planInfoName: p.name,
            tradeMode: 0,
            isValid: true,
          })),
        })),
        'common.brandSearch': shopMethod((ctx, p) => {
          const all = ctx.catalog.searchBrands(text(p.categoryId) ?? '', text(p.keyword));
          const size = Math.min(Number(p.pageSize ?? 20) || 20, 20);
          return {
            brands: paged(all, Number(p.pageNo ?? 1), size).map((b) => ({
              id: b.id,
              name: b.nameCn,
              enName: b.nameEn,
              image: '',
            })),
          };
        }),
        'product.createItemAndSku': shopMethod((ctx, p) => {
          const { listing } = createListing(ctx, text(p.articleNo), () => createItem(ctx, p));
          return { ...itemDetailOf(listing), itemId: listing.listingId, skuList: skuInfosOf(listing) };
        }),
        'product.getItemInfo': shopMethod((ctx, p) => {
          const listing = requireListing(ctx, p.itemId);
          const skuInfos = skuInfosOf(listing);
          return { total: skuInfos.length, skuInfos, itemInfo: itemDetailOf(listing) };
        }),
        'product.searchItemList': shopMethod((ctx, p) => {
          const search = (p.searchParam ?? {}) as Record<string, unknown>;
          const keywords = (Array.isArray(search.keywords) ? search.keywords : []).map(String);
          const pageNo = Math.max(Number(p.pageNo ?? 1), 1);
          const pageSize = Math.min(Math.max(Number(p.pageSize ?? 50), 1), 100);
          const all = ctx.core.listings
            .list('xiaohongshu', ctx.shop.shopId)
            .filter((l) => keywords.length === 0 || keywords.some((k) => matchesKeyword(l, k)))
            .filter((l) =>
              typeof search.keyword === 'string' && search.keyword !== '' ? l.title.includes(search.keyword) : true,
            )
            .filter((l) => (typeof search.buyable === 'boolean' ? (l.status === 'onSale') === search.buyable : true))
            .sort((a, b) => b.createdAt - a.createdAt);
          return {
            currentPage: pageNo,
            pageSize,
            total: all.length,
            itemDetailV3s: all.slice((pageNo - 1) * pageSize, pageNo * pageSize).map(itemDetailOf),
          };
        }),
      },
    });
  },
});
