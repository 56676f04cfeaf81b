/**
 * kuaishou (快手小店) exchanges in their real shapes. Sources: the platform's own pages in
 * AndersonBY/kwaixiaodian-python-sdk (docs/开发指南和规则协议/开发文档/APP授权说明.md, API调用说明.md,
 * docs/开发者支持文档/开放平台/...), and the declaration generated from the official API documents in
 * crywolfx/kuaishou-merchant-open-api packages/common/Interface/api.declaration.ts. Values are ours unless
 * said ("verbatim" marks an answer copied from a document).
 */

/** one kuaishou exchange */
export interface KuaishouGolden {
  source: string;
  httpMethod: 'GET' | 'POST';
  path: string;
  /** API calls: the method, whose business parameters travel as JSON text in `param` */
  method?: string;
  /** API calls: `param`, parsed */
  param?: Record<string, unknown>;
  /** OAuth calls: the query or form fields, exactly */
  fields?: Record<string, string>;
  answer: Record<string, unknown>;
}

/** the system parameters of a signed call (API调用说明 §3) */
export const KUAISHOU_SYSTEM_KEYS = [
  'appkey',
  'method',
  'version',
  'param',
  'timestamp',
  'signMethod',
  'access_token',
  'sign',
];

export const KUAISHOU_APP = {
  appKey: 'ks700872692254700001',
  appSecret: 'kuaishou-golden-app-secret',
  signSecret: 'kuaishou-golden-sign-secret',
};
export const KUAISHOU_OPEN_ID = 'f198f0846993046e14bf572410405c46';
export const KUAISHOU_TOKEN = 'ChFvYXV0aC5hY2Nlc3NUb2tlbhJAgoldenAccessToken';
export const KUAISHOU_SHOP = { accessToken: KUAISHOU_TOKEN, shopId: KUAISHOU_OPEN_ID };
/** 2026-11-23T02:00:00Z */
export const KUAISHOU_NOW = new Date(Date.UTC(2026, 10, 23, 2, 0, 0));
export const KUAISHOU_MERCHANT_CODE = '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e';
/** relItemId for that merchant code (ours: the first 52 bits of its SHA-256) */
export const KUAISHOU_REL_ITEM_ID = 2889632433930336;
const SERVICE_END = Date.UTC(2027, 10, 23, 16, 0, 0);

const userInfo = (): KuaishouGolden => ({
  source:
    'crywolfx/kuaishou-merchant-open-api api.declaration.ts "open.user.info.get" (GET, no parameters; data name, sex, head, bigHead, openId)',
  httpMethod: 'GET',
  path: '/open/user/info/get',
  method: 'open.user.info.get',
  param: {},
  answer: {
    result: 1,
    error_msg: 'success',
    data: { name: '快手测试小店', sex: 'F', head: '', bigHead: '', openId: KUAISHOU_OPEN_ID },
  },
});
const serviceInfo = (): KuaishouGolden => ({
  source:
    'crywolfx/kuaishou-merchant-open-api api.declaration.ts "open.service.market.buyer.service.info" (buyerOpenId; data inService, startTime, authorized, endTime, packageName)',
  httpMethod: 'GET',
  path: '/open/service/market/buyer/service/info',
  method: 'open.service.market.buyer.service.info',
  param: { buyerOpenId: KUAISHOU_OPEN_ID },
  answer: {
    result: 1,
    message: 'success',
    data: {
      inService: true,
      startTime: KUAISHOU_NOW.getTime(),
      authorized: true,
      endTime: SERVICE_END,
      packageName: '基础版',
    },
  },
});

