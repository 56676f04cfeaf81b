/**
 * doudian (抖店) exchanges in their real shapes: request parameters and answer fields, types and units as
 * the official Go SDK's structs declare them (public copy zsmhub/doudian-sdk, paths per exchange), error
 * codes as doudian's 平台基础错误码汇总 lists them (tb07/jinritemai src/Error/ErrorCode.php). The SDK
 * carries no example values: the values are ours unless said.
 */

/** one doudian call: the method, its param_json (the body, keys sorted) and the answer's text */
export interface DoudianGolden {
  source: string;
  method: string;
  /** the business parameters the body carries, exactly */
  paramJson: Record<string, unknown>;
  /** the answer as the platform writes it (text: 19-digit ids are numbers that doubles cannot hold) */
  answer: string;
  /** what the connector makes of the answer */
  parsed?: unknown;
}

/** the gateway's query parameters besides sign (core/doudian_op_api_client.go) */
export const DOUDIAN_QUERY_KEYS = ['app_key', 'method', 'timestamp', 'v', 'sign_method', 'access_token', 'sign'];

/** a doudian app key is 19 digits ("app_key格式不正确，应为19位纯数字") */
export const DOUDIAN_APP = { appKey: '7012345678901234567', appSecret: 'doudian-golden-secret', serviceId: '28751' };
export const DOUDIAN_TOKEN = 'c3a1d5f0-7e2b-4c9a-9f10-5b2d6e7a8c90';
export const DOUDIAN_SHOP = { accessToken: DOUDIAN_TOKEN, shopId: '4463798' };
/** 2026-11-23T02:00:00Z */
export const DOUDIAN_NOW = new Date(Date.UTC(2026, 10, 23, 2, 0, 0));

const envelope = (data: string) =>
  `{"code":10000,"msg":"success","sub_code":"","sub_msg":"","data":${data},"log_id":"20261123100000010203040506"}`;

