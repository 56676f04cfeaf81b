import type { GoldenCall } from './md5-router.golden-kit.ts';

/**
 * pdd's router in its real shapes. Field names, types, units and answer keys are the sources'; the values
 * are ours unless said (the doc examples carry placeholders such as "str" and 0).
 */

/** the gateway's own parameters, beside the business ones (webwlsong/pddsdk src/pddsdk/PopBaseHttpRequest.php) */
export const PDD_SYSTEM_PARAMS = ['type', 'client_id', 'access_token', 'timestamp', 'data_type', 'version', 'sign'];

export const PDD_APP = { appKey: 'f15639975cba4df6bc8afcde5151086a', appSecret: 'pdd-golden-secret' };
export const PDD_TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4';
export const PDD_SHOP = { accessToken: PDD_TOKEN, shopId: '100862211' };
/** 2026-03-01T08:00:00Z */
export const PDD_NOW = new Date(Date.UTC(2026, 2, 1, 8, 0, 0));

/** where and how the golden connector calls the gateway (md5-router.golden-kit.ts routerConnectorAnswering) */
export const PDD_GATEWAY = {
  methodParam: 'type',
  system: PDD_SYSTEM_PARAMS,
  baseUrl: 'https://gw-api.pinduoduo.com',
  app: PDD_APP,
  now: PDD_NOW,
};
const nowSeconds = PDD_NOW.getTime() / 1000;

