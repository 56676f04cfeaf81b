import type { GoldenExchange } from './jd-youzan-wechat.golden-kit.ts';

/**
 * JD JOS in its real shapes. The app, token and timestamp are those of JD's dev-guide signing example
 * (open.jd.com/v2/#/doc/dev-guide?listId=2643: app_key=yourappkey, access_token=yourtoken,
 * timestamp=2021-05-07 09:20:39.683+0800, secret yourappSecret); the other values are ours.
 */
export const JD_APP = { appKey: 'yourappkey', appSecret: 'yourappSecret' };
export const JD_TOKEN = 'yourtoken';
export const JD_NOW = new Date('2021-05-07T01:20:39.683Z');
export const JD_API = 'https://api.jd.com';
export const JD_OAUTH = 'https://open-oauth.jd.com';
export const JD_SHOP = { accessToken: JD_TOKEN, shopId: '10086001' };
export const JD_MERCHANT_CODE = 'PH202105070001';

/**
 * The dev guide's worked example of the signature (jingdong.pop.order.search), with the guide's exact
 * `360buy_param_json` text as transcribed by third parties (the vector reproduces the guide's sign byte for
 * byte, so the text is the guide's).
 */
export const JD_SIGN_EXAMPLE = {
  source: 'open.jd.com/v2/#/doc/dev-guide?listId=2643 (签名算法 example)',
  secret: 'yourappSecret',
  params: {
    '360buy_param_json':
      '{"end_date":null,"optional_fields":null,"order_state":"WAIT_SELLER_STOCK_OUT","page":"1","page_size":"200","start_date":null}',
    access_token: 'yourtoken',
    app_key: 'yourappkey',
    method: 'jingdong.pop.order.search',
    timestamp: '2021-05-07 09:20:39.683+0800',
    v: '2.0',
  },
  sign: 'D70825340F4084360B9362B60DFD7930',
};

/** the router's system parameters of every call of these fixtures (the .NET SDK's DefaultJdClient.cs order) */
const system = (method: string) => ({
  method,
  app_key: JD_APP.appKey,
  timestamp: '2021-05-07 09:20:39.683+0800',
  v: '2.0',
  access_token: JD_TOKEN,
});
const ROUTER = `${JD_API}/routerjson`;
const SDK =
  'JOS SDKs: jd/api/base.py (PsKs/jd-sdk), DefaultJdClient.cs (aimerhuang/HS.Admin), sdk/client.go (rise-worlds/jos)';

const venderInfo: GoldenExchange = {
  source: `${SDK}; SellerVenderInfoGetResponse (vender_info_result: vender_id, shop_id, shop_name, col_type, cate_main)`,
  request: {
    method: 'POST',
    url: ROUTER,
    form: {
      ...system('jingdong.seller.vender.info.get'),
      '360buy_param_json': '{}',
      sign: '7AC4B8D7B8ADA3FF4D54173ACFEE0892',
    },
  },
  answer: {
    body: {
      jingdong_seller_vender_info_get_responce: {
        code: '0',
        vender_info_result: {
          vender_id: 10086001,
          shop_id: 10086001,
          shop_name: '铺货测试京东专营店',
          col_type: 0,
          cate_main: '1315',
        },
      },
    },
  },
};

