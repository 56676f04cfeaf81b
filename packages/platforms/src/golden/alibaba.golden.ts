/**
 * 1688 golden exchanges: requests as 1688's SDKs and docs send them and answers as 1688 gives them,
 * each with the public source it is taken from. alibaba.golden.test.ts checks that our connector,
 * offer source and buyer side send exactly these shapes and read these answers, and that the sandbox
 * takes SDK-style requests.
 *
 * The values of the answers are the public examples' own (ids, tokens, dates), so that a mismatch with
 * the real platform shows here first.
 */

export interface GoldenRequest {
  /** the path from /openapi on, with `{appKey}` for the app key */
  path: string;
  /** form fields sent as plain text */
  form: Record<string, string>;
  /** form fields sent as JSON text, compared parsed */
  jsonForm?: Record<string, unknown>;
  /** the system fields the call carries besides (their values vary per call) */
  system: ('access_token' | '_aop_timestamp' | '_aop_signature')[];
}

export interface GoldenExchange {
  /** where the request and answer shapes come from */
  source: string;
  request?: GoldenRequest;
  answer: { status: number; body: Record<string, unknown> };
}

export const GOLDEN_APP = { appKey: '1014105', appSecret: 'golden-secret' } as const;
export const GOLDEN_ACCESS_TOKEN = '316d5376-1ba0-491d-b5e7-ec1ac68c5839';
export const GOLDEN_REDIRECT = 'https://puhuo.example/shop/authorize/callback';

/** token by code: POST /openapi/http/1/system.oauth2/getToken/<appKey> */
export const tokenByCode: GoldenExchange = {
  source:
    'request: ZyLob/1688 ZyLob.Ali1688.Op/Authorization/AuthApi.cs GetAliToken (fields and the http/1 path); ' +
    'answer: the getToken answer a public 1688 Python client prints (search index file 28823593429), the ' +
    'shape of ZyLob AuthApi.cs comment (aliId, resource_owner, memberId, expires_in, refresh_token_timeout)',
  request: {
    path: '/openapi/http/1/system.oauth2/getToken/{appKey}',
    form: {
      grant_type: 'authorization_code',
      need_refresh_token: 'true',
      client_id: GOLDEN_APP.appKey,
      client_secret: GOLDEN_APP.appSecret,
      redirect_uri: GOLDEN_REDIRECT,
      code: 'e68c6379-8959-4ffe-8815-844d4a949b8c',
    },
    system: [],
  },
  answer: {
    status: 200,
    body: {
      refresh_token_timeout: '20150626174405000+0800',
      aliId: '2379510033',
      resource_owner: '海豚供应链',
      memberId: 'b2b-2379510033',
      expires_in: '36000',
      refresh_token: '98031047-4caa-403d-b579-d01f159f182a',
      access_token: GOLDEN_ACCESS_TOKEN,
    },
  },
};

/**
 * token by refresh token: POST /openapi/param2/1/system.oauth2/getToken/<appKey>. No public example of
 * the refresh answer was found: this one is the doc's getToken example without the refresh fields, as
 * the docs say a refresh returns a new access token (the refresh token itself lasts half a year).
 */
export const tokenRefresh: GoldenExchange = {
  source:
    'request: the ocean Java SDK refreshToken (param2 protocol) and ZyLob AuthApi.cs UpdateAccessToken ' +
    '(grant_type, client_id, client_secret, refresh_token); answer: the getToken doc example quoted in ' +
    'public clients\' comments ({"aliId":"8888888888","resource_owner":"xxx","memberId":"xxxxxxx",' +
    '"expires_in":"36000",...}) without refresh_token / refresh_token_timeout (ASSUMED shape)',
  request: {
    path: '/openapi/param2/1/system.oauth2/getToken/{appKey}',
    form: {
      grant_type: 'refresh_token',
      client_id: GOLDEN_APP.appKey,
      client_secret: GOLDEN_APP.appSecret,
      refresh_token: '479f9564-1049-456e-ab62-29d3e82277d9',
    },
    system: [],
  },
  answer: {
    status: 200,
    body: {
      aliId: '8888888888',
      resource_owner: 'xxx',
      memberId: 'xxxxxxx',
      expires_in: '36000',
      access_token: 'f14da3b8-b0b1-4f73-a5de-9bed637e0188',
    },
  },
};

