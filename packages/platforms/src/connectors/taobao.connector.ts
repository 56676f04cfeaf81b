/**
 * taobao (淘宝) on TOP (`/router/rest`) with OAuth2 on its own host.
 *
 * Checked against public sources:
 * - OAuth: `https://oauth.taobao.com/authorize?response_type=code&client_id&redirect_uri&state&view=web` and a
 *   form POST to `https://oauth.taobao.com/token` {grant_type, code | refresh_token, client_id, client_secret,
 *   redirect_uri}; the answer `access_token, token_type, expires_in, refresh_token, re_expires_in,
 *   refresh_token_valid_time (ms), taobao_user_id, taobao_user_nick` (URL-encoded) as recorded in public clients
 *   (e.g. a PHP client's saved answer beside its `https://oauth.taobao.com/token` call, found by text search);
 * - `taobao.item.add` (bububa/opentaobao model/product/TaobaoItemAddAPIRequest.go, from TOP's own API doc):
 *   `price` and `sku_prices` in yuan with 2 decimals ("200.07"), SKUs as parallel comma strings
 *   `sku_properties` (pid:vid;pid:vid per SKU, each pair also in `props`), `sku_quantities`, `sku_prices`,
 *   `sku_outer_ids`; `num` the sum of the SKU quantities; the main image as `pic_path` (or `image`); `outer_id`
 *   the merchant code (≤64 bytes); `sub_stock` 1 = reduce on order, 2 = on payment (0 = leave the default);
 *   custom sale-property values as negative vids declared in `input_custom_cpv` ("pid:-1:value");
 *   the answer `item_add_response.item {num_iid, created}`;
 * - sale properties from `taobao.itemprops.get` {cid, is_sale_prop, fields} → item_props.item_prop[{pid, name,
 *   is_sale_prop, prop_values.prop_value[{vid, name}]}] (public clients of itemprops_get_response);
 * - `taobao.itemcats.get` (item_cats.item_cat[{cid, parent_cid, name, is_parent}]), `taobao.delivery.templates.get`
 *   {fields} (delivery_templates.delivery_template[{template_id, name}], total_results; no paging parameters);
 * - reading with `taobao.item.seller.get` {num_iid, fields} and the merchant-code search `taobao.items.custom.get`
 *   {outer_id (≤40, comma-separated), fields} → items_custom_get_response.items.item[] (bububa/opentaobao
 *   model/product/TaobaoItemsCustomGetAPIRequest.go); Item.price / Sku.price in yuan, Sku.properties_name
 *   "pid:vid:pname:vname;..." (model/product/Item.go, Sku.go).
 *
 * Ours: `service_expire_at` in the token answer (the sandbox's report of the app order's end; the real answer
 * has none), the matching of our spec names to the category's sale properties (exact name, then a name
 * starting with ours such as 颜色 → 颜色分类, then the next unused one), the description built from the text and
 * the detail pictures, and pictures passed as given URLs: the real `pic_path` must point into the seller's
 * picture space (taobao.picture.upload) and further main pictures need taobao.item.img.upload, neither done here.
 */
import type { ConnectorOperations, PlatformApi, ShopAccess, TokenGrant } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import { gbkLength, type ListingDraft, type PublishedListing, specTable, truncateBy } from '../core/listing-draft.ts';
import { asArray, asRecord, childrenOf, consentUrl, field, fromSeconds, grant, inSeconds, str } from './mapping.ts';
import { inSeries, locateSkus } from './sku-address.ts';
import { md5RouterTransport, TOP_ROUTER } from './transports/md5-router.transport.ts';
import { tokenRequest } from './transports/transport-helpers.ts';

const LIMITS = { titleMax: 60, imagesMax: 5, detailImagesMax: 0 };
const ITEM_FIELDS = 'num_iid,title,cid,approve_status,outer_id,pic_url,price,num,item_img,sku,created';

/** fen as TOP's yuan with 2 decimals; a fraction of a fen is sent as it is, for the platform to refuse */
export const yuan = (fen: number) => (Number.isInteger(fen) ? (fen / 100).toFixed(2) : String(fen / 100));
const fenOf = (yuanText: unknown) => Math.round(Number(yuanText) * 100);

const decodeNick = (nick: unknown) => {
  try {
    return decodeURIComponent(str(nick));
  } catch {
    return str(nick);
  }
};

function toGrant(api: PlatformApi, t: Record<string, unknown>): TokenGrant {
  const reIn = Number(t.re_expires_in ?? 0);
  const refreshValid = Number(t.refresh_token_valid_time ?? 0);
  return grant({
    accessToken: str(field(api, t, 'access_token')),
    accessTokenExpiresAt: inSeconds(api, t.expires_in),
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: refreshValid > 0 ? new Date(refreshValid) : reIn > 0 ? inSeconds(api, reIn) : null,
    shopId: str(field(api, t, 'taobao_user_id')),
    shopName: decodeNick(t.taobao_user_nick),
    // ours: only the sandbox reports the app order's end here
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
  });
}

