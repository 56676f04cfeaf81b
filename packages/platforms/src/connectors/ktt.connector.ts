/**
 * kuaituantuan (快团团) on the pdd gateway: a group (团) with one goods.
 *
 * Checked against public sources (the pdd pop SDKs' kuaituantuan classes: request fields in webwlsong/pddsdk
 * src/pddsdk/Api/Request/PddKtt*Request.php, answer keys and fields in the Java pop SDK's
 * com.pdd.pop.sdk.http.api.pop.response.PddKtt*Response classes):
 * - consent page `https://oauth.pinduoduo.com/authorize/ktt?response_type=code&client_id&redirect_uri&state`
 *   (justmd5/pinduoduo-sdk src/Oauth/PreAuth.php, 快团团团长 WEB); tokens as on pdd;
 * - specs through `pdd.ktt.goods.create.spec` {spec_map: {parent name: [values]}} → `response.spec_map`
 *   {parent: [{name, parent_name, spec_id}]} (product of the values at most 400);
 * - `pdd.ktt.group.create` {title, start_time / end_time in ms, is_save_preview 0/1, goods_list[{goods_name,
 *   goods_desc, category_name, pic_url_list (≤20), market_price (fen), limit_buy (0 = none), sku_list[{price_in_fen,
 *   quantity_type 0/1, total_quantity (≤1,000,000), spec_id_list (a real list of ids), thumb_url,
 *   external_sku_id (≤32)}]}]} → `response` {activity_no, success}; the group is created asynchronously;
 * - `pdd.ktt.group.query.status` {activity_no} → `response` {status 1 created / 2 failed / 3 creating, error_msg,
 *   goods_list[{goods_id, sku_list[{external_sku_id, sku_id, spec_id_list}]}]};
 * - `pdd.ktt.goods.query.list` {activity_no | create_time_start/end (ms), page, size} →
 *   `ktt_goods_query_list_response` {goods_list[{activity_no, goods_id, goods_name, category_name,
 *   goods_image_list, create_time, is_activity_delete, sku_list[{external_sku_id, price_in_fen, quantity,
 *   total_quantity, spec_list[{name, parent_name, spec_id}]}]}], total} (`quantity` 剩余库存, `total_quantity`
 *   总库存 = 剩余 + 预占 + 已售);
 * - `pdd.ktt.goods.incr.quantity` {goods_id, sku_id, quantity_delta, modify_quantity_type "不传或1代表增量修改，
 *   2代表全量修改"} → `ktt_goods_incr_quantity_response` {success} (the Java pop SDK's
 *   PddKttGoodsIncrQuantityRequest / PddKttGoodsIncrQuantityResponse; niltor/open-pdd-net-sdk KttApi.cs
 *   "快团团ERP增加商品库存接口").
 *
 * No price and no on/off-sale call: the pdd.ktt.* methods the pop SDKs list (niltor/open-pdd-net-sdk
 * PddOpenSdk/Services/PddApi/KttApi.cs lists them all: goods.create.spec, goods.incr.quantity,
 * goods.query.list/single, goods.upload.image, group.create, group.query.list/status, group.upload.image, the
 * order, logistics, voucher, after-sales and supplier (purchase.*) calls) have none for a group once created,
 * so `updatePrice` and `setShelf` stay absent and a group's price or end is changed by hand in 快团团.
 *
 * Ours: kuaituantuan has no goods-level merchant code, so the merchant code goes into the SKUs'
 * `external_sku_id` (the first SKU carries it whole, the others as `<code>-<n>` cut to 32 characters; the
 * draft's own SKU codes are not sent) and `findByMerchantCode` scans the goods created in the last 7 days
 * (the window pdd.ktt.group.query.list documents; pdd.ktt.goods.query.list documents none). A preview group
 * (is_save_preview) reads back as on sale: neither read call reports it. The group runs for 30 days.
 */
