import { defineConnector, type PlatformApi, type TokenGrant } from '../core/connector.ts';
import { chineseLength, truncateBy } from '../core/listing-draft.ts';
import { asArray, asRecord, childrenOf, consentUrl, field, fromSeconds, grant, inSeconds, str } from './mapping.ts';
import { alibabaTransport } from './transports/alibaba.transport.ts';
import { tokenRequest } from './transports/transport-helpers.ts';

const LIMITS = { titleMax: 30, imagesMax: 5, detailImagesMax: 0 };

const token = async (api: PlatformApi, form: Record<string, string>): Promise<TokenGrant> => {
  const { appKey, appSecret } = api.options.app;
  const t = await tokenRequest(
    api,
    `${api.options.baseUrl}/openapi/http/1/system.oauth2/getToken/${appKey}`,
    { ...form, need_refresh_token: 'true', client_id: appKey, client_secret: appSecret },
    (body) =>
      body.error_code || body.error
        ? {
            code: body.error_code ?? body.error,
            subCode: body.error_code ?? body.sub_code,
            message: body.error_message ?? body.error_description,
          }
        : null,
  );
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: t.refresh_token_timeout ? new Date(str(t.refresh_token_timeout)) : null,
    shopId: str(field(api, t, 'aliId')),
    shopName: str(t.resource_owner),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
    modules: asArray(t.scope).length > 0 ? (asArray(t.scope) as unknown as TokenGrant['modules']) : ['goods', 'order'],
  });
};

/**
 * 1688 (station 1): the distributor's own 1688 shop (categories, freight templates, products) and,
 * with module buy, the buyer account (see alibaba-buyer.ts); the offer selection is offer-source.ts.
 */
export const alibabaConnector = defineConnector({
  station: 1,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  limits: LIMITS,
  transport: alibabaTransport,
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/oauth/authorize', input, { client_id: api.options.app.appKey, site: '1688' }),
    exchangeCode: (api, { code, redirectUri }) =>
      token(api, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refreshToken: (api, refreshToken) => token(api, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    async listCategories(api, shop, parent) {
      const answer = asRecord(
        await api.call('com.alibaba.product:alibaba.category.get', { categoryID: parent?.cId ?? 0 }, { shop }),
      );
      return childrenOf(
        parent,
        asArray(answer.categoryInfo).map((c) => ({
          cId: c.categoryID,
          name: c.name,
          isLeaf: c.isLeaf,
          level: c.level,
        })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call(
          'com.alibaba.logistics:alibaba.logistics.freightTemplate.getList',
          { pageNo: page, pageSize },
          { shop },
        ),
      );
      return {
        items: asArray(answer.result).map((t) => ({ id: str(t.id), name: str(t.name) })),
        total: Number(answer.totalCount ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(
        await api.call(
          'com.alibaba.product:alibaba.product.add',
          {
            outerId: merchantCode,
            subject: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            categoryID: draft.categoryId,
            images: draft.images.slice(0, LIMITS.imagesMax),
            description: draft.description ?? '',
            freightTemplateID: draft.freightTemplateId,
            status: draft.listingStatus === 'onSale' ? 'published' : 'saved',
            skuInfos: draft.skus.map((s) => ({
              price: s.priceFen,
              amountOnSale: s.stock,
              cargoNumber: s.outerSkuId,
              attributes: s.specs.map((x) => ({ attributeName: x.name, attributeValue: x.value })),
            })),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, answer, 'productID')) };
    },
    async getListing(api, shop, listingId) {
      const answer = asRecord(
        await api.call('com.alibaba.product:alibaba.product.get', { productID: listingId }, { shop }),
      );
      const info = asRecord(answer.productInfo);
      return {
        listingId: str(info.productID),
        title: str(info.subject),
        categoryId: str(info.categoryID),
        status: info.status === 'published' ? 'onSale' : 'warehouse',
        images: asArray(info.images).map(str),
        externalId: str(info.outerId) || null,
        skus: asArray(info.skuInfos).map((s) => ({
          specs: asArray(s.attributes).map((a) => ({ name: str(a.attributeName), value: str(a.attributeValue) })),
          priceFen: Number(s.price),
          stock: Number(s.amountOnSale),
        })),
      };
    },
  },
});