const token = async (api: PlatformApi, form: Record<string, string>) =>
  toGrant(
    api,
    await tokenRequest(api, `${api.options.oauthBaseUrl}/token`, {
      ...form,
      client_id: api.options.app.appKey,
      client_secret: api.options.app.appSecret,
    }),
  );

/** the description: detail images as HTML after the text (TOP keeps both in desc) */
const descOf = (text: string | undefined, images: readonly string[]) =>
  `${text ?? ''}${images.map((url) => `<img src="${url}">`).join('')}`.slice(0, 25_000);

interface SaleProp {
  pid: string;
  name: string;
  values: { vid: string; name: string }[];
}

/** each spec name of the draft on one of the category's sale properties, each value on a vid (custom ones negative) */
async function saleProperties(api: PlatformApi, shop: ShopAccess, draft: ListingDraft) {
  const table = specTable(draft.skus);
  const pairs = new Map<string, string>();
  const custom: string[] = [];
  if (table.length === 0) return { pairs, custom };
  const answer = asRecord(
    await api.call(
      'taobao.itemprops.get',
      { cid: draft.categoryId, is_sale_prop: true, fields: 'pid,name,is_sale_prop,prop_values' },
      { shop },
    ),
  );
  const props: SaleProp[] = asArray(asRecord(answer.item_props).item_prop)
    .filter((p) => p.is_sale_prop !== false)
    .map((p) => ({
      pid: str(p.pid),
      name: str(p.name),
      values: asArray(asRecord(p.prop_values).prop_value).map((v) => ({ vid: str(v.vid), name: str(v.name) })),
    }));
  const used = new Set<string>();
  let customVid = 0;
  for (const { name, values } of table) {
    const prop =
      props.find((p) => !used.has(p.pid) && p.name === name) ??
      props.find((p) => !used.has(p.pid) && p.name.startsWith(name)) ??
      props.find((p) => !used.has(p.pid));
    if (!prop) continue; // more spec names than sale properties: the platform refuses the SKUs
    used.add(prop.pid);
    for (const value of values) {
      const standard = prop.values.find((v) => v.name === value);
      const vid = standard?.vid ?? String(--customVid);
      if (!standard) custom.push(`${prop.pid}:${vid}:${value}`);
      pairs.set(`${name}=${value}`, `${prop.pid}:${vid}`);
    }
  }
  return { pairs, custom };
}

/** Sku.properties_name "pid:vid:pname:vname;..." as spec pairs */
const specsOfPropertiesName = (text: unknown) =>
  str(text)
    .split(';')
    .filter(Boolean)
    .map((part) => {
      const [, , name = '', value = ''] = part.split(':');
      return { name, value };
    });

function listingOf(item: Record<string, unknown>): PublishedListing {
  return {
    listingId: str(item.num_iid),
    title: str(item.title),
    categoryId: str(item.cid),
    status: item.approve_status === 'onsale' ? 'onSale' : 'warehouse',
    images: asArray(asRecord(item.item_imgs).item_img).map((i) => str(i.url)),
    externalId: str(item.outer_id) || null,
    skus: asArray(asRecord(item.skus).sku).map((s) => ({
      specs: specsOfPropertiesName(s.properties_name),
      priceFen: fenOf(s.price),
      stock: Number(s.quantity),
      platformSkuId: str(s.sku_id),
      outerSkuId: str(s.outer_id) || undefined,
    })),
  };
}

const readItem = async (api: PlatformApi, shop: ShopAccess, listingId: string) =>
  asRecord(
    asRecord(await api.call('taobao.item.seller.get', { num_iid: listingId, fields: ITEM_FIELDS }, { shop })).item,
  );

/**
 * taobao.item.quantity.update {num_iid, sku_id | outer_id (the SKU's merchant code), quantity, type 1 全量}
 * (bububa/opentaobao model/product/TaobaoItemQuantityUpdateAPIRequest.go), one SKU a call.
 */
const updateStock: NonNullable<ConnectorOperations['updateStock']> = (api, shop, { listingId, skus }) =>
  inSeries(skus, (sku) =>
    api.call(
      'taobao.item.quantity.update',
      {
        num_iid: listingId,
        ...(sku.platformSkuId ? { sku_id: sku.platformSkuId } : { outer_id: sku.outerSkuId }),
        quantity: sku.stock,
        type: 1,
      },
      { shop },
    ),
  );

/**
 * taobao.item.sku.price.update {num_iid, properties (required: the SKU's pid:vid;...), price in yuan with 2
 * decimals, item_price} (bububa/opentaobao model/product/TaobaoItemSkuPriceUpdateAPIRequest.go): the item
 * is read first for each SKU's properties. The item price must stay within the SKU prices, so each call
 * carries item_price = the lowest SKU price once that SKU is changed.
 */