/** the doc example's own 14-digit refresh_token_timeout ("20121222222222+0800") */
export const tokenDocExample = {
  source: 'the getToken doc example quoted in several public 1688 clients (refresh_token_timeout without milliseconds)',
  body: {
    aliId: '8888888888',
    resource_owner: 'xxx',
    memberId: 'xxxxxxx',
    expires_in: '36000',
    refresh_token: '479f9564-1049-456e-ab62-29d3e82277d9',
    access_token: 'f14da3b8-b0b1-4f73-a5de-9bed637e0188',
    refresh_token_timeout: '20121222222222+0800',
  },
};

/** the draft behind productAdd: the public product.add example's SKU, price, stock, template and 货号 */
export const GOLDEN_MERCHANT_CODE = '3089C601232';

/** alibaba.product.add: POST /openapi/param2/1/com.alibaba.product/alibaba.product.add/<appKey> */
export const productAdd: GoldenExchange = {
  source:
    'request: a public PHP client\'s addProduct (search index file 43394383052: image {"images":[...]}, ' +
    'attributes with {"attributeID":1398,"attributeName":"货号","value":"3089C601232","isCustom":false}, ' +
    'skuInfos [{"attributes":[{"attributeID":3216,"attributeValue":"砖红色"},{"attributeID":450,...}],' +
    '"amountOnSale":888,"retailPrice":64.0,...}], shippingInfo {"freightTemplateID":3485370,"unitWeight":0.2}, ' +
    'webSite "1688") and the SDK param classes (duanyasong/1688-sdk-php src/com/alibaba/product/param/' +
    'AlibabaProductProductSKUInfo.class.php: price Double, amountOnSale Integer; AlibabaProductProductSaleInfo: ' +
    'quoteType 1 = SKU priced by spec); answer: AlibabaProductAddResult (productID), the id from ' +
    "AlibabaProductProductInfo's example 584051070147",
  request: {
    path: '/openapi/param2/1/com.alibaba.product/alibaba.product.add/{appKey}',
    form: {
      productType: 'wholesale',
      categoryID: '122196005',
      subject: '孕妇装裙子夏季大牌走秀原单肩章系带不规则雪纺连衣裙',
      description: '<p>孕妇装裙子夏季欧美外贸大牌走秀原单肩章系带不规则雪纺连衣裙</p>',
      language: 'CHINESE',
      webSite: '1688',
    },
    jsonForm: {
      image: { images: ['https://cbu01.alicdn.com/img/ibank/2016/364/959/2882959463_858335242.jpg'] },
      attributes: [{ attributeID: 1398, attributeName: '货号', value: GOLDEN_MERCHANT_CODE, isCustom: false }],
      skuInfos: [
        {
          attributes: [
            { attributeID: 3216, attributeName: '颜色', attributeValue: '砖红色' },
            { attributeID: 450, attributeName: '尺码', attributeValue: '均码（外贸加长版）' },
          ],
          amountOnSale: 888,
          price: 39,
          retailPrice: 64,
        },
      ],
      saleInfo: {
        supportOnlineTrade: true,
        mixWholeSale: false,
        priceAuth: false,
        amountOnSale: 888,
        unit: '件',
        minOrderQuantity: 1,
        quoteType: 1,
      },
      shippingInfo: { freightTemplateID: 3485370, unitWeight: 0.2 },
    },
    system: ['access_token', '_aop_timestamp', '_aop_signature'],
  },
  answer: { status: 200, body: { productID: 584051070147 } },
};

