import type {
  CategoryParent,
  PlatformApi,
  PriceUpdateInput,
  ShopAccess,
  StockUpdateInput,
  TokenGrant,
} from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import type { PublishedListing } from '../core/listing-draft.ts';
import { isPlatformError } from '../core/platform-error.ts';
import { asArray, asRecord, childrenOf, field, fromMs, fromSeconds, grant, maxPrice, str } from './mapping.ts';
import { perSkuCalls } from './sku-address.ts';
import { YOUZAN_TOKEN_METHOD, youzanTransport } from './transports/youzan.transport.ts';

/**
 * youzan (有赞, station 32) on youzan cloud (有赞云).
 *
 * Checked against public sources:
 * - the protocol (unsigned `POST /api/{api}/{version}?access_token=` JSON, `POST /auth/token` with
 *   `authorize_type`, the answer and error envelopes and codes): youzan/open-sdk-node and the documents
 *   named in transports/youzan.transport.ts;
 * - the consent page `/oauth/authorize?client_id&response_type=code&state&redirect_uri` (youzan's tool-app
 *   flow as public clients call it on open.youzan.com; youzanyun's quick-start shows the same on
 *   open.youzanyun.com);
 * - the methods and fields (youzan's API documents as generated into nest-mods/youzan src/model and the
 *   C# SDK koaqiu/open-sdk-csharp): `youzan.shop.basic.get` 3.0.0 → `{ sid, name }`;
 *   `youzan.itemcategories.get` 3.0.0 → `categories [{ cid, parent_cid, name, is_parent, sub_categories }]`;
 *   `youzan.logistics.template.search` 3.0.0 `{ page_no, page_size }` → `object.data { paginator { page, size,
 *   totalCount }, items [{ id, name }] }`; `youzan.item.create` 3.0.0 `{ cid, title, desc, price (fen), quantity,
 *   item_no, image_ids, is_display, delivery_template_id, post_fee, buy_quota, origin_price (text),
 *   sku_stocks (JSON text [{ price, quantity, item_no, skus [{ k, v }] }]) }` → `item { item_id }`;
 *   `youzan.item.get` 3.0.0 `{ item_id }` → `item { item_id, title, cid, is_listing, item_no, item_imgs,
 *   skus [{ price, quantity, properties_name_json }] }`; `youzan.items.custom.get` 3.0.0 `{ item_no }` →
 *   `{ items, count }`; error 121009313 "至少上传一张图片" and 122001001 / 123005001 "商品不存在"
 *   (the error transcript above).
 *
 * Not confirmed, or ours:
 * - the upload `youzan.materials.storage.platform.img.upload` 3.0.0 by `{ image_url }` (the SDKs upload a
 *   file `image`; the URL form and the answer's `image_id` are seen in third-party code only);
 * - youzan's token answer names no shop (`authority_id` is taken as its id) and no order end: the name comes
 *   from `youzan.shop.basic.get`; our sandbox adds `service_expire_at` (ours, seconds);
 * - the `module` parameter on the consent URL (goods or order app) is ours: on youzan they are two apps;
 * - token lifetimes and the limits (100 characters of title, 15 images) as the documents say, unverified.
 */
const LIMITS = { titleMax: 100, imagesMax: 15, detailImagesMax: 50 };
const V3 = '3.0.0';
const NOT_FOUND_CODES = ['122001001', '123005001'];

const titleOf = (title: string) => [...title].slice(0, LIMITS.titleMax).join('');
const yuanText = (fen: number) => (fen / 100).toFixed(2);

async function toGrant(api: PlatformApi, answer: unknown): Promise<TokenGrant> {
  const t = asRecord(answer);
  const accessToken = str(field(api, t, 'access_token'));
  const shop = asRecord(await api.call(`youzan.shop.basic.get/${V3}`, {}, { shop: { accessToken, shopId: '' } }));
  return grant({
    accessToken,
    accessTokenExpiresAt: fromMs(field(api, t, 'expires')) as Date,
    refreshToken: str(t.refresh_token) || null,
    refreshTokenExpiresAt: null,
    shopId: str(shop.sid ?? field(api, t, 'authority_id')),
    shopName: str(shop.name),
    authorizationExpiresAt: fromSeconds(t.service_expire_at),
  });
}