const updatePrice: NonNullable<ConnectorOperations['updatePrice']> = async (api, shop, { listingId, skus }) => {
  const item = await readItem(api, shop, listingId);
  const rows = asArray(asRecord(item.skus).sku);
  const prices = new Map(rows.map((r) => [str(r.sku_id), fenOf(r.price)]));
  await inSeries(locateSkus(api.station, listingOf(item), skus), (sku) => {
    prices.set(sku.platformSkuId, sku.priceFen);
    const row = rows.find((r) => str(r.sku_id) === sku.platformSkuId);
    return api.call(
      'taobao.item.sku.price.update',
      {
        num_iid: listingId,
        properties: str(row?.properties),
        price: yuan(sku.priceFen),
        item_price: yuan(Math.min(...prices.values())),
      },
      { shop },
    );
  });
};

/**
 * taobao.item.update.delisting {num_iid} / taobao.item.update.listing {num_iid, num} (bububa/opentaobao
 * model/product/TaobaoItemUpdateDelistingAPIRequest.go, TaobaoItemUpdateListingAPIRequest.go): `num` is
 * required and above zero; with SKUs the platform takes their sum instead, so the item's own is sent.
 */
const setShelf: NonNullable<ConnectorOperations['setShelf']> = async (api, shop, { listingId, onSale }) => {
  if (!onSale) {
    await api.call('taobao.item.update.delisting', { num_iid: listingId }, { shop });
    return;
  }
  const num = Number((await readItem(api, shop, listingId)).num);
  await api.call('taobao.item.update.listing', { num_iid: listingId, num: Math.max(1, num) }, { shop });
};

/** taobao (淘宝, TOP): OAuth2 on oauth.taobao.com, the /router/rest gateway, titles counted in bytes. */
export const taobaoConnector = defineConnector({
  station: 3,
  authorization: 'oauth',
  freightTemplateKind: 'delivery',
  goodsPage: '/item.htm?id={id}',
  limits: LIMITS,
  transport: md5RouterTransport(TOP_ROUTER),
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/authorize', input, {
        response_type: 'code',
        client_id: api.options.app.appKey,
        view: 'web',
      }),
    exchangeCode: (api, { code, redirectUri }) =>
      token(api, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
    refreshToken: (api, refreshToken) => token(api, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    async listCategories(api, shop, parent) {
      const answer = asRecord(
        await api.call(
          'taobao.itemcats.get',
          { parent_cid: parent?.cId ?? 0, fields: 'cid,parent_cid,name,is_parent' },
          { shop },
        ),
      );
      return childrenOf(
        parent,
        asArray(asRecord(answer.item_cats).item_cat).map((c) => ({ cId: c.cid, name: c.name, isLeaf: !c.is_parent })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      // no paging on TOP: every template of the seller comes at once
      const answer = asRecord(
        await api.call('taobao.delivery.templates.get', { fields: 'template_id,template_name' }, { shop }),
      );
      const all = asArray(asRecord(answer.delivery_templates).delivery_template).map((t) => ({
        id: str(t.template_id),
        name: str(t.name ?? t.template_name),
      }));
      return {
        items: all.slice((page - 1) * pageSize, page * pageSize),
        total: Number(answer.total_results ?? all.length),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const { pairs, custom } = await saleProperties(api, shop, draft);
      const skuProps = draft.skus.map((s) => s.specs.map((x) => pairs.get(`${x.name}=${x.value}`) ?? '').join(';'));
      const props = [...new Set(skuProps.flatMap((p) => p.split(';')).filter(Boolean))].join(';');
      const hasSkus = skuProps.some((p) => p !== '');
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
            price: yuan(Math.min(...draft.skus.map((s) => s.priceFen))),
            postage_id: draft.freightTemplateId,
            sub_stock: draft.stockDeduction === 'onOrder' ? 1 : draft.stockDeduction === 'onPayment' ? 2 : undefined,
            outer_id: merchantCode,
            pic_path: draft.images[0],
            props: props || undefined,
            input_custom_cpv: custom.length > 0 ? custom.join(';') : undefined,
            sku_properties: hasSkus ? skuProps.join(',') : undefined,
            sku_quantities: hasSkus ? draft.skus.map((s) => s.stock).join(',') : undefined,
            sku_prices: hasSkus ? draft.skus.map((s) => yuan(s.priceFen)).join(',') : undefined,
            sku_outer_ids: hasSkus ? draft.skus.map((s) => s.outerSkuId ?? '').join(',') : undefined,
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, asRecord(answer.item), 'num_iid')) };
    },
    getListing: async (api, shop, listingId) => listingOf(await readItem(api, shop, listingId)),
    updateStock,
    updatePrice,
    setShelf,
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(
        await api.call('taobao.items.custom.get', { outer_id: merchantCode, fields: ITEM_FIELDS }, { shop }),
      );
      const newest = asArray(asRecord(answer.items).item)
        .filter((i) => str(i.outer_id) === merchantCode)
        .sort((a, b) => str(b.created).localeCompare(str(a.created)) || Number(b.num_iid) - Number(a.num_iid))[0];
      return newest ? listingOf(newest) : null;
    },
  },
});
