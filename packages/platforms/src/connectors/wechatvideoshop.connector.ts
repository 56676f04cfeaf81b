import type { ConnectorOperations, PlatformApi, ShopAccess, StockUpdateInput } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import { chineseLength, type PublishedListing, truncateBy } from '../core/listing-draft.ts';
import { PlatformError } from '../core/platform-error.ts';
import { genericGrant } from './generic-goods.connector.ts';
import { asArray, asRecord, childrenOf, field, str } from './mapping.ts';
import { locateSkus, perSkuCalls } from './sku-address.ts';
import { wechatChannelsTransport } from './transports/wechat-channels.transport.ts';

/**
 * WeChat video shop (微信小店, station 36) on WeChat's channels shop API.
 *
 * Checked against public sources (the request and answer models of fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat
 * src/SKIT.FlurlHttpClient.Wechat.Api/Models/Channels/ECProduct, ECCategory, ECMerchant):
 * - `POST /channels/ec/product/add?access_token=`, JSON, no signature: `out_product_id, title, head_imgs,
 *   desc_info { imgs, desc }, cats [{ cat_id }], express_info { template_id, weight (g) }, skus [{ out_sku_id,
 *   thumb_img, sale_price (fen), stock_num, sku_attrs [{ attr_key, attr_value }] }], limited_info { period_type,
 *   limited_buy_num }, extra_service { seven_day_return }, listing` → `{ errcode, errmsg, data { product_id,
 *   create_time } }`;
 * - `product/get { product_id, data_type }` → `product` (online) / `edit_product` (draft) with `status` 5 on
 *   sale; `product/list/get { status, page_size, next_key }` → `{ product_ids, next_key, total_num }` (no filter
 *   by `out_product_id`: the merchant code is found by reading the products, newest first);
 * - `category/availablesoncategories/get { f_cat_id }` → `cat_list_v2 [{ cat_id, f_cat_id, name, leaf }]`
 *   (`cat_list` before 2024-10-28; the SDK marks the API itself to go offline 2025-07-01);
 * - `merchant/getfreighttemplatelist { offset, limit }` → `template_id_list` (strings) and
 *   `merchant/getfreighttemplatedetail { template_id }` → `freight_template { template_id, name }`;
 * - the global codes (-1, 40001, 40014, 41001, 42001, 45009, 45011: transports/wechat-channels.transport.ts).
 *
 * Not confirmed, or ours:
 * - WeChat's own token endpoints (`/cgi-bin/token`, `/cgi-bin/stable_token`) give a token for an appid and
 *   secret; how a shop named in our bind-shop modal grants one to our app has NO public source: the shop-name
 *   token check is OURS (`shop.token` on our generic goods API, 2 hours, no refresh), sandbox only;
 * - images: WeChat may want them hosted on its own domain (an upload API first); we send the draft's URLs;
 * - the limits (60 characters of title, 9 main images) and the minimum of one image are ours.
 */
const LIMITS = { titleMax: 60, imagesMax: 9, detailImagesMax: 20 };
/** WeChat product status: 5 on sale */
const ON_SALE = 5;
const LIST_PAGE = 30;
const LIST_PAGES_MAX = 20;

function listingOf(product: Record<string, unknown>): PublishedListing {
  const cats = asArray(product.cats);
  return {
    listingId: str(product.product_id),
    title: str(product.title),
    categoryId: str(cats.at(-1)?.cat_id),
    status: Number(product.status) === ON_SALE ? 'onSale' : 'warehouse',
    images: asArray(product.head_imgs).map(str),
    externalId: str(product.out_product_id) || null,
    skus: asArray(product.skus).map((s) => ({
      specs: asArray(s.sku_attrs).map((a) => ({ name: str(a.attr_key), value: str(a.attr_value) })),
      priceFen: Number(s.sale_price),
      stock: Number(s.stock_num),
      platformSkuId: str(s.sku_id),
      outerSkuId: str(s.out_sku_id) || undefined,
    })),
  };
}

/** the product, online or (before review) its draft */
async function getProduct(api: PlatformApi, shop: ShopAccess, productId: string) {
  const answer = asRecord(await api.call('product/get', { product_id: productId, data_type: 3 }, { shop }));
  const product = asRecord(answer.product ?? answer.edit_product);
  return product.product_id === undefined ? null : product;
}

/** the product as our listing, or the platform's refusal when it has none */
async function readProduct(api: PlatformApi, shop: ShopAccess, productId: string): Promise<PublishedListing> {
  const product = await getProduct(api, shop, productId);
  if (!product)
    throw new PlatformError('permanent', `商品不存在：${productId}`, { station: api.station, code: 'NOT_FOUND' });
  return listingOf(product);
}

/**
 * `product/stock/update` {product_id, sku_id, diff_type 3 设置, num} (fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat
 * Models/Channels/ECProduct/ChannelsECProductStockUpdateRequest.cs): WeChat advises 1/2 (add / take away) under
 * concurrent orders; a sync sets the quantity it means, so 3
 */
const updateStock = perSkuCalls<StockUpdateInput['skus'][number]>(readProduct, (api, shop, listingId, sku) =>
  api.call(
    'product/stock/update',
    { product_id: listingId, sku_id: sku.platformSkuId, diff_type: 3, num: sku.stock },
    { shop },
  ),
);

