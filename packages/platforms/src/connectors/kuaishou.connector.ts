import { defineConnector, type PlatformApi, type TokenGrant } from '../core/connector.ts';
import { chineseLength, truncateBy } from '../core/listing-draft.ts';
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
  str,
} from './mapping.ts';
import { kuaishouTransport } from './transports/kuaishou.transport.ts';
import { tokenRequest } from './transports/transport-helpers.ts';

const LIMITS = { titleMax: 30, imagesMax: 9, detailImagesMax: 20 };

const token = async (api: PlatformApi, path: string, form: Record<string, string>): Promise<TokenGrant> => {
  const t = await tokenRequest(
    api,
    `${api.options.baseUrl}${path}`,
    { ...form, app_id: api.options.app.appKey, app_secret: api.options.app.appSecret },
    (body) => (body.result === 1 ? null : { code: body.result, subCode: body.sub_code, message: body.error_msg }),
  );
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: t.refresh_token_expires_in ? inSeconds(api, t.refresh_token_expires_in) : null,
    shopId: str(field(api, t, 'open_id')),
    shopName: str(t.shop_name),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
    modules: asArray(t.scopes).map((scope) => (String(scope) === 'merchant_order' ? 'order' : 'goods')),
  });
};

/** kuaishou (快手): sign secret, 48 h tokens, express templates, 500 new items a day. */
export const kuaishouConnector = defineConnector({
  station: 4,
  authorization: 'oauth',
  freightTemplateKind: 'express',
  limits: LIMITS,
  transport: kuaishouTransport,
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/oauth2/authorize', input, {
        app_id: api.options.app.appKey,
        response_type: 'code',
        scope: input.module === 'order' ? 'merchant_order' : 'merchant_item',
      }),
    exchangeCode: (api, { code }) => token(api, '/oauth2/access_token', { grant_type: 'code', code }),
    refreshToken: (api, refreshToken) =>
      token(api, '/oauth2/refresh_token', { grant_type: 'refresh_token', refresh_token: refreshToken }),
    async listCategories(api, shop, parent) {
      const answer = await api.call('open.item.category', { parentId: Number(parent?.cId ?? 0) }, { shop });
      return childrenOf(
        parent,
        asArray(answer).map((c) => ({ cId: c.categoryId, name: c.categoryName, isLeaf: c.leaf, level: c.level })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call(
          'open.logistics.express.template.list',
          { offset: (page - 1) * pageSize, limit: pageSize },
          { shop },
        ),
      );
      return {
        items: asArray(answer.templates).map((t) => ({ id: str(t.id), name: str(t.name) })),
        total: Number(answer.total ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(
        await api.call(
          'open.item.new',
          {
            title: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            relItemId: merchantCode,
            categoryId: Number(draft.categoryId),
            imageUrls: draft.images.slice(0, LIMITS.imagesMax),
            details: draft.description ?? '',
            detailImageUrls: draft.detailImages.slice(0, LIMITS.detailImagesMax),
            skuList: draft.skus.map((s, i) => ({
              relSkuId: s.outerSkuId ?? `${merchantCode}-${i}`,
              skuStock: s.stock,
              skuSalePrice: s.priceFen,
              skuProps: s.specs.map((x) => ({ propName: x.name, propValueName: x.value })),
            })),
            itemPropValues: (draft.attributes ?? []).map((a) => ({ propName: a.name, propValue: a.value })),
            expressTemplateId: Number(draft.freightTemplateId),
            serviceRule: { promiseDeliveryTime: deliverySeconds(draft) },
            immediatelyOnOfflineFlag: draft.listingStatus === 'onSale' ? 0 : 1,
            purchaseLimit: draft.limitPerBuyer ? true : undefined,
            limitCount: draft.limitPerBuyer ?? undefined,
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'itemId')) };
    },
    async getListing(api, shop, listingId) {
      const item = asRecord(await api.call('open.item.get', { kwaiItemId: Number(listingId) }, { shop }));
      return {
        listingId: str(item.kwaiItemId),
        title: str(item.title),
        categoryId: str(item.categoryId),
        status: item.onOffline === 1 ? 'onSale' : 'warehouse',
        images: asArray(item.imageUrls).map(str),
        externalId: str(item.relItemId) || null,
        skus: asArray(item.skuList).map((s) => ({
          specs: asArray(s.skuProps).map((x) => ({ name: str(x.propName), value: str(x.propValueName) })),
          priceFen: Number(s.skuSalePrice),
          stock: Number(s.skuStock),
        })),
      };
    },
  },
});
