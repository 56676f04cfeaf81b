import type { GoldenExchange } from './jd-youzan-wechat.golden-kit.ts';

/**
 * WeChat video shop's channels API in its real shapes, from the request and answer models of
 * fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat (src/SKIT.FlurlHttpClient.Wechat.Api/Models/Channels/...)
 * and public callers (smartwalle/wxm store/product.go). The shop-name token check is ours and has no
 * golden exchange. Values are ours (the appid in the shape of a public caller's).
 */
export const WECHAT_API = 'https://api.weixin.qq.com';
export const WECHAT_APP = { appKey: 'wx08fc080a10109484', appSecret: 'wechat-golden-secret' };
export const WECHAT_TOKEN = '78_Ev8mZq2LhT0f3rA9KcWxYpDg1NbUj6s';
export const WECHAT_SHOP = { accessToken: WECHAT_TOKEN, shopId: '360000123' };
export const WECHAT_MERCHANT_CODE = 'PH202603010002';
const AUTH = { access_token: WECHAT_TOKEN };
const MODELS = 'fudiwei/DotNetCore.SKIT.FlurlHttpClient.Wechat src/SKIT.FlurlHttpClient.Wechat.Api/Models/Channels';

const productGet = (productId: string, outProductId: string): GoldenExchange => ({
  source: `${MODELS}/ECProduct/ChannelsECProductGetRequest.cs (product_id, data_type) and ChannelsECProductGetResponse.cs (product, edit_product: product_id, out_product_id, title, head_imgs, cats, status, skus)`,
  request: {
    method: 'POST',
    url: `${WECHAT_API}/channels/ec/product/get`,
    query: AUTH,
    json: { product_id: productId, data_type: 3 },
  },
  answer: {
    body: {
      errcode: 0,
      errmsg: 'ok',
      product: {
        product_id: productId,
        out_product_id: outProductId,
        title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
        head_imgs: ['https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg'],
        desc_info: { imgs: [], desc: '' },
        cats: [{ cat_id: '6033' }, { cat_id: '6057' }, { cat_id: '6093' }],
        status: 5,
        edit_status: 4,
        min_price: 3290,
        skus: [
          {
            sku_id: '1380088001',
            out_sku_id: `${outProductId}-1`,
            thumb_img: 'https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg',
            sale_price: 3290,
            stock_num: 100,
            sku_attrs: [
              { attr_key: '颜色', attr_value: '黑色' },
              { attr_key: '尺码', attr_value: 'M' },
            ],
            status: 5,
          },
        ],
      },
    },
  },
});

