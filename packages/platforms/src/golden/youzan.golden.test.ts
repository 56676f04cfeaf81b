import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { youzanConnector } from '../connectors/youzan.connector.ts';
import { authorizeByConsent, CONTRACT_CALLBACK, consentAs } from '../contract/contract-harness.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import { type GoldenExchange, replayFetch } from './jd-youzan-wechat.golden-kit.ts';
import {
  YOUZAN_API,
  YOUZAN_APP,
  YOUZAN_ERRORS,
  YOUZAN_GOLDEN,
  YOUZAN_MERCHANT_CODE,
  YOUZAN_NOW,
  YOUZAN_SHOP,
  YOUZAN_TOKEN,
} from './youzan.golden.ts';

function connectorWith(exchanges: readonly GoldenExchange[]) {
  const replay = replayFetch(exchanges);
  const connector = youzanConnector.create({
    baseUrl: YOUZAN_API,
    app: YOUZAN_APP,
    fetch: replay.fetch,
    limiter: unlimited,
    now: () => YOUZAN_NOW,
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
  description: '精选新疆长绒棉，柔软透气，宽松版型不挑身材。',
  images: [
    'https://img.yzcdn.cn/upload_files/2026/03/01/a1.jpg',
    'https://img.yzcdn.cn/upload_files/2026/03/01/a2.jpg',
  ],
  detailImages: ['https://img.yzcdn.cn/upload_files/2026/03/01/d1.jpg'],
  categoryId: '5000001',
  freightTemplateId: '640825',
  listingStatus: 'onSale',
  marketPriceFen: 5990,
  limitPerBuyer: 5,
  skus: [
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 3290,
      stock: 100,
      outerSkuId: 'PH202603010001-1',
    },
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'L' },
      ],
      priceFen: 3390,
      stock: 80,
      outerSkuId: 'PH202603010001-2',
    },
  ],
};

