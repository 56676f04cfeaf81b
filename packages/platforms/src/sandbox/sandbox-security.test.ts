import { networkInterfaces } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createAlibabaOfferSource } from '../alibaba/offer-source.ts';
import { doudianConnector } from '../connectors/doudian.connector.ts';
import { jdConnector } from '../connectors/jd.connector.ts';
import { kttConnector } from '../connectors/ktt.connector.ts';
import { pddConnector } from '../connectors/pdd.connector.ts';
import { taobaoConnector } from '../connectors/taobao.connector.ts';
import { authorizeByConsent, CONTRACT_CALLBACK, consentAs, failureOf } from '../contract/contract-harness.ts';
import type { ConnectorFactory } from '../core/connector.ts';
import { isLoopbackAddress } from './admin-gate.ts';
import { type PlatformSandboxOptions, type RunningSandbox, startPlatformSandbox } from './create-platform-sandbox.ts';
import { SANDBOX_APPS, type SandboxPlatformName } from './sandbox-apps.ts';

const CALLBACK = CONTRACT_CALLBACK;
const running: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(options: PlatformSandboxOptions & { host?: string } = {}) {
  const sandbox = await startPlatformSandbox({ port: 0, redirectUris: [CALLBACK], ...options });
  running.push(sandbox);
  return sandbox;
}

const CONSENT: {
  platform: SandboxPlatformName;
  clientIdParam: string;
  module?: string;
  refusal: string;
  /** the consent page's path under the platform, where it is not /oauth/authorize */
  path?: string;
}[] = [
  {
    platform: 'pdd',
    clientIdParam: 'client_id',
    refusal: 'redirect_uri与应用注册的回调地址不一致',
    path: '/service-market/auth',
  },
  {
    platform: 'taobao',
    clientIdParam: 'client_id',
    refusal: 'application callback can not match the redirect_uri',
    path: '/authorize',
  },
  {
    platform: 'doudian',
    clientIdParam: 'service_id',
    refusal: 'redirect_uri与应用注册的回调地址不一致',
    path: '/authorize',
  },
  {
    platform: 'jd',
    clientIdParam: 'app_key',
    refusal: 'redirect_uri与应用注册的回调地址不一致',
    path: '/oauth2/to_login',
  },
  { platform: 'alibaba', clientIdParam: 'client_id', module: 'buy', refusal: 'redirect_uri与应用注册的回调地址不一致' },
  {
    platform: 'ktt',
    clientIdParam: 'client_id',
    refusal: 'redirect_uri与应用注册的回调地址不一致',
    path: '/authorize/ktt',
  },
];

const UNREGISTERED = [
  ['another host', 'https://attacker.example/shop-auth-success'],
  ['a trailing slash', `${CALLBACK}/`],
  ['a query', `${CALLBACK}?next=1`],
  ['the path in another case', 'http://127.0.0.1:9/Shop-Auth-Success'],
  ['an empty query mark', `${CALLBACK}?`],
] as const;

const consentPath = (c: (typeof CONSENT)[number]) => `/sandbox/${c.platform}${c.path ?? '/oauth/authorize'}`;

