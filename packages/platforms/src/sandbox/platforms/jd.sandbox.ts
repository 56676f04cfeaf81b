import { JOS_PATH } from '../../connectors/transports/jd-jos.transport.ts';
import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import { SandboxCode } from '../../core/sandbox-codes.ts';
import type { Grant } from '../auth-service.ts';
import type { PlatformCatalog, SandboxCategory } from '../catalog/platform-catalog.ts';
import type { SkuKey } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  createListing,
  defineSandboxPlatform,
  type MethodTable,
  paged,
  requireListing,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import { fail } from '../sandbox-failure.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { jdMaintenanceMethods } from './jd.maintenance.sandbox.ts';
import { josDialect } from './jd-jos.dialect.ts';
import { secretTokenDialect, tokenGrantMethods } from './secret-token.dialect.ts';

/**
 * JD JOS as the JOS SDKs speak it (sources in connectors/jd.connector.ts): `/routerjson` with the MD5
 * signature and `360buy_param_json`, OAuth at `/oauth2/to_login`, `/oauth2/access_token` and
 * `/oauth2/refresh_token` (on open-oauth.jd.com in reality), the answer under `<method>_responce` and
 * failures as `error_response { code, zh_desc, en_desc }`.
 *
 * OURS: the token lifetimes (a day, a month), `service_expire_at` in the token answer, the listing rules'
 * wording and the SANDBOX_* codes where JD's numbers are not known; JD's three category levels are
 * shown (a fourth level of the shared taxonomy stays hidden); sale attributes and images are accepted as
 * names and URLs where JD wants its own ids and image paths.
 */
const LIFETIMES = { accessSeconds: 86_400, refreshSeconds: 30 * 86_400, reauthVoidsEarlier: false };
/** JD publishes into third-level categories */
const LEAF_LEVEL = 3;
const TITLE_MAX = 45;
const IMAGES_MAX = 6;

const list = (value: unknown): Record<string, unknown>[] => {
  const parsed = typeof value === 'string' ? safeJson(value) : value;
  return Array.isArray(parsed) ? (parsed as Record<string, unknown>[]) : [];
};
const rec = (value: unknown): Record<string, unknown> => {
  const parsed = typeof value === 'string' ? safeJson(value) : value;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
};
const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : undefined);
function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** the token answer of open-oauth.jd.com (`service_expire_at`, seconds, is ours) */
const jdToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  scope: 'snsapi_base',
  open_id: `o${grant.shop.shopId}`,
  uid: grant.shop.shopId,
  time: nowMs,
  token_type: 'bearer',
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

/** a publishable category: a level-3 node (JD's leaves) */
function jdLeaf(catalog: PlatformCatalog, categoryId: unknown): SandboxCategory {
  const id = String(rules.requireValue(text(categoryId), '类目categoryId'));
  const category = catalog.category(id);
  if (!category || category.level > LEAF_LEVEL) return fail(SandboxCode.CategoryUnknown, `类目不存在：${id}`);
  if (category.level < LEAF_LEVEL && !category.isLeaf) {
    return fail(SandboxCode.CategoryNotLeaf, `类目「${category.name}」(${id})不是叶子类目，请选择三级类目`);
  }
  return category;
}

/** every brand of the catalogue: the brands "authorised to the shop" */
function venderBrands(catalog: PlatformCatalog) {
  return catalog.childrenOf('0').flatMap((root) => catalog.searchBrands(root.id, ''));
}

function venderBrand(catalog: PlatformCatalog, brandId: unknown, category: SandboxCategory): string {
  const id = text(brandId);
  if (id === undefined || id === '' || id === '0') {
    return fail(SandboxCode.BrandRequired, `类目「${category.name}」需要品牌资质，请选择品牌`);
  }
  if (!venderBrands(catalog).some((b) => b.id === id)) {
    return fail(SandboxCode.BrandUnknown, `品牌${id}不存在或未授权给该店铺，请先在商家后台申请品牌授权`);
  }
  return id;
}

/** a price in yuan with at most two decimals, as fen */
function yuanToFen(value: unknown, label: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const fen = typeof n === 'number' ? Math.round(n * 100) : Number.NaN;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || Math.abs(n * 100 - fen) > 1e-6) {
    return fail(
      SandboxCode.PriceInvalid,
      `${label}必须是大于0的金额（单位：元，最多两位小数），收到：${String(value)}`,
    );
  }
  return fen;
}

