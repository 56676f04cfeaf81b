import {
  type ConnectorOperations,
  defineConnector,
  type PlatformApi,
  type ShopAccess,
  type TokenGrant,
} from '../core/connector.ts';
import { chineseLength, type ListingDraft, specTable, truncateBy } from '../core/listing-draft.ts';
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
  maxPrice,
  specsFrom,
  str,
} from './mapping.ts';
import { pddGatewayTransport } from './transports/md5-router.transport.ts';

const LIMITS = { titleMax: 30, imagesMax: 10, detailImagesMax: 20 };

function toGrant(api: PlatformApi, answer: unknown): TokenGrant {
  const t = asRecord(answer);
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: t.refresh_token_expires_in ? inSeconds(api, t.refresh_token_expires_in) : null,
    shopId: str(field(api, t, 'owner_id')),
    shopName: str(t.owner_name),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
  });
}

/** spec ids are global on the pdd gateway: cache them per connector */
const specIdCache = new WeakMap<PlatformApi, Map<string, number>>();

export async function specIds(
  api: PlatformApi,
  shop: ShopAccess,
  draft: ListingDraft,
  /** pdd: the leaf's specs; kuaituantuan goods have no category (null) */
  categoryId: string | null,
): Promise<Map<string, number>> {
  const cache = specIdCache.get(api) ?? new Map<string, number>();
  specIdCache.set(api, cache);
  const table = specTable(draft.skus);
  if (table.length === 0) return cache;
  const parents = asArray(
    asRecord(await api.call('pdd.goods.spec.get', { cat_id: categoryId ?? undefined }, { shop })).goods_spec_list,
  );
  const fallback = parents.find((p) => p.parent_spec_name === '规格') ?? parents[0];
  for (const { name, values } of table) {
    const parent = parents.find((p) => p.parent_spec_name === name) ?? fallback;
    for (const value of values) {
      const key = `${name}=${value}`;
      if (cache.has(key)) continue;
      const answer = asRecord(
        await api.call('pdd.goods.spec.id.get', { parent_spec_id: parent?.parent_spec_id, spec_name: value }, { shop }),
      );
      cache.set(key, Number(field(api, answer, 'spec_id')));
    }
  }
  return cache;
}

/** token exchange and refresh on the pdd gateway (pdd and kuaituantuan) */
export const pddOperations: Pick<ConnectorOperations, 'exchangeCode' | 'refreshToken'> = {
  exchangeCode: async (api, { code }) =>
    toGrant(api, await api.call('pdd.pop.auth.token.create', { code }, { anonymous: true })),
  refreshToken: async (api, refreshToken) =>
    toGrant(api, await api.call('pdd.pop.auth.token.refresh', { refresh_token: refreshToken }, { anonymous: true })),
};

/** pdd (拼多多): the pdd gateway, group and single-buy prices, spec ids, cost templates. */
export const pddConnector = defineConnector({
  station: 2,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  limits: LIMITS,
  transport: pddGatewayTransport(),
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/oauth/authorize', input, { response_type: 'code', client_id: api.options.app.appKey }),
    ...pddOperations,
    async listCategories(api, shop, parent) {
      const answer = asRecord(await api.call('pdd.goods.cats.get', { parent_cat_id: parent?.cId ?? 0 }, { shop }));
      return childrenOf(
        parent,
        asArray(answer.goods_cats_list).map((c) => ({
          cId: c.cat_id,
          name: c.cat_name,
          isLeaf: c.leaf,
          level: c.level,
        })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call('pdd.goods.logistics.template.get', { page, page_size: Math.min(pageSize, 100) }, { shop }),
      );
      return {
        items: asArray(answer.logistics_template_list).map((t) => ({
          id: str(t.template_id),
          name: str(t.template_name),
        })),
        total: Number(answer.total_count ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const ids = await specIds(api, shop, draft, draft.categoryId);
      const onSale = draft.listingStatus === 'onSale' ? 1 : 0;
      const answer = asRecord(
        await api.call(
          'pdd.goods.add',
          {
            goods_name: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            goods_type: 1,
            goods_desc: (draft.description ?? '').slice(0, 500),
            cat_id: draft.categoryId,
            cost_template_id: draft.freightTemplateId,
            country_id: 0,
            market_price: draft.marketPriceFen ?? maxPrice(draft.skus, (s) => s.originalPriceFen ?? s.priceFen),
            is_folt: true,
            is_pre_sale: Boolean(draft.presell),
            is_refundable: draft.sevenDayReturn ?? true,
            second_hand: false,
            shipment_limit_second: deliverySeconds(draft),
            carousel_gallery: draft.images.slice(0, LIMITS.imagesMax),
            detail_gallery: draft.detailImages.slice(0, LIMITS.detailImagesMax),
            out_goods_id: merchantCode,
            sku_list: draft.skus.map((sku) => ({
              is_onsale: onSale,
              limit_quantity: draft.limitPerBuyer ?? 999,
              multi_price: sku.groupPriceFen,
              price: sku.priceFen,
              quantity: sku.stock,
              spec_id_list: sku.specs.map((s) => ids.get(`${s.name}=${s.value}`)),
              thumb_url: sku.imageUrl ?? draft.images[0],
              weight: sku.weightGrams ?? draft.weightGrams ?? 0,
              out_sku_sn: sku.outerSkuId,
            })),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'goods_id')) };
    },
    async getListing(api, shop, listingId) {
      const info = asRecord(
        asRecord(await api.call('pdd.goods.information.get', { goods_id: listingId }, { shop })).goods_info,
      );
      return {
        listingId: str(info.goods_id),
        title: str(info.goods_name),
        categoryId: str(info.cat_id),
        status: info.is_onsale === 1 ? 'onSale' : 'warehouse',
        images: asArray(info.carousel_gallery).map(str),
        externalId: str(info.out_goods_id) || null,
        skus: asArray(info.sku_list).map((s) => ({
          specs: specsFrom(s.spec, 'parent_name', 'spec_name'),
          priceFen: Number(s.price),
          stock: Number(s.quantity),
        })),
      };
    },
  },
});