export const WECHAT_GOLDEN = {
  categories: [
    {
      source: `${MODELS}/ECCategory/ChannelsECCategoryAvailableSonCategoriesGetRequest.cs (f_cat_id) and ...Response.cs (cat_list_v2: cat_id, f_cat_id, name, leaf)`,
      request: {
        method: 'POST',
        url: `${WECHAT_API}/channels/ec/category/availablesoncategories/get`,
        query: AUTH,
        json: { f_cat_id: 6057 },
      },
      answer: {
        body: {
          errcode: 0,
          errmsg: 'ok',
          cat_list_v2: [
            { cat_id: '6093', f_cat_id: '6057', name: 'T恤', leaf: true },
            { cat_id: '6094', f_cat_id: '6057', name: '衬衫', leaf: true },
          ],
        },
      },
    },
  ] satisfies GoldenExchange[],

  freightTemplates: [
    {
      source: `${MODELS}/ECMerchant/FreightTemplate/ChannelsECMerchantGetFreightTemplateListRequest.cs (offset, limit) and ...ListResponse.cs (template_id_list as text)`,
      request: {
        method: 'POST',
        url: `${WECHAT_API}/channels/ec/merchant/getfreighttemplatelist`,
        query: AUTH,
        json: { offset: 0, limit: 10 },
      },
      answer: { body: { errcode: 0, errmsg: 'ok', template_id_list: ['1560046'] } },
    },
    {
      source: `${MODELS}/ECMerchant/FreightTemplate/ChannelsECMerchantGetFreightTemplateDetailResponse.cs (freight_template: template_id, name, valuation_type, ...)`,
      request: {
        method: 'POST',
        url: `${WECHAT_API}/channels/ec/merchant/getfreighttemplatedetail`,
        query: AUTH,
        json: { template_id: '1560046' },
      },
      answer: {
        body: {
          errcode: 0,
          errmsg: 'ok',
          freight_template: {
            template_id: '1560046',
            name: '全国包邮',
            valuation_type: 'PIECE',
            send_time: 'SendTime_TWO_DAY',
            delivery_type: 'EXPRESS',
            shipping_method: 'FREE',
            is_default: true,
          },
        },
      },
    },
  ] satisfies GoldenExchange[],

  publish: [
    {
      source: `${MODELS}/ECProduct/ChannelsECProductAddRequest.cs (out_product_id, title, head_imgs, desc_info, cats, express_info { template_id, weight g }, skus [{ out_sku_id, thumb_img, sale_price fen, market_price fen, stock_num, sku_attrs }], extra_service, limited_info, listing) and ...AddResponse.cs (data { product_id, create_time })`,
      request: {
        method: 'POST',
        url: `${WECHAT_API}/channels/ec/product/add`,
        query: AUTH,
        json: {
          out_product_id: WECHAT_MERCHANT_CODE,
          title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
          head_imgs: ['https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg'],
          desc_info: { imgs: ['https://mmecimage.cn/p/wx08fc080a10109484/d1.jpg'], desc: '精选新疆长绒棉，柔软透气。' },
          cats: [{ cat_id: '6033' }, { cat_id: '6057' }, { cat_id: '6093' }],
          express_info: { template_id: '1560046', weight: 300 },
          skus: [
            {
              out_sku_id: 'PH202603010002-1',
              thumb_img: 'https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg',
              sale_price: 3290,
              market_price: 5990,
              stock_num: 100,
              sku_attrs: [
                { attr_key: '颜色', attr_value: '黑色' },
                { attr_key: '尺码', attr_value: 'M' },
              ],
            },
          ],
          extra_service: { seven_day_return: 1 },
          limited_info: { period_type: 0, limited_buy_num: 5 },
          listing: 1,
        },
      },
      answer: {
        body: { errcode: 0, errmsg: 'ok', data: { product_id: '10000029995861', create_time: '2026-03-01 16:00:00' } },
      },
    },
  ] satisfies GoldenExchange[],

  /** list/get has no merchant-code filter: the products are read, newest first, until one matches */
  findByMerchantCode: [
    {
      source: `${MODELS}/ECProduct/ChannelsECProductListGetRequest.cs (status, next_key, page_size) and ...ListGetResponse.cs (product_ids, next_key, total_num)`,
      request: {
        method: 'POST',
        url: `${WECHAT_API}/channels/ec/product/list/get`,
        query: AUTH,
        json: { page_size: 30 },
      },
      answer: {
        body: {
          errcode: 0,
          errmsg: 'ok',
          product_ids: ['10000029995870', '10000029995861'],
          next_key: '',
          total_num: 2,
        },
      },
    },
    productGet('10000029995870', 'PH202603010009'),
    productGet('10000029995861', WECHAT_MERCHANT_CODE),
  ] satisfies GoldenExchange[],
};

/**
 * WeChat's global return codes (developers.weixin.qq.com "全局返回码"; the errmsg texts as public clients
 * quote them).
 */
export const WECHAT_ERRORS = {
  busy: { errcode: -1, errmsg: 'system error' },
  invalidCredential: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  expired: { errcode: 42001, errmsg: 'access_token expired' },
  quota: { errcode: 45009, errmsg: 'reach max api daily quota limit' },
};
