import type { GoldenCall } from './md5-router.golden-kit.ts';

/**
 * taobao TOP in its real shapes. Parameter names, units and answer keys are the sources'; values are ours
 * unless said. TOP's classic JSON (no `simplify`) wraps lists: `item_cats: {item_cat: [...]}`.
 */

/** TOP's system parameters (TopClient.php: app_key, v, format, sign_method, method, timestamp, session, partner_id) */
export const TOP_SYSTEM_PARAMS = ['method', 'app_key', 'session', 'timestamp', 'format', 'v', 'sign_method', 'sign'];

export const TOP_APP = { appKey: '12345678', appSecret: 'top-golden-secret' };
export const TOP_SESSION = '6201325f95baf715e899fc9cae52d2848ZZf44bd2b985df1835837568';
export const TOP_SHOP = { accessToken: TOP_SESSION, shopId: '1835837568' };
/** 2026-03-01T08:00:00Z */
export const TOP_NOW = new Date(Date.UTC(2026, 2, 1, 8, 0, 0));

/** where and how the golden connector calls the gateway (md5-router.golden-kit.ts routerConnectorAnswering) */
export const TOP_GATEWAY = {
  methodParam: 'method',
  system: TOP_SYSTEM_PARAMS,
  baseUrl: 'https://eco.taobao.com',
  app: TOP_APP,
  now: TOP_NOW,
};
const nowMs = TOP_NOW.getTime();
const MERCHANT_CODE = '5d2c7a1e3b9f4a8c9e0d1f2a3b4c5d6e';
const PIC = 'https://img.alicdn.com/imgextra/i1/1835837568/O1CN01tee.jpg';

/** the answer of https://oauth.taobao.com/token, as a public PHP client saved one (nick URL-encoded, times in ms) */
const tokenAnswer = {
  taobao_user_nick: '%E6%98%9F%E7%BD%97%E7%BD%91%E7%BB%9C%E7%A7%91%E6%8A%80',
  re_expires_in: 2_592_000,
  expires_in: 86_400,
  expire_time: nowMs + 86_400_000,
  r1_expires_in: 86_400,
  w2_valid: nowMs + 86_400_000,
  w2_expires_in: 86_400,
  taobao_user_id: '1835837568',
  w1_expires_in: 86_400,
  r1_valid: nowMs + 86_400_000,
  r2_valid: nowMs + 86_400_000,
  w1_valid: nowMs + 86_400_000,
  r2_expires_in: 86_400,
  token_type: 'Bearer',
  refresh_token: '6200625b550bf36746034cbb058c0c2f0ZZ3b8db32984751835837568',
  refresh_token_valid_time: nowMs + 2_592_000_000,
  access_token: TOP_SESSION,
};

