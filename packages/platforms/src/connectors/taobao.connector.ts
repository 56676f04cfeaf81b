import { defineConnector, type PlatformApi, type TokenGrant } from '../core/connector.ts';
import { gbkLength, truncateBy } from '../core/listing-draft.ts';
import {
  asArray,
  asRecord,
  childrenOf,
  consentUrl,
  field,
  fromSeconds,
  grant,
  inSeconds,
  minPrice,
  specsFrom,
  str,
} from './mapping.ts';
import { md5RouterTransport, TOP_ROUTER } from './transports/md5-router.transport.ts';
import { tokenRequest } from './transports/transport-helpers.ts';

const LIMITS = { titleMax: 60, imagesMax: 5, detailImagesMax: 0 };

function toGrant(api: PlatformApi, t: Record<string, unknown>): TokenGrant {
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: t.re_expires_in ? inSeconds(api, t.re_expires_in) : null,
    shopId: str(field(api, t, 'taobao_user_id')),
    shopName: str(t.taobao_user_nick),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
  });
}

const token = async (api: PlatformApi, form: Record<string, string>) =>
  toGrant(
    api,
    await tokenRequest(api, `${api.options.baseUrl}/token`, {
      ...form,
      client_id: api.options.app.appKey,
      client_secret: api.options.app.appSecret,
    }),
  );

/** the description: detail images as HTML after the text (TOP keeps both in desc) */
const descOf = (text: string | undefined, images: readonly string[]) =>
  `${text ?? ''}${images.map((url) => `<img src="${url}">`).join('')}`.slice(0, 25_000);

/** taobao (淘宝, TOP): OAuth2, the /router/rest gateway, titles counted in bytes. */
export const taobaoConnector = defineConnector({
  station: 3,
  authorization: 'oauth',
  freightTemplateKind: 'delivery',
  limits: LIMITS,
  transport: md5RouterTransport(TOP_ROUTER),
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/oauth/authorize', input, {
        response_type: 'code',
        client_id: api.options.app.appKey,
        view: 'web',
      }),
    exchangeCode: (api, { code, redirectUri }) =>
      token(api, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refreshToken: (api, refreshToken) => token(api, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    async listCategories(api, shop, parent) {
      const answer = asRecord(await api.call('taobao.itemcats.get', { parent_cid: parent?.cId ?? 0 }, { shop }));
      return childrenOf(
        parent,
        asArray(asRecord(answer.item_cats).item_cat).map((c) => ({ cId: c.cid, name: c.name, isLeaf: !c.is_parent })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call('taobao.delivery.templates.get', { page_no: page, page_size: pageSize }, { shop }),
      );
      return {
        items: asArray(asRecord(answer.delivery_templates).delivery_template).map((t) => ({
          id: str(t.template_id),
          name: str(t.name),
        })),
        total: Number(answer.total_results ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(
        await api.call(
          'taobao.item.add',
          {
            title: truncateBy(draft.title, LIMITS.titleMax, gbkLength),
            desc: descOf(draft.description, draft.detailImages),
            cid: draft.categoryId,
            type: 'fixed',
            stuff_status: 'new',
            approve_status: draft.listingStatus === 'onSale' ? 'onsale' : 'instock',
            num: draft.skus.reduce((n, s) => n + s.stock, 0),
            price: minPrice(draft.skus),
            postage_id: draft.freightTemplateId,
            sub_stock: draft.stockDeduction === 'onOrder' ? 1 : 0,
            outer_id: merchantCode,
            image_urls: draft.images.slice(0, LIMITS.imagesMax),
            skus: draft.skus.map((s) => ({
              properties: s.specs,
              price: s.priceFen,
              quantity: s.stock,
              outer_id: s.outerSkuId,
            })),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, asRecord(answer.item), 'num_iid')) };
    },
    async getListing(api, shop, listingId) {
      const item = asRecord(asRecord(await api.call('taobao.item.seller.get', { num_iid: listingId }, { shop })).item);
      return {
        listingId: str(item.num_iid),
        title: str(item.title),
        categoryId: str(item.cid),
        status: item.approve_status === 'onsale' ? 'onSale' : 'warehouse',
        images: asArray(asRecord(item.item_imgs).item_img).map((i) => str(i.url)),
        externalId: str(item.outer_id) || null,
        skus: asArray(asRecord(item.skus).sku).map((s) => ({
          specs: specsFrom(s.properties),
          priceFen: Number(s.price),
          stock: Number(s.quantity),
        })),
      };
    },
  },
});