/** the category tree's children of one node (youzan returns the whole tree) */
function childrenIn(tree: Record<string, unknown>[], parentId: string | null): Record<string, unknown>[] {
  if (parentId === null) return tree;
  for (const node of tree) {
    if (str(node.cid) === parentId) return asArray(node.sub_categories);
    const found = childrenIn(asArray(node.sub_categories), parentId);
    if (found.length > 0) return found;
  }
  return [];
}

function listingOf(item: Record<string, unknown>): PublishedListing {
  return {
    listingId: str(item.item_id),
    title: str(item.title),
    categoryId: str(item.cid),
    status: item.is_listing === true ? 'onSale' : 'warehouse',
    images: asArray(item.item_imgs).map((i) => str(i.url)),
    externalId: str(item.item_no) || null,
    skus: asArray(item.skus).map((s) => {
      let props: Record<string, unknown>[] = [];
      try {
        props = asArray(JSON.parse(str(s.properties_name_json) || '[]'));
      } catch {
        props = [];
      }
      return {
        specs: props.map((p) => ({ name: str(p.k), value: str(p.v) })),
        priceFen: Number(s.price),
        stock: Number(s.quantity),
        platformSkuId: str(s.sku_id),
        outerSkuId: str(s.item_no) || undefined,
      };
    }),
  };
}

const readItem = async (api: PlatformApi, shop: ShopAccess, itemId: string) =>
  listingOf(
    asRecord(
      field(api, asRecord(await api.call(`youzan.item.get/${V3}`, { item_id: Number(itemId) }, { shop })), 'item'),
    ),
  );

async function getItem(api: PlatformApi, shop: ShopAccess, itemId: string): Promise<PublishedListing | null> {
  try {
    return await readItem(api, shop, itemId);
  } catch (error) {
    if (isPlatformError(error) && NOT_FOUND_CODES.some((c) => error.code?.startsWith(c))) return null;
    throw error;
  }
}

/**
 * youzan.item.quantity.update 3.0.0 {item_id, sku_id, quantity, type 0 全量}
 * (nest-mods/youzan src/model/item/item-quantity-update.ts), one SKU a call
 */
const updateStock = perSkuCalls<StockUpdateInput['skus'][number]>(readItem, (api, shop, listingId, sku) =>
  api.call(
    `youzan.item.quantity.update/${V3}`,
    { item_id: Number(listingId), sku_id: Number(sku.platformSkuId), quantity: sku.stock, type: 0 },
    { shop },
  ),
);

/**
 * youzan.item.sku.update 3.0.0 {item_id, sku_id, price: "精确到小数点2位；单位:元"} (nest-mods/youzan
 * src/model/item/item-sku-update.ts): yuan text here, where youzan.item.create takes fen
 */
const updatePrice = perSkuCalls<PriceUpdateInput['skus'][number]>(readItem, (api, shop, listingId, sku) =>
  api.call(
    `youzan.item.sku.update/${V3}`,
    { item_id: Number(listingId), sku_id: Number(sku.platformSkuId), price: yuanText(sku.priceFen) },
    { shop },
  ),
);