export const TOP_GOLDEN = {
  /**
   * A form POST to https://oauth.taobao.com/token {grant_type, client_id, client_secret, code, redirect_uri}
   * and its answer, as a public PHP client (postTaobaoData) sends and records them.
   */
  token: {
    source: 'public PHP client calling https://oauth.taobao.com/token, its saved answer (taobao_user_nick URL-encoded)',
    request: {
      grant_type: 'authorization_code',
      code: '8vRdCxqHk1k7b9Gm715654',
      redirect_uri: 'https://puhuo.example/shop/authorize/callback',
      client_id: TOP_APP.appKey,
      client_secret: TOP_APP.appSecret,
    },
    answer: tokenAnswer,
  },
  refresh: {
    source: 'public PHP client refreshToken(): grant_type=refresh_token to https://oauth.taobao.com/token',
    request: {
      grant_type: 'refresh_token',
      refresh_token: tokenAnswer.refresh_token,
      client_id: TOP_APP.appKey,
      client_secret: TOP_APP.appSecret,
    },
    answer: tokenAnswer,
  },

  /** taobao.itemcats.get → itemcats_get_response.item_cats.item_cat[{cid, parent_cid, name, is_parent}] (public TOP clients) */
  itemcats: {
    source:
      'TOP API taobao.itemcats.get (ItemCat: cid, parent_cid, name, is_parent); public clients of itemcats_get_response',
    method: 'taobao.itemcats.get',
    request: { parent_cid: '0', fields: 'cid,parent_cid,name,is_parent' },
    answer: {
      itemcats_get_response: {
        item_cats: {
          item_cat: [
            { cid: 16, parent_cid: 0, name: '女装/女士精品', is_parent: true },
            { cid: 50008165, parent_cid: 0, name: '童装/婴儿装/亲子装', is_parent: true },
          ],
        },
        request_id: '4h2ck8yx3b0e',
      },
    },
  },

  /** taobao.delivery.templates.get {fields} (bububa/opentaobao TaobaoDeliveryTemplatesGetAPIResponse; DeliveryTemplate.name) */
  templates: {
    source: 'bububa/opentaobao model/tblogistics TaobaoDeliveryTemplatesGetAPIResponse, DeliveryTemplate',
    method: 'taobao.delivery.templates.get',
    request: { fields: 'template_id,template_name' },
    answer: {
      delivery_templates_get_response: {
        delivery_templates: { delivery_template: [{ template_id: 13562187, name: '全国包邮' }] },
        total_results: 1,
      },
    },
  },

  /** taobao.itemprops.get {cid, is_sale_prop, fields} → item_props.item_prop[...] (public clients of itemprops_get_response) */
  itemprops: {
    source: 'TOP API taobao.itemprops.get; public clients reading itemprops_get_response.item_props.item_prop',
    method: 'taobao.itemprops.get',
    request: { cid: '50000671', is_sale_prop: 'true', fields: 'pid,name,is_sale_prop,prop_values' },
    answer: {
      itemprops_get_response: {
        item_props: {
          item_prop: [
            {
              pid: 1627207,
              name: '颜色分类',
              is_sale_prop: true,
              prop_values: {
                prop_value: [
                  { vid: 28320, name: '白色' },
                  { vid: 28341, name: '黑色' },
                ],
              },
            },
            {
              pid: 20509,
              name: '尺码',
              is_sale_prop: true,
              prop_values: { prop_value: [{ vid: 28315, name: 'M' }] },
            },
          ],
        },
      },
    },
  },

  /**
   * taobao.item.add (bububa/opentaobao model/product/TaobaoItemAddAPIRequest.go): price / sku_prices in yuan with
   * 2 decimals, the parallel SKU strings, a custom value as a negative vid in input_custom_cpv, pic_path, outer_id,
   * sub_stock 2 (on payment); the answer item_add_response.item {num_iid, created} (TaobaoItemAddAPIResponse.go).
   */
  itemAdd: {
    source: 'bububa/opentaobao model/product/TaobaoItemAddAPIRequest.go, TaobaoItemAddAPIResponse.go',
    method: 'taobao.item.add',
    request: {
      title: '夏季纯棉短袖T恤女宽松百搭上衣',
      desc: '精选新疆长绒棉，柔软透气，宽松版型不挑身材。',
      cid: '50000671',
      type: 'fixed',
      stuff_status: 'new',
      approve_status: 'onsale',
      num: '300',
      price: '29.90',
      postage_id: '13562187',
      sub_stock: '2',
      outer_id: MERCHANT_CODE,
      pic_path: PIC,
      props: '1627207:28341;20509:28315;1627207:-1',
      input_custom_cpv: '1627207:-1:雾霾蓝',
      sku_properties: '1627207:28341;20509:28315,1627207:-1;20509:28315',
      sku_quantities: '200,100',
      sku_prices: '29.90,32.90',
      sku_outer_ids: 'SKU-BLACK-M,SKU-BLUE-M',
    },
    answer: { item_add_response: { item: { num_iid: 700000000101, created: '2026-03-01 16:00:00' } } },
  },

  /** taobao.item.seller.get {num_iid, fields}: Item / Sku of bububa/opentaobao model/product/Item.go, Sku.go */
  sellerGet: {
    source: 'bububa/opentaobao model/product/Item.go, Sku.go (price yuan text, properties_name pid:vid:pname:vname)',
    method: 'taobao.item.seller.get',
    request: {
      num_iid: '700000000101',
      fields: 'num_iid,title,cid,approve_status,outer_id,pic_url,price,num,item_img,sku,created',
    },
    answer: { item_seller_get_response: { item: {} as Record<string, unknown> } },
  },

  /** taobao.items.custom.get {outer_id, fields} → items_custom_get_response.items.item[] (TaobaoItemsCustomGetAPIRequest.go) */
  customGet: {
    source: 'bububa/opentaobao model/product/TaobaoItemsCustomGetAPIRequest.go, TaobaoItemsCustomGetAPIResponse.go',
    method: 'taobao.items.custom.get',
    request: {
      outer_id: MERCHANT_CODE,
      fields: 'num_iid,title,cid,approve_status,outer_id,pic_url,price,num,item_img,sku,created',
    },
    answer: { items_custom_get_response: { items: { item: [] as Record<string, unknown>[] } } },
  },
  /** no goods with the code: TOP leaves the empty list out (ours: not seen recorded) */
  customGetNone: {
    source: 'bububa/opentaobao TaobaoItemsCustomGetAPIResponse.go (items omitempty)',
    method: 'taobao.items.custom.get',
    request: {
      outer_id: 'never-published',
      fields: 'num_iid,title,cid,approve_status,outer_id,pic_url,price,num,item_img,sku,created',
    },
    answer: { items_custom_get_response: {} },
  },
} satisfies Record<string, GoldenCall>;