export const DOUDIAN_GOLDEN = {
  /** core/access_token_builder.go BuildAccessToken; api/token_create/request|response */
  tokenCreate: {
    source:
      'zsmhub/doudian-sdk core/access_token_builder.go, api/token_create/request/token_create_request.go, api/token_create/response/token_create_response.go',
    method: 'token.create',
    paramJson: { code: '9b2f1c3d-4e5f-6071-8293-a4b5c6d7e8f9', grant_type: 'authorization_code' },
    answer: envelope(
      `{"access_token":"${DOUDIAN_TOKEN}","expires_in":604800,"refresh_token":"5e6f7a8b-9c0d-1e2f-3a4b-5c6d7e8f9a0b","scope":"SCOPE","shop_id":4463798,"shop_name":"抖店测试旗舰店","authority_id":"","auth_subject_type":""}`,
    ),
  },
  /** core/refresh_token_request.go; the answer is token.create's */
  tokenRefresh: {
    source: 'zsmhub/doudian-sdk core/refresh_token_request.go, core/access_token_builder.go RefreshAccessToken',
    method: 'token.refresh',
    paramJson: { grant_type: 'refresh_token', refresh_token: '5e6f7a8b-9c0d-1e2f-3a4b-5c6d7e8f9a0b' },
    answer: envelope(
      `{"access_token":"d4b2e6a1-8f3c-4d0b-a021-6c3e7f8b9d01","expires_in":604800,"refresh_token":"6f7a8b9c-0d1e-2f3a-4b5c-6d7e8f9a0b1c","scope":"SCOPE","shop_id":4463798,"shop_name":"抖店测试旗舰店","authority_id":"","auth_subject_type":""}`,
    ),
  },
  /** api/shop_getShopCategory: `cid`, answer an array of {id, name, level, parent_id, is_leaf, enable} */
  categories: {
    source:
      'zsmhub/doudian-sdk api/shop_getShopCategory/request/shop_getShopCategory_request.go, response/shop_getShopCategory_response.go',
    method: 'shop.getShopCategory',
    paramJson: { cid: 20000 },
    answer: envelope(
      '[{"id":20001,"name":"上装","level":2,"parent_id":20000,"is_leaf":false,"enable":true},{"id":20009,"name":"T恤","level":2,"parent_id":20000,"is_leaf":true,"enable":true},{"id":20011,"name":"停用类目","level":2,"parent_id":20000,"is_leaf":true,"enable":false}]',
    ),
  },
  /** api/freightTemplate_list: page from 0 and size, both strings; `List[].template`, `Count` */
  freightTemplates: {
    source:
      'zsmhub/doudian-sdk api/freightTemplate_list/request/freightTemplate_list_request.go, response/freightTemplate_list_response.go',
    method: 'freightTemplate.list',
    paramJson: { page: '0', size: '10' },
    answer: envelope(
      '{"List":[{"template":{"id":73810293,"template_name":"全国包邮","product_province":"33","product_city":"330100","calculate_type":2,"transfer_type":1,"rule_type":2,"fixed_amount":0}},{"template":{"id":73810294,"template_name":"偏远地区不包邮","product_province":"33","product_city":"330100","calculate_type":2,"transfer_type":1,"rule_type":0,"fixed_amount":0}}],"Count":2}',
    ),
  },
  /** api/brand_list: category_id and query; offset/size/total retired; auth_required, auth_brand_list, brand_list */
  brands: {
    source: 'zsmhub/doudian-sdk api/brand_list/request/brand_list_request.go, response/brand_list_response.go',
    method: 'brand.list',
    paramJson: { category_id: 20009, query: '优' },
    answer: envelope(
      '{"auth_required":false,"auth_brand_list":[{"brand_id":1234567,"name_cn":"优衣库","name_en":"UNIQLO"}],"brand_list":[{"brand_id":1234567,"name_cn":"优衣库","name_en":"UNIQLO"},{"brand_id":2345678,"name_cn":"优品","name_en":"YOUPIN"},{"brand_id":3456789,"name_cn":"森马","name_en":"Semir"}]}',
    ),
  },
  /**
   * api/product_addV2: spec_prices a JSON string, presell_end_time "yyyy-MM-dd HH:mm:ss",
   * standard_brand_id 596120136 for no brand, outer_product_id the merchant code; the answer's
   * product_id an int64 of 19 digits
   */
  productAdd: {
    source: 'zsmhub/doudian-sdk api/product_addV2/request/product_addV2_request.go, response/product_addV2_response.go',
    method: 'product.addV2',
    paramJson: {
      category_leaf_id: 20009,
      commit: true,
      delivery_delay_day: 2,
      description: 'https://p3-aio.ecombdimg.com/obj/ecom-shop-material/d1.jpeg',
      freight_id: 73810293,
      name: '夏季纯棉短袖T恤女宽松百搭上衣',
      outer_product_id: '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e',
      pic: 'https://p3-aio.ecombdimg.com/obj/ecom-shop-material/a1.jpeg|https://p3-aio.ecombdimg.com/obj/ecom-shop-material/a2.jpeg',
      presell_type: 0,
      reduce_type: 2,
      reference_price: 5990,
      spec_prices:
        '[{"spec_detail_name1":"黑色","spec_detail_name2":"M","stock_num":100,"price":3290,"code":"SKU-00","outer_sku_id":"SKU-00"},{"spec_detail_name1":"黑色","spec_detail_name2":"L","stock_num":100,"price":3300,"code":"SKU-01","outer_sku_id":"SKU-01"}]',
      specs: '颜色|黑色^尺码|M,L',
      standard_brand_id: 596120136,
      supply_7day_return: 1,
    },
    answer: envelope(
      '{"product_id":3539925204033339668,"out_product_id":0,"outer_product_id":"3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e","create_time":"2026-11-23 10:00:00","sku":[{"sku_id":1791844509315072,"out_sku_id":0,"outer_sku_id":"SKU-00","code":"SKU-00","spec_detail_id1":1737037851057159,"spec_detail_id2":1737037851057163,"spec_detail_id3":0,"spec_detail_ids":[1737037851057159,1737037851057163]},{"sku_id":1791844509315073,"out_sku_id":0,"outer_sku_id":"SKU-01","code":"SKU-01","spec_detail_id1":1737037851057159,"spec_detail_id2":1737037851057164,"spec_detail_id3":0,"spec_detail_ids":[1737037851057159,1737037851057164]}]}',
    ),
    parsed: { listingId: '3539925204033339668' },
  },
  /** api/product_detail: out_product_id (string) 外部商家编码; product_id_str, specs[].values, spec_prices[].spec_detail_ids */
  productDetailByCode: {
    source:
      'zsmhub/doudian-sdk api/product_detail/request/product_detail_request.go, response/product_detail_response.go',
    method: 'product.detail',
    paramJson: { out_product_id: '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e' },
    answer: envelope(
      '{"product_id":3539925204033339668,"product_id_str":"3539925204033339668","out_product_id":0,"outer_product_id":"3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e","name":"夏季纯棉短袖T恤女宽松百搭上衣","status":0,"check_status":3,"draft_status":0,"category_detail":{"first_cid":20000,"second_cid":20009,"third_cid":0,"fourth_cid":0,"first_cname":"女装","second_cname":"T恤","third_cname":"","fourth_cname":""},"pic":["https://p3-aio.ecombdimg.com/obj/ecom-shop-material/a1.jpeg"],"standard_brand_id":596120136,"specs":[{"id":1,"spec_id":1737037851057150,"name":"颜色","pid":0,"is_leaf":0,"values":[{"id":1737037851057159,"spec_id":1737037851057150,"name":"黑色","pid":1,"is_leaf":1,"status":0}]},{"id":2,"spec_id":1737037851057150,"name":"尺码","pid":0,"is_leaf":0,"values":[{"id":1737037851057163,"spec_id":1737037851057150,"name":"M","pid":2,"is_leaf":1,"status":0},{"id":1737037851057164,"spec_id":1737037851057150,"name":"L","pid":2,"is_leaf":1,"status":0}]}],"spec_prices":[{"sku_id":1791844509315072,"outer_sku_id":"SKU-00","spec_detail_ids":[1737037851057159,1737037851057163],"stock_num":100,"price":3290,"code":"SKU-00","sku_type":0},{"sku_id":1791844509315073,"outer_sku_id":"SKU-01","spec_detail_ids":[1737037851057159,1737037851057164],"stock_num":100,"price":3300,"code":"SKU-01","sku_type":0}]}',
    ),
    parsed: {
      listingId: '3539925204033339668',
      title: '夏季纯棉短袖T恤女宽松百搭上衣',
      categoryId: '20009',
      status: 'onSale',
      images: ['https://p3-aio.ecombdimg.com/obj/ecom-shop-material/a1.jpeg'],
      externalId: '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e',
      skus: [
        {
          specs: [
            { name: '颜色', value: '黑色' },
            { name: '尺码', value: 'M' },
          ],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '1791844509315072',
          outerSkuId: 'SKU-00',
        },
        {
          specs: [
            { name: '颜色', value: '黑色' },
            { name: '尺码', value: 'L' },
          ],
          priceFen: 3300,
          stock: 100,
          platformSkuId: '1791844509315073',
          outerSkuId: 'SKU-01',
        },
      ],
    },
  },
} satisfies Record<string, DoudianGolden>;

