import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taobaoConnector } from '../connectors/taobao.connector.ts';
import { CONTRACT_CALLBACK } from '../contract/contract-harness.ts';
import { connectorApi } from '../core/define-connector.ts';
import type { ListingDraft } from '../core/listing-draft.ts';
import { isPlatformError, type PlatformError } from '../core/platform-error.ts';
import { unlimited } from '../core/rate-limiter.ts';
import { md5WrappedSign } from '../core/signing.ts';
import { type RunningSandbox, startPlatformSandbox } from '../sandbox/create-platform-sandbox.ts';
import { SANDBOX_APPS } from '../sandbox/sandbox-apps.ts';
import {
  businessParams,
  expectedParams,
  expectShape,
  expectSigned,
  type GoldenCall,
  recordingFetch,
} from './md5-router.golden-kit.ts';
import {
  TOP_APP,
  TOP_ERRORS,
  TOP_GOLDEN,
  TOP_ITEM,
  TOP_NOW,
  TOP_SESSION,
  TOP_SHOP,
  TOP_SYSTEM_PARAMS,
} from './taobao.golden.ts';

const GATEWAY = 'https://eco.taobao.com';
const OAUTH = 'https://oauth.taobao.com';

function connectorWith(calls: readonly GoldenCall[]) {
  const recording = recordingFetch(calls, { methodParam: 'method', system: TOP_SYSTEM_PARAMS });
  const connector = taobaoConnector.create({
    baseUrl: GATEWAY,
    authorizeBaseUrl: OAUTH,
    oauthBaseUrl: OAUTH,
    app: TOP_APP,
    fetch: recording.fetch,
    limiter: unlimited,
    now: () => TOP_NOW,
  });
  return { connector, ...recording };
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

const PIC = 'https://img.alicdn.com/imgextra/i1/1835837568/O1CN01tee.jpg';
const DRAFT: ListingDraft = {
  title: '夏季纯棉短袖T恤女宽松百搭上衣',
  description: '精选新疆长绒棉，柔软透气，宽松版型不挑身材。',
  images: [PIC],
  detailImages: [],
  categoryId: '50000671',
  freightTemplateId: '13562187',
  listingStatus: 'onSale',
  stockDeduction: 'onPayment',
  skus: [
    {
      specs: [
        { name: '颜色', value: '黑色' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 2990,
      stock: 200,
      outerSkuId: 'SKU-BLACK-M',
    },
    {
      specs: [
        { name: '颜色', value: '雾霾蓝' },
        { name: '尺码', value: 'M' },
      ],
      priceFen: 3290,
      stock: 100,
      outerSkuId: 'SKU-BLUE-M',
    },
  ],
};

describe('taobao golden exchanges: the connector', () => {
  it('should send the consent page to oauth.taobao.com/authorize', () => {
    const { connector } = connectorWith([]);
    const url = new URL(connector.authorizeUrl?.({ state: 's-3', redirectUri: 'https://puhuo.example/cb' }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${OAUTH}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: TOP_APP.appKey,
      view: 'web',
      redirect_uri: 'https://puhuo.example/cb',
      state: 's-3',
    });
  });

  it('should exchange a code and refresh at oauth.taobao.com/token, not at the API gateway', async () => {
    const { connector, requests, unanswered } = connectorWith([TOP_GOLDEN.token, TOP_GOLDEN.refresh]);
    const grant = await connector.exchangeCode?.({
      code: TOP_GOLDEN.token.request.code,
      redirectUri: TOP_GOLDEN.token.request.redirect_uri,
    });
    await connector.refreshToken?.(TOP_GOLDEN.refresh.request.refresh_token);
    expect(unanswered).toEqual([]);
    expect(requests.map((r) => [r.url, r.method])).toEqual([
      [`${OAUTH}/token`, 'POST'],
      [`${OAUTH}/token`, 'POST'],
    ]);
    expect(requests[0]?.contentType).toContain('application/x-www-form-urlencoded');
    expect(grant).toMatchObject({
      accessToken: TOP_SESSION,
      shopId: '1835837568',
      shopName: '星罗网络科技',
      authorizationExpiresAt: null,
    });
    expect(grant?.accessTokenExpiresAt.getTime()).toBe(TOP_NOW.getTime() + 86_400_000);
    expect(grant?.refreshTokenExpiresAt?.getTime()).toBe(TOP_NOW.getTime() + 2_592_000_000);
  });

  it('should read categories and delivery templates in the TOP shapes', async () => {
    const { connector, requests, unanswered } = connectorWith([TOP_GOLDEN.itemcats, TOP_GOLDEN.templates]);
    const cats = await connector.listCategories?.(TOP_SHOP, null);
    expect(cats?.map((c) => [c.cId, c.name, c.isLeaf])).toEqual([
      ['16', '女装/女士精品', false],
      ['50008165', '童装/婴儿装/亲子装', false],
    ]);
    expect(await connector.listFreightTemplates?.(TOP_SHOP, { page: 1, pageSize: 20 })).toEqual({
      items: [{ id: '13562187', name: '全国包邮' }],
      total: 1,
    });
    expect(unanswered).toEqual([]);
    const [first] = requests;
    expect(first?.url).toBe(`${GATEWAY}/router/rest`);
    expect(first?.params).toMatchObject({
      method: 'taobao.itemcats.get',
      app_key: TOP_APP.appKey,
      session: TOP_SESSION,
      format: 'json',
      v: '2.0',
      sign_method: 'md5',
      timestamp: '2026-03-01 16:00:00',
    });
    if (first) expectSigned(first, TOP_APP.appSecret);
  });

  it('should publish with yuan prices, parallel SKU strings, pic_path and sub_stock 2, as taobao.item.add takes them', async () => {
    const { connector, requests, unanswered } = connectorWith([TOP_GOLDEN.itemprops, TOP_GOLDEN.itemAdd]);
    const result = await connector.publish(TOP_SHOP, {
      draft: DRAFT,
      merchantCode: TOP_GOLDEN.itemAdd.request.outer_id,
    });
    expect(unanswered).toEqual([]);
    expect(result).toEqual({ listingId: '700000000101' });
    const add = requests.find((r) => r.params.method === 'taobao.item.add');
    expect(add && businessParams(add.params, TOP_SYSTEM_PARAMS)).toEqual(expectedParams(TOP_GOLDEN.itemAdd));
  });

  it('should read a listing and find one by outer_id, prices back in fen', async () => {
    const { connector, unanswered } = connectorWith([
      TOP_GOLDEN.sellerGet,
      TOP_GOLDEN.customGet,
      TOP_GOLDEN.customGetNone,
    ]);
    const expected = {
      listingId: '700000000101',
      title: TOP_ITEM.title,
      categoryId: '50000671',
      status: 'onSale',
      images: [PIC],
      externalId: TOP_ITEM.outer_id,
      skus: [
        {
          specs: [
            { name: '颜色分类', value: '黑色' },
            { name: '尺码', value: 'M' },
          ],
          priceFen: 2990,
          stock: 200,
          platformSkuId: '5026147021',
          outerSkuId: 'SKU-BLACK-M',
        },
        {
          specs: [
            { name: '颜色分类', value: '雾霾蓝' },
            { name: '尺码', value: 'M' },
          ],
          priceFen: 3290,
          stock: 100,
          platformSkuId: '5026147022',
          outerSkuId: 'SKU-BLUE-M',
        },
      ],
    };
    expect(await connector.getListing(TOP_SHOP, '700000000101')).toEqual(expected);
    expect(await connector.findByMerchantCode?.(TOP_SHOP, TOP_ITEM.outer_id)).toEqual(expected);
    expect(await connector.findByMerchantCode?.(TOP_SHOP, 'never-published')).toBeNull();
    expect(unanswered).toEqual([]);
  });

  it("should classify TOP's platform codes", async () => {
    const cases: [keyof typeof TOP_ERRORS, string, boolean, string, number | undefined][] = [
      ['invalidSession', 'authExpired', true, '27/invalid-sessionkey', undefined],
      ['callLimited', 'rateLimited', false, '7/accesscontrol.limited-by-app-access-count', 71_000],
      ['unavailable', 'transient', false, '10', undefined],
      ['badSignature', 'permanent', false, '25', undefined],
      ['remoteTimeout', 'transient', false, '15/isp.top-remote-connection-timeout', undefined],
      ['business', 'permanent', false, '15/isv.invalid-parameter:price', undefined],
    ];
    for (const [name, kind, refreshable, code, retryAfterMs] of cases) {
      const call: GoldenCall = { source: '错误码一览', request: { num_iid: '1' }, answer: TOP_ERRORS[name] };
      const { connector } = connectorWith([call]);
      const error = await failure(connectorApi(connector).call('taobao.item.seller.get', { num_iid: '1' }, {}));
      expect([name, error.kind, error.refreshable, error.code, error.retryAfterMs]).toEqual([
        name,
        kind,
        refreshable,
        code,
        retryAfterMs,
      ]);
    }
  });
});

describe('taobao golden exchanges: the sandbox accepts what the SDKs send', () => {
  let sandbox: RunningSandbox;
  let session: string;
  const app = SANDBOX_APPS.taobao;
  const topTime = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

  beforeAll(async () => {
    sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CONTRACT_CALLBACK], qps: { taobao: 500 } });
    const { core } = sandbox.sandbox;
    const shop = core.auth.ensureShop('taobao', '星罗golden店');
    core.auth.ensureOrdered('taobao', 3, shop.shopId, 'goods');
    session = core.auth.issueGrant('taobao', app.appKey, shop.shopId, ['goods', 'order'], {
      accessSeconds: 86_400,
      refreshSeconds: 86_400,
      reauthVoidsEarlier: false,
    }).accessToken;
  });
  afterAll(async () => sandbox?.close());

  /** as TopClient.php calls: system parameters (and the sign) in the query string, business ones in the body */
  async function phpTopCall(method: string, business: Record<string, string>) {
    const sys: Record<string, string> = {
      app_key: app.appKey,
      v: '2.0',
      format: 'json',
      sign_method: 'md5',
      method,
      timestamp: topTime(),
      session,
      partner_id: 'top-sdk-php-20180326',
    };
    sys.sign = md5WrappedSign({ ...business, ...sys }, app.appSecret);
    const response = await fetch(`${sandbox.url}/taobao/router/rest?${new URLSearchParams(sys)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams(business).toString(),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  /** as the Java SDK signs by default: sign_method=hmac (HMAC-MD5 of the sorted k+v, empty values left out) */
  async function javaTopCall(method: string, business: Record<string, string>) {
    const params: Record<string, string> = {
      method,
      app_key: app.appKey,
      session,
      timestamp: topTime(),
      format: 'json',
      v: '2.0',
      sign_method: 'hmac',
      ...business,
    };
    const joined = Object.keys(params)
      .filter((k) => params[k] !== '')
      .sort()
      .map((k) => `${k}${params[k]}`)
      .join('');
    params.sign = createHmac('md5', app.appSecret).update(joined, 'utf8').digest('hex').toUpperCase();
    const response = await fetch(`${sandbox.url}/taobao/router/rest`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(params).toString(),
    });
    return (await response.json()) as Record<string, unknown>;
  }

  it('should answer the token endpoint in the shape oauth.taobao.com answers', async () => {
    const { core } = sandbox.sandbox;
    const shop = core.auth.ensureShop('taobao', '星罗网络科技');
    const code = core.auth.issueCode('taobao', app.appKey, shop.shopId, ['goods', 'order'], CONTRACT_CALLBACK);
    const response = await fetch(`${sandbox.url}/taobao/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...TOP_GOLDEN.token.request,
        code,
        redirect_uri: CONTRACT_CALLBACK,
        client_id: app.appKey,
        client_secret: app.appSecret,
      }).toString(),
    });
    const body = (await response.json()) as { taobao_user_nick: string };
    expectShape(body, TOP_GOLDEN.token.answer);
    expect(decodeURIComponent(body.taobao_user_nick)).toBe('星罗网络科技');
  });

  it('should take the calls of TopClient.php and of the Java SDK and answer in the TOP shapes', async () => {
    const { core } = sandbox.sandbox;
    expectShape(await phpTopCall('taobao.itemcats.get', TOP_GOLDEN.itemcats.request), TOP_GOLDEN.itemcats.answer);
    expectShape(
      await javaTopCall('taobao.delivery.templates.get', TOP_GOLDEN.templates.request),
      TOP_GOLDEN.templates.answer,
    );
    const leaf = core.catalog('taobao').leaves()[0];
    const shop = core.auth.ensureShop('taobao', '星罗golden店');
    const template = core.catalog('taobao').freightTemplates(shop.shopId)[0];
    expectShape(
      await phpTopCall('taobao.itemprops.get', { ...TOP_GOLDEN.itemprops.request, cid: String(leaf?.id) }),
      TOP_GOLDEN.itemprops.answer,
    );
    const added = await phpTopCall('taobao.item.add', {
      ...TOP_GOLDEN.itemAdd.request,
      cid: String(leaf?.id),
      postage_id: String(template?.id),
    });
    expectShape(added, TOP_GOLDEN.itemAdd.answer);
    const numIid = String((added.item_add_response as { item: { num_iid: number } }).item.num_iid);
    const read = await javaTopCall('taobao.item.seller.get', { ...TOP_GOLDEN.sellerGet.request, num_iid: numIid });
    expectShape(read, TOP_GOLDEN.sellerGet.answer);
    expect((read.item_seller_get_response as { item: { price: string } }).item.price).toBe('29.90');
    expectShape(await phpTopCall('taobao.items.custom.get', TOP_GOLDEN.customGet.request), TOP_GOLDEN.customGet.answer);
    expect(await phpTopCall('taobao.items.custom.get', TOP_GOLDEN.customGetNone.request)).toMatchObject(
      TOP_GOLDEN.customGetNone.answer,
    );
  });

  it("should refuse a lapsed session and a bad sign in TOP's error shape and codes", async () => {
    const { core } = sandbox.sandbox;
    const response = await fetch(`${sandbox.url}/taobao/router/rest`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ method: 'taobao.itemcats.get', app_key: app.appKey, sign: 'BAD' }).toString(),
    });
    const bad = (await response.json()) as { error_response: { code: number } };
    expectShape(bad, TOP_ERRORS.badSignature);
    expect(bad.error_response.code).toBe(25);
    core.clock.advance(2 * 86_400_000);
    try {
      const lapsed = await phpTopCall('taobao.itemcats.get', TOP_GOLDEN.itemcats.request);
      expectShape(lapsed, TOP_ERRORS.invalidSession);
      expect(lapsed.error_response).toMatchObject({ code: 27, sub_code: 'invalid-sessionkey' });
    } finally {
      core.clock.reset();
    }
  });
});
