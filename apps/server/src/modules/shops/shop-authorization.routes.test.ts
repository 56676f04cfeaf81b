import { fanmengShopApp } from '@puhuo/platforms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDistributor, type TestDistributor } from '../../testing/identity-helpers.ts';
import { authorizeShop, consentFlow, headersOf } from '../../testing/shop-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let ctx: TestContext;
let owner: TestDistributor;
let other: TestDistributor;
let ownerHeaders: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ goods: 10 });
  owner = await createDistributor(ctx);
  other = await createDistributor(ctx);
  ownerHeaders = await headersOf(ctx, owner);
});
afterAll(async () => {
  await ctx?.close();
});

async function shopCount(tenantId: string): Promise<number> {
  const { rows } = await ctx.database.executeSql<{ n: number }>(
    'select count(*)::int n from shops where tenant_id = $1',
    [tenantId],
  );
  return Number(rows[0]?.n);
}

const start = (query: string, headers = ownerHeaders) =>
  ctx.app.inject({ method: 'GET', url: `/shop/authorize?${query}`, headers });

/** the browser's walk through consent up to (not into) our callback */
async function codeAndState(station = 2, shopName = '拼多多回调测试店') {
  const begin = await start(`tenantId=${owner.tenantId}&station=${station}`);
  const consent = new URL(begin.headers.location as string);
  const agreed = await ctx.app.inject({
    method: 'POST',
    url: `${consent.pathname}${consent.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ shopName, decision: 'allow' }).toString(),
  });
  const back = new URL(agreed.headers.location as string);
  return { path: `${back.pathname}${back.search}`, state: back.searchParams.get('state') ?? '' };
}

const resultOf = (location: unknown) => Object.fromEntries(new URL(location as string).searchParams);

describe('the station-oauth redirect', () => {
  it('should send the browser to the platform consent page with a signed state and our callback', async () => {
    const response = await start(`tenantId=${owner.tenantId}&station=2&callback=/shop-auth-success`);
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location as string);
    expect(url.pathname).toBe('/sandbox/pdd/service-market/auth');
    // from the configured address (PUBLIC_URL; the test default), never the request's Host
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/shop/authorize/callback');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(url.searchParams.has('module')).toBe(false);
  });

  it('should carry the module for stations offering goods or order, and use /jd/authorize for jd', async () => {
    const doudianLike = await start(`tenantId=${owner.tenantId}&station=32&module=order`);
    expect(new URL(doudianLike.headers.location as string).searchParams.get('module')).toBe('order');
    const jd = await ctx.app.inject({
      method: 'GET',
      url: `/jd/authorize?tenantId=${owner.tenantId}&station=15&module=goods`,
      headers: ownerHeaders,
    });
    expect(new URL(jd.headers.location as string).pathname).toBe('/sandbox/jd/oauth2/to_login');
  });

  it('should bind a pdd shop and land on the success page with the shop', async () => {
    const before = await shopCount(owner.tenantId);
    const result = await consentFlow(
      ctx,
      ownerHeaders,
      { tenantId: owner.tenantId, station: 2 },
      { shopName: '拼多多旗舰A' },
    );
    expect(result.pathname).toBe('/shop-auth-success');
    expect(Object.fromEntries(result.searchParams)).toMatchObject({
      success: 'true',
      station: '2',
      shopName: '拼多多旗舰A',
      appType: '1024',
    });
    expect(await shopCount(owner.tenantId)).toBe(before + 1);
  });

  it('should renew the existing shop when it authorises again, never add a second one', async () => {
    const first = await authorizeShop(ctx, owner, 2, { shopName: '拼多多重复授权店' });
    const count = await shopCount(owner.tenantId);
    const second = await authorizeShop(ctx, owner, 2, { shopName: '拼多多重复授权店' });
    expect(second.shopId).toBe(first.shopId);
    expect(await shopCount(owner.tenantId)).toBe(count);
  });

  it('should tell the tenant’s open windows through ShopAuthorize', async () => {
    const frames: { event: string; data: Record<string, unknown> }[] = [];
    const connection = ctx.app.services.hub.attach(
      { send: (text) => frames.push(JSON.parse(text)), close: () => undefined },
      { userId: owner.userId, tenantId: owner.tenantId },
    );
    await authorizeShop(ctx, owner, 32, { shopName: '有赞实时店', module: 'goods' });
    // on PostgreSQL the event travels through NOTIFY: it may arrive a moment later, and so may the
    // previous test's, so the window looks for the frame about this shop
    const aboutThisShop = () => frames.find((f) => f.event === 'ShopAuthorize' && f.data.shopName === '有赞实时店');
    await expect.poll(() => aboutThisShop() !== undefined).toBe(true);
    ctx.app.services.hub.detach(connection);
    expect(aboutThisShop()?.data).toMatchObject({
      success: true,
      stationType: 32,
      shopName: '有赞实时店',
      appType: 1,
      goodsRights: true,
      orderRights: false,
    });
  });

  it('should refuse an unknown station, a bad module and a foreign callback without creating a shop', async () => {
    const before = await shopCount(owner.tenantId);
    for (const [query, message] of [
      [`tenantId=${owner.tenantId}&station=999`, '不支持的平台'],
      [`tenantId=${owner.tenantId}&station=66`, '不支持的平台'],
      [`tenantId=${owner.tenantId}&station=8`, '不支持的平台'],
      [`tenantId=${owner.tenantId}&station=2&module=order`, '授权模块无效'],
      [`tenantId=${owner.tenantId}&station=11&module=admin`, '授权模块无效'],
      [`tenantId=${owner.tenantId}&station=2&callback=https://evil.example/steal`, '回调地址无效'],
      [`tenantId=${owner.tenantId}&station=36`, '该平台不支持跳转授权，请在添加店铺中填写授权信息'],
    ]) {
      const response = await start(query as string);
      expect(response.statusCode).toBe(302);
      expect(resultOf(response.headers.location)).toMatchObject({ success: 'false', message });
      expect(new URL(response.headers.location as string).host).toBe('localhost:3000');
    }
    expect(await shopCount(owner.tenantId)).toBe(before);
  });

  it('should refuse a guest and a tenantId that is not the signed-in tenant', async () => {
    const guest = await start(`tenantId=${owner.tenantId}&station=2`, {});
    expect(resultOf(guest.headers.location)).toMatchObject({ success: 'false', message: '未登录' });
    const foreign = await start(`tenantId=${other.tenantId}&station=2`);
    expect(resultOf(foreign.headers.location)).toMatchObject({ success: 'false', message: '租户与登录凭证不符' });
  });

  it('should accept the session cookie the web app keeps its token in', async () => {
    const token = ownerHeaders.Authorization?.replace('Bearer ', '') ?? '';
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/shop/authorize?tenantId=${owner.tenantId}&station=2`,
      headers: { cookie: `__tenant=${owner.tenantId}; access_token=${encodeURIComponent(token)}` },
    });
    expect(new URL(response.headers.location as string).pathname).toBe('/sandbox/pdd/service-market/auth');
  });
});

describe('the platform callback', () => {
  it('should refuse a forged state', async () => {
    const before = await shopCount(owner.tenantId);
    const { path, state } = await codeAndState();
    const forged = path
      .replace(encodeURIComponent(state), `${state.split('.')[0]}.forged`)
      .replace(state, `${state.split('.')[0]}.forged`);
    const response = await ctx.app.inject({ method: 'GET', url: forged, headers: ownerHeaders });
    expect(resultOf(response.headers.location)).toEqual({ success: 'false', message: '授权状态无效，请重新发起授权' });
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/shop/authorize/callback?code=abc',
      headers: ownerHeaders,
    });
    expect(resultOf(none.headers.location)).toMatchObject({
      success: 'false',
      message: '授权状态无效，请重新发起授权',
    });
    expect(await shopCount(owner.tenantId)).toBe(before);
  });

  it('should refuse a replayed state', async () => {
    const { path } = await codeAndState(2, '拼多多重放店');
    const first = await ctx.app.inject({ method: 'GET', url: path, headers: ownerHeaders });
    expect(resultOf(first.headers.location)).toMatchObject({ success: 'true' });
    const count = await shopCount(owner.tenantId);
    const replay = await ctx.app.inject({ method: 'GET', url: path, headers: ownerHeaders });
    expect(resultOf(replay.headers.location)).toMatchObject({
      success: 'false',
      message: '授权请求已使用或已过期，请重新发起授权',
    });
    expect(await shopCount(owner.tenantId)).toBe(count);
  });

  it('should refuse a callback arriving in another tenant’s session', async () => {
    const before = await shopCount(owner.tenantId);
    const { path } = await codeAndState(2, '拼多多串号店');
    const response = await ctx.app.inject({ method: 'GET', url: path, headers: await headersOf(ctx, other) });
    expect(resultOf(response.headers.location)).toMatchObject({
      success: 'false',
      message: '授权回调与当前登录的账号不符，请用发起授权的账号重新授权',
    });
    expect(await shopCount(owner.tenantId)).toBe(before);
    expect(await shopCount(other.tenantId)).toBe(0);
  });

  it('should refuse an expired code with the platform’s reason', async () => {
    const before = await shopCount(owner.tenantId);
    const { path } = await codeAndState(2, '拼多多过期码店');
    ctx.clock.advance(11 * 60 * 1000);
    const response = await ctx.app.inject({ method: 'GET', url: path, headers: ownerHeaders });
    const result = resultOf(response.headers.location);
    expect(result.success).toBe('false');
    expect(result.message).toContain('过期');
    expect(await shopCount(owner.tenantId)).toBe(before);
  });

  it('should say so when the shop owner cancels on the consent page', async () => {
    const result = await consentFlow(
      ctx,
      ownerHeaders,
      { tenantId: owner.tenantId, station: 2 },
      { shopName: '拼多多取消店', decision: 'deny' },
    );
    expect(Object.fromEntries(result.searchParams)).toMatchObject({ success: 'false', message: '您已取消授权' });
  });
});

describe('code-based authorisation', () => {
  const post = (url: string, payload: Record<string, unknown>, headers = ownerHeaders) =>
    ctx.app.inject({ method: 'POST', url, headers, payload: { tenantId: owner.tenantId, ...payload } });

  it('should ask for each fanmeng field with the spec’s messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ appId: 'a', appSecret: 'b', apiUrl: 'http://x' }, '请输入店铺名称'],
      [{ code: '店', appSecret: 'b', apiUrl: 'http://x' }, '请输入App ID'],
      [{ code: '店', appId: 'a', apiUrl: 'http://x' }, '请输入密匙'],
      [{ code: '店', appId: 'a', appSecret: 'b' }, '请输入接口地址'],
      [{ code: '   ', appId: 'a', appSecret: 'b', apiUrl: 'http://x' }, '请输入店铺名称'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/fanmeng/authorize', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
  });

  it('should ask for the qunjielong code and the WeChat shop name', async () => {
    const qjl = await post('/api/qunjielong/authorize', {});
    expect(qjl.json().error.message).toBe('请输入授权码');
    const wx = await post('/api/wechatvideoshop/authorize', { code: '' });
    expect(wx.json().error.message).toBe('请输入店铺名称');
  });

  it('should refuse a wrong fanmeng secret with the platform’s reason and store nothing', async () => {
    const before = await shopCount(owner.tenantId);
    await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/fanmeng/developer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'shopName=泛盟密匙店',
    });
    const app = fanmengShopApp('泛盟密匙店');
    const response = await post('/api/fanmeng/authorize', {
      code: '泛盟密匙店',
      appId: app.appId,
      appSecret: 'wrong-secret',
      apiUrl: 'http://localhost/sandbox/fanmeng',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('密匙错误：App ID与密匙不匹配，请核对后重试');
    expect(await shopCount(owner.tenantId)).toBe(before);
  });

  it('should refuse a fanmeng interface address that is not a web address, or not the platform', async () => {
    const app = fanmengShopApp('泛盟地址店');
    const base = { code: '泛盟地址店', appId: app.appId, appSecret: app.appSecret };
    const notUrl = await post('/api/fanmeng/authorize', { ...base, apiUrl: 'ftp://x' });
    expect(notUrl.json().error.message).toBe('接口地址格式有误，请填写以http://或https://开头的地址');
    const elsewhere = await post('/api/fanmeng/authorize', { ...base, apiUrl: 'http://10.0.0.1/admin' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.message).toBe('无法连接平台');
  });

  it('should refuse an unknown qunjielong code and a WeChat shop that has not authorised our app', async () => {
    const qjl = await post('/api/qunjielong/authorize', { code: 'QJL-NOT-A-CODE' });
    expect(qjl.statusCode).toBe(400);
    expect(qjl.json().error.message).toBe('授权码无效，请在群接龙后台重新获取');
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/wechatvideoshop/token-check?shopName=${encodeURIComponent('没授权的小店')}`,
      headers: ownerHeaders,
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.message).toContain('请先在微信小店后台授权');
  });

  it('should bind each code-based shop, record certification, and never return or store secrets in the clear', async () => {
    const fanmeng = await authorizeShop(ctx, owner, 37, { shopName: '泛盟好店' });
    const wx = await authorizeShop(ctx, owner, 36, { shopName: '微信好店' });
    const qjl = await authorizeShop(ctx, owner, 34, { shopName: '群接龙好店' });
    const { rows } = await ctx.database.executeSql<Record<string, string>>(
      'select * from shops where id = any($1::uuid[])',
      [[fanmeng.shopId, wx.shopId, qjl.shopId]],
    );
    expect(rows).toHaveLength(3);
    const secret = fanmengShopApp('泛盟好店').appSecret;
    for (const row of rows) {
      const text = JSON.stringify(row);
      expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"at_/);
      expect(row.access_token_enc).toMatch(/^v1\./);
    }
    const certified = await post('/api/wechatvideoshop/authorize', { code: '微信好店', certified: true });
    expect(certified.json()).toEqual({
      id: wx.shopId,
      shopName: '微信好店',
      stationType: 36,
      appType: 1024,
      goodsRights: true,
      orderRights: true,
    });
    const { rows: flags } = await ctx.database.executeSql<{ certified: boolean }>(
      'select certified from shops where id = $1',
      [wx.shopId],
    );
    expect(flags[0]?.certified).toBe(true);
  });

  it('should ride out the platform’s rate limit instead of showing it to the user', async () => {
    const control = ctx.app.services.platformSandbox?.control;
    control?.setFaults('wechatvideoshop', { qps: 1 });
    try {
      const shops = await Promise.all([
        authorizeShop(ctx, owner, 36, { shopName: '微信限流店一' }),
        authorizeShop(ctx, owner, 36, { shopName: '微信限流店二' }),
      ]);
      expect(new Set(shops.map((s) => s.shopId)).size).toBe(2);
    } finally {
      control?.resetFaults('wechatvideoshop');
    }
  });

  it('should refuse a guest and a foreign tenantId', async () => {
    const guest = await post('/api/qunjielong/authorize', { code: 'x' }, {});
    expect(guest.statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/qunjielong/authorize',
      headers: ownerHeaders,
      payload: { tenantId: other.tenantId, code: 'x' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('租户与登录凭证不符');
  });
});