export const PDD_GOLDEN = {
  /**
   * Request {code}; answer fields from lywzx/pdd-node-sdk (PddPopAuthTokenCreate: pop_auth_token_create_response
   * {access_token, expires_at, expires_in, owner_id, owner_name, r1/r2/w1/w2_expires_at/_in, refresh_token,
   * refresh_token_expires_at, refresh_token_expires_in, scope}); expires_at in seconds as public clients record it.
   */
  tokenCreate: {
    source: 'lywzx/pdd-node-sdk PddPopAuthTokenCreate (pop_auth_token_create_response)',
    method: 'pdd.pop.auth.token.create',
    request: { code: '4a1b7b2c0c5f4d3e9a8b6c5d4e3f2a1b0c9d8e7f' },
    answer: {
      pop_auth_token_create_response: {
        access_token: PDD_TOKEN,
        expires_at: nowSeconds + 86_400,
        expires_in: 86_400,
        owner_id: '100862211',
        owner_name: 'pdd100862211',
        r1_expires_at: nowSeconds + 86_400,
        r1_expires_in: 86_400,
        r2_expires_at: nowSeconds + 86_400,
        r2_expires_in: 86_400,
        refresh_token: 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3',
        refresh_token_expires_at: nowSeconds + 30 * 86_400,
        refresh_token_expires_in: 30 * 86_400,
        scope: ['pdd.goods.add', 'pdd.goods.cats.get', 'pdd.goods.list.get'],
        w1_expires_at: nowSeconds + 86_400,
        w1_expires_in: 86_400,
        w2_expires_at: nowSeconds + 86_400,
        w2_expires_in: 86_400,
        request_id: '17400000000000001',
      },
    },
  },

  /** niltor/open-pdd-net-sdk src/PddOpenSdk/Models/Response/Goods/GetGoodsCatsResponse.cs (no leaf flag) */
  catsTop: {
    source: 'niltor/open-pdd-net-sdk GetGoodsCatsResponse.cs',
    method: 'pdd.goods.cats.get',
    request: { parent_cat_id: '0' },
    answer: {
      goods_cats_get_response: {
        goods_cats_list: [
          { cat_id: 8439, cat_name: '女装', level: 1, parent_cat_id: 0 },
          { cat_id: 8172, cat_name: '美容个护', level: 1, parent_cat_id: 0 },
        ],
        request_id: '17400000000000002',
      },
    },
  },
  /** the same, one level down: level-3 items, whose leafness the connector asks about */
  catsLevel3: {
    source: 'niltor/open-pdd-net-sdk GetGoodsCatsResponse.cs',
    method: 'pdd.goods.cats.get',
    request: { parent_cat_id: '8440' },
    answer: {
      goods_cats_get_response: {
        goods_cats_list: [
          { cat_id: 8583, cat_name: 'T恤', level: 3, parent_cat_id: 8440 },
          { cat_id: 8584, cat_name: '连衣裙', level: 3, parent_cat_id: 8440 },
        ],
      },
    },
  },
  /** 8583 has no children: a leaf */
  catsNone: {
    source: 'niltor/open-pdd-net-sdk GetGoodsCatsResponse.cs',
    method: 'pdd.goods.cats.get',
    request: { parent_cat_id: '8583' },
    answer: { goods_cats_get_response: { goods_cats_list: [] } },
  },
  /** 8584 has level-4 children */
  catsLevel4: {
    source: 'niltor/open-pdd-net-sdk GetGoodsCatsResponse.cs',
    method: 'pdd.goods.cats.get',
    request: { parent_cat_id: '8584' },
    answer: {
      goods_cats_get_response: { goods_cats_list: [{ cat_id: 9813, cat_name: '长裙', level: 4, parent_cat_id: 8584 }] },
    },
  },

  /** lywzx/pdd-node-sdk PddGoodsLogisticsTemplateGet (goods_logistics_template_get_response) */
  templates: {
    source: 'lywzx/pdd-node-sdk PddGoodsLogisticsTemplateGet',
    method: 'pdd.goods.logistics.template.get',
    request: { page: '1', page_size: '20' },
    answer: {
      goods_logistics_template_get_response: {
        logistics_template_list: [
          { cost_type: 0, last_updated_time: 1700000000, template_id: 5671892, template_name: '全国包邮' },
        ],
        total_count: 1,
      },
    },
  },

  /** lywzx/pdd-node-sdk PddGoodsSpecGet (goods_spec_get_response.goods_spec_list[{cat_id, parent_spec_id, parent_spec_name}]) */
  specGet: {
    source: 'lywzx/pdd-node-sdk PddGoodsSpecGet',
    method: 'pdd.goods.spec.get',
    request: { cat_id: '9813' },
    answer: {
      goods_spec_get_response: {
        goods_spec_list: [
          { cat_id: 9813, parent_spec_id: 1215, parent_spec_name: '颜色' },
          { cat_id: 9813, parent_spec_id: 3002, parent_spec_name: '尺码' },
        ],
      },
    },
  },
  /** lywzx/pdd-node-sdk PddGoodsSpecIdGet (goods_spec_id_get_response {parent_spec_id, spec_name, spec_id}) */
  specIdBlack: {
    source: 'lywzx/pdd-node-sdk PddGoodsSpecIdGet',
    method: 'pdd.goods.spec.id.get',
    request: { parent_spec_id: '1215', spec_name: '黑色' },
    answer: { goods_spec_id_get_response: { parent_spec_id: 1215, spec_id: 20, spec_name: '黑色' } },
  },
  specIdM: {
    source: 'lywzx/pdd-node-sdk PddGoodsSpecIdGet',
    method: 'pdd.goods.spec.id.get',
    request: { parent_spec_id: '3002', spec_name: 'M' },
    answer: { goods_spec_id_get_response: { parent_spec_id: 3002, spec_id: 5, spec_name: 'M' } },
  },

  /**
   * The pdd.goods.add doc page (open.pinduoduo.com/application/document/api?id=pdd.goods.add): prices in fen,
   * booleans as "true"/"false", galleries as JSON arrays, sku `spec_id_list` a STRING holding a JSON array
   * ("[25]" in the doc's sku_list example), `limit_quantity` 999; the answer example
   * {"goods_add_response":{"goods_commit_id":0,"goods_id":0,"matched_spu_id":0}}.
   */
  goodsAdd: {
    source: 'open.pinduoduo.com/application/document/api?id=pdd.goods.add (请求参数说明, 响应示例)',
    method: 'pdd.goods.add',
    request: {
      goods_name: '夏季纯棉短袖T恤女宽松百搭上衣',
      goods_type: '1',
      goods_desc: '精选新疆长绒棉，柔软透气，宽松版型不挑身材，日常通勤休闲百搭。',
      cat_id: '9813',
      cost_template_id: '5671892',
      country_id: '0',
      market_price: '5990',
      is_folt: 'true',
      is_pre_sale: 'false',
      is_refundable: 'true',
      second_hand: 'false',
      shipment_limit_second: '172800',
      carousel_gallery: '["https://img.pddpic.com/goods/2026-03-01/a1.jpeg"]',
      detail_gallery: '["https://img.pddpic.com/goods/2026-03-01/d1.jpeg"]',
      out_goods_id: '7f3c1e2a9b8d4c6e8a0f1b2c3d4e5f60',
      sku_list:
        '[{"is_onsale":1,"limit_quantity":999,"multi_price":2990,"price":3290,"quantity":100,"spec_id_list":"[20,5]","thumb_url":"https://img.pddpic.com/goods/2026-03-01/a1.jpeg","weight":300,"out_sku_sn":"SKU-00"}]',
    },
    answer: { goods_add_response: { goods_commit_id: 80014302101, goods_id: 600000000101, matched_spu_id: 0 } },
  },

  /**
   * The pdd.goods.list.get doc page (?id=pdd.goods.list.get): `outer_goods_id` the goods-level merchant code;
   * the answer example's fields (goods_list[{created_at, goods_id, goods_name, goods_quantity, image_url,
   * is_more_sku, is_onsale, sku_list[{is_sku_onsale, outer_goods_id, outer_id, sku_id, sku_quantity, spec,
   * spec_details[...]}], thumb_url}], total_count).
   */
  listByCode: {
    source: 'open.pinduoduo.com/application/document/api?id=pdd.goods.list.get (响应示例)',
    method: 'pdd.goods.list.get',
    request: { outer_goods_id: '7f3c1e2a9b8d4c6e8a0f1b2c3d4e5f60', page: '1', page_size: '100' },
    answer: {
      goods_list_get_response: {
        goods_list: [
          {
            created_at: nowSeconds - 60,
            goods_id: 600000000101,
            goods_name: '夏季纯棉短袖T恤女宽松百搭上衣',
            goods_quantity: 100,
            goods_reserve_quantity: 0,
            image_url: 'https://img.pddpic.com/goods/2026-03-01/a1.jpeg',
            is_more_sku: 0,
            is_onsale: 1,
            sku_list: [
              {
                is_sku_onsale: 1,
                outer_goods_id: '7f3c1e2a9b8d4c6e8a0f1b2c3d4e5f60',
                outer_id: 'SKU-00',
                reserve_quantity: 0,
                sku_id: 1027220,
                sku_quantity: 100,
                spec: '黑色 M',
                spec_details: [
                  { parent_id: 1215, parent_name: '颜色', spec_id: 20, spec_name: '黑色', spec_note: '' },
                  { parent_id: 3002, parent_name: '尺码', spec_id: 5, spec_name: 'M', spec_note: '' },
                ],
              },
            ],
            thumb_url: 'https://img.pddpic.com/goods/2026-03-01/a1.jpeg',
          },
        ],
        total_count: 1,
      },
    },
  },
  /** nothing carries the code */
  listEmpty: {
    source: 'open.pinduoduo.com/application/document/api?id=pdd.goods.list.get',
    method: 'pdd.goods.list.get',
    request: { outer_goods_id: 'never-published', page: '1', page_size: '100' },
    answer: { goods_list_get_response: { goods_list: [], total_count: 0 } },
  },

  /**
   * pdd.goods.detail.get: fields of SchafferJ/open-pdd src/http/model/goods/pdd_goods_detail_get.rs; values after
   * the recorded example in niltor/open-pdd-net-sdk GetGoodsDetailResponse.cs ("goods_id":10076234 ...,
   * "sku_list":[{"sku_id":1027220,"is_onsale":1,"limit_quantity":999,"multi_price":6600,"price":8800,...}]).
   */
  detail: {
    source: 'SchafferJ/open-pdd pdd_goods_detail_get.rs; niltor/open-pdd-net-sdk GetGoodsDetailResponse.cs',
    method: 'pdd.goods.detail.get',
    request: { goods_id: '600000000101' },
    answer: {
      goods_detail_get_response: {
        goods_id: 600000000101,
        goods_name: '夏季纯棉短袖T恤女宽松百搭上衣',
        cat_id: 9813,
        cost_template_id: 5671892,
        country_id: 0,
        goods_type: 1,
        goods_desc: '精选新疆长绒棉，柔软透气，宽松版型不挑身材，日常通勤休闲百搭。',
        market_price: 5990,
        is_pre_sale: 0,
        shipment_limit_second: 172800,
        is_refundable: 1,
        is_folt: 1,
        status: 1,
        carousel_gallery_list: ['https://img.pddpic.com/goods/2026-03-01/a1.jpeg'],
        detail_gallery_list: ['https://img.pddpic.com/goods/2026-03-01/d1.jpeg'],
        outer_goods_id: '7f3c1e2a9b8d4c6e8a0f1b2c3d4e5f60',
        image_url: '',
        second_hand: 0,
        sku_list: [
          {
            sku_id: 1027220,
            is_onsale: 1,
            limit_quantity: 999,
            multi_price: 2990,
            price: 3290,
            quantity: 100,
            weight: 300,
            thumb_url: 'https://img.pddpic.com/goods/2026-03-01/a1.jpeg',
            out_sku_sn: 'SKU-00',
            spec: [
              { parent_id: 1215, parent_name: '颜色', spec_id: 20, spec_name: '黑色', spec_note: '' },
              { parent_id: 3002, parent_name: '尺码', spec_id: 5, spec_name: 'M', spec_note: '' },
            ],
          },
        ],
      },
    },
  },

  /** pdd.goods.information.get answers under goods_info_get_response (the Java pop SDK's PddGoodsInformationGetResponse) */
  information: {
    source:
      'Java pop SDK PddGoodsInformationGetResponse (@JsonProperty("goods_info_get_response")); SchafferJ/open-pdd pdd_goods_information_get.rs',
    method: 'pdd.goods.information.get',
    request: { goods_id: '600000000101' },
    answer: {
      goods_info_get_response: {
        goods_info: {
          goods_id: 600000000101,
          goods_name: '夏季纯棉短袖T恤女宽松百搭上衣',
          goods_type: 1,
          goods_category: '女装',
          last_category: '长裙',
          is_onsale: 1,
          goods_quantity: 100,
          image_url: 'https://img.pddpic.com/goods/2026-03-01/a1.jpeg',
          sku_list: [
            {
              spec: '黑色 M',
              sku_id: 1027220,
              sku_quantity: 100,
              outer_id: 'SKU-00',
              outer_goods_id: '7f3c1e2a9b8d4c6e8a0f1b2c3d4e5f60',
              group_price: '29.90',
              single_price: '32.90',
              is_sku_onsale: 1,
            },
          ],
        },
      },
    },
  },
} satisfies Record<string, GoldenCall>;

