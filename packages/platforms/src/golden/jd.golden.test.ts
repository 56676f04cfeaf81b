import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jdConnector } from '../connectors/jd.connector.ts';
import { josTimestamp } from '../connectors/transports/jd-jos.transport.ts';
import { authorizeByConsent, CONTRACT_CALLBACK, consentAs } from '../contract/contract-harness.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { md5WrappedSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import {
  JD_API,
  JD_APP,
  JD_ERRORS,
  JD_GOLDEN,
  JD_MERCHANT_CODE,
  JD_NOW,
  JD_OAUTH,
  JD_SHOP,
  JD_SIGN_EXAMPLE,
  JD_TOKEN,
} from './jd.golden.ts';
import { type GoldenExchange, replayFetch } from './jd-youzan-wechat.golden-kit.ts';

/** MD5(secret + sorted k+v + secret), upper hex, written out here without our signing module */
const independentSign = (params: Record<string, string>, secret: string) =>
  createHash('md5')
    .update(
      `${secret}${Object.keys(params)
        .filter((k) => k !== 'sign')
        .sort()
        .map((k) => `${k}${params[k]}`)
        .join('')}${secret}`,
      'utf8',
    )
    .digest('hex')
    .toUpperCase();

function connectorWith(exchanges: readonly GoldenExchange[]) {
  const replay = replayFetch(exchanges);
  const connector = jdConnector.create({
    baseUrl: JD_API,
    oauthBaseUrl: JD_OAUTH,
    authorizeBaseUrl: JD_OAUTH,
    app: JD_APP,
    fetch: replay.fetch,
    limiter: unlimited,
    now: () => JD_NOW,
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
  images: ['https://img10.360buyimg.com/n1/jfs/t1/a1.jpg'],
  detailImages: ['https://img10.360buyimg.com/n1/jfs/t1/d1.jpg'],
  categoryId: '1355',
  brandId: '18512',
  freightTemplateId: '720609',
  listingStatus: 'onSale',
  weightGrams: 300,
  marketPriceFen: 5990,
  skus: [
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 3290,
      stock: 100,
      outerSkuId: 'PH202105070001-1',
    },
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'L' },
      ],
      priceFen: 3390,
      stock: 80,
      outerSkuId: 'PH202105070001-2',
    },
  ],
};

describe('JD JOS signing', () => {
  it("should reproduce the dev guide's worked example: D70825340F4084360B9362B60DFD7930", () => {
    expect(md5WrappedSign(JD_SIGN_EXAMPLE.params, JD_SIGN_EXAMPLE.secret)).toBe(JD_SIGN_EXAMPLE.sign);
    expect(independentSign(JD_SIGN_EXAMPLE.params, JD_SIGN_EXAMPLE.secret)).toBe(JD_SIGN_EXAMPLE.sign);
  });

  it("should write the timestamp as the guide's yyyy-MM-dd HH:mm:ss.SSS+0800 in China time", () => {
    expect(josTimestamp(JD_NOW)).toBe(JD_SIGN_EXAMPLE.params.timestamp);
  });

  it('should sign every golden router request as the worked example does', () => {
    const forms = Object.values(JD_GOLDEN)
      .flat()
      .map((e) => e.request.form)
      .filter((f): f is Record<string, string> => f !== undefined);
    expect(forms.length).toBeGreaterThan(5);
    for (const form of forms) expect(form.sign).toBe(independentSign(form, JD_APP.appSecret));
  });
});