/** jingdong.ware.write.add: `ware` and `skus` as the JOS SDKs send them (objects, or JSON text) */
function wareAdd(ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const ware = rec(p.ware);
  const title = rules.title(ware.title, { max: TITLE_MAX, measure: chineseLength, unit: '字', label: '商品名称title' });
  const category = jdLeaf(catalog, ware.categoryId);
  const brandId = venderBrand(catalog, ware.brandId, category);
  const freight = rules.freightTemplate(catalog, shop.shopId, text(ware.transportId), { label: '运费模板transportId' });
  const images = rules.images(
    list(ware.images).map((i) => i.imgUrl),
    { min: 1, max: IMAGES_MAX, label: '商品主图images' },
  );
  const status = rules.oneOf(Number(ware.wareStatus ?? 1), [1, 8], '商品状态wareStatus') === 8 ? 'onSale' : 'warehouse';
  if (ware.jdPrice !== undefined) yuanToFen(ware.jdPrice, '京东价jdPrice');
  const detailImages = [...String(ware.introduction ?? '').matchAll(/<img[^>]+src="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const skus = list(p.skus).map((sku, i) => {
    const specs: SpecPair[] = list(sku.saleAttrs).map((a) => ({
      name: String(a.attrId ?? ''),
      value: String(first(a.attrValueAlias) ?? first(a.attrValues) ?? ''),
    }));
    return {
      specs,
      priceFen: yuanToFen(sku.jdPrice, `第${i + 1}个SKU的京东价jdPrice`),
      stock: rules.stock(sku.stockNum, `第${i + 1}个SKU的库存stockNum`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 600 },
  );
  return {
    title,
    images,
    detailImages,
    categoryId: category.id,
    brandId,
    freightTemplateId: freight,
    status,
    skus,
    payload: p,
  };
}

const numeric = (id: string) => (/^\d+$/.test(id) ? Number(id) : id);

/** a ware's SKUs: skuId (ours: the ware id and a 2-digit number) and the outerId they were made with */
const jdSkuKeys = (listing: ListingRecord): SkuKey[] =>
  listing.skus.map((_, i) => ({
    skuId: `${listing.listingId}${String(i + 1).padStart(2, '0')}`,
    outerId: text(list(rec(listing.payload).skus)[i]?.outerId) ?? '',
  }));

function wareOf(listing: ListingRecord) {
  const payload = rec(listing.payload);
  const ware = rec(payload.ware);
  const skus = list(payload.skus);
  return {
    wareId: numeric(listing.listingId),
    title: listing.title,
    categoryId: numeric(listing.categoryId),
    brandId: listing.brandId ? numeric(listing.brandId) : undefined,
    transportId: listing.freightTemplateId ? numeric(listing.freightTemplateId) : undefined,
    wareStatus: listing.status === 'onSale' ? 8 : 1,
    outerId: text(ware.outerId) ?? listing.externalId,
    itemNum: text(ware.itemNum) ?? listing.externalId,
    created: listing.createdAt,
    modified: listing.createdAt,
    images: listing.images.map((imgUrl, i) => ({ colorId: '0000000000', imgIndex: i + 1, imgUrl })),
    jdPrice: Math.min(...listing.skus.map((s) => s.priceFen)) / 100,
    stockNum: listing.skus.reduce((n, s) => n + s.stock, 0),
    skus: listing.skus.map((s, i) => ({
      skuId: numeric(jdSkuKeys(listing)[i]?.skuId ?? ''),
      wareId: numeric(listing.listingId),
      saleAttrs: s.specs.map((spec, index) => ({
        attrId: spec.name,
        attrValues: [spec.value],
        attrValueAlias: [spec.value],
        index: index + 1,
      })),
      jdPrice: s.priceFen / 100,
      stockNum: s.stock,
      outerId: text(skus[i]?.outerId) ?? null,
    })),
  };
}

const methods: MethodTable = {
  ...jdMaintenanceMethods(jdSkuKeys),
  'jingdong.seller.vender.info.get': shopMethod(
    (ctx) => ({
      vender_info_result: {
        vender_id: numeric(ctx.shop.shopId),
        shop_id: numeric(ctx.shop.shopId),
        shop_name: ctx.shop.shopName,
        col_type: 0,
        cate_main: '',
      },
    }),
    null,
  ),
  'jingdong.category.read.findByPId': shopMethod((ctx, p) => {
    const parentId = text(p.parentCid) ?? '0';
    const parent = parentId === '0' ? null : ctx.catalog.category(parentId);
    // the fourth level of the shared taxonomy is not one of JD's publishing levels
    if (parent && parent.level >= LEAF_LEVEL) return { categories: [] };
    return {
      categories: ctx.catalog.childrenOf(parentId).map((c, i) => ({
        id: numeric(c.id),
        fid: numeric(c.parentId),
        lev: c.level,
        name: c.name,
        order: i + 1,
        features: [],
      })),
    };
  }),
  'jingdong.pop.vender.cener.venderBrand.query': shopMethod((ctx, p) => {
    const name = (text(p.name) ?? '').trim().toLowerCase();
    return {
      brandList: venderBrands(ctx.catalog)
        .filter((b) => name === '' || b.nameCn.toLowerCase().includes(name) || b.nameEn.toLowerCase().includes(name))
        .map((b) => ({ erpBrandId: numeric(b.id), brandName: b.nameCn })),
    };
  }),
  'jingdong.SkuFareTemplateService.getTemplates': shopMethod((ctx) => ({
    querySkuFareTemplateResult: {
      templateList: ctx.catalog.freightTemplates(ctx.shop.shopId).map((t, i) => ({
        id: numeric(t.id),
        templateName: t.name,
        index: i + 1,
        ruleType: t.costType,
        isFree: t.name.includes('包邮'),
      })),
    },
  })),
  'jingdong.ware.write.add': shopMethod((ctx, p) => {
    const ware = rec(p.ware);
    const code = text(ware.itemNum) ?? text(ware.outerId);
    const { listing } = createListing(ctx, code, () => wareAdd(ctx, p));
    return {
      ware: { wareId: numeric(listing.listingId), title: listing.title, itemNum: code, outerId: text(ware.outerId) },
    };
  }),
  'jingdong.ware.read.findWareById': shopMethod((ctx, p) => ({ ware: wareOf(requireListing(ctx, p.wareId)) })),
  'jingdong.ware.read.searchWare4Valid': shopMethod((ctx, p) => {
    const itemNum = text(p.itemNum);
    const ids = text(p.wareId)?.split(',').filter(Boolean);
    const key = text(p.searchKey);
    const all = ctx.core.listings
      .list(ctx.platform.name, ctx.shop.shopId)
      .filter((l) => itemNum === undefined || wareOf(l).itemNum === itemNum)
      .filter((l) => ids === undefined || ids.includes(l.listingId))
      .filter((l) => key === undefined || l.title.includes(key))
      .sort((a, b) => b.createdAt - a.createdAt);
    const pageNo = Number(p.pageNo ?? 1);
    const pageSize = Number(p.pageSize ?? 20);
    return { page: { data: paged(all, pageNo, pageSize).map(wareOf), pageNo, pageSize, totalItem: all.length } };
  }),
};

export const jdSandbox = defineSandboxPlatform({
  name: 'jd',
  station: 15,
  catalog: { categoryIdBase: 150_000, brandIdBase: 1_500_000 },
  lifetimes: LIFETIMES,
  listingIdBase: 150_000_000_000,
  // item.jd.com/{wareId}.html
  goodsPage: '/{id}.html',
  consent: { path: '/oauth2/to_login', clientIdParam: 'app_key' },
  register(_scope, kit) {
    kit.serve({ path: JOS_PATH, httpMethods: ['GET', 'POST'], dialect: josDialect, methods });
    const tokenDialect = secretTokenDialect({
      clientIdParam: 'app_key',
      secretParam: 'app_secret',
      // JD's token failures: `{ code, msg }` (its numbers are not known: ours)
      error: (failure) => ({ status: 200, body: { code: failure.code, msg: failure.message } }),
    });
    for (const path of ['/oauth2/access_token', '/oauth2/refresh_token']) {
      kit.serve({ path, httpMethods: ['GET', 'POST'], dialect: tokenDialect, methods: tokenGrantMethods(jdToken) });
    }
  },
});
