import type { GenericGoodsSpec } from '../../core/generic-goods-spec.ts';
import { chineseLength, type SpecPair } from '../../core/listing-draft.ts';
import type { Grant, TokenLifetimes } from '../auth-service.ts';
import { changeShelf, changeSku, type SkuKey, sandboxSkuId, skuIndex } from '../listing-maintenance.ts';
import * as rules from '../listing-rules.ts';
import type { NewListing } from '../listing-service.ts';
import {
  type CallContext,
  createListing,
  defineSandboxPlatform,
  exchangeCode,
  type MethodTable,
  openMethod,
  type PlatformKit,
  paged,
  refreshGrant,
  requireListing,
  type SandboxPlatform,
  type ShopCallContext,
  seconds,
  shopMethod,
  text,
} from '../sandbox-core.ts';
import type { ListingRecord } from '../sandbox-state.ts';
import { puhuoSignedDialect } from './puhuo-signed.dialect.ts';

/** the token answer of our generic shape */
export const genericToken = (grant: Grant, nowMs: number) => ({
  access_token: grant.accessToken,
  expires_in: seconds(grant.accessExpiresAt - nowMs),
  refresh_token: grant.refreshToken,
  refresh_expires_in: grant.refreshExpiresAt ? seconds(grant.refreshExpiresAt - nowMs) : null,
  shop_id: grant.shop.shopId,
  shop_name: grant.shop.shopName,
  scope: grant.modules,
  service_expire_at: grant.serviceExpiresAt ? seconds(grant.serviceExpiresAt) : null,
});

/**
 * A token for a shop bound by code, name or app credentials: the shop exists from then on, gets its
 * free trial when it never ordered, and (where the platform says so) its earlier tokens are void.
 */
export function grantByCode(ctx: CallContext, shopName: string, lifetimes: TokenLifetimes) {
  const shop = ctx.core.auth.ensureShop(ctx.platform.name, shopName);
  ctx.core.auth.ensureOrdered(ctx.platform.name, ctx.platform.station, shop.shopId, 'goods');
  const grant = ctx.core.auth.issueGrant(ctx.platform.name, ctx.appKey, shop.shopId, ['goods', 'order'], lifetimes);
  return genericToken(grant, ctx.core.clock.nowMs());
}

const asList = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? (value as Record<string, unknown>[]) : [];

function validate(spec: GenericGoodsSpec, ctx: ShopCallContext, p: Record<string, unknown>): NewListing {
  const { catalog, shop } = ctx;
  const title = rules.title(p.title, { max: spec.limits.titleMax, measure: chineseLength, unit: '字' });
  const category = spec.methods.categories ? rules.leafCategory(catalog, p.categoryId) : null;
  const brandId =
    category && spec.brandRule !== 'none' ? rules.brand(catalog, category, p.brandId, spec.brandRule) : null;
  const given = p[spec.freightField] !== undefined && p[spec.freightField] !== null;
  const freight =
    spec.freightRule === 'required' || (spec.freightRule === 'optional' && given)
      ? rules.freightTemplate(catalog, shop.shopId, p[spec.freightField])
      : null;
  const images = rules.images(p.images, { min: 1, max: spec.limits.imagesMax, label: '商品主图' });
  const detailImages = rules.images(p.detailImages ?? [], {
    min: 0,
    max: spec.limits.detailImagesMax,
    label: '详情图',
  });
  const status = rules.oneOf<'onSale' | 'warehouse'>(p.status as 'onSale', ['onSale', 'warehouse'], '上架状态status');
  const skus = asList(p.skus).map((sku, i) => {
    const price = rules.fen(sku.priceFen, `第${i + 1}个SKU的价格priceFen`);
    if (sku.originalPriceFen !== undefined && sku.originalPriceFen !== null) {
      rules.atMost(
        price,
        rules.fen(sku.originalPriceFen, '划线价originalPriceFen'),
        `第${i + 1}个SKU的划线价不能低于售价`,
      );
    }
    return {
      specs: asList(sku.specs).map((s) => ({ name: String(s.name ?? ''), value: String(s.value ?? '') })) as SpecPair[],
      priceFen: price,
      stock: rules.stock(sku.stock, `第${i + 1}个SKU的库存stock`),
    };
  });
  rules.skuSpecs(
    skus.map((s) => s.specs),
    { fullCombination: true, maxSkus: 400 },
  );
  return {
    title,
    images,
    detailImages,
    categoryId: category?.id ?? '',
    brandId,
    freightTemplateId: freight,
    status,
    skus,
    payload: p,
  };
}

/** the goods' SKUs as our maintenance methods name them: skuId (ours) and the outerSkuId they were made with */
const skuKeys = (listing: ListingRecord): SkuKey[] => {
  const sent = Array.isArray((listing.payload as Record<string, unknown>)?.skus)
    ? ((listing.payload as Record<string, unknown>).skus as Record<string, unknown>[])
    : [];
  return listing.skus.map((_, i) => ({
    skuId: sandboxSkuId(listing.listingId, i),
    outerId: text(sent[i]?.outerSkuId) ?? '',
  }));
};

const goodsOf = (listing: ListingRecord) => ({
  goodsId: listing.listingId,
  externalId: listing.externalId,
  title: listing.title,
  categoryId: listing.categoryId,
  status: listing.status,
  images: listing.images,
  skus: listing.skus.map((s, i) => {
    const key = skuKeys(listing)[i];
    return { ...s, skuId: key?.skuId, outerSkuId: key?.outerId || null };
  }),
});