export const KUAISHOU_GOLDEN = {
  /** APP授权说明 §2.3: GET with app_id, grant_type "code", code, app_secret */
  codeExchange: {
    source: 'AndersonBY/kwaixiaodian-python-sdk docs/开发指南和规则协议/开发文档/APP授权说明.md §2.3',
    httpMethod: 'GET',
    path: '/oauth2/access_token',
    fields: {
      app_id: KUAISHOU_APP.appKey,
      app_secret: KUAISHOU_APP.appSecret,
      grant_type: 'code',
      code: 'code-7f3a9b2c1d0e4f5a',
    },
    answer: {
      result: 1,
      access_token: KUAISHOU_TOKEN,
      refresh_token: 'ChJvYXV0aC5yZWZyZXNoVG9rZW4SgoldenRefreshToken',
      open_id: KUAISHOU_OPEN_ID,
      expires_in: 172_800,
      scopes: ['user_info', 'merchant_item', 'merchant_servicemarket'],
    },
  },
  userInfo: userInfo(),
  serviceInfo: serviceInfo(),
  /** APP授权说明 §2.4: POST grant_type, refresh_token, app_id, app_secret; the answer has no open_id */
  refresh: {
    source: 'AndersonBY/kwaixiaodian-python-sdk docs/开发指南和规则协议/开发文档/APP授权说明.md §2.4',
    httpMethod: 'POST',
    path: '/oauth2/refresh_token',
    fields: {
      grant_type: 'refresh_token',
      refresh_token: 'ChJvYXV0aC5yZWZyZXNoVG9rZW4SgoldenRefreshToken',
      app_id: KUAISHOU_APP.appKey,
      app_secret: KUAISHOU_APP.appSecret,
    },
    answer: {
      result: 1,
      access_token: 'ChFvYXV0aC5hY2Nlc3NUb2tlbhJAgoldenRenewedToken',
      expires_in: 172_800,
      refresh_token: 'ChJvYXV0aC5yZWZyZXNoVG9rZW4SgoldenRenewedRefresh',
      refresh_token_expires_in: 15_465_600,
      scopes: ['user_info', 'merchant_item', 'merchant_servicemarket'],
    },
  },
  /** verbatim: K0008 - 错误信息：refreshToken.discarded */
  refreshSpent: {
    source:
      'AndersonBY/kwaixiaodian-python-sdk docs/开发者支持文档/开放平台/应用授权/K0008 - 错误信息：refreshToken.discarded.md',
    httpMethod: 'POST',
    path: '/oauth2/refresh_token',
    fields: {
      grant_type: 'refresh_token',
      refresh_token: 'spent-refresh-token',
      app_id: KUAISHOU_APP.appKey,
      app_secret: KUAISHOU_APP.appSecret,
    },
    answer: { result: 100200102, error: 'access_denied', error_msg: 'refreshToken.discarded' },
  },
  /**
   * open.item.category: GET, no business parameters; the answer's fields are those of open.item.get's
   * parentCategoryList (categoryId, categoryName, categoryPid), the flat whole-tree list ours
   */
  categories: {
    source:
      'crywolfx/kuaishou-merchant-open-api packages/common/constant/api.default.method.ts ("open.item.category": "GET"); api.declaration.ts "open.item.get" parentCategoryList',
    httpMethod: 'GET',
    path: '/open/item/category',
    method: 'open.item.category',
    param: {},
    answer: {
      result: 1,
      error_msg: 'success',
      data: [
        { categoryId: 1107, categoryName: '家居生活', categoryPid: 0 },
        { categoryId: 1124, categoryName: '居家日用', categoryPid: 1107 },
        { categoryId: 2988, categoryName: '生活日用', categoryPid: 1124 },
        { categoryId: 1200, categoryName: '女装', categoryPid: 0 },
      ],
    },
  },
  templates: {
    source:
      'crywolfx/kuaishou-merchant-open-api api.declaration.ts "open.logistics.express.template.list" (offset, limit, searchUsed; expressTemplateDetailVOS, total)',
    httpMethod: 'GET',
    path: '/open/logistics/express/template/list',
    method: 'open.logistics.express.template.list',
    param: { offset: 0, limit: 10, searchUsed: false },
    answer: {
      result: 1,
      error_msg: 'success',
      data: {
        expressTemplateDetailVOS: [
          {
            id: 9426102401,
            name: '默认非偏远地区包邮模板',
            sellerId: 3649418105,
            calType: 1,
            used: false,
            status: 1,
            sourceType: 30,
            deleteTime: 0,
          },
        ],
        total: 1,
      },
    },
  },
  /** open.item.new: relItemId / relSkuId Longs, skuProps, details, serviceRule; answer kwaiItemId, relItemId, skuIdMapping */
  itemNew: {
    source: 'crywolfx/kuaishou-merchant-open-api api.declaration.ts "open.item.new"',
    httpMethod: 'POST',
    path: '/open/item/new',
    method: 'open.item.new',
    param: {
      title: '夏季纯棉短袖T恤女宽松百搭上衣',
      relItemId: KUAISHOU_REL_ITEM_ID,
      categoryId: 2988,
      imageUrls: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/ITEM_IMAGE-1.jpg'],
      skuList: [
        {
          relSkuId: 1721771380802282,
          skuStock: 100,
          skuSalePrice: 3290,
          skuNick: 'SKU-00',
          skuMarketPrice: 5990,
          skuProps: [
            {
              propName: '颜色',
              propValueName: '黑色',
              imageUrl: 'https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/SKU-1.jpg',
              isMainProp: 1,
              propVersion: 1,
            },
          ],
        },
        {
          relSkuId: 2389848672403527,
          skuStock: 50,
          skuSalePrice: 3390,
          skuNick: 'SKU-01',
          skuMarketPrice: 5990,
          skuProps: [
            {
              propName: '颜色',
              propValueName: '白色',
              imageUrl: 'https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/SKU-2.jpg',
              isMainProp: 1,
              propVersion: 1,
            },
          ],
        },
      ],
      details: '精选新疆长绒棉，柔软透气，宽松版型不挑身材。',
      detailImageUrls: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/DETAIL-1.jpg'],
      serviceRule: { refundRule: '1', promiseDeliveryTime: 172_800, immediatelyOnOfflineFlag: 0, servicePromise: {} },
      expressTemplateId: 9426102401,
      payWay: 2,
    },
    answer: {
      result: 1,
      error_msg: 'success',
      data: {
        kwaiItemId: 24904424073914,
        relItemId: KUAISHOU_REL_ITEM_ID,
        skuIdMapping: [
          { kwaiSkuId: 158419190357914, relSkuId: 1721771380802282, skuNick: 'SKU-00' },
          { kwaiSkuId: 158419190357915, relSkuId: 2389848672403527, skuNick: 'SKU-01' },
        ],
      },
    },
  },
  /** open.item.list.get by relItemId ("按照appkey+relItemId查询"); answer in GetItemListResponseParam's shape */
  itemListByRel: {
    source: 'crywolfx/kuaishou-merchant-open-api api.declaration.ts "open.item.list.get"',
    httpMethod: 'GET',
    path: '/open/item/list/get',
    method: 'open.item.list.get',
    param: { relItemId: KUAISHOU_REL_ITEM_ID },
    answer: {
      result: 1,
      error_msg: 'success',
      data: {
        totalItemCount: 1,
        currentPageItemCount: 1,
        currentPageNumber: 1,
        totalPage: 1,
        items: [
          {
            kwaiItemId: 24904424073914,
            relItemId: KUAISHOU_REL_ITEM_ID,
            title: '夏季纯棉短袖T恤女宽松百搭上衣',
            categoryId: 2988,
            imageUrls: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/ITEM_IMAGE-1.jpg'],
            auditStatus: 2,
            shelfStatus: 1,
            itemStatus: 1,
            skuList: [
              {
                kwaiSkuId: 158419190357914,
                relSkuId: 1721771380802282,
                skuStock: 100,
                skuSalePrice: 3290,
                skuNick: 'SKU-00',
                skuProp: [{ propName: '颜色', propValueName: '黑色', isMainProp: 1, propVersion: 1 }],
              },
            ],
          },
        ],
      },
    },
  },
  /** open.item.get: kwaiItemId; data itemId, relItemId, skuInfos[].skuProp, onOfflineStatus, auditStatus */
  itemGet: {
    source: 'crywolfx/kuaishou-merchant-open-api api.declaration.ts "open.item.get"',
    httpMethod: 'GET',
    path: '/open/item/get',
    method: 'open.item.get',
    param: { kwaiItemId: 24904424073914 },
    answer: {
      result: 1,
      error_msg: 'success',
      data: {
        itemId: 24904424073914,
        relItemId: KUAISHOU_REL_ITEM_ID,
        categoryId: 2988,
        categoryName: '生活日用',
        title: '夏季纯棉短袖T恤女宽松百搭上衣',
        details: '精选新疆长绒棉，柔软透气，宽松版型不挑身材。',
        imageUrls: ['https://p2-ec.ecukwai.com/bs2/image-kwaishop-product/ITEM_IMAGE-1.jpg'],
        detailImageUrls: [],
        skuInfos: [
          {
            kwaiSkuId: 158419190357914,
            relSkuId: 1721771380802282,
            skuStock: 100,
            skuSalePrice: 3290,
            skuNick: 'SKU-00',
            skuProp: [{ propName: '颜色', propValueName: '黑色' }],
          },
        ],
        auditStatus: 2,
        onOfflineStatus: 1,
        expressTemplateId: 9426102401,
      },
    },
  },
} satisfies Record<string, KuaishouGolden>;