/** productInfo as product.get and list.get give it (the SDK's AlibabaProductProductInfo examples) */
const PRODUCT_INFO = {
  productID: 584051070147,
  productType: 'wholesale',
  categoryID: 1048182,
  attributes: [{ attributeID: 1398, attributeName: '货号', value: GOLDEN_MERCHANT_CODE, isCustom: false }],
  groupID: [107331682],
  status: 'published',
  subject: '高端气质OL韩版雪纺女装套头半高领长袖修身型蕾丝衫',
  language: 'CHINESE',
  periodOfValidity: 3650,
  bizType: 1,
  pictureAuth: false,
  image: { images: ['img/ibank/2016/364/959/2882959463_858335242.jpg'] },
  skuInfos: [
    {
      attributes: [
        { attributeID: 3216, attributeValue: '砖红色' },
        { attributeID: 450, attributeValue: '均码（外贸加长版）' },
      ],
      cargoNumber: '',
      amountOnSale: 888,
      retailPrice: 64.0,
      price: 39.0,
      skuId: 3149890863276,
      specId: '9da620ca4ba93e8c6ff98936d3de4f00',
    },
  ],
  productCargoNumber: GOLDEN_MERCHANT_CODE,
  createTime: '20181213201638000+0800',
  lastUpdateTime: '20181219175505000+0800',
};

/** alibaba.product.get */
export const productGet: GoldenExchange = {
  source:
    'request: AlibabaProductGetParam (productID, webSite); answer: AlibabaProductGetResult {productInfo} with ' +
    "AlibabaProductProductInfo's field examples (duanyasong/1688-sdk-php src/com/alibaba/product/param/) and " +
    'the SKU of the public product.add example (attributeID + attributeValue only)',
  request: {
    path: '/openapi/param2/1/com.alibaba.product/alibaba.product.get/{appKey}',
    form: { productID: '584051070147', webSite: '1688' },
    system: ['access_token', '_aop_timestamp', '_aop_signature'],
  },
  answer: { status: 200, body: { productInfo: PRODUCT_INFO, createTime: PRODUCT_INFO.createTime } },
};

/** alibaba.product.list.get by 货号 */
export const productListByCargoNumber: GoldenExchange = {
  source:
    'request: AlibabaProductListGetParam (cargoNumber "货号", pageNo from 1, pageSize at most 20, needDetail; ' +
    'the ocean Java copy in the index and l3n641-style aop Python AlibabaProductListGetParam); answer: ' +
    'AlibabaProductListGetResult {result: {pageResult: {sizePerPage, resultList, totalRecords, pageIndex}}, success} ' +
    '(duanyasong/1688-sdk-php src/com/alibaba/product/param/AlibabaProductListGetResult.class.php)',
  request: {
    path: '/openapi/param2/1/com.alibaba.product/alibaba.product.list.get/{appKey}',
    form: { cargoNumber: GOLDEN_MERCHANT_CODE, pageNo: '1', pageSize: '20', needDetail: 'true' },
    system: ['access_token', '_aop_timestamp', '_aop_signature'],
  },
  answer: {
    status: 200,
    body: {
      result: { pageResult: { sizePerPage: 20, resultList: [PRODUCT_INFO], totalRecords: 1, pageIndex: 1 } },
      success: true,
    },
  },
};

/** alibaba.category.get: the category itself, its children in childCategorys */
export const categoryGet: GoldenExchange = {
  source:
    'request: bububa/go1688 requests/alibaba/product/categoryGet.go (categoryID, 0 for the top level) and a ' +
    'public PHP client (webSite "1688"); answer: AlibabaCategoryGetResult {succes, categoryInfo[]} and ' +
    'AlibabaCategoryCategoryInfo (duanyasong/1688-sdk-php), childCategorys [{id, name, isLeaf, categoryType}] ' +
    'as bububa/go1688 reads them',
  request: {
    path: '/openapi/param2/1/com.alibaba.product/alibaba.category.get/{appKey}',
    form: { categoryID: '0', webSite: '1688' },
    system: ['access_token', '_aop_timestamp', '_aop_signature'],
  },
  answer: {
    status: 200,
    body: {
      succes: 'true',
      categoryInfo: [
        {
          categoryID: 0,
          name: '',
          isLeaf: false,
          parentIDs: [],
          childCategorys: [
            { id: 10166, name: '女装', isLeaf: false, categoryType: '1' },
            { id: 1038378, name: '鞋', isLeaf: false, categoryType: '1' },
          ],
        },
      ],
    },
  },
};

