import type { GoldenCall } from './md5-router.golden-kit.ts';

/**
 * kuaituantuan's calls on the pdd gateway, in the shapes of the pdd pop SDKs' kuaituantuan classes:
 * requests as webwlsong/pddsdk src/pddsdk/Api/Request/PddKtt*Request.php sends them (objects as JSON text),
 * answers as the Java pop SDK's com.pdd.pop.sdk.http.api.pop.response.PddKtt*Response classes read them
 * (`response` or `ktt_goods_query_list_response`). Values are ours. The token calls are pdd's (pdd.golden.ts).
 */

export const KTT_NOW = new Date(Date.UTC(2026, 2, 1, 8, 0, 0));
const start = KTT_NOW.getTime();
const end = start + 30 * 86_400_000;
export const KTT_SHOP = { accessToken: 'ktt-golden-token', shopId: '330551001' };
export const KTT_MERCHANT_CODE = '2b8e4c1d0a9f4e7b8c6d5e4f3a2b1c0d';
const PIC = 'https://img.pddpic.com/ktt/2026-03-01/egg.jpeg';

export const KTT_GOLDEN = {
  /** PddKttGoodsCreateSpecRequest {spec_map: Map<String, List<String>>} → PddKttGoodsCreateSpecResponse.response */
  createSpec: {
    source: 'webwlsong/pddsdk PddKttGoodsCreateSpecRequest.php; Java pop SDK PddKttGoodsCreateSpecResponse',
    method: 'pdd.ktt.goods.create.spec',
    request: { spec_map: '{"规格":["30枚","60枚"]}' },
    answer: {
      response: {
        success: true,
        spec_map: {
          规格: [
            { name: '30枚', parent_name: '规格', spec_id: 71001 },
            { name: '60枚', parent_name: '规格', spec_id: 71002 },
          ],
        },
      },
    },
  },

  /**
   * PddKttGroupCreateRequest {title, start_time, end_time (ms), is_save_preview, goods_list[{goods_name, goods_desc,
   * category_name, pic_url_list, market_price, limit_buy, sku_list[{price_in_fen, quantity_type, total_quantity,
   * spec_id_list (List<Long>), thumb_url, external_sku_id}]}]} → PddKttGroupCreateResponse.response {activity_no, success}
   */
  groupCreate: {
    source:
      'webwlsong/pddsdk src/pddsdk/Api/Request/PddKttGroupCreateRequest.php; Java pop SDK PddKttGroupCreateResponse',
    method: 'pdd.ktt.group.create',
    request: {
      title: '农家散养土鸡蛋新鲜现捡',
      start_time: String(start),
      end_time: String(end),
      is_save_preview: '0',
      goods_list: JSON.stringify([
        {
          goods_name: '农家散养土鸡蛋新鲜现捡',
          goods_desc: '山里散养，每天现捡现发，蛋黄饱满。',
          category_name: '生鲜',
          pic_url_list: [PIC],
          market_price: 3990,
          limit_buy: 5,
          sku_list: [
            {
              price_in_fen: 2990,
              quantity_type: 0,
              total_quantity: 200,
              spec_id_list: [71001],
              thumb_url: PIC,
              external_sku_id: KTT_MERCHANT_CODE,
            },
            {
              price_in_fen: 5590,
              quantity_type: 0,
              total_quantity: 100,
              spec_id_list: [71002],
              thumb_url: PIC,
              external_sku_id: `${KTT_MERCHANT_CODE.slice(0, 30)}-1`,
            },
          ],
        },
      ]),
    },
    answer: { response: { activity_no: '260301AB12CD', success: true } },
  },

  /** PddKttGroupQueryStatusResponse.response {activity_no, status (1 created), goods_list, qr_code_url} */
  queryStatus: {
    source: 'webwlsong/pddsdk PddKttGroupQueryStatusRequest.php; Java pop SDK PddKttGroupQueryStatusResponse',
    method: 'pdd.ktt.group.query.status',
    request: { activity_no: '260301AB12CD' },
    answer: {
      response: {
        activity_no: '260301AB12CD',
        status: 1,
        qr_code_url: 'https://ktt.pinduoduo.com/qr/260301AB12CD.png',
        goods_list: [
          {
            goods_id: 77000123,
            goods_name: '农家散养土鸡蛋新鲜现捡',
            sku_list: [
              { external_sku_id: KTT_MERCHANT_CODE, sku_id: 88000101, spec_id_list: [71001] },
              { external_sku_id: `${KTT_MERCHANT_CODE.slice(0, 30)}-1`, sku_id: 88000102, spec_id_list: [71002] },
            ],
          },
        ],
      },
    },
  },

  /** PddKttGoodsQueryListRequest {activity_no, page, size} → PddKttGoodsQueryListResponse.ktt_goods_query_list_response */
  goodsOfGroup: {
    source: 'Java pop SDK PddKttGoodsQueryListRequest / PddKttGoodsQueryListResponse',
    method: 'pdd.ktt.goods.query.list',
    request: { activity_no: '260301AB12CD', page: '1', size: '10' },
    answer: { ktt_goods_query_list_response: { goods_list: [] as unknown[], total: 1 } },
  },

  /**
   * PddKttGoodsIncrQuantityRequest {goods_id, sku_id (Long), quantity_delta (Integer), modify_quantity_type
   * "不传或1代表增量修改，2代表全量修改"} → PddKttGoodsIncrQuantityResponse.ktt_goods_incr_quantity_response {success}
   */
  incrQuantityFull: {
    source: 'Java pop SDK PddKttGoodsIncrQuantityRequest / PddKttGoodsIncrQuantityResponse',
    method: 'pdd.ktt.goods.incr.quantity',
    request: { goods_id: '77000123', sku_id: '88000102', quantity_delta: '7', modify_quantity_type: '2' },
    answer: { ktt_goods_incr_quantity_response: { success: true } },
  },
} satisfies Record<string, GoldenCall>;

/** the goods as pdd.ktt.goods.query.list answers it */
export const KTT_GOODS = {
  activity_no: '260301AB12CD',
  category_name: '生鲜',
  create_time: start + 1000,
  goods_desc: '山里散养，每天现捡现发，蛋黄饱满。',
  goods_id: 77000123,
  goods_image_list: [PIC],
  goods_name: '农家散养土鸡蛋新鲜现捡',
  is_activity_delete: 0,
  limit_buy: 5,
  market_price: 3990,
  update_time: start + 1000,
  sku_list: [
    {
      external_sku_id: KTT_MERCHANT_CODE,
      price_in_fen: 2990,
      quantity: 200,
      quantity_type: 0,
      reserve_quantity: 0,
      sku_id: 88000101,
      sold_quantity: 0,
      spec_list: [{ name: '30枚', parent_name: '规格', spec_id: 71001 }],
      spec_name: '30枚',
      thumb_url: PIC,
      total_quantity: 200,
    },
  ],
};
KTT_GOLDEN.goodsOfGroup.answer.ktt_goods_query_list_response.goods_list.push(KTT_GOODS);

/** the same list, searched by creation time (the merchant-code lookup) */
export const kttGoodsByWindow = (from: number, to: number): GoldenCall => ({
  source: 'Java pop SDK PddKttGoodsQueryListRequest (create_time_start / create_time_end, ms)',
  method: 'pdd.ktt.goods.query.list',
  request: { create_time_start: String(from), create_time_end: String(to), page: '1', size: '50' },
  answer: { ktt_goods_query_list_response: { goods_list: [KTT_GOODS], total: 1 } },
});
