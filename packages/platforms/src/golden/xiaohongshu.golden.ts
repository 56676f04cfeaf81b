/**
 * xiaohongshu (小红书) exchanges in their real shapes, from the platform's documents as the public copy
 * AndersonBY/xiaohongshu-ecommerce-python-sdk keeps them (docs/小红书官方文档/开发文档/*.md and
 * docs/小红书官方文档/api/<group>/<method>_*.json). "verbatim" marks an answer copied from a document's
 * example (xiaohongshu masks parts of its ids with *); other values are ours.
 */

/** one call through the gateway: the method, its own parameters, and the answer */
export interface XiaohongshuGolden {
  source: string;
  method: string;
  /** the method's parameters, beside the system ones, exactly */
  params: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** the system parameters (040_系统参数说明.md) */
export const XIAOHONGSHU_SYSTEM_KEYS = ['appId', 'method', 'version', 'timestamp', 'sign', 'accessToken'];

export const XIAOHONGSHU_APP = { appKey: '4b6a1d2e3f40516272839a0b1c2d3e4f', appSecret: 'xiaohongshu-golden-secret' };
export const XIAOHONGSHU_TOKEN = 'token-2d22cd***3c1b55bc7-e83e919***a3504b398';
export const XIAOHONGSHU_SHOP = { accessToken: XIAOHONGSHU_TOKEN, shopId: '5a1***76ee832' };
/** 2026-11-23T02:00:00Z */
export const XIAOHONGSHU_NOW = new Date(Date.UTC(2026, 10, 23, 2, 0, 0));
export const XIAOHONGSHU_MERCHANT_CODE = '3f2a9c1d7b6e4a5c8d9e0f1a2b3c4d5e';

const ok = (data: unknown) => ({ error_code: 0, success: true, data });
const DOCS = 'AndersonBY/xiaohongshu-ecommerce-python-sdk docs/小红书官方文档';

export const XIAOHONGSHU_GOLDEN = {
  /** verbatim answer: 038 §2 响应示例 (sellerId as text: the example leaves the masked id unquoted) */
  token: {
    source: `${DOCS}/开发文档/038_授权流程（软件服务商）.md §2`,
    method: 'oauth.getAccessToken',
    params: { code: 'code-9e28279***e6035dc686e0-7aaea***841f3b32' },
    answer: {
      error_code: 0,
      data: {
        accessToken: XIAOHONGSHU_TOKEN,
        accessTokenExpiresAt: 1613807389260,
        refreshToken: 'refresh-72df8ba***7e1387407ac-944badaf***268294df5ae1',
        refreshTokenExpiresAt: 1616312989263,
        sellerId: '5a1***76ee832',
        sellerName: '开放平台测试店1专卖店',
      },
      success: true,
    },
  },
  /** verbatim answer: 038 §3 响应示例 */
  refresh: {
    source: `${DOCS}/开发文档/038_授权流程（软件服务商）.md §3`,
    method: 'oauth.refreshToken',
    params: { refreshToken: 'refresh-06ca049***b77ac4493697-3251618c7***ebfffd7e' },
    answer: {
      error_code: 0,
      data: {
        accessToken: 'token-e643e958****da68398a-572e65****24c3f922',
        accessTokenExpiresAt: 1613807628007,
        refreshToken: 'refresh-72df8ba****e1387407ac-944bad****94df5ae1',
        refreshTokenExpiresAt: 1616312989262,
        sellerId: '5a151****12e76ee832',
        sellerName: '开放平台测试店1专卖店',
      },
      success: true,
    },
  },
  categories: {
    source: `${DOCS}/api/公共API/common_getCategories_获取分类列表.json`,
    method: 'common.getCategories',
    params: { categoryId: '5a9c***88d1' },
    answer: ok({
      categoryV3s: [
        {
          id: '5a9c***88e2',
          name: 'T恤',
          enName: 'T-shirt',
          isLeaf: true,
          supportSizeTable: true,
          mainSpecId: '5a9c***8823',
        },
        { id: '5a9c***88e3', name: '衬衫', enName: 'Shirt', isLeaf: false },
      ],
    }),
  },
  /** common.getVariations: the example's 颜色分类 verbatim, 尺码 ours */
  variations: {
    source: `${DOCS}/api/公共API/common_getVariations_由末级分类获取规格（新）.json`,
    method: 'common.getVariations',
    params: { categoryId: '5a9c***88e2' },
    answer: ok({
      variations: [
        { id: '60404e0de85df80001991224', name: '颜色分类', enName: 'Not translated yet' },
        { id: '5a60***9ce6', name: '尺码', enName: 'Size' },
      ],
      splVariations: [],
    }),
  },
  /** the example's values verbatim */
  carriageTemplates: {
    source: `${DOCS}/api/公共API/common_getCarriageTemplateList_运费模版列表.json`,
    method: 'common.getCarriageTemplateList',
    params: { pageIndex: 1, pageSize: 20 },
    answer: ok({
      carriageTemplateList: [
        {
          templateId: '601a6186095e7a0001c5fb49',
          templateName: '不包邮-默认模板',
          templateType: 1,
          costType: 1,
          enabled: true,
        },
      ],
      totalCount: 50,
    }),
  },
  /** the example's values verbatim */
  logisticsPlans: {
    source: `${DOCS}/api/公共API/common_getLogisticsList_获取物流方案列表.json`,
    method: 'common.getLogisticsList',
    params: {},
    answer: ok({
      logisticsPlans: [
        {
          planInfoId: '5db0****80a1',
          shopName: '一号店',
          planInfoName: '阿富汗 自主发货',
          tradeMode: 0,
          isValid: true,
        },
        { planInfoId: '5db0****80a2', shopName: '一号店', planInfoName: '停用方案', tradeMode: 0, isValid: false },
      ],
    }),
  },
  /** the example's brand verbatim; no total in the answer */
  brands: {
    source: `${DOCS}/api/公共API/common_brandSearch_获取品牌信息.json`,
    method: 'common.brandSearch',
    params: { categoryId: '5a9c***88e2', keyword: 'Charles & Keith', pageNo: 1, pageSize: 20 },
    answer: ok({
      brands: [{ name: 'Charles & Keith', enName: 'Charles & Keith', id: '53f9b1feb4c4d67cd88605aa', image: 'null' }],
    }),
  },
  /** product.createItemAndSku: images as {link}, variantIds, articleNo, createSkuList; answer the item with itemId */
  createItem: {
    source: `${DOCS}/api/商品API/product_createItemAndSku_创建商品Item+Sku（新）.json`,
    method: 'product.createItemAndSku',
    params: {
      name: '新版OPENAPI创建商品',
      brandId: '53f9b1feb4c4d67cd88605aa',
      categoryId: '5a9c***88e2',
      shippingTemplateId: '601a6186095e7a0001c5fb49',
      shippingGrossWeight: 300,
      variantIds: ['60404e0de85df80001991224'],
      images: [{ link: 'http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e390' }],
      imageDescriptions: [{ link: 'http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e391' }],
      articleNo: XIAOHONGSHU_MERCHANT_CODE,
      description: 'test描述',
      freeReturn: 1,
      createSkuList: [
        {
          price: 500000,
          originalPrice: 600000,
          stock: 100,
          logisticsPlanId: '5db0****80a1',
          variants: [{ id: '60404e0de85df80001991224', name: '颜色分类', value: '红色' }],
          deliveryTime: { type: 4, time: '48' },
          erpCode: 'erpCode',
          deliveryFlag: 1,
        },
      ],
    },
    answer: ok({
      itemId: '64ff12f***fd12f1',
      name: '新版OPENAPI创建商品',
      categoryId: '5a9c***88e2',
      articleNo: XIAOHONGSHU_MERCHANT_CODE,
      skuList: [
        { skuId: '6123**5132', price: 500000, originalPrice: 600000, stock: 100, erpCode: 'erpCode', rowNumber: 1 },
      ],
    }),
  },
  /** product.searchItemList: keywords match 货号 among other codes; itemDetailV3s, total */
  searchByCode: {
    source: `${DOCS}/api/商品API/product_searchItemList_查询Item列表.json`,
    method: 'product.searchItemList',
    params: { pageNo: 1, pageSize: 50, searchParam: { keywords: [XIAOHONGSHU_MERCHANT_CODE] } },
    answer: ok({
      currentPage: 1,
      pageSize: 50,
      total: 2,
      itemDetailV3s: [
        { id: '64ff12f***fd12f0', name: '条码相同的另一件', articleNo: 'other', createTime: 1795399000000 },
        {
          id: '64ff12f***fd12f1',
          name: '新版OPENAPI创建商品',
          articleNo: XIAOHONGSHU_MERCHANT_CODE,
          createTime: 1795399100000,
        },
      ],
    }),
  },
  /** product.getItemInfo: itemId; itemInfo (ItemDetailV3) and skuInfos with buyable and the deliveryTime enum */
  itemInfo: {
    source: `${DOCS}/api/商品API/product_getItemInfo_获取ITEM详情.json`,
    method: 'product.getItemInfo',
    params: { itemId: '64ff12f***fd12f1' },
    answer: ok({
      total: 1,
      skuInfos: [
        {
          id: '6123**5132',
          itemId: '64ff12f***fd12f1',
          ipq: 1,
          originalPrice: 600000,
          price: 500000,
          stock: 100,
          logisticsPlanId: '5db0****80a1',
          erpCode: 'erpCode',
          variants: [{ id: '60404e0de85df80001991224', name: '颜色分类', value: '红色', valueId: 'f423***921f' }],
          deliveryTime: { time: '48', type: 'RELATIVE_TIME_NEW' },
          scSkucode: 'XHSd12f1r1f',
          buyable: false,
          name: '新版OPENAPI创建商品',
        },
      ],
      itemInfo: {
        id: '64ff12f***fd12f1',
        name: '新版OPENAPI创建商品',
        brandId: 53,
        categoryId: '5a9c***88e2',
        attributes: [],
        shippingTemplateId: '601a6186095e7a0001c5fb49',
        images: ['http://qimg.xiaohongshu.com/arkgoods/1040g0o83185o477fgq005o7ksmt0056okn1e390'],
        imageDescriptions: [],
        articleNo: XIAOHONGSHU_MERCHANT_CODE,
      },
    }),
  },
} satisfies Record<string, XiaohongshuGolden>;
