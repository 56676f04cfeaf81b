import type { ConnectorOperations, PlatformApi, ShopAccess, SkuAddress, TokenGrant } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import type { GenericGoodsSpec } from '../core/generic-goods-spec.ts';
import { chineseLength, type ListingDraft, type PublishedListing, truncateBy } from '../core/listing-draft.ts';
import {
  asArray,
  asRecord,
  childrenOf,
  consentUrl,
  deliverySeconds,
  field,
  fromSeconds,
  grant,
  inSeconds,
  specsFrom,
  str,
} from './mapping.ts';
import { inSeries } from './sku-address.ts';
import { puhuoSignedTransport } from './transports/puhuo-signed.transport.ts';

/** the token answer of our generic shape */
export function genericGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: t.refresh_expires_in ? inSeconds(api, t.refresh_expires_in) : null,
    shopId: str(field(api, t, 'shop_id')),
    shopName: str(t.shop_name),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
    modules: asArray(t.scope).length > 0 ? (asArray(t.scope) as unknown as TokenGrant['modules']) : ['goods', 'order'],
  });
}

export function genericPayload(spec: GenericGoodsSpec, draft: ListingDraft, merchantCode: string) {
  return {
    externalId: merchantCode,
    title: truncateBy(draft.title, spec.limits.titleMax, chineseLength),
    description: draft.description ?? '',
    categoryId: draft.categoryId,
    brandId: draft.brandId ?? null,
    [spec.freightField]: draft.freightTemplateId ?? null,
    images: draft.images.slice(0, spec.limits.imagesMax),
    detailImages: draft.detailImages.slice(0, spec.limits.detailImagesMax),
    status: draft.listingStatus,
    deliverySeconds: deliverySeconds(draft),
    limitPerBuyer: draft.limitPerBuyer ?? null,
    skus: draft.skus.map((s) => ({
      specs: s.specs,
      priceFen: s.priceFen,
      originalPriceFen: s.originalPriceFen ?? null,
      stock: s.stock,
      outerSkuId: s.outerSkuId ?? null,
    })),
  };
}

/** a goods record of our generic API as a published listing */
function goodsListing(goods: Record<string, unknown>): PublishedListing {
  return {
    listingId: str(goods.goodsId),
    title: str(goods.title),
    categoryId: str(goods.categoryId),
    status: goods.status === 'warehouse' ? 'warehouse' : 'onSale',
    images: asArray(goods.images).map(str),
    externalId: str(goods.externalId) || null,
    skus: asArray(goods.skus).map((s) => ({
      specs: specsFrom(s.specs),
      priceFen: Number(s.priceFen),
      stock: Number(s.stock),
      platformSkuId: str(s.skuId) || undefined,
      outerSkuId: str(s.outerSkuId) || undefined,
    })),
  };
}

/** a SKU on our generic API: its skuId, else its outerSkuId (the API takes either) */
const skuParams = (listingId: string, sku: SkuAddress) => ({
  goodsId: listingId,
  ...(sku.platformSkuId ? { skuId: sku.platformSkuId } : { outerSkuId: sku.outerSkuId }),
});

/** the operations of a platform on our generic goods API */
export function genericOperations(spec: GenericGoodsSpec): ConnectorOperations {
  const { methods } = spec;
  const page = async (api: PlatformApi, shop: ShopAccess, method: string, params: Record<string, unknown>) => {
    const answer = asRecord(await api.call(method, params, { shop }));
    return { items: asArray(answer.items), total: Number(answer.total ?? 0) };
  };
  const operations: ConnectorOperations = {
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(await api.call(methods.create, genericPayload(spec, draft, merchantCode), { shop }));
      return { listingId: str(field(api, answer, 'goodsId')) };
    },
    async getListing(api, shop, listingId) {
      return goodsListing(asRecord(asRecord(await api.call(methods.get, { goodsId: listingId }, { shop })).goods));
    },
    // OURS, like the whole generic API: one SKU a call, by skuId or outerSkuId; shelf by status
    updateStock: (api, shop, { listingId, skus }) =>
      inSeries(skus, (sku) =>
        api.call(methods.stockUpdate, { ...skuParams(listingId, sku), stock: sku.stock }, { shop }),
      ),
    updatePrice: (api, shop, { listingId, skus }) =>
      inSeries(skus, (sku) =>
        api.call(methods.priceUpdate, { ...skuParams(listingId, sku), priceFen: sku.priceFen }, { shop }),
      ),
    setShelf: async (api, shop, { listingId, onSale }) => {
      await api.call(methods.shelfSet, { goodsId: listingId, status: onSale ? 'onSale' : 'warehouse' }, { shop });
    },
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(await api.call(methods.search, { externalId: merchantCode }, { shop }));
      // newest first: a code repeated after a lost answer may have made more than one
      const goods = asArray(answer.items).find((g) => str(g.externalId) === merchantCode);
      return goods ? goodsListing(goods) : null;
    },
  };
  if (spec.consentPath) {
    const path = spec.consentPath;
    operations.authorizeUrl = (api, input) =>
      consentUrl(api, path, input, { response_type: 'code', client_id: api.options.app.appKey });
    operations.exchangeCode = async (api, { code, redirectUri }) =>
      genericGrant(
        api,
        await api.call(
          methods.token,
          { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
          { anonymous: true },
        ),
      );
    operations.refreshToken = async (api, refreshToken) =>
      genericGrant(
        api,
        await api.call(
          methods.token,
          { grant_type: 'refresh_token', refresh_token: refreshToken },
          { anonymous: true },
        ),
      );
  }
  if (methods.categories) {
    const method = methods.categories;
    operations.listCategories = async (api, shop, parent) => {
      const answer = asRecord(await api.call(method, { parentId: parent?.cId ?? '0' }, { shop }));
      return childrenOf(
        parent,
        asArray(answer.items).map((c) => ({ cId: c.id, name: c.name, isLeaf: c.isLeaf, level: c.level })),
      );
    };
  }
  if (methods.freightTemplates) {
    const method = methods.freightTemplates;
    operations.listFreightTemplates = async (api, shop, paging) => {
      const { items, total } = await page(api, shop, method, { ...paging });
      return { items: items.map((t) => ({ id: str(t.id), name: str(t.name) })), total };
    };
  }
  if (methods.brands) {
    const method = methods.brands;
    operations.listBrands = async (api, shop, query) => {
      const { items, total } = await page(api, shop, method, { ...query });
      return { items: items.map((b) => ({ brandId: str(b.id), nameCn: str(b.nameCn), nameEn: str(b.nameEn) })), total };
    };
  }
  return operations;
}

/**
 * A connector on our generic goods API, from its declaration: for the platforms of which no public
 * protocol source was found (qunjielong, fanmeng, jubaozan, taogongchang). Every path, field, code and the
 * signature (puhuo-signed) are OURS; the merchant code is our `externalId`, found again by `goods.search`.
 */
export const defineGenericConnector = (spec: GenericGoodsSpec, extra: Partial<ConnectorOperations> = {}) =>
  defineConnector({
    station: spec.station,
    authorization: spec.authorization,
    freightTemplateKind: spec.freightRule === 'none' ? null : 'freight',
    // goods of these platforms open inside their own apps and mini-programs: no public web page
    goodsPage: null,
    limits: spec.limits,
    transport: puhuoSignedTransport({
      path: (m) => `${spec.apiPrefix}/${m}`,
      tokenParam: spec.tokenParam,
      envelope: spec.envelope,
    }),
    operations: { ...genericOperations(spec), ...extra },
  });
