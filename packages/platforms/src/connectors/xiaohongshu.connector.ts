import { defineConnector, type PlatformApi, type TokenGrant } from '../core/connector.ts';
import { chineseLength, truncateBy } from '../core/listing-draft.ts';
import { asArray, asRecord, childrenOf, consentUrl, field, fromMs, grant, str } from './mapping.ts';
import { xiaohongshuTransport } from './transports/xiaohongshu.transport.ts';

const LIMITS = { titleMax: 50, imagesMax: 9, detailImagesMax: 30 };
/** "delivery time empty (same day), 24 or 48 hours" (spec doc 2) */
const DELIVERY_HOURS = { sameDay: null, '24h': 24, '48h': 48 } as const;

function toGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  return grant({
    accessToken: str(field(api, t, 'accessToken')),
    accessTokenExpiresAt: fromMs(t.accessTokenExpiresAt) ?? api.now(),
    refreshToken: str(t.refreshToken) || null,
    refreshTokenExpiresAt: fromMs(t.refreshTokenExpiresAt),
    shopId: str(field(api, t, 'sellerId')),
    shopName: str(t.sellerName),
    authorizationExpiresAt: fromMs(t.serviceExpireAt),
    modules: asArray(t.scope).length > 0 ? (asArray(t.scope) as unknown as TokenGrant['modules']) : ['goods'],
  });
}

/** xiaohongshu (小红书): brand always, carriage template plus a logistics plan per SKU, listed to the warehouse. */
export const xiaohongshuConnector = defineConnector({
  station: 29,
  authorization: 'oauth',
  freightTemplateKind: 'carriage',
  limits: LIMITS,
  transport: xiaohongshuTransport,
  operations: {
    authorizeUrl: (api, input) => consentUrl(api, '/oauth/authorize', input, { appId: api.options.app.appKey }),
    exchangeCode: async (api, { code }) =>
      toGrant(api, await api.call('oauth.getAccessToken', { code }, { anonymous: true })),
    refreshToken: async (api, refreshToken) =>
      toGrant(api, await api.call('oauth.refreshToken', { refreshToken }, { anonymous: true })),
    async listCategories(api, shop, parent) {
      const answer = asRecord(await api.call('common.getCategories', { categoryId: parent?.cId ?? '' }, { shop }));
      return childrenOf(
        parent,
        asArray(answer.categoryV3s).map((c) => ({ cId: c.id, name: c.name, isLeaf: c.isLeaf, level: c.level })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call('common.getCarriageTemplateList', { pageIndex: page, pageSize }, { shop }),
      );
      return {
        items: asArray(answer.carriageTemplateList).map((t) => ({ id: str(t.templateId), name: str(t.templateName) })),
        total: Number(answer.totalCount ?? 0),
      };
    },
    async listLogisticsPlans(api, shop) {
      const answer = asRecord(await api.call('common.getLogisticsList', {}, { shop }));
      return asArray(answer.logisticsPlans).map((p) => ({ id: str(p.planInfoId), name: str(p.planInfoName) }));
    },
    async listBrands(api, shop, { categoryId, query, page, pageSize }) {
      const answer = asRecord(
        await api.call('common.brandSearch', { categoryId, keyword: query ?? '', pageNo: page, pageSize }, { shop }),
      );
      return {
        items: asArray(answer.brands).map((b) => ({ brandId: str(b.id), nameCn: str(b.name), nameEn: str(b.enName) })),
        total: Number(answer.total ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(
        await api.call(
          'product.createItemAndSku',
          {
            name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            brandId: draft.brandId,
            categoryId: draft.categoryId,
            attributes: (draft.attributes ?? []).map((a) => ({ name: a.name, value: a.value })),
            images: draft.images.slice(0, LIMITS.imagesMax),
            imageDescriptions: draft.detailImages.slice(0, LIMITS.detailImagesMax),
            shippingTemplateId: draft.freightTemplateId,
            skus: draft.skus.map((s) => ({
              price: s.priceFen,
              originalPrice: s.originalPriceFen ?? s.priceFen,
              stock: s.stock,
              logisticsPlanId: draft.logisticsPlanId,
              deliveryTime: { time: DELIVERY_HOURS[draft.deliveryTime ?? 'sameDay'] },
              variants: s.specs,
              barcode: s.outerSkuId,
            })),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'itemId')) };
    },
    async getListing(api, shop, listingId) {
      const item = asRecord(await api.call('product.getItemInfo', { itemId: listingId }, { shop }));
      return {
        listingId: str(item.itemId),
        title: str(item.name),
        categoryId: str(item.categoryId),
        status: item.buyable === true ? 'onSale' : 'warehouse',
        images: asArray(item.images).map(str),
        externalId: null,
        skus: asArray(item.skus).map((s) => ({
          specs: asArray(s.variants).map((v) => ({ name: str(v.name), value: str(v.value) })),
          priceFen: Number(s.price),
          stock: Number(s.stock),
        })),
      };
    },
  },
});