const consentQuery = (c: (typeof CONSENT)[number], redirectUri: string) =>
  new URLSearchParams({
    [c.clientIdParam]: SANDBOX_APPS[c.platform].appKey,
    redirect_uri: redirectUri,
    state: 'st-1',
    response_type: 'code',
    ...(c.module ? { module: c.module } : {}),
  }).toString();

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('the consent page and the app registered callbacks', () => {
  for (const c of CONSENT) {
    it(`should refuse unregistered redirect_uris on the ${c.platform}${c.module ? ` ${c.module}` : ''} consent page with 400 and no redirect`, async () => {
      const sandbox = await start();
      const codesBefore = sandbox.sandbox.core.state.codes.size;
      for (const [, redirectUri] of UNREGISTERED) {
        const url = `${consentPath(c)}?${consentQuery(c, redirectUri)}`;
        const page = await sandbox.app.inject({ url });
        expect(page.statusCode, redirectUri).toBe(400);
        expect(page.headers.location).toBeUndefined();
        expect(page.body).toContain(c.refusal);
        expect(page.body).not.toContain('同意授权');
        for (const decision of ['allow', 'deny']) {
          const posted = await sandbox.app.inject({
            method: 'POST',
            url,
            headers: form,
            payload: new URLSearchParams({ shopName: '攻击测试店', decision }).toString(),
          });
          expect(posted.statusCode, `${decision} ${redirectUri}`).toBe(400);
          expect(posted.headers.location).toBeUndefined();
        }
        // a form posted with a registered address in the query but another in the body is judged by the body
        const smuggled = await sandbox.app.inject({
          method: 'POST',
          url: `${consentPath(c)}?${consentQuery(c, CALLBACK)}`,
          headers: form,
          payload: new URLSearchParams({
            redirect_uri: redirectUri,
            shopName: '攻击测试店',
            decision: 'allow',
          }).toString(),
        });
        expect(smuggled.statusCode).toBe(400);
        expect(smuggled.headers.location).toBeUndefined();
      }
      expect(sandbox.sandbox.core.state.codes.size).toBe(codesBefore);
    });
  }

  // pdd's (kuaituantuan's) and doudian's token exchanges carry no redirect_uri (nor do their real APIs)
  const FACTORIES: [SandboxPlatformName, ConnectorFactory, boolean][] = [
    ['pdd', pddConnector, false],
    ['ktt', kttConnector, false],
    ['taobao', taobaoConnector, true],
    ['doudian', doudianConnector, false],
    // JOS's token exchange (open-oauth.jd.com/oauth2/access_token) carries no redirect_uri either
    ['jd', jdConnector, false],
  ];
  for (const [platform, factory, exchangeSendsRedirect] of FACTORIES) {
    it(`should send the ${platform} code to the registered callback and exchange it for a token`, async () => {
      const sandbox = await start({ qps: { [platform]: 500 } });
      const connector = factory.create({ baseUrl: `${sandbox.url}/${platform}`, app: SANDBOX_APPS[platform] });
      const { grant } = await authorizeByConsent(connector, `${platform}回调测试店`);
      expect(grant.accessToken).not.toBe('');
      expect(grant.shopName).toBe(`${platform}回调测试店`);
      if (!exchangeSendsRedirect) return;
      // the exchange still wants the address the code was issued for
      const { code } = await consentAs(connector, `${platform}回调测试店`);
      const other = await failureOf(
        connector.exchangeCode?.({ code, redirectUri: `${CALLBACK}/` }) ?? Promise.resolve(),
      );
      expect(other.message).toContain('redirect_uri与授权时不一致');
    });
  }

  it('should send the 1688 buy-module code to the registered callback and refuse the deny answer elsewhere', async () => {
    const sandbox = await start();
    const c = CONSENT[4] as (typeof CONSENT)[number];
    const agreed = await sandbox.app.inject({
      method: 'POST',
      url: `/sandbox/alibaba/oauth/authorize?${consentQuery(c, CALLBACK)}`,
      headers: form,
      payload: new URLSearchParams({ shopName: '采购买家回调测试', decision: 'allow' }).toString(),
    });
    expect(agreed.statusCode).toBe(302);
    const back = new URL(agreed.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('code')).toMatch(/^code_/);
    expect(back.searchParams.get('state')).toBe('st-1');
  });

  it('should refuse every consent with a clear page when the app registered no callback', async () => {
    const sandbox = await start({ redirectUris: undefined });
    const c = CONSENT[0] as (typeof CONSENT)[number];
    const url = `${consentPath(c)}?${consentQuery(c, CALLBACK)}`;
    const page = await sandbox.app.inject({ url });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('该应用未登记授权回调地址，无法授权');
    const posted = await sandbox.app.inject({
      method: 'POST',
      url,
      headers: form,
      payload: 'shopName=x&decision=allow',
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers.location).toBeUndefined();
  });

  it('should take an app own callbacks from options.apps over the shared list, and none for an extra app', async () => {
    const sandbox = await start({
      apps: {
        pdd: [
          { ...SANDBOX_APPS.pdd, redirectUris: ['https://shop.example/cb'] },
          { appKey: 'x', appSecret: 'y' },
        ],
      },
    });
    const pdd = CONSENT[0] as (typeof CONSENT)[number];
    const taobao = CONSENT[1] as (typeof CONSENT)[number];
    const status = async (query: string, c = pdd) =>
      (await sandbox.app.inject({ url: `${consentPath(c)}?${query}` })).statusCode;
    expect(await status(consentQuery(pdd, CALLBACK))).toBe(400);
    expect(await status(consentQuery(pdd, 'https://shop.example/cb'))).toBe(200);
    expect(await status(consentQuery(taobao, CALLBACK), taobao)).toBe(200);
    const extra = await sandbox.app.inject({
      url: `${consentPath(pdd)}?client_id=x&redirect_uri=${encodeURIComponent(CALLBACK)}`,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.body).toContain('该应用未登记授权回调地址');
  });

  it('should refuse to start with a callback that is not an absolute http(s) address', async () => {
    await expect(start({ redirectUris: ['/shop/authorize/callback'] })).rejects.toThrow('not an absolute URL');
    await expect(start({ redirectUris: ['javascript:alert(1)'] })).rejects.toThrow('not http(s)');
    await expect(start({ redirectUris: [`${CALLBACK}#x`] })).rejects.toThrow('has a fragment');
  });

  it('should link back from the service market only to an origin of a registered callback', async () => {
    const sandbox = await start();
    const order = async (returnUrl: string) =>
      (
        await sandbox.app.inject({
          method: 'POST',
          url: '/sandbox/pdd/market',
          headers: form,
          payload: new URLSearchParams({ shopName: '返回链接店', module: 'goods', period: '30', returnUrl }).toString(),
        })
      ).body;
    expect(await order('http://127.0.0.1:9/shops')).toContain('返回铺货助手');
    expect(await order('https://attacker.example/shops')).not.toContain('返回铺货助手');
  });
});

describe('the admin endpoint for registered callbacks', () => {
  it('should show and replace an app callbacks like a developer console', async () => {
    const sandbox = await start();
    const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      sandbox.app.inject({ method, url: `/sandbox/_admin${url}`, ...(payload ? { payload } : {}) });
    const shown = await admin('GET', '/apps/pdd/redirect-uris');
    expect(shown.json()).toEqual({ platform: 'pdd', appKey: 'puhuo-pdd', redirectUris: [CALLBACK] });

    const replaced = await admin('PUT', '/apps/pdd/redirect-uris', { redirectUris: ['https://shop.example/cb'] });
    expect(replaced.json()).toEqual({
      platform: 'pdd',
      appKey: 'puhuo-pdd',
      redirectUris: ['https://shop.example/cb'],
    });
    const pdd = CONSENT[0] as (typeof CONSENT)[number];
    const page = (uri: string) => sandbox.app.inject({ url: `${consentPath(pdd)}?${consentQuery(pdd, uri)}` });
    expect((await page(CALLBACK)).statusCode).toBe(400);
    expect((await page('https://shop.example/cb')).statusCode).toBe(200);
    expect(sandbox.sandbox.control.redirectUris('pdd')).toEqual(['https://shop.example/cb']);

    expect((await admin('PUT', '/apps/pdd/redirect-uris', { redirectUris: ['ftp://x/cb'] })).statusCode).toBe(400);
    expect((await admin('PUT', '/apps/pdd/redirect-uris', { redirectUris: 'https://x/cb' })).statusCode).toBe(400);
    expect((await admin('GET', '/apps/pdd/redirect-uris?appKey=nobody')).statusCode).toBe(404);
    expect((await admin('GET', '/apps/nowhere/redirect-uris')).statusCode).toBe(404);
    expect((await admin('PUT', '/apps/pdd/redirect-uris', { redirectUris: [] })).json().redirectUris).toEqual([]);
    expect((await page('https://shop.example/cb')).body).toContain('该应用未登记授权回调地址');
  });
});

describe('the admin gate', () => {
  const OUTSIDE = '203.0.113.9';
  const TOKEN = 'a-long-random-admin-token';

  it('should tell loopback peers from others, never trusting the address text beyond the socket', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [OUTSIDE, '::ffff:203.0.113.9', '128.0.0.1', '::2', 'fd00::1', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('should refuse a non-loopback peer without the token, whatever its forwarding headers say', async () => {
    const sandbox = await start({ adminToken: TOKEN });
    const call = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'PUT' = 'GET') =>
      sandbox.app.inject({ method, url: `/sandbox/_admin${url}`, remoteAddress: OUTSIDE, headers });
    const disguises: Record<string, string>[] = [
      {},
      { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
      { host: '127.0.0.1' },
    ];
    for (const headers of disguises) {
      const refused = await call('/platforms', headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'SANDBOX_ADMIN_FORBIDDEN', message: expect.any(String) });
    }
    expect((await call('/platforms', { 'x-sandbox-admin-token': 'wrong' })).statusCode).toBe(403);
    expect((await call('/platforms', { 'x-sandbox-admin-token': `${TOKEN}x` })).statusCode).toBe(403);
    // unknown admin paths and writes are gated too, before any body is read
    expect((await call('/no/such/thing')).statusCode).toBe(403);
    expect((await call('/faults/pdd', {}, 'PUT')).statusCode).toBe(403);
    expect(sandbox.sandbox.control.faults('pdd').down).toBe(false);

    expect((await call('/platforms', { 'x-sandbox-admin-token': TOKEN })).statusCode).toBe(200);
    expect((await call('/no/such/thing', { 'x-sandbox-admin-token': TOKEN })).statusCode).toBe(404);
    // the platforms themselves stay open to everyone
    const store = await sandbox.app.inject({ url: '/sandbox/pdd/store/1', remoteAddress: OUTSIDE });
    expect(store.statusCode).toBe(404);
    expect(store.body).toContain('店铺不存在');
  });

  it('should let loopback peers in, and only loopback peers when no token is configured', async () => {
    const sandbox = await start();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const ok = await sandbox.app.inject({ url: '/sandbox/_admin/platforms', remoteAddress });
      expect(ok.statusCode, remoteAddress).toBe(200);
    }
    for (const token of ['', 'anything']) {
      const refused = await sandbox.app.inject({
        url: '/sandbox/_admin/platforms',
        remoteAddress: OUTSIDE,
        headers: { 'x-sandbox-admin-token': token },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('只接受本机请求');
    }
  });

  it('should refuse loopback peers without the token when adminFromLoopback is off', async () => {
    const sandbox = await start({ adminToken: TOKEN, adminFromLoopback: false });
    expect((await sandbox.app.inject({ url: '/sandbox/_admin/platforms' })).statusCode).toBe(403);
    const ok = await sandbox.app.inject({
      url: '/sandbox/_admin/platforms',
      headers: { 'x-sandbox-admin-token': TOKEN },
    });
    expect(ok.statusCode).toBe(200);
  });

  const outsideAddress = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!outsideAddress)(
    'should refuse a real connection from a non-loopback address of this machine unless it carries the token',
    async () => {
      const sandbox = await start({ host: '0.0.0.0', adminToken: TOKEN });
      const { port } = new URL(sandbox.url);
      const url = `http://${outsideAddress}:${port}/sandbox/_admin/platforms`;
      const refused = await fetch(url, { headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('SANDBOX_ADMIN_FORBIDDEN');
      expect((await fetch(url, { headers: { 'x-sandbox-admin-token': TOKEN } })).status).toBe(200);
      expect((await fetch(`${sandbox.url}/_admin/platforms`)).status).toBe(200);
    },
  );
});

describe('absolute URLs from publicUrl', () => {
  it('should build 1688 offer images and the fanmeng API address from publicUrl, not the Host header', async () => {
    const sandbox = await start({ publicUrl: 'https://demo.example/sandbox/', qps: { alibaba: 500 } });
    const source = createAlibabaOfferSource({ baseUrl: `${sandbox.url}/alibaba`, ...SANDBOX_APPS.alibaba });
    const { items } = await source.listOffers({ page: 1, pageSize: 1 });
    const offer = await source.getOffer(items[0]?.offerId ?? '');
    expect(offer?.images[0]).toMatch(/^https:\/\/demo\.example\/sandbox\/alibaba\/img\//);
    const developer = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/fanmeng/developer',
      headers: { ...form, host: 'attacker.example' },
      payload: 'shopName=泛盟地址测试店',
    });
    expect(developer.body).toContain('<td id="apiUrl">https://demo.example/sandbox/fanmeng</td>');
  });

  it('should fall back to the Host header when publicUrl is unset', async () => {
    const sandbox = await start();
    const developer = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/fanmeng/developer',
      headers: { ...form, host: 'localhost:3000' },
      payload: 'shopName=泛盟地址测试店',
    });
    expect(developer.body).toContain('<td id="apiUrl">http://localhost:3000/sandbox/fanmeng</td>');
  });

  it('should refuse to start with a publicUrl that is not an absolute http(s) address', async () => {
    await expect(start({ publicUrl: 'localhost:3000/sandbox' })).rejects.toThrow('publicUrl');
    await expect(start({ publicUrl: '/sandbox' })).rejects.toThrow('publicUrl');
  });
});