/** kuaishou's refusals: "verbatim" ones copied from its documents, the `result` numbers of the others ours */
export const KUAISHOU_ERRORS = {
  revoked: {
    source: 'verbatim: K0006 - 错误信息：AUTHORIZATION_REVOKED.md',
    answer: { result: 24, error_msg: 'AUTHORIZATION_REVOKED' },
    kind: 'authExpired',
    refreshable: false,
  },
  qps: {
    source: 'message verbatim: K1008 - API调用触发限流告警.md (its `result` number is not published: ours)',
    answer: {
      result: 40000,
      error_msg:
        'Exceed qps limit, KEY [apiId:open.order.desensitise.batch;appkey:ks669347498428231705], MAX_QPS [300.0]',
    },
    kind: 'rateLimited',
    refreshable: false,
  },
  quota: {
    source: 'message verbatim: K1008 - API调用触发限流告警.md (its `result` number is not published: ours)',
    answer: { result: 40000, error_msg: 'Exceed quota limit, KEY [appkey:ks6887777777779839]' },
    kind: 'rateLimited',
    refreshable: false,
  },
  authFailed: {
    source: 'words: K0004 - 访问接口时返回“鉴权失败”是什么原因？.md (its `result` number is not published: ours)',
    answer: { result: 20001, error_msg: '鉴权失败' },
    kind: 'authExpired',
    refreshable: true,
  },
} as const;