describe('youzan golden exchanges: the connector', () => {
  it('should send the shop to the consent page with client_id, response_type, state and redirect_uri', () => {
    const { connector } = connectorWith([]);
    const url = new URL(connector.authorizeUrl?.({ state: 's-1', redirectUri: CONTRACT_CALLBACK }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${YOUZAN_API}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: YOUZAN_APP.appKey,
      response_type: 'code',
      state: 's-1',
      redirect_uri: CONTRACT_CALLBACK,
    });
    const order = connector.authorizeUrl?.({ state: 's-1', redirectUri: CONTRACT_CALLBACK, module: 'order' });
    expect(new URL(order ?? '').searchParams.get('module')).toBe('order'); // ours: which of our two apps
  });

  it('should exchange a code at /auth/token (authorize_type authorization_code) and name the shop', async () => {
    const { connector, pending } = connectorWith(YOUZAN_GOLDEN.exchangeCode);
    const grant = await connector.exchangeCode?.({
      code: 'a0b1c2d3e4f5',
      redirectUri: 'https://puhuo.example/shop/authorize/callback',
    });
    expect(pending()).toBe(0);
    expect(grant).toMatchObject({
      accessToken: YOUZAN_TOKEN,
      refreshToken: '0b9f2e1c7d6a5b4c3d2e1f0a9b8c7d6e',
      shopId: '160',
      shopName: '有赞铺货测试店',
      authorizationExpiresAt: null,
    });
    // `expires` is the end in milliseconds
    expect(grant?.accessTokenExpiresAt.toISOString()).toBe('2025-03-08T08:00:00.000Z');
  });

  it('should refresh at /auth/token (authorize_type refresh_token)', async () => {
    const { connector, pending } = connectorWith(YOUZAN_GOLDEN.refreshToken);
    const grant = await connector.refreshToken?.('0b9f2e1c7d6a5b4c3d2e1f0a9b8c7d6e');
    expect(pending()).toBe(0);
    expect(grant?.refreshToken).toBe('1c0a3f2d8e7b6c5d4e3f2a1b0c9d8e7f');
  });

  it('should read the category tree at each level', async () => {
    const { connector } = connectorWith([...YOUZAN_GOLDEN.categories, ...YOUZAN_GOLDEN.categories]);
    const roots = await connector.listCategories?.(YOUZAN_SHOP, null);
    expect(roots?.map((c) => [c.cId, c.name, c.isLeaf])).toEqual([['1000000', '女人', false]]);
    const leaves = await connector.listCategories?.(YOUZAN_SHOP, { cId: '1000000', parents: [] });
    expect(leaves?.map((c) => [c.cId, c.name, c.isLeaf, c.parents])).toEqual([
      ['5000001', '女装', true, ['1000000']],
      ['5000002', '女鞋', true, ['1000000']],
    ]);
  });

  it('should read the delivery templates with their total', async () => {
    const { connector } = connectorWith(YOUZAN_GOLDEN.freightTemplates);
    expect(await connector.listFreightTemplates?.(YOUZAN_SHOP, { page: 1, pageSize: 20 })).toEqual({
      items: [
        { id: '640825', name: '全国包邮' },
        { id: '640826', name: '按重量计费' },
      ],
      total: 2,
    });
  });

  it('should upload the images, then create the item: fen prices, the merchant code in item_no', async () => {
    const { connector, pending } = connectorWith(YOUZAN_GOLDEN.publish);
    expect(await connector.publish(YOUZAN_SHOP, { draft: DRAFT, merchantCode: YOUZAN_MERCHANT_CODE })).toEqual({
      listingId: '523457781',
    });
    expect(pending()).toBe(0);
  });

  it('should find the newest item of a merchant code through youzan.items.custom.get', async () => {
    const { connector, pending } = connectorWith(YOUZAN_GOLDEN.findByMerchantCode);
    expect(await connector.findByMerchantCode?.(YOUZAN_SHOP, YOUZAN_MERCHANT_CODE)).toEqual({
      listingId: '523457790',
      title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
      categoryId: '5000001',
      status: 'onSale',
      images: ['https://img.yzcdn.cn/upload_files/2026/03/01/a1.jpg'],
      externalId: YOUZAN_MERCHANT_CODE,
      skus: [
        {
          specs: [
            { name: '颜色', value: '黑色' },
            { name: '尺码', value: 'M' },
          ],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '36120001',
          outerSkuId: 'PH202603010001-1',
        },
      ],
    });
    expect(pending()).toBe(0);
  });

  it("should classify youzan's codes", async () => {
    const upload = YOUZAN_GOLDEN.publish[0] as GoldenExchange;
    const cases: [unknown, string, boolean][] = [
      [YOUZAN_ERRORS.tokenExpired, 'authExpired', true],
      [YOUZAN_ERRORS.tokenUnknown, 'authExpired', true],
      [YOUZAN_ERRORS.credentialInvalid, 'authExpired', false],
      [YOUZAN_ERRORS.tooFrequent, 'rateLimited', false],
    ];
    for (const [body, kind, refreshable] of cases) {
      const { connector } = connectorWith([{ ...upload, answer: { body } }]);
      const error = await failure(connector.publish(YOUZAN_SHOP, { draft: DRAFT, merchantCode: YOUZAN_MERCHANT_CODE }));
      expect(error.kind).toBe(kind);
      expect(error.refreshable).toBe(refreshable);
    }
    const [first, second, create] = YOUZAN_GOLDEN.publish as GoldenExchange[];
    const refused = connectorWith([
      first,
      second,
      { ...create, answer: { body: YOUZAN_ERRORS.noImage } },
    ] as GoldenExchange[]);
    const error = await failure(
      refused.connector.publish(YOUZAN_SHOP, { draft: DRAFT, merchantCode: YOUZAN_MERCHANT_CODE }),
    );
    expect(error).toMatchObject({ kind: 'permanent', code: '121009313', message: '至少上传一张图片' });
    const token = connectorWith([
      { ...(YOUZAN_GOLDEN.refreshToken[0] as GoldenExchange), answer: { body: YOUZAN_ERRORS.clientUnknown } },
    ]);
    expect(
      (await failure(token.connector.refreshToken?.('0b9f2e1c7d6a5b4c3d2e1f0a9b8c7d6e') ?? Promise.resolve())).kind,
    ).toBe('permanent');
  });
});

