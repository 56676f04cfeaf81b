import type { GoldenExchange } from './jd-youzan-wechat.golden-kit.ts';

/**
 * youzan cloud in its real shapes: youzan/open-sdk-node (src/config/http.js: URL_BASE https://open.youzanyun.com,
 * /auth/token, /api/{api}/{version}?access_token={token}; src/utils/http.js: JSON POST), the answer envelope
 * and codes from doc.youzanyun.com as transcribed with probes in a public youzan-cloud skill, the method
 * fields from youzan's API documents as generated into nest-mods/youzan src/model. The values are ours
 * (the token and client id are in the shape of the SDK READMEs' examples).
 */
export const YOUZAN_API = 'https://open.youzanyun.com';
export const YOUZAN_APP = { appKey: 'c3f1d2e4a5b6c7d8e9', appSecret: 'youzan-golden-secret' };
export const YOUZAN_TOKEN = 'f59b1a6bb04f4e9a8d1c6af315d2e7c0';
export const YOUZAN_SHOP = { accessToken: YOUZAN_TOKEN, shopId: '160' };
export const YOUZAN_NOW = new Date('2026-03-01T08:00:00Z');
export const YOUZAN_MERCHANT_CODE = 'PH202603010001';
const AUTH = { access_token: YOUZAN_TOKEN };

/** `{ trace_id, code: 200, data, success: true, message: "successful" }` */
const ok = (data: unknown) => ({
  trace_id: 'yz7-0a1b2c3d-1740816000000-123456',
  code: 200,
  data,
  success: true,
  message: 'successful',
});

const shopBasic: GoldenExchange = {
  source: 'nest-mods/youzan src/model/shop/shop-basic-get.ts (sid, name, logo, url, physical_url, cert_type)',
  request: { method: 'POST', url: `${YOUZAN_API}/api/youzan.shop.basic.get/3.0.0`, query: AUTH, json: {} },
  answer: {
    body: ok({
      sid: 160,
      name: '有赞铺货测试店',
      logo: 'https://img.yzcdn.cn/upload_files/logo.png',
      url: 'https://shop160.youzan.com',
      physical_url: '',
      cert_type: 2,
    }),
  },
};