export const youzanConnector = defineConnector({
  station: 32,
  authorization: 'oauth',
  freightTemplateKind: 'freight',
  goodsPage: '/wscgoods/detail/{id}',
  limits: LIMITS,
  transport: youzanTransport(),
  operations: {
    authorizeUrl(api, input) {
      const url = new URL(`${api.options.authorizeBaseUrl}/oauth/authorize`);
      url.searchParams.set('client_id', api.options.app.appKey);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('state', input.state);
      url.searchParams.set('redirect_uri', input.redirectUri);
      // OURS: youzan's goods and order apps are two apps; with one client_id we name the app
      // (module) as an extra parameter, which the sandbox's consent page reads
      if (input.module) url.searchParams.set('module', input.module);
      return url.toString();
    },
    exchangeCode: async (api, { code, redirectUri }) =>
      toGrant(
        api,
        await api.call(
          YOUZAN_TOKEN_METHOD,
          { authorize_type: 'authorization_code', code, redirect_uri: redirectUri },
          { anonymous: true },
        ),
      ),
    refreshToken: async (api, refreshToken) =>
      toGrant(
        api,
        await api.call(
          YOUZAN_TOKEN_METHOD,
          { authorize_type: 'refresh_token', refresh_token: refreshToken },
          { anonymous: true },
        ),
      ),
    async listCategories(api, shop, parent: CategoryParent | null) {
      const answer = asRecord(await api.call(`youzan.itemcategories.get/${V3}`, {}, { shop }));
      const nodes = childrenIn(asArray(answer.categories), parent?.cId ?? null);
      return childrenOf(
        parent,
        nodes.map((c) => ({ cId: c.cid, name: c.name, isLeaf: c.is_parent !== true })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const answer = asRecord(
        await api.call(`youzan.logistics.template.search/${V3}`, { page_no: page, page_size: pageSize }, { shop }),
      );
      const data = asRecord(asRecord(answer.object).data);
      return {
        items: asArray(data.items).map((t) => ({ id: str(t.id), name: str(t.name) })),
        total: Number(asRecord(data.paginator).totalCount ?? 0),
      };
    },
    async publish(api, shop, { draft, merchantCode }) {
      // youzan takes images of its own material centre: upload each first
      const imageIds: string[] = [];
      for (const imageUrl of draft.images.slice(0, LIMITS.imagesMax)) {
        const uploaded = asRecord(
          await api.call(`youzan.materials.storage.platform.img.upload/${V3}`, { image_url: imageUrl }, { shop }),
        );
        imageIds.push(str(field(api, uploaded, 'image_id')));
      }
      const detail = draft.detailImages.slice(0, LIMITS.detailImagesMax);
      const market = draft.marketPriceFen ?? maxPrice(draft.skus, (s) => s.originalPriceFen);
      const answer = asRecord(
        await api.call(
          `youzan.item.create/${V3}`,
          {
            title: titleOf(draft.title),
            desc: `<p>${draft.description ?? draft.title}</p>${detail.map((u) => `<p><img src="${u}"/></p>`).join('')}`,
            cid: Number(draft.categoryId),
            price: Math.min(...draft.skus.map((s) => s.priceFen)),
            quantity: draft.skus.reduce((n, s) => n + s.stock, 0),
            item_no: merchantCode,
            image_ids: imageIds.join(','),
            is_display: draft.listingStatus === 'onSale' ? 1 : 0,
            ...(draft.freightTemplateId ? { delivery_template_id: Number(draft.freightTemplateId) } : { post_fee: 0 }),
            buy_quota: draft.limitPerBuyer ?? 0,
            ...(market > 0 ? { origin_price: yuanText(market) } : {}),
            sku_stocks: JSON.stringify(
              draft.skus.map((s, i) => ({
                price: s.priceFen,
                quantity: s.stock,
                item_no: s.outerSkuId ?? `${merchantCode}-${i + 1}`,
                skus: s.specs.map((p) => ({ k: p.name, v: p.value })),
              })),
            ),
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, asRecord(field(api, answer, 'item')), 'item_id')) };
    },
    getListing: (api, shop, listingId) => getItem(api, shop, listingId),
    updateStock,
    updatePrice,
    // youzan.item.update.delisting / youzan.item.update.listing 3.0.0 {item_id} (nest-mods/youzan
    // src/model/item/item-update-delisting.ts, item-update-listing.ts)
    setShelf: async (api, shop, { listingId, onSale }) => {
      const method = onSale ? 'youzan.item.update.listing' : 'youzan.item.update.delisting';
      await api.call(`${method}/${V3}`, { item_id: Number(listingId) }, { shop });
    },
    async findByMerchantCode(api, shop, merchantCode) {
      const answer = asRecord(await api.call(`youzan.items.custom.get/${V3}`, { item_no: merchantCode }, { shop }));
      const ids = asArray(answer.items)
        .filter((i) => str(i.item_no) === merchantCode)
        .map((i) => str(i.item_id))
        .sort((a, b) => b.length - a.length || (b > a ? 1 : b < a ? -1 : 0));
      // the newest of them (a code repeated after a lost answer may have made more than one)
      return ids[0] ? getItem(api, shop, ids[0]) : null;
    },
  },
});