/** alibaba.logistics.freightTemplate.getList (namespace com.alibaba.product) */
export const freightTemplates: GoldenExchange = {
  source:
    'request: the SDK facade\'s APIId ("com.alibaba.product", "alibaba.logistics.freightTemplate.getList", 1) ' +
    'and AlibabaLogisticsFreightTemplateGetListParam (webSite); answer: ' +
    'AlibabaLogisticsFreightTemplateGetListResult {freightTemplates[]} / AlibabaLogisticsFreightTemplate ' +
    '(id, name, memberId, status, ...) in duanyasong/1688-sdk-php src/com/alibaba/logistics/param/',
  request: {
    path: '/openapi/param2/1/com.alibaba.product/alibaba.logistics.freightTemplate.getList/{appKey}',
    form: { webSite: '1688' },
    system: ['access_token', '_aop_timestamp', '_aop_signature'],
  },
  answer: {
    status: 200,
    body: {
      freightTemplates: [
        { id: 3485370, name: '全国包邮', memberId: 'b2b-2379510033', status: 1, fromAreaCode: '330100' },
        { id: 3485371, name: '偏远地区不包邮', memberId: 'b2b-2379510033', status: 1, fromAreaCode: '330100' },
      ],
    },
  },
};

/** alibaba.trade.pay.protocolPay.isopen: the doc's own example (ALIPAY bound, not signed) */
export const protocolPayIsOpen: GoldenExchange = {
  source:
    '1688 API doc "查询是否开通免密支付" (com.alibaba.trade:alibaba.trade.pay.protocolPay.isopen-1) answer ' +
    'example; bububa/go1688 requests/alibaba/trade/payProtocolPay*.go (result.result.paymentAgreements)',
  request: {
    path: '/openapi/param2/1/com.alibaba.trade/alibaba.trade.pay.protocolPay.isopen/{appKey}',
    form: {},
    system: ['access_token', '_aop_timestamp', '_aop_signature'],
  },
  answer: {
    status: 200,
    body: {
      result: {
        result: {
          paymentAgreements: [
            { bindingStatus: 'false', payChannel: 'SHEGOU', signedStatus: 'false' },
            {
              bindingStatus: 'true',
              payChannel: 'ALIPAY',
              signUrl: 'https://mapi.alipay.com/gateway.do',
              signedStatus: 'false',
            },
          ],
        },
        success: true,
      },
    },
  },
};

/** the crossborder multilingual search (the offer source's list) */
export const offerSearch: GoldenExchange = {
  source:
    '1688 API doc "多语言关键词搜索" (com.alibaba.fenxiao.crossborder:product.search.keywordQuery-1): ' +
    'offerQueryParam {keyword, beginPage, pageSize, country, categoryId}, answer ' +
    'result {success, code, message, result {totalRecords, totalPage, pageSize, currentPage, data[]}}, ' +
    'prices as yuan strings; values from the doc example and a public client test (offerId 620201390233)',
  request: {
    path: '/openapi/param2/1/com.alibaba.fenxiao.crossborder/product.search.keywordQuery/{appKey}',
    form: {},
    jsonForm: { offerQueryParam: { keyword: '饼干', beginPage: 1, pageSize: 20, country: 'en' } },
    system: ['_aop_timestamp', '_aop_signature'],
  },
  answer: {
    status: 200,
    body: {
      result: {
        success: true,
        code: '200',
        message: '',
        result: {
          totalRecords: 123,
          totalPage: 7,
          pageSize: 20,
          currentPage: 1,
          data: [
            {
              imageUrl: 'https://cbu01.alicdn.com/x.jpg',
              subject: '饼干',
              subjectTrans: 'Biscuits',
              offerId: 620201390233,
              isJxhy: true,
              priceInfo: { price: '10', consignPrice: '12' },
              repurchaseRate: '10%',
              monthSold: 1213,
              isOnePsale: true,
              topCategoryId: 1,
              secondCategoryId: 2,
              thirdCategoryId: 3,
              createDate: '2024-04-20 08:00:00',
              modifyDate: '2024-04-20 08:00:00',
              minOrderQuantity: 1,
            },
          ],
        },
      },
    },
  },
};