export const YOUZAN_GOLDEN = {
  exchangeCode: [
    {
      source:
        'youzan/open-sdk-node src/token.js (authorize_type authorization_code: client_id, client_secret, code, redirect_uri) and README; answer data fields as mrhuyuanchao/youzansdk response/youzanTokenResponse.go (access_token, expires in ms, refresh_token, scope, authority_id), envelope read by youzan/open-sdk-php src/Open/Token.php',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/auth/token`,
        json: {
          authorize_type: 'authorization_code',
          code: 'a0b1c2d3e4f5',
          redirect_uri: 'https://puhuo.example/shop/authorize/callback',
          client_id: YOUZAN_APP.appKey,
          client_secret: YOUZAN_APP.appSecret,
        },
      },
      answer: {
        body: {
          success: true,
          code: 200,
          message: null,
          data: {
            access_token: YOUZAN_TOKEN,
            expires: 1_741_420_800_000,
            scope: 'multi_store shop item trade logistics',
            refresh_token: '0b9f2e1c7d6a5b4c3d2e1f0a9b8c7d6e',
            authority_id: '160',
          },
        },
      },
    },
    shopBasic,
  ] satisfies GoldenExchange[],

  refreshToken: [
    {
      source:
        'youzan/open-sdk-node src/token.js (authorize_type refresh_token: client_id, client_secret, refresh_token)',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/auth/token`,
        json: {
          authorize_type: 'refresh_token',
          refresh_token: '0b9f2e1c7d6a5b4c3d2e1f0a9b8c7d6e',
          client_id: YOUZAN_APP.appKey,
          client_secret: YOUZAN_APP.appSecret,
        },
      },
      answer: {
        body: {
          success: true,
          code: 200,
          message: null,
          data: {
            access_token: YOUZAN_TOKEN,
            expires: 1_741_420_800_000,
            scope: 'multi_store shop item trade logistics',
            refresh_token: '1c0a3f2d8e7b6c5d4e3f2a1b0c9d8e7f',
            authority_id: '160',
          },
        },
      },
    },
    shopBasic,
  ] satisfies GoldenExchange[],

  categories: [
    {
      source:
        'nest-mods/youzan src/model/item_category/itemcategories-get.ts (categories: cid, parent_cid, name, is_parent, sub_categories)',
      request: { method: 'POST', url: `${YOUZAN_API}/api/youzan.itemcategories.get/3.0.0`, query: AUTH, json: {} },
      answer: {
        body: ok({
          categories: [
            {
              cid: 1000000,
              parent_cid: 0,
              name: '女人',
              is_parent: true,
              sub_categories: [
                { cid: 5000001, parent_cid: 1000000, name: '女装', is_parent: false },
                { cid: 5000002, parent_cid: 1000000, name: '女鞋', is_parent: false },
              ],
            },
          ],
        }),
      },
    },
  ] satisfies GoldenExchange[],

  freightTemplates: [
    {
      source:
        'nest-mods/youzan src/model/logistics/logistics-template-search.ts (page_no, page_size → object.data { paginator { page, size, totalCount }, items [{ id, kdtId, name, payType, valuationType }] })',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/api/youzan.logistics.template.search/3.0.0`,
        query: AUTH,
        json: { page_no: 1, page_size: 20 },
      },
      answer: {
        body: ok({
          object: {
            data: {
              paginator: { page: 1, size: 20, totalCount: 2 },
              items: [
                { id: 640825, kdtId: 160, name: '全国包邮', payType: 2, valuationType: 1 },
                { id: 640826, kdtId: 160, name: '按重量计费', payType: 1, valuationType: 2 },
              ],
            },
            success: true,
            code: 200,
            message: 'successful',
          },
        }),
      },
    },
  ] satisfies GoldenExchange[],

  /** two image uploads (our assumption: by image_url, see the connector) and youzan.item.create */
  publish: [
    {
      source:
        'youzan.materials.storage.platform.img.upload 3.0.0 (youzan/open-sdk-node examples/uploadImg.js uploads a file `image`; the image_url form and image_id seen in third-party code only)',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/api/youzan.materials.storage.platform.img.upload/3.0.0`,
        query: AUTH,
        json: { image_url: 'https://img.yzcdn.cn/upload_files/2026/03/01/a1.jpg' },
      },
      answer: {
        body: ok({ image_id: 2_837_461_001, image_url: 'https://img.yzcdn.cn/upload_files/2026/03/01/a1.jpg' }),
      },
    },
    {
      source: 'as above',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/api/youzan.materials.storage.platform.img.upload/3.0.0`,
        query: AUTH,
        json: { image_url: 'https://img.yzcdn.cn/upload_files/2026/03/01/a2.jpg' },
      },
      answer: {
        body: ok({ image_id: 2_837_461_002, image_url: 'https://img.yzcdn.cn/upload_files/2026/03/01/a2.jpg' }),
      },
    },
    {
      source:
        'nest-mods/youzan src/model/item/item-create.ts and koaqiu/open-sdk-csharp Params/CreateItemParams.cs (cid, title, desc, price and sku price in fen, quantity, item_no, image_ids comma text, is_display, delivery_template_id, buy_quota, origin_price text, sku_stocks JSON text [{ price, quantity, item_no, skus [{ k, v }] }]) → item (ItemDetailOpenModel)',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/api/youzan.item.create/3.0.0`,
        query: AUTH,
        json: {
          title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
          desc: '<p>精选新疆长绒棉，柔软透气，宽松版型不挑身材。</p><p><img src="https://img.yzcdn.cn/upload_files/2026/03/01/d1.jpg"/></p>',
          cid: 5000001,
          price: 3290,
          quantity: 180,
          item_no: YOUZAN_MERCHANT_CODE,
          image_ids: '2837461001,2837461002',
          is_display: 1,
          delivery_template_id: 640825,
          buy_quota: 5,
          origin_price: '59.90',
          sku_stocks:
            '[{"price":3290,"quantity":100,"item_no":"PH202603010001-1","skus":[{"k":"颜色","v":"黑色"},{"k":"尺码","v":"M"}]},{"price":3390,"quantity":80,"item_no":"PH202603010001-2","skus":[{"k":"颜色","v":"黑色"},{"k":"尺码","v":"L"}]}]',
        },
      },
      answer: {
        body: ok({
          item: {
            item_id: 523_457_781,
            kdt_id: 160,
            title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
            alias: '2xh8g1q2n3p4',
            cid: 5000001,
            item_no: YOUZAN_MERCHANT_CODE,
            is_listing: true,
            price: 3290,
            quantity: 180,
          },
        }),
      },
    },
  ] satisfies GoldenExchange[],

  findByMerchantCode: [
    {
      source:
        'nest-mods/youzan src/model/item/items-custom-get.ts (item_no → items [{ item_id, alias, title, price, item_no, quantity, ... }], count)',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/api/youzan.items.custom.get/3.0.0`,
        query: AUTH,
        json: { item_no: YOUZAN_MERCHANT_CODE },
      },
      answer: {
        body: ok({
          items: [
            {
              item_id: 523_457_781,
              alias: '2xh8g1q2n3p4',
              title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
              price: 3290,
              item_no: YOUZAN_MERCHANT_CODE,
              quantity: 180,
            },
            {
              item_id: 523_457_790,
              alias: '3yi9h2r3o4q5',
              title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
              price: 3290,
              item_no: YOUZAN_MERCHANT_CODE,
              quantity: 180,
            },
          ],
          count: 2,
        }),
      },
    },
    {
      source:
        'nest-mods/youzan src/model/item/item-get.ts (item_id → item { item_id, title, cid, is_listing, item_no, item_imgs [{ url }], skus [{ price, quantity, properties_name_json }] })',
      request: {
        method: 'POST',
        url: `${YOUZAN_API}/api/youzan.item.get/3.0.0`,
        query: AUTH,
        json: { item_id: 523_457_790 },
      },
      answer: {
        body: ok({
          item: {
            item_id: 523_457_790,
            kdt_id: 160,
            title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
            cid: 5000001,
            is_listing: true,
            item_no: YOUZAN_MERCHANT_CODE,
            item_imgs: [{ url: 'https://img.yzcdn.cn/upload_files/2026/03/01/a1.jpg', id: 2_837_461_001 }],
            skus: [
              {
                sku_id: 36_120_001,
                properties_name_json:
                  '[{"kid":"14","vid":"21","k":"颜色","v":"黑色"},{"kid":"15","vid":"33","k":"尺码","v":"M"}]',
                price: 3290,
                quantity: 100,
                item_no: 'PH202603010001-1',
              },
            ],
          },
        }),
      },
    },
  ] satisfies GoldenExchange[],
};

/**
 * youzan cloud failures (doc.youzanyun.com resource/doc/3027 and its rate-limit page, as transcribed with
 * probes: gateway errors in gw_err_resp with HTTP 200, business ones with success false).
 */
export const YOUZAN_ERRORS = {
  tokenExpired: { gw_err_resp: { trace_id: 'yz7-0a1b', err_msg: '请求凭证过期', err_code: 4202 } },
  tokenUnknown: { gw_err_resp: { trace_id: 'yz7-0a1c', err_msg: 'Token 不存在', err_code: 4203 } },
  credentialInvalid: { gw_err_resp: { trace_id: 'yz7-0a1d', err_msg: '非法的请求凭证', err_code: 4201 } },
  tooFrequent: { gw_err_resp: { trace_id: 'yz7-0a1e', err_msg: '请求太频繁', err_code: 4101 } },
  noImage: { code: 121009313, data: null, success: false, message: '至少上传一张图片', request_id: null },
  clientUnknown: { success: false, code: 1103, data: null, message: 'Client 不存在' },
};