/** the item both reads answer */
export const TOP_ITEM = {
  num_iid: 700000000101,
  title: '夏季纯棉短袖T恤女宽松百搭上衣',
  cid: 50000671,
  approve_status: 'onsale',
  outer_id: MERCHANT_CODE,
  pic_url: PIC,
  price: '29.90',
  num: 300,
  created: '2026-03-01 16:00:00',
  item_imgs: { item_img: [{ id: 1, url: PIC, position: 0 }] },
  skus: {
    sku: [
      {
        sku_id: 5026147021,
        properties: '1627207:28341;20509:28315',
        properties_name: '1627207:28341:颜色分类:黑色;20509:28315:尺码:M',
        quantity: 200,
        price: '29.90',
        outer_id: 'SKU-BLACK-M',
      },
      {
        sku_id: 5026147022,
        properties: '1627207:-1;20509:28315',
        properties_name: '1627207:-1:颜色分类:雾霾蓝;20509:28315:尺码:M',
        quantity: 100,
        price: '32.90',
        outer_id: 'SKU-BLUE-M',
      },
    ],
  },
};
TOP_GOLDEN.sellerGet.answer.item_seller_get_response.item = TOP_ITEM;
TOP_GOLDEN.customGet.answer.items_custom_get_response.items.item.push(TOP_ITEM);

/**
 * Error answers: TOP's platform codes (错误码一览; copies at blog.csdn.net/ye1992/article/details/8616047 and
 * cnblogs.com/zhuolaiqiang/archive/2011/06/17/2088918.html) in the error_response shape public clients record,
 * e.g. {"error_response":{"code":27,"msg":"Invalid session","sub_code":"invalid-sessionkey","sub_msg":"SessionKey非法"}}.
 * The 7 sub-code and ban text are as public AliExpress/TOP clients quote them; the two code-15 sub-codes are of
 * the documented isp.* / isv.* form, their exact values ours.
 */
export const TOP_ERRORS = {
  invalidSession: {
    error_response: {
      code: 27,
      msg: 'Invalid session',
      sub_code: 'invalid-sessionkey',
      sub_msg: 'SessionKey非法',
      request_id: 'rxvsf5lo4ufl',
    },
  },
  callLimited: {
    error_response: {
      code: 7,
      msg: 'App Call Limited',
      sub_code: 'accesscontrol.limited-by-app-access-count',
      sub_msg: 'This ban will last for 71 more seconds',
      request_id: '10f7a3h9c2kq',
    },
  },
  unavailable: {
    error_response: { code: 10, msg: 'Service currently unavailable', request_id: '10f7a3h9c2kr' },
  },
  badSignature: {
    error_response: { code: 25, msg: 'Invalid signature', request_id: '10f7a3h9c2ks' },
  },
  remoteTimeout: {
    error_response: {
      code: 15,
      msg: 'Remote service error',
      sub_code: 'isp.top-remote-connection-timeout',
      sub_msg: '调用后端服务超时',
      request_id: '10f7a3h9c2kt',
    },
  },
  business: {
    error_response: {
      code: 15,
      msg: 'Remote service error',
      sub_code: 'isv.invalid-parameter:price',
      sub_msg: '商品价格必须在SKU价格区间之内',
      request_id: '10f7a3h9c2ku',
    },
  },
} as const;