export const JD_GOLDEN = {
  /** code → token on the OAuth host, then the shop through the seller API */
  exchangeCode: [
    {
      source:
        'rise-worlds/jos sdk/client.go GetAccessTokenNew (GET open-oauth.jd.com/oauth2/access_token?app_key&app_secret&grant_type=authorization_code&code); answer fields as in fyf2173/ysdk-go JdAccessTokenResponse (access_token, expires_in, refresh_token, scope, open_id, time in ms)',
      request: {
        method: 'GET',
        url: `${JD_OAUTH}/oauth2/access_token`,
        query: {
          app_key: JD_APP.appKey,
          app_secret: JD_APP.appSecret,
          grant_type: 'authorization_code',
          code: 'Xa9Lq2',
        },
      },
      answer: {
        body: {
          access_token: JD_TOKEN,
          expires_in: 31_535_999,
          refresh_token: 'b6e2a1d4c3f54e7a9b8c7d6e5f4a3b2c',
          scope: 'snsapi_base',
          open_id: 'dVx2LkZ8mN1qP4rS7tU0wY3zA6bC9eF2',
          time: 1_620_350_439_683,
        },
      },
    },
    venderInfo,
  ] satisfies GoldenExchange[],

  refreshToken: [
    {
      source:
        'third-party JD providers (GET open-oauth.jd.com/oauth2/refresh_token?app_key&app_secret&grant_type=refresh_token&refresh_token)',
      request: {
        method: 'GET',
        url: `${JD_OAUTH}/oauth2/refresh_token`,
        query: {
          app_key: JD_APP.appKey,
          app_secret: JD_APP.appSecret,
          grant_type: 'refresh_token',
          refresh_token: 'b6e2a1d4c3f54e7a9b8c7d6e5f4a3b2c',
        },
      },
      answer: {
        body: {
          access_token: JD_TOKEN,
          expires_in: 31_535_999,
          refresh_token: 'c7f3b2e5d4a65f8b0c9d8e7f6a5b4c3d',
          scope: 'snsapi_base',
          open_id: 'dVx2LkZ8mN1qP4rS7tU0wY3zA6bC9eF2',
          time: 1_620_350_439_683,
        },
      },
    },
    venderInfo,
  ] satisfies GoldenExchange[],

  /** the top level, and a second level whose children are JD's third-level (publishing) categories */
  categoriesTop: [
    {
      source: `${SDK}; CategoryReadFindByPIdRequest (parentCid, field) and rise-worlds/jos api/category (Category: id, fid, lev, name, order)`,
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.category.read.findByPId'),
          '360buy_param_json': '{"field":"id,fid,lev,name,order","parentCid":0}',
          sign: '3641BD1B2ACBE31F58178773376C1BF6',
        },
      },
      answer: {
        body: {
          jingdong_category_read_findByPId_responce: {
            code: '0',
            categories: [
              { id: 1315, fid: 0, lev: 1, name: '服饰内衣', order: 1 },
              { id: 1316, fid: 0, lev: 1, name: '美妆护肤', order: 2 },
            ],
          },
        },
      },
    },
  ] satisfies GoldenExchange[],
  categoriesThird: [
    {
      source: `${SDK}; CategoryReadFindByPIdRequest`,
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.category.read.findByPId'),
          '360buy_param_json': '{"field":"id,fid,lev,name,order","parentCid":1343}',
          sign: '60CE0B702624C0CB2E242B271C88F81C',
        },
      },
      answer: {
        body: {
          jingdong_category_read_findByPId_responce: {
            code: '0',
            categories: [
              { id: 1355, fid: 1343, lev: 3, name: 'T恤', order: 1 },
              { id: 1354, fid: 1343, lev: 3, name: '衬衫', order: 2 },
            ],
          },
        },
      },
    },
  ] satisfies GoldenExchange[],

  brands: [
    {
      source:
        'PopVenderCenerVenderBrandQueryRequest (name, fuzzy) and PopVenderCenerVenderBrandQueryResponse / VenderBrandPubInfo (brandList: erpBrandId, brandName), public JOS Java/.NET SDK copies',
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.pop.vender.cener.venderBrand.query'),
          '360buy_param_json': '{"name":"优"}',
          sign: '7880DB4048E5724F26D0A8DC0C750570',
        },
      },
      answer: {
        body: {
          jingdong_pop_vender_cener_venderBrand_query_responce: {
            code: '0',
            brandList: [
              { erpBrandId: 18512, brandName: '优衣库' },
              { erpBrandId: 18513, brandName: '百优' },
            ],
          },
        },
      },
    },
  ] satisfies GoldenExchange[],

  freightTemplates: [
    {
      source:
        'SkuFareTemplateServiceGetTemplatesRequest (no parameters) and its response (querySkuFareTemplateResult.templateList: id, templateName, index, ruleType, isFree), public JOS Java SDK use',
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.SkuFareTemplateService.getTemplates'),
          '360buy_param_json': '{}',
          sign: '1E0643FD59A88D15A272C8699296C618',
        },
      },
      answer: {
        body: {
          jingdong_SkuFareTemplateService_getTemplates_responce: {
            code: '0',
            querySkuFareTemplateResult: {
              templateList: [
                { id: 720609, templateName: '全国包邮', index: 1, ruleType: 0, isFree: true },
                { id: 720610, templateName: '偏远地区不包邮', index: 2, ruleType: 0, isFree: false },
              ],
            },
          },
        },
      },
    },
  ] satisfies GoldenExchange[],

  publish: [
    {
      source:
        'WareWriteAddRequest (ware, skus) with Ware / Sku / Image / Prop of the JOS Python SDK (jd/api/rest/WareWriteAddRequest.py) and rise-worlds/jos api/ware/ware.interface.go (jdPrice, marketPrice in yuan, weight in kg); WareWriteAddResponse (ware)',
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.ware.write.add'),
          '360buy_param_json':
            '{"skus":[{"jdPrice":32.9,"outerId":"PH202105070001-1","saleAttrs":[{"attrId":"颜色","attrValueAlias":["黑色"],"attrValues":["黑色"],"index":1},{"attrId":"尺码","attrValueAlias":["M"],"attrValues":["M"],"index":2}],"stockNum":100},{"jdPrice":33.9,"outerId":"PH202105070001-2","saleAttrs":[{"attrId":"颜色","attrValueAlias":["黑色"],"attrValues":["黑色"],"index":1},{"attrId":"尺码","attrValueAlias":["L"],"attrValues":["L"],"index":2}],"stockNum":80}],"ware":{"brandId":18512,"categoryId":1355,"images":[{"colorId":"0000000000","imgIndex":1,"imgUrl":"https://img10.360buyimg.com/n1/jfs/t1/a1.jpg"}],"introduction":"<p>精选新疆长绒棉，柔软透气。</p><img src=\\"https://img10.360buyimg.com/n1/jfs/t1/d1.jpg\\"/>","itemNum":"PH202105070001","jdPrice":32.9,"marketPrice":59.9,"mobileDesc":"<p>精选新疆长绒棉，柔软透气。</p><img src=\\"https://img10.360buyimg.com/n1/jfs/t1/d1.jpg\\"/>","outerId":"PH202105070001","title":"夏季新款纯棉短袖T恤女宽松百搭上衣","transportId":720609,"wareStatus":8,"weight":0.3}}',
          sign: '385F07569A7C87E88944F6940A13B033',
        },
      },
      answer: {
        body: {
          jingdong_ware_write_add_responce: {
            code: '0',
            ware: { wareId: 100012345678, title: '夏季新款纯棉短袖T恤女宽松百搭上衣', outerId: 'PH202105070001' },
          },
        },
      },
    },
  ] satisfies GoldenExchange[],

  /** the merchant code found again: the shop's wares by item number, then the newest read in full */
  findByMerchantCode: [
    {
      source:
        'WareReadSearchWare4ValidRequest (itemNum, pageNo, pageSize) and rise-worlds/jos api/ware/searchWare4Valid.go (page: data, pageNo, pageSize, totalItem)',
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.ware.read.searchWare4Valid'),
          '360buy_param_json': '{"itemNum":"PH202105070001","pageNo":1,"pageSize":20}',
          sign: '1ABDB6122B248FAC0F7DC37174AE8D67',
        },
      },
      answer: {
        body: {
          jingdong_ware_read_searchWare4Valid_responce: {
            code: '0',
            page: {
              data: [
                {
                  wareId: 100012345678,
                  title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
                  itemNum: 'PH202105070001',
                  wareStatus: 8,
                },
                {
                  wareId: 100012345690,
                  title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
                  itemNum: 'PH202105070001',
                  wareStatus: 8,
                },
              ],
              pageNo: 1,
              pageSize: 20,
              totalItem: 2,
            },
          },
        },
      },
    },
    {
      source:
        'rise-worlds/jos api/ware/findWareById.go (wareId → jingdong_ware_read_findWareById_responce { code, ware }) and api/ware/ware.interface.go (Ware, Sku, SaleAttr, Image)',
      request: {
        method: 'POST',
        url: ROUTER,
        form: {
          ...system('jingdong.ware.read.findWareById'),
          '360buy_param_json': '{"wareId":100012345690}',
          sign: 'E01D0CF034DDA83751639E50A652FEED',
        },
      },
      answer: {
        body: {
          jingdong_ware_read_findWareById_responce: {
            code: '0',
            ware: {
              wareId: 100012345690,
              title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
              categoryId: 1355,
              wareStatus: 8,
              outerId: 'PH202105070001',
              itemNum: 'PH202105070001',
              images: [{ colorId: '0000000000', imgIndex: 1, imgUrl: 'https://img10.360buyimg.com/n1/jfs/t1/a1.jpg' }],
              skus: [
                {
                  skuId: 100023456789,
                  wareId: 100012345690,
                  saleAttrs: [
                    { attrId: '1000000041', attrValues: ['1500000567'], attrValueAlias: ['黑色'], index: 1 },
                    { attrId: '1000000042', attrValues: ['1500000890'], attrValueAlias: ['M'], index: 2 },
                  ],
                  jdPrice: 32.9,
                  stockNum: 100,
                  outerId: 'PH202105070001-1',
                },
              ],
            },
          },
        },
      },
    },
  ] satisfies GoldenExchange[],
};

/** JOS failures: `error_response { code, zh_desc, en_desc }` (rise-worlds/jos api ErrorResponnse; codes from JD's system error table) */
export const JD_ERRORS = {
  tokenInvalid: {
    source:
      'public JOS PHP clients quoting {"error_response":{"code":"19","zh_desc":"无效access_token","en_desc":"Invalid access_token"}}',
    body: { error_response: { code: '19', zh_desc: '无效access_token', en_desc: 'Invalid access_token' } },
  },
  callLimited: {
    source:
      "JD's system error table (2 限制时间内调用失败次数 App Call Limited), as republished on blog.csdn.net/DianSan_ERP",
    body: { error_response: { code: '2', zh_desc: '限制时间内调用失败次数', en_desc: 'App Call Limited' } },
  },
  badSignature: {
    source: "JD's system error table (12 无效签名 Invalid Signature)",
    body: { error_response: { code: '12', zh_desc: '无效签名', en_desc: 'Invalid Signature' } },
  },
};