import type { ConnectorOperations, PlatformApi, ShopAccess } from '../core/connector.ts';
import { defineConnector } from '../core/define-connector.ts';
import { chineseLength, type PublishedListing, specTable, truncateBy } from '../core/listing-draft.ts';
import { PlatformError } from '../core/platform-error.ts';
import { asArray, asRecord, consentUrl, field, specsFrom, str } from './mapping.ts';
import { pddOperations } from './pdd.connector.ts';
import { inSeries, locateSkus } from './sku-address.ts';
import { pddGatewayTransport } from './transports/md5-router.transport.ts';

const LIMITS = { titleMax: 60, imagesMax: 20, detailImagesMax: 0 };
/** a group runs for 30 days from publishing (ours) */
const GROUP_DAYS = 30;
const DAY_MS = 86_400_000;
/** external_sku_id: "外部商品编码，不超过32位" */
const SKU_CODE_MAX = 32;
/** how far back findByMerchantCode looks, and how many pages of goods it reads at most (ours) */
const LOOKBACK_DAYS = 7;
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/** the merchant code as the SKUs carry it */
export function kttSkuCode(merchantCode: string, index: number): string {
  const suffix = index === 0 ? '' : `-${index}`;
  return `${merchantCode.slice(0, SKU_CODE_MAX - suffix.length)}${suffix}`;
}

function listingOf(goods: Record<string, unknown>, status: PublishedListing['status']): PublishedListing {
  return {
    listingId: str(goods.activity_no),
    title: str(goods.goods_name),
    categoryId: str(goods.category_name),
    status: Number(goods.is_activity_delete) === 1 ? 'warehouse' : status,
    images: asArray(goods.goods_image_list).map(str),
    externalId: str(asArray(goods.sku_list)[0]?.external_sku_id) || null,
    skus: asArray(goods.sku_list).map((s) => ({
      specs: specsFrom(s.spec_list, 'parent_name', 'name'),
      priceFen: Number(s.price_in_fen),
      // what is left to sell (剩余库存); the total adds the reserved and the sold
      stock: Number(s.quantity ?? s.total_quantity),
      ...(s.sku_id === undefined ? {} : { platformSkuId: str(s.sku_id) }),
    })),
  };
}

async function goodsPage(api: PlatformApi, shop: ShopAccess, query: Record<string, unknown>) {
  const answer = asRecord(await api.call('pdd.ktt.goods.query.list', query, { shop }));
  return { goods: asArray(answer.goods_list), total: Number(answer.total ?? 0) };
}

/** the spec ids of the draft's spec values, made by pdd.ktt.goods.create.spec */
async function specIds(api: PlatformApi, shop: ShopAccess, specMap: Record<string, string[]>) {
  const ids = new Map<string, number>();
  if (Object.keys(specMap).length === 0) return ids;
  const answer = asRecord(await api.call('pdd.ktt.goods.create.spec', { spec_map: specMap }, { shop }));
  for (const [parent, values] of Object.entries(asRecord(field(api, answer, 'spec_map')))) {
    for (const v of asArray(values)) ids.set(`${str(v.parent_name) || parent}=${str(v.name)}`, Number(v.spec_id));
  }
  return ids;
}

/**
 * Each named SKU's stock set in full (modify_quantity_type 2) with pdd.ktt.goods.incr.quantity, one SKU a
 * call: the call takes the goods id and the SKU id, so the group is read first (pdd.ktt.group.query.status,
 * whose goods_list carries both; another shop's or an unknown group is refused there as not found).
 * Kuaituantuan keeps no SKU code of ours (external_sku_id carries the merchant code): a SKU named by our
 * code alone is found at its place among the group's SKUs as published.
 */
const updateStock: NonNullable<ConnectorOperations['updateStock']> = async (api, shop, { listingId, skus }) => {
  const state = asRecord(await api.call('pdd.ktt.group.query.status', { activity_no: listingId }, { shop }));
  const goods = asArray(state.goods_list)[0] ?? {};
  const listing = {
    listingId,
    skus: asArray(goods.sku_list).map((s) => ({ specs: [], priceFen: 0, stock: 0, platformSkuId: str(s.sku_id) })),
  };
  await inSeries(locateSkus(api.station, listing, skus, { byPosition: true }), async (sku) => {
    const answer = asRecord(
      await api.call(
        'pdd.ktt.goods.incr.quantity',
        {
          goods_id: goods.goods_id,
          sku_id: sku.platformSkuId,
          quantity_delta: sku.stock,
          modify_quantity_type: 2,
        },
        { shop },
      ),
    );
    if (answer.success === false) {
      throw new PlatformError('permanent', '快团团修改库存失败', { station: api.station, code: 'success=false' });
    }
  });
};