describe('youzan golden exchanges: the sandbox takes what youzan/open-sdk-node sends', () => {
  let sandbox: RunningSandbox;
  let token: string;
  const app = SANDBOX_APPS.youzan;
  const sdkHeaders = { 'user-agent': 'YZY-Open-Client 1.0.0 - Node', 'content-type': 'application/json;charset=UTF-8' };
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { youzan: 500 } });
    const connector = youzanConnector.create({ baseUrl: `${sandbox.url}/youzan`, app });
    token = (await authorizeByConsent(connector, '有赞SDK风格测试店')).grant.accessToken;
  });
  afterAll(async () => sandbox?.close());

  const call = async (api: string, body: unknown, query: string) =>
    (await (
      await fetch(`${sandbox.url}/youzan/api/${api}?${query}`, {
        method: 'POST',
        headers: sdkHeaders,
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>;

  it('should answer client.call: POST /api/{api}/{version}?access_token= with a JSON body', async () => {
    const body = await call('youzan.shop.basic.get/3.0.0', {}, `access_token=${token}`);
    expect(body).toMatchObject({ code: 200, success: true, message: 'successful' });
    expect((body.data as Record<string, unknown>).name).toBe('有赞SDK风格测试店');
  });

  it('should answer token.get: POST /auth/token with authorize_type authorization_code', async () => {
    const connector = youzanConnector.create({ baseUrl: `${sandbox.url}/youzan`, app });
    const { code } = await consentAs(connector, '有赞令牌测试店');
    const response = await fetch(`${sandbox.url}/youzan/auth/token`, {
      method: 'POST',
      headers: sdkHeaders,
      body: JSON.stringify({
        client_id: app.appKey,
        client_secret: app.appSecret,
        authorize_type: 'authorization_code',
        code,
        redirect_uri: CONTRACT_CALLBACK,
      }),
    });
    const body = (await response.json()) as { success: boolean; code: number; data: Record<string, unknown> };
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(typeof body.data.access_token).toBe('string');
    expect(body.data.expires).toBeGreaterThan(Date.now());
    expect(typeof body.data.refresh_token).toBe('string');
  });

  it('should refuse a wrong client secret and an unknown client in the token answer shape', async () => {
    const post = async (extra: Record<string, string>) =>
      (await (
        await fetch(`${sandbox.url}/youzan/auth/token`, {
          method: 'POST',
          headers: sdkHeaders,
          body: JSON.stringify({ authorize_type: 'refresh_token', refresh_token: 'x', ...extra }),
        })
      ).json()) as Record<string, unknown>;
    expect(await post({ client_id: app.appKey, client_secret: 'wrong' })).toMatchObject({ success: false, code: 1000 });
    expect(await post({ client_id: 'nobody', client_secret: 'x' })).toMatchObject({ success: false, code: 1103 });
  });

  it('should answer with gw_err_resp: 4203 for an unknown token, 4201 for none, 4005 for an unknown API', async () => {
    expect((await call('youzan.shop.basic.get/3.0.0', {}, 'access_token=FAKE_TOKEN_TEST')).gw_err_resp).toMatchObject({
      err_code: 4203,
    });
    expect((await call('youzan.shop.basic.get/3.0.0', {}, '')).gw_err_resp).toMatchObject({ err_code: 4201 });
    expect((await call('youzan.trade.get/9.9.9', {}, `access_token=${token}`)).gw_err_resp).toMatchObject({
      err_code: 4005,
    });
  });

  it('should take GET with the parameters in the query (the PHP client.get) and answer a missing item', async () => {
    const body = (await (
      await fetch(`${sandbox.url}/youzan/api/youzan.item.get/3.0.0?access_token=${token}&item_id=1`)
    ).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: false, code: 122001001 });
  });
});
