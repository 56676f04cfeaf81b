import { defineConnector, type PlatformApi, type TokenGrant } from '../core/connector.ts';
import { chineseLength, type ListingDraft, specTable, truncateBy } from '../core/listing-draft.ts';
import {
  asArray,
  asRecord,
  childrenOf,
  consentUrl,
  field,
  fromSeconds,
  grant,
  inSeconds,
  maxPrice,
  str,
} from './mapping.ts';
import { doudianTransport } from './transports/doudian.transport.ts';

const LIMITS = { titleMax: 30, imagesMax: 5, detailImagesMax: 50 };
/** the sandbox's "no brand" id; configure the real one when pointing at doudian */
export const DOUDIAN_NO_BRAND_ID = '0';
const DELIVERY_DAYS = { sameDay: 9999, '24h': 1, '48h': 2 } as const;

function toGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    // doudian's refresh token lives 14 days (reference)
    refreshTokenExpiresAt: inSeconds(api, 14 * 86_400),
    shopId: str(field(api, t, 'shop_id')),
    shopName: str(t.shop_name),
    authorizationExpiresAt: fromSeconds(t.service_expire_time),
    modules: str(t.scope) ? (str(t.scope).split(',') as TokenGrant['modules']) : ['goods', 'order'],
  });
}

/** presale fields: none, presale until a date, or stepped (days after payment) */
function presellFields(draft: ListingDraft) {
  if (!draft.presell) return { presell_type: 0, delivery_delay_day: DELIVERY_DAYS[draft.deliveryTime ?? '48h'] };
  if (draft.presell.type === 'stepped') return { presell_type: 2, presell_delay: draft.presell.deliveryDays };
  return {
    presell_type: 1,
    presell_delay: draft.presell.deliveryDays,
    presell_end_time: draft.presell.endTime ? Math.floor(Date.parse(draft.presell.endTime) / 1000) : undefined,
  };
}

/** doudian (抖店): HMAC-SHA256 signed calls, brand per category, specs as text, reference price. */
export const doudianConnector = defineConnector({
  station: 11,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  limits: LIMITS,
  transport: doudianTransport,
  operations: {
    authorizeUrl: (api, input) => consentUrl(api, '/oauth/authorize', input, { app_key: api.options.app.appKey }),
    exchangeCode: async (api, { code }) =>
      toGrant(api, await api.call('token.create', { code, grant_type: 'authorization_code' }, { anonymous: true })),
    refreshToken: async (api, refreshToken) =>
      toGrant(
        api,
        await api.call(
          'token.refresh',
          { refresh_token: refreshToken, grant_type: 'refresh_token' },
          { anonymous: true },
        ),
      ),
    async listCategories(api, shop, parent) {
      const answer = await api.call('shop.getShopCategory', { cid: Number(parent?.cId ?? 0) }, { shop });
      return childrenOf(
        parent,
        asArray(answer).map((c) => ({ cId: c.id, name: c.name, isLeaf: c.is_leaf, level: c.level })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(await api.call('freightTemplate.list', { page: page - 1, size: pageSize }, { shop }));
      return {
        items: asArray(answer.List).map((row) => {
          const t = asRecord(row.template);
          return { id: str(t.id), name: str(t.template_name) };
        }),
        total: Number(answer.Count ?? 0),
      };
    },
    async listBrands(api, shop, { categoryId, query, page, pageSize }) {
      const answer = asRecord(
        await api.call(
          'brand.list',
          { category_id: Number(categoryId), query: query ?? '', offset: (page - 1) * pageSize, size: pageSize },
          { shop },
        ),
      );
      return {
        items: asArray(answer.brand_list).map((b) => ({
          brandId: str(b.brand_id),
          nameCn: str(b.name_cn),
          nameEn: str(b.name_en),
        })),
        total: Number(answer.total ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const table = specTable(draft.skus);
      const answer = asRecord(
        await api.call(
          'product.addV2',
          {
            outer_product_id: merchantCode,
            category_leaf_id: Number(draft.categoryId),
            name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            pic: draft.images.slice(0, LIMITS.imagesMax).join('|'),
            description: draft.detailImages.slice(0, LIMITS.detailImagesMax).join('|'),
            reduce_type: draft.stockDeduction === 'onOrder' ? 1 : 2,
            freight_id: Number(draft.freightTemplateId ?? 0),
            standard_brand_id: Number(draft.brandId ?? DOUDIAN_NO_BRAND_ID),
            specs: table.map((s) => `${s.name}|${s.values.join(',')}`).join('^'),
            spec_prices: draft.skus.map((s) => ({
              ...Object.fromEntries(s.specs.map((x, i) => [`spec_detail_name${i + 1}`, x.value])),
              price: s.priceFen,
              stock_num: s.stock,
              code: s.outerSkuId,
            })),
            reference_price: draft.marketPriceFen ?? maxPrice(draft.skus, (s) => s.originalPriceFen),
            commit: draft.listingStatus === 'onSale',
            ...presellFields(draft),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'product_id')) };
    },
    async getListing(api, shop, listingId) {
      const p = asRecord(await api.call('product.detail', { product_id: Number(listingId) }, { shop }));
      return {
        listingId: str(p.product_id),
        title: str(p.name),
        categoryId: str(p.category_leaf_id),
        status: p.status === 0 ? 'onSale' : 'warehouse',
        images: asArray(p.pic).map(str),
        externalId: str(p.outer_product_id) || null,
        skus: asArray(p.spec_prices).map((s) => ({
          specs: asArray(s.spec_detail_names).map((n) => {
            const [name = '', value = ''] = str(n).split(':');
            return { name, value };
          }),
          priceFen: Number(s.price),
          stock: Number(s.stock_num),
        })),
      };
    },
  },
});