/** kuaituantuan (快团团) on the pdd gateway: a group with one goods; "do not publish yet" saves it as a preview. */
export const kttConnector = defineConnector({
  station: 33,
  authorization: 'oauth',
  freightTemplateKind: null,
  goodsPage: null,
  limits: LIMITS,
  transport: pddGatewayTransport(),
  operations: {
    authorizeUrl: (api, input) =>
      consentUrl(api, '/authorize/ktt', input, { response_type: 'code', client_id: api.options.app.appKey }),
    exchangeCode: pddOperations.exchangeCode,
    refreshToken: pddOperations.refreshToken,
    async publish(api, shop, { draft, merchantCode }) {
      const table = specTable(draft.skus);
      const ids = await specIds(api, shop, Object.fromEntries(table.map((t) => [t.name, t.values])));
      const start = api.now().getTime();
      const title = truncateBy(draft.title, LIMITS.titleMax, chineseLength);
      const answer = asRecord(
        await api.call(
          'pdd.ktt.group.create',
          {
            title,
            start_time: start,
            end_time: start + GROUP_DAYS * DAY_MS,
            is_save_preview: draft.listingStatus === 'warehouse' ? 1 : 0,
            goods_list: [
              {
                goods_name: title,
                goods_desc: draft.description || title,
                category_name: draft.categoryName ?? '其他',
                pic_url_list: [...draft.images, ...draft.detailImages].slice(0, LIMITS.imagesMax),
                market_price: draft.marketPriceFen,
                limit_buy: draft.limitPerBuyer ?? 0,
                sku_list: draft.skus.map((s, i) => ({
                  price_in_fen: s.priceFen,
                  quantity_type: draft.unlimitedStock ? 1 : 0,
                  total_quantity: s.stock,
                  spec_id_list: s.specs.map((x) => ids.get(`${x.name}=${x.value}`)),
                  thumb_url: s.imageUrl ?? draft.images[0],
                  external_sku_id: kttSkuCode(merchantCode, i),
                })),
              },
            ],
          },
          { shop },
        ),
      );
      if (answer.success === false) {
        throw new PlatformError('permanent', '快团团开团失败', { station: api.station, code: 'success=false' });
      }
      return { listingId: str(field(api, answer, 'activity_no')) };
    },
    async getListing(api, shop, listingId) {
      const state = asRecord(await api.call('pdd.ktt.group.query.status', { activity_no: listingId }, { shop }));
      const status = Number(state.status);
      if (status === 2) return null; // 创建失败: no group
      const { goods } = await goodsPage(api, shop, { activity_no: listingId, page: 1, size: 10 });
      const first = goods[0];
      if (!first) {
        if (status !== 3) return null;
        return { listingId, title: '', categoryId: '', status: 'reviewing', images: [], skus: [], externalId: null };
      }
      return listingOf(first, status === 3 ? 'reviewing' : 'onSale');
    },
    updateStock,
    async findByMerchantCode(api, shop, merchantCode) {
      const code = kttSkuCode(merchantCode, 0);
      const end = api.now().getTime();
      const window = { create_time_start: end - LOOKBACK_DAYS * DAY_MS, create_time_end: end + 60_000 };
      const found: Record<string, unknown>[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const { goods, total } = await goodsPage(api, shop, { ...window, page, size: PAGE_SIZE });
        found.push(...goods.filter((g) => asArray(g.sku_list).some((s) => str(s.external_sku_id) === code)));
        if (goods.length < PAGE_SIZE || page * PAGE_SIZE >= total) break;
      }
      const newest = found.sort((a, b) => Number(b.create_time) - Number(a.create_time))[0];
      return newest ? listingOf(newest, 'onSale') : null;
    },
  },
});