/** OURS, like the rest of this API: the SKU a maintenance call names, by skuId or outerSkuId */
const skuOf = (ctx: ShopCallContext, p: Record<string, unknown>) => {
  const listing = requireListing(ctx, rules.requireValue(p.goodsId, 'goodsId'));
  return { listing, index: skuIndex(listing, skuKeys(listing), { skuId: text(p.skuId), outerId: text(p.outerSkuId) }) };
};

/** the methods of our generic goods API */
export function genericMethods(spec: GenericGoodsSpec): MethodTable {
  const { methods } = spec;
  const table: MethodTable = {
    [methods.create]: shopMethod((ctx, p) => {
      const { listing } = createListing(ctx, text(p.externalId), () => validate(spec, ctx, p));
      return { goodsId: listing.listingId };
    }),
    [methods.get]: shopMethod((ctx, p) => ({ goods: goodsOf(requireListing(ctx, p.goodsId)) })),
    [methods.stockUpdate]: shopMethod((ctx, p) => {
      const { listing, index } = skuOf(ctx, p);
      changeSku(ctx, listing, index, { stock: rules.stock(rules.requireValue(p.stock, '库存stock'), '库存stock') });
      return { goodsId: listing.listingId };
    }),
    [methods.priceUpdate]: shopMethod((ctx, p) => {
      const { listing, index } = skuOf(ctx, p);
      const priceFen = rules.fen(rules.requireValue(p.priceFen, '售价priceFen'), '售价priceFen');
      const original = listing.skus[index]?.originalPriceFen;
      if (original) rules.atMost(priceFen, original, '划线价不能低于售价');
      changeSku(ctx, listing, index, { priceFen });
      return { goodsId: listing.listingId };
    }),
    [methods.shelfSet]: shopMethod((ctx, p) => {
      const listing = requireListing(ctx, rules.requireValue(p.goodsId, 'goodsId'));
      const status = rules.oneOf(text(p.status), ['onSale', 'warehouse'], '上架状态status');
      changeShelf(ctx, listing, status === 'onSale');
      return { goodsId: listing.listingId, status };
    }),
    // the shop's goods by merchant code, newest first
    [methods.search]: shopMethod((ctx, p) => {
      const items = ctx.core.listings
        .byMerchantCode(ctx.platform.name, ctx.shop.shopId, text(p.externalId) ?? '')
        .map(goodsOf);
      return { items, total: items.length };
    }),
  };
  if (spec.consentPath) {
    table[methods.token] = openMethod((ctx: CallContext, p) => {
      const grant =
        p.grant_type === 'refresh_token'
          ? refreshGrant(ctx, p.refresh_token)
          : exchangeCode(ctx, p.code, p.redirect_uri);
      return genericToken(grant, ctx.core.clock.nowMs());
    });
  }
  if (methods.categories) {
    table[methods.categories] = shopMethod((ctx, p) => ({
      items: ctx.catalog.childrenOf(text(p.parentId) ?? '0').map((c) => ({
        id: c.id,
        name: c.name,
        level: c.level,
        parentId: c.parentId,
        isLeaf: c.isLeaf,
      })),
    }));
  }
  if (methods.freightTemplates) {
    table[methods.freightTemplates] = shopMethod((ctx, p) => {
      const all = ctx.catalog.freightTemplates(ctx.shop.shopId);
      return {
        items: paged(all, Number(p.page), Number(p.pageSize)).map((t) => ({ id: t.id, name: t.name })),
        total: all.length,
      };
    });
  }
  if (methods.brands) {
    table[methods.brands] = shopMethod((ctx, p) => {
      const all = ctx.catalog.searchBrands(String(p.categoryId ?? ''), text(p.query));
      return {
        items: paged(all, Number(p.page), Number(p.pageSize)).map((b) => ({
          id: b.id,
          nameCn: b.nameCn,
          nameEn: b.nameEn,
        })),
        total: all.length,
      };
    });
  }
  return table;
}

export interface GenericSandboxOptions {
  catalogBase: number;
  listingIdBase: number;
  lifetimes: TokenLifetimes;
  /** more methods (code-based token checks) */
  extraMethods?: MethodTable;
  /** more pages or routes */
  register?(kit: PlatformKit): void;
  modules?: SandboxPlatform['modules'];
}

/**
 * A sandbox platform serving our generic goods API, from the same declaration as its connector: the
 * platforms of which no public protocol source was found (qunjielong, fanmeng, jubaozan, taogongchang).
 * Every path, field, code and the signature are OURS.
 */
export function genericSandboxPlatform(spec: GenericGoodsSpec, options: GenericSandboxOptions): SandboxPlatform {
  return defineSandboxPlatform({
    name: spec.platform,
    station: spec.station,
    catalog: { categoryIdBase: options.catalogBase, brandIdBase: options.catalogBase * 10 },
    lifetimes: options.lifetimes,
    listingIdBase: options.listingIdBase,
    consent: spec.consentPath ? { path: spec.consentPath, clientIdParam: 'client_id' } : undefined,
    modules: options.modules,
    register(_scope, kit) {
      kit.serve({
        path: `${spec.apiPrefix}/*`,
        dialect: puhuoSignedDialect(spec),
        methods: { ...genericMethods(spec), ...options.extraMethods },
      });
      options.register?.(kit);
    },
  });
}