/** the crossborder multilingual detail (the offer source's detail) */
export const offerDetail: GoldenExchange = {
  source:
    '1688 API doc "多语言商详" (com.alibaba.fenxiao.crossborder:product.search.queryProductDetail-1): ' +
    'offerDetailParam {offerId, country}, answer result {success, code, message, result ProductDetailModel} ' +
    '(productImage.images, productSkuInfos[{price, amountOnSale, skuId, specId, skuAttributes, ' +
    "fenxiaoPriceInfo}], productSaleInfo.priceRangeList, companyName, status); the doc example's values",
  request: {
    path: '/openapi/param2/1/com.alibaba.fenxiao.crossborder/product.search.queryProductDetail/{appKey}',
    form: {},
    jsonForm: { offerDetailParam: { offerId: 620201390233, country: 'en' } },
    system: ['_aop_timestamp', '_aop_signature'],
  },
  answer: {
    status: 200,
    body: {
      result: {
        success: true,
        code: '200',
        message: '成功',
        result: {
          offerId: 620201390233,
          categoryId: 32,
          categoryName: '裙子',
          subject: '猫砂盆超大号防外溅猫厕所加高巨无霸开放式宠物用品厂家直销批发',
          description: '<p><img src="https://cbu01.alicdn.com/img/ibank/d1.jpg"/></p>',
          productImage: {
            images: ['https://cbu01.alicdn.com/img/ibank/O1CN01pEsVS41Bs2uny9oka_!!0-0-cib.jpg'],
          },
          productAttribute: [{ attributeId: '2176', attributeName: '品牌', value: '其他' }],
          productSkuInfos: [
            {
              amountOnSale: 99,
              price: '10.5',
              skuId: 5104790281451,
              specId: '2b36920d5139fd431a2030090d1e2599',
              skuAttributes: [{ attributeId: 3216, attributeName: '颜色', value: '白色' }],
              fenxiaoPriceInfo: { onePiecePrice: '15', offerPrice: '12' },
            },
          ],
          productSaleInfo: {
            amountOnSale: 99,
            priceRangeList: [
              { startQuantity: 1, price: '10.5' },
              { startQuantity: 10, price: '10' },
            ],
            quoteType: 1,
          },
          minOrderQuantity: 1,
          status: 'published',
          soldOut: '12342',
          companyName: '杭州宜路发发电子商务有限公司',
        },
      },
    },
  },
};

/** 1688's gateway refusals as public clients meet them (HTTP status, envelope, code) */
export const gatewayErrors: {
  source: string;
  status: number;
  body: Record<string, unknown>;
  kind: string;
  refreshable?: boolean;
}[] = [
  {
    source: 'public 1688 clients back off on it and retry (search index files 52739037468, 70733453801)',
    status: 400,
    body: { error_code: 'gw.QosAppFrequencyLimit', error_message: 'App call exceeds limited frequency' },
    kind: 'rateLimited',
  },
  {
    source: 'public 1688 clients refresh the token on it (search index files 48086010612, 70652323274)',
    status: 401,
    body: {
      error_code: '401',
      error_message: 'Request need user authorized',
      exception: 'Request need user authorized',
    },
    kind: 'authExpired',
    refreshable: true,
  },
  {
    source:
      'a public 1688 client\'s test: HTTP 400 {"error_code":"gw.APIACLDecline","error_message":"AppKey is not allowed(acl)"}',
    status: 400,
    body: { error_code: 'gw.APIACLDecline', error_message: 'AppKey is not allowed(acl)' },
    kind: 'permanent',
  },
  {
    source: "a public 1688 client's test: HTTP 400 with gw.NoUsageLeftError",
    status: 400,
    body: {
      error_message: 'SLA bill has no usage left',
      exception: 'SLA bill has no usage left',
      error_code: 'gw.NoUsageLeftError',
    },
    kind: 'permanent',
  },
  {
    source:
      'a public 1688 client treats gw.SignatureInvalid beside gw.QosAppFrequencyLimit (search index file 34128353203)',
    status: 400,
    // the message is not in the source (ours): the code is what counts
    body: { error_code: 'gw.SignatureInvalid', error_message: '签名校验失败' },
    kind: 'permanent',
  },
];