describe('JD golden exchanges: the connector', () => {
  it('should send the shop to the JOS consent page on the OAuth host', () => {
    const { connector } = connectorWith([]);
    const url = new URL(
      connector.authorizeUrl?.({ state: 's-1', redirectUri: 'https://puhuo.example/shop/authorize/callback' }) ?? '',
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${JD_OAUTH}/oauth2/to_login`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      app_key: JD_APP.appKey,
      response_type: 'code',
      redirect_uri: 'https://puhuo.example/shop/authorize/callback',
      state: 's-1',
      scope: 'snsapi_base',
    });
    const goods = connector.authorizeUrl?.({ state: 's-1', redirectUri: 'https://x.example/cb', module: 'goods' });
    expect(new URL(goods ?? '').searchParams.get('module')).toBe('goods'); // ours: which of our two apps
  });

  it('should exchange a code on the OAuth host and name the shop through the seller API', async () => {
    const { connector, pending } = connectorWith(JD_GOLDEN.exchangeCode);
    const grant = await connector.exchangeCode?.({ code: 'Xa9Lq2', redirectUri: CONTRACT_CALLBACK });
    expect(pending()).toBe(0);
    expect(grant).toMatchObject({
      accessToken: JD_TOKEN,
      refreshToken: 'b6e2a1d4c3f54e7a9b8c7d6e5f4a3b2c',
      shopId: '10086001',
      shopName: '铺货测试京东专营店',
      authorizationExpiresAt: null,
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(JD_NOW.getTime() + 31_535_999_000);
  });

  it('should refresh on the OAuth host', async () => {
    const { connector, pending } = connectorWith(JD_GOLDEN.refreshToken);
    const grant = await connector.refreshToken?.('b6e2a1d4c3f54e7a9b8c7d6e5f4a3b2c');
    expect(pending()).toBe(0);
    expect(grant?.refreshToken).toBe('c7f3b2e5d4a65f8b0c9d8e7f6a5b4c3d');
  });

  it('should read categories, third-level ones being the leaves', async () => {
    const top = connectorWith(JD_GOLDEN.categoriesTop);
    const roots = await top.connector.listCategories?.(JD_SHOP, null);
    expect(roots?.map((c) => [c.cId, c.name, c.isLeaf, c.level])).toEqual([
      ['1315', '服饰内衣', false, 1],
      ['1316', '美妆护肤', false, 1],
    ]);
    const third = connectorWith(JD_GOLDEN.categoriesThird);
    const leaves = await third.connector.listCategories?.(JD_SHOP, { cId: '1343', parents: ['1315'] });
    expect(leaves?.map((c) => [c.cId, c.isLeaf, c.level, c.parents])).toEqual([
      ['1355', true, 3, ['1315', '1343']],
      ['1354', true, 3, ['1315', '1343']],
    ]);
  });

  it("should read the shop's brands by name, narrowed to the prefix", async () => {
    const { connector } = connectorWith(JD_GOLDEN.brands);
    const page = await connector.listBrands?.(JD_SHOP, { categoryId: '1355', query: '优', page: 1, pageSize: 10 });
    expect(page).toEqual({ items: [{ brandId: '18512', nameCn: '优衣库', nameEn: '' }], total: 1 });
  });

  it("should read the shop's freight templates", async () => {
    const { connector } = connectorWith(JD_GOLDEN.freightTemplates);
    expect(await connector.listFreightTemplates?.(JD_SHOP, { page: 1, pageSize: 10 })).toEqual({
      items: [
        { id: '720609', name: '全国包邮' },
        { id: '720610', name: '偏远地区不包邮' },
      ],
      total: 2,
    });
  });

  it('should publish with jingdong.ware.write.add: yuan prices, the merchant code in outerId and itemNum', async () => {
    const { connector, pending } = connectorWith(JD_GOLDEN.publish);
    expect(await connector.publish(JD_SHOP, { draft: DRAFT, merchantCode: JD_MERCHANT_CODE })).toEqual({
      listingId: '100012345678',
    });
    expect(pending()).toBe(0);
  });

  it('should find the newest ware of a merchant code through searchWare4Valid', async () => {
    const { connector, pending } = connectorWith(JD_GOLDEN.findByMerchantCode);
    const found = await connector.findByMerchantCode?.(JD_SHOP, JD_MERCHANT_CODE);
    expect(pending()).toBe(0);
    expect(found).toEqual({
      listingId: '100012345690',
      title: '夏季新款纯棉短袖T恤女宽松百搭上衣',
      categoryId: '1355',
      status: 'onSale',
      images: ['https://img10.360buyimg.com/n1/jfs/t1/a1.jpg'],
      externalId: JD_MERCHANT_CODE,
      skus: [
        {
          specs: [
            { name: '1000000041', value: '黑色' },
            { name: '1000000042', value: 'M' },
          ],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '100023456789',
          outerSkuId: 'PH202105070001-1',
        },
      ],
    });
  });

  it("should classify JD's codes: 19 authorisation (refreshable), 2 rate limited, 12 permanent", async () => {
    const answerWith = (body: unknown): GoldenExchange[] => [
      { ...JD_GOLDEN.publish[0], answer: { body } } as GoldenExchange,
    ];
    const cases: [unknown, string, boolean][] = [
      [JD_ERRORS.tokenInvalid.body, 'authExpired', true],
      [JD_ERRORS.callLimited.body, 'rateLimited', false],
      [JD_ERRORS.badSignature.body, 'permanent', false],
    ];
    for (const [body, kind, refreshable] of cases) {
      const { connector } = connectorWith(answerWith(body));
      const error = await failure(connector.publish(JD_SHOP, { draft: DRAFT, merchantCode: JD_MERCHANT_CODE }));
      expect(error.kind).toBe(kind);
      expect(error.refreshable).toBe(refreshable);
    }
  });
});

describe('JD golden exchanges: the sandbox takes what the JOS SDKs send', () => {
  let sandbox: RunningSandbox;
  let token: string;
  const app = SANDBOX_APPS.jd;
  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { jd: 500 } });
    const connector = jdConnector.create({ baseUrl: `${sandbox.url}/jd`, app });
    token = (await authorizeByConsent(connector, 'JOS风格请求测试店')).grant.accessToken;
  });
  afterAll(async () => sandbox?.close());

  const signed = (params: Record<string, string>) => ({ ...params, sign: independentSign(params, app.appSecret) });
  const vender = (timestamp: string, extra: Record<string, string> = {}) =>
    signed({
      method: 'jingdong.seller.vender.info.get',
      app_key: app.appKey,
      access_token: token,
      timestamp,
      v: '2.0',
      '360buy_param_json': '{}',
      ...extra,
    });
  const answerOf = async (response: Response) =>
    ((await response.json()) as Record<string, Record<string, unknown>>).jingdong_seller_vender_info_get_responce;

  it('should answer the official Python SDK: a POST with every parameter in the query', async () => {
    const query = new URLSearchParams(vender('2026-11-23 10:00:00.000+0800')).toString();
    const answer = await answerOf(await fetch(`${sandbox.url}/jd/routerjson?${query}`, { method: 'POST' }));
    expect(answer?.code).toBe('0');
    expect((answer?.vender_info_result as Record<string, unknown> | undefined)?.shop_name).toBe('JOS风格请求测试店');
  });

  it('should answer the Go SDKs: a GET with format=json and a second-precision timestamp', async () => {
    const query = new URLSearchParams(vender('2026-11-23 10:00:00', { format: 'json' })).toString();
    const answer = await answerOf(await fetch(`${sandbox.url}/jd/routerjson?${query}`));
    expect(answer?.code).toBe('0');
  });

  it('should answer the .NET SDK: a form POST', async () => {
    const answer = await answerOf(
      await fetch(`${sandbox.url}/jd/routerjson`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(vender('2026-11-23 10:00:00.000+0800')).toString(),
      }),
    );
    expect(answer?.code).toBe('0');
  });

  it('should refuse a wrong sign with JOS code 12 in error_response', async () => {
    const params = { ...vender('2026-11-23 10:00:00.000+0800'), sign: 'D70825340F4084360B9362B60DFD7930' };
    const body = (await (
      await fetch(`${sandbox.url}/jd/routerjson?${new URLSearchParams(params)}`, { method: 'POST' })
    ).json()) as Record<string, Record<string, unknown>>;
    expect(body.error_response).toMatchObject({ code: '12', en_desc: 'Invalid Signature' });
  });

  it('should exchange a code as the OAuth host does: GET /oauth2/access_token with the app secret', async () => {
    const connector = jdConnector.create({ baseUrl: `${sandbox.url}/jd`, app });
    const { code } = await consentAs(connector, 'JOS令牌测试店');
    const query = new URLSearchParams({
      app_key: app.appKey,
      app_secret: app.appSecret,
      grant_type: 'authorization_code',
      code,
    });
    const body = (await (await fetch(`${sandbox.url}/jd/oauth2/access_token?${query}`)).json()) as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ scope: 'snsapi_base', token_type: 'bearer' });
    expect(typeof body.access_token).toBe('string');
    expect(typeof body.expires_in).toBe('number');
    expect(typeof body.refresh_token).toBe('string');
    expect(typeof body.time).toBe('number');
  });
});