/** doudian's refusals as its code table words them (tb07/jinritemai src/Error/ErrorCode.php) */
export const DOUDIAN_ERRORS = {
  accessTokenExpired: {
    answer:
      '{"code":40003,"msg":"非法的参数（平台校验）","sub_code":"isv.access-token-expired","sub_msg":"access_token已过期","log_id":"202611231000000102"}',
    kind: 'authExpired',
    refreshable: true,
  },
  authorizationGone: {
    answer:
      '{"code":30001,"msg":"操作权限不足","sub_code":"dop.authorization-no-existed","sub_msg":"店铺授权已失效，请重新授权","log_id":"202611231000000103"}',
    kind: 'authExpired',
    refreshable: false,
  },
  rateLimited: {
    answer: '{"code":60000,"msg":"触发限流，请稍后重试","sub_code":"","sub_msg":"","log_id":"202611231000000104"}',
    kind: 'rateLimited',
    refreshable: false,
  },
  unavailable: {
    answer:
      '{"code":20000,"msg":"服务不可用","sub_code":"dop.service-error","sub_msg":"内部错误，请反馈客服或答疑群","log_id":"202611231000000105"}',
    kind: 'transient',
    refreshable: false,
  },
  spentRefreshToken: {
    answer:
      '{"code":50001,"msg":"平台处理失败","sub_code":"dop.token-generate-failed:token-invalid","sub_msg":"生成token失败，token不存在","log_id":"202611231000000106"}',
    kind: 'authExpired',
    refreshable: false,
  },
  signature: {
    answer:
      '{"code":40003,"msg":"非法的参数（平台校验）","sub_code":"isv.signature-invalid","sub_msg":"签名校验失败","log_id":"202611231000000107"}',
    kind: 'permanent',
    refreshable: false,
  },
} as const;
