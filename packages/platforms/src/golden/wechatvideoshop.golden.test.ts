import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wechatVideoShopConnector } from '../connectors/wechatvideoshop.connector.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { type GoldenExchange, replayFetch } from './jd-youzan-wechat.golden-kit.ts';
import {
  WECHAT_API,
  WECHAT_APP,
  WECHAT_ERRORS,
  WECHAT_GOLDEN,
  WECHAT_MERCHANT_CODE,
  WECHAT_SHOP,
} from './wechatvideoshop.golden.ts';

function connectorWith(exchanges: readonly GoldenExchange[]) {
  const replay = replayFetch(exchanges);
  const connector = wechatVideoShopConnector.create({
    baseUrl: WECHAT_API,
    app: WECHAT_APP,
    fetch: replay.fetch,
    limiter: unlimited,
  });
  return { connector, ...replay };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (isPlatformError(error)) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

const DRAFT: ListingDraft = {
  title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
  description: '精选新疆长绒棉，柔软透气。',
  images: ['https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg'],
  detailImages: ['https://mmecimage.cn/p/wx08fc080a10109484/d1.jpg'],
  categoryId: '6093',
  categoryPath: ['6033', '6057'],
  freightTemplateId: '1560046',
  listingStatus: 'onSale',
  weightGrams: 300,
  limitPerBuyer: 5,
  sevenDayReturn: true,
  skus: [
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 3290,
      originalPriceFen: 5990,
      stock: 100,
      outerSkuId: 'PH202603010002-1',
      imageUrl: 'https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg',
    },
  ],
};

describe('WeChat video shop golden exchanges: the connector', () => {
  it('should read sub-categories by f_cat_id, with their leaf flag', async () => {
    const { connector, pending } = connectorWith(WECHAT_GOLDEN.categories);
    const children = await connector.listCategories?.(WECHAT_SHOP, { cId: '6057', parents: ['6033'] });
    expect(pending()).toBe(0);
    expect(children?.map((c) => [c.cId, c.name, c.isLeaf, c.parents])).toEqual([
      ['6093', 'T恤', true, ['6033', '6057']],
      ['6094', '衬衫', true, ['6033', '6057']],
    ]);
  });

  it('should read freight template ids, then each template for its name', async () => {
    const { connector, pending } = connectorWith(WECHAT_GOLDEN.freightTemplates);
    expect(await connector.listFreightTemplates?.(WECHAT_SHOP, { page: 1, pageSize: 10 })).toEqual({
      items: [{ id: '1560046', name: '全国包邮' }],
      total: 1,
    });
    expect(pending()).toBe(0);
  });

  it('should publish with product/add: fen prices, the merchant code in out_product_id', async () => {
    const { connector, pending } = connectorWith(WECHAT_GOLDEN.publish);
    expect(await connector.publish(WECHAT_SHOP, { draft: DRAFT, merchantCode: WECHAT_MERCHANT_CODE })).toEqual({
      listingId: '10000029995861',
    });
    expect(pending()).toBe(0);
  });

  it('should find a merchant code by reading the product list, newest first', async () => {
    const { connector, pending } = connectorWith(WECHAT_GOLDEN.findByMerchantCode);
    const found = await connector.findByMerchantCode?.(WECHAT_SHOP, WECHAT_MERCHANT_CODE);
    expect(pending()).toBe(0);
    expect(found).toEqual({
      listingId: '10000029995861',
      title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
      categoryId: '6093',
      status: 'onSale',
      images: ['https://mmecimage.cn/p/wx08fc080a10109484/a1.jpg'],
      externalId: WECHAT_MERCHANT_CODE,
      skus: [
        {
          specs: [
            { name: '颜色', value: '黑色' },
            { name: '尺码', value: 'M' },
          ],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '1380088001',
          outerSkuId: 'PH202603010002-1',
        },
      ],
    });
  });

  it("should classify WeChat's global codes", async () => {
    const add = WECHAT_GOLDEN.publish[0] as GoldenExchange;
    const cases: [unknown, string][] = [
      [WECHAT_ERRORS.expired, 'authExpired'],
      [WECHAT_ERRORS.invalidCredential, 'authExpired'],
      [WECHAT_ERRORS.quota, 'rateLimited'],
      [WECHAT_ERRORS.busy, 'transient'],
    ];
    for (const [body, kind] of cases) {
      const { connector } = connectorWith([{ ...add, answer: { body } }]);
      const error = await failure(connector.publish(WECHAT_SHOP, { draft: DRAFT, merchantCode: WECHAT_MERCHANT_CODE }));
      expect(error.kind).toBe(kind);
      // WeChat has no refresh token: a lapsed token is fetched again, never refreshed
      expect(error.refreshable).toBe(false);
    }
  });
});

describe('WeChat video shop golden exchanges: the sandbox takes channels calls as WeChat callers send them', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, qps: { wechatvideoshop: 500 } });
    const connector = wechatVideoShopConnector.create({
      baseUrl: `${sandbox.url}/wechatvideoshop`,
      app: SANDBOX_APPS.wechatvideoshop,
    });
    const grant = await connector.authorizeWithCode?.({ kind: 'shopName', shopName: '微信小店演示旗舰店' });
    token = grant?.accessToken ?? '';
  });
  afterAll(async () => sandbox?.close());

  const post = async (path: string, body: unknown, accessToken = token) =>
    (await (
      await fetch(`${sandbox.url}/wechatvideoshop/channels/ec/${path}?access_token=${accessToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;

  it('should answer POST /channels/ec/product/list/get?access_token= with errcode 0', async () => {
    expect(await post('product/list/get', { status: 5, page_size: 10 })).toMatchObject({
      errcode: 0,
      errmsg: 'ok',
      product_ids: [],
      total_num: 0,
    });
  });

  it('should answer categories by f_cat_id with cat_list_v2', async () => {
    const body = await post('category/availablesoncategories/get', { f_cat_id: 0 });
    expect(body.errcode).toBe(0);
    expect((body.cat_list_v2 as Record<string, unknown>[])[0]).toMatchObject({ f_cat_id: '0', leaf: false });
  });

  it('should refuse a token it never issued with 40001', async () => {
    expect(await post('product/list/get', { page_size: 10 }, 'not-a-token')).toMatchObject({ errcode: 40001 });
  });
});