/**
 * `product/auditfree` {product_id, skus [{sku_id, sale_price (分)}]} (fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat
 * Models/Channels/ECProduct/ChannelsECProductAuditFreeRequest.cs): the price change that needs no review
 */
const updatePrice: NonNullable<ConnectorOperations['updatePrice']> = async (api, shop, { listingId, skus }) => {
  const listing = skus.every((s) => s.platformSkuId)
    ? { listingId, skus: [] }
    : await readProduct(api, shop, listingId);
  const located = locateSkus(api.station, listing, skus);
  await api.call(
    'product/auditfree',
    { product_id: listingId, skus: located.map((s) => ({ sku_id: s.platformSkuId, sale_price: s.priceFen })) },
    { shop },
  );
};

export const wechatVideoShopConnector = defineConnector({
  station: 36,
  authorization: 'shopName',
  freightTemplateKind: 'freight',
  goodsPage: null,
  limits: LIMITS,
  transport: wechatChannelsTransport(),
  operations: {
    async authorizeWithCode(api, input) {
      if (input.kind !== 'shopName') {
        throw new PlatformError('permanent', '微信小店需要店铺名称', { station: api.station });
      }
      return genericGrant(api, await api.call('shop.token', { shopName: input.shopName.trim() }, { anonymous: true }));
    },
    async listCategories(api, shop, parent) {
      const answer = asRecord(
        await api.call('category/availablesoncategories/get', { f_cat_id: parent ? Number(parent.cId) : 0 }, { shop }),
      );
      const cats = asArray(answer.cat_list_v2 ?? answer.cat_list);
      return childrenOf(
        parent,
        cats.map((c) => ({ cId: c.cat_id, name: c.name, isLeaf: c.leaf })),
      );
    },
    async listFreightTemplates(api, shop, { page, pageSize }) {
      const offset = (Math.max(1, page) - 1) * pageSize;
      const answer = asRecord(await api.call('merchant/getfreighttemplatelist', { offset, limit: pageSize }, { shop }));
      const ids = asArray(answer.template_id_list).map(str);
      const items: { id: string; name: string }[] = [];
      for (const id of ids) {
        const detail = asRecord(
          asRecord(await api.call('merchant/getfreighttemplatedetail', { template_id: id }, { shop })).freight_template,
        );
        items.push({ id, name: str(detail.name) });
      }
      // WeChat reports no total: a full page means there may be more
      return { items, total: offset + ids.length + (ids.length === pageSize ? 1 : 0) };
    },
    async publish(api, shop, { draft, merchantCode }) {
      const answer = asRecord(
        await api.call(
          'product/add',
          {
            out_product_id: merchantCode,
            title: truncateBy(draft.title, LIMITS.titleMax, chineseLength),
            head_imgs: draft.images.slice(0, LIMITS.imagesMax),
            desc_info: {
              imgs: draft.detailImages.slice(0, LIMITS.detailImagesMax),
              desc: draft.description ?? '',
            },
            cats: [...(draft.categoryPath ?? []), draft.categoryId].map((id) => ({ cat_id: id })),
            express_info: { template_id: draft.freightTemplateId, weight: draft.weightGrams ?? 0 },
            skus: draft.skus.map((s, i) => ({
              out_sku_id: s.outerSkuId ?? `${merchantCode}-${i + 1}`,
              thumb_img: s.imageUrl ?? draft.images[0],
              sale_price: s.priceFen,
              ...(s.originalPriceFen ? { market_price: s.originalPriceFen } : {}),
              stock_num: s.stock,
              sku_attrs: s.specs.map((p) => ({ attr_key: p.name, attr_value: p.value })),
            })),
            extra_service: { seven_day_return: draft.sevenDayReturn === false ? 0 : 1 },
            ...(draft.limitPerBuyer ? { limited_info: { period_type: 0, limited_buy_num: draft.limitPerBuyer } } : {}),
            listing: draft.listingStatus === 'onSale' ? 1 : 0,
          },
          { shop },
        ),
      );
      return { listingId: str(field(api, asRecord(field(api, answer, 'data')), 'product_id')) };
    },
    async getListing(api, shop, listingId) {
      const product = await getProduct(api, shop, listingId);
      return product ? listingOf(product) : null;
    },
    updateStock,
    updatePrice,
    // product/listing and product/delisting {product_id} (fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat
    // Models/Channels/ECProduct/ChannelsECProductListingRequest.cs, ChannelsECProductDelistingRequest.cs)
    setShelf: async (api, shop, { listingId, onSale }) => {
      await api.call(onSale ? 'product/listing' : 'product/delisting', { product_id: listingId }, { shop });
    },
    async findByMerchantCode(api, shop, merchantCode) {
      // list/get has no merchant-code filter: read the shop's products (newest first) until one matches
      let nextKey: string | undefined;
      for (let page = 0; page < LIST_PAGES_MAX; page += 1) {
        const answer = asRecord(
          await api.call(
            'product/list/get',
            { page_size: LIST_PAGE, ...(nextKey ? { next_key: nextKey } : {}) },
            { shop },
          ),
        );
        for (const id of asArray(answer.product_ids).map(str)) {
          const product = await getProduct(api, shop, id);
          if (product && str(product.out_product_id) === merchantCode) return listingOf(product);
        }
        nextKey = str(answer.next_key) || undefined;
        if (!nextKey || asArray(answer.product_ids).length === 0) break;
      }
      return null;
    },
  },
});