/**
 * Error answers: the doc pages' 异常示例 ({"error_response":{"error_msg":"公共参数错误:type","sub_msg":"",
 * "sub_code":null,"error_code":10001,"request_id":"15440104776643887"}}) and codes of their 返回错误码说明 tables.
 */
export const PDD_ERRORS = {
  publicParam: {
    error_response: {
      error_msg: '公共参数错误:type',
      sub_msg: '',
      sub_code: null,
      error_code: 10001,
      request_id: '15440104776643887',
    },
  },
  tokenExpired: {
    error_response: {
      error_msg: 'access_token已过期',
      sub_msg: '',
      sub_code: '10019',
      error_code: 10019,
      request_id: '15440104776643888',
    },
  },
  tokenInvalid: {
    error_response: {
      error_msg: 'access_token或client_id错误',
      sub_msg: '',
      sub_code: '20032',
      error_code: 20032,
      request_id: '15440104776643889',
    },
  },
  tooFrequent: {
    error_response: {
      error_msg: '调用过于频繁，请调整调用频率',
      sub_msg: '',
      sub_code: '70031',
      error_code: 70031,
      request_id: '15440104776643890',
    },
  },
  throttled: {
    error_response: {
      error_msg: '当前接口被限流，请稍后重试',
      sub_msg: '',
      sub_code: '52101',
      error_code: 52101,
      request_id: '15440104776643891',
    },
  },
  unavailable: {
    error_response: {
      error_msg: '服务暂时不可用，请稍后重试',
      sub_msg: '',
      sub_code: '52103',
      error_code: 52103,
      request_id: '15440104776643892',
    },
  },
  business: {
    error_response: {
      error_msg: '业务服务错误',
      sub_msg: 'SKU单买价格必须小于参考价格',
      sub_code: 'isv.goods-service-error:price-cannot-over-market_price',
      error_code: 50001,
      request_id: '15440104776643893',
    },
  },
} as const;
