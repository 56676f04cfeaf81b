import { ACCESS_TOKEN_LIFETIME_SECONDS, Messages, OrderStatus, StationType } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCKOUT_FAILURES, LoginMessages } from '../../modules/identity/login.service.ts';
import { SmsMessages } from '../../modules/identity/sms.service.ts';
import { createDistributor, loginAs, type TestDistributor } from '../identity-helpers.ts';
import { listeningUrl, scanAndFollow } from '../messages-helpers.ts';
import { readyShop } from '../publish-helpers.ts';
import { headersOf } from '../shop-helpers.ts';
import { createTestContext, type TestContext } from '../test-app.ts';
import { createAddress, pickGoods, requester, STOCKED_GOOD, skusOf, type TestGood } from '../trade-helpers.ts';

/**
 * Every hole an outside probe found, replayed as the attack it was: each test fails on the product
 * as it was before the fix (docs/security.md lists them). Runs on PGlite and, in CI, on PostgreSQL.
 */

const PUBLIC_URL = 'https://puhuo.example.com';
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
const OUTSIDER = '203.0.113.7';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let victim: TestDistributor;
let victimHeaders: Record<string, string>;

/** POST /connect/token as a browser at `from` would send it */
const tokenFrom = (from: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  sut.app.inject({
    method: 'POST',
    url: '/connect/token',
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ client_id: 'lanhai-web', ...form }).toString(),
  });
const passwordGrant = (username: string, password: string) => ({ grant_type: 'tenant_password', username, password });

beforeAll(async () => {
  sut = await createTestContext({
    goods: 120,
    config: { publicUrl: PUBLIC_URL, abuseLimits: true, accessTokenSeconds: ACCESS_TOKEN_LIFETIME_SECONDS },
  });
  call = requester(sut);
  victim = await createDistributor(sut);
  victimHeaders = await loginAs(sut, victim);
}, 120_000);
afterAll(async () => {
  await sut?.close();
});

describe('account takeover through the SMS outbox', () => {
  it('should not show sign-in codes to anyone but this machine or the admin token holder', async () => {
    await sut.app.inject({
      method: 'POST',
      url: '/api/sms/send',
      payload: { phoneNumber: victim.phoneNumber },
      remoteAddress: '10.20.0.1',
    });
    for (const url of [`/api/dev/sms-outbox?phoneNumber=${victim.phoneNumber}`, '/dev/sms-outbox']) {
      // a forwarded address claiming to be local changes nothing: the connection is what counts
      const probe = await sut.app.inject({ url, remoteAddress: OUTSIDER, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(probe.statusCode).toBe(403);
      expect(probe.body).not.toMatch(/\d{6}/);
    }
    const local = await sut.app.inject({ url: `/api/dev/sms-outbox?phoneNumber=${victim.phoneNumber}` });
    expect(local.statusCode).toBe(200);
    expect(local.json().items[0].text).toMatch(/\d{6}/);
  });
});

describe('absolute URLs from a hostile Host header', () => {
  it('should build OAuth redirect_uri, QR codes, share links and short links from PUBLIC_URL only', async () => {
    const headers = { ...victimHeaders, ...HOSTILE };
    const authorize = await sut.app.inject({ url: `/shop/authorize?tenantId=${victim.tenantId}&station=2`, headers });
    const consent = new URL(authorize.headers.location as string);
    expect(consent.origin).toBe(PUBLIC_URL);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/shop/authorize/callback`);

    const qr = await sut.app.inject({ url: '/api/weixin/mp/qr-code?scene=2', headers });
    expect(qr.json().scanUrl.startsWith(`${PUBLIC_URL}/`)).toBe(true);

    const share = await call('POST', '/api/weixin/share-url', headers, { path: '/market' });
    expect(share.status).toBe(200);
    expect(share.body.url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
    const short = await call('POST', '/api/weixin/short-url', headers, { longUrl: `${PUBLIC_URL}/market` });
    expect(short.status).toBe(200);
    expect(short.body.shortUrl.startsWith(`${PUBLIC_URL}/s/`)).toBe(true);
    const followed = await sut.app.inject({ url: `/s/${short.body.code}`, headers: HOSTILE });
    expect(followed.statusCode).toBe(302);
    expect(String(followed.headers.location)).not.toContain('evil.example');
  });

  it('should send the WeChat sandbox callback to the product itself, not to the Host a request named', async () => {
    const base = await listeningUrl(sut);
    const unionId = await sut.app.services.wechat.addSandboxUser('主机头测试');
    const qr = (await sut.app.inject({ url: '/api/weixin/mp/qr-code?scene=2', headers: victimHeaders })).json();
    const scan = new URL(qr.scanUrl);
    // the phone's page is asked for with a forged Host: the push must not go there (SSRF)
    const page = await fetch(`${base}/sandbox/wechat/follow/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-host': 'evil.example' },
      body: new URLSearchParams({ scene: scan.searchParams.get('scene') ?? '', unionId }).toString(),
    });
    expect(await page.text()).toContain('消息将推送到这个微信号');
    expect((await call('GET', '/api/weixin/mp/check-subscribe', victimHeaders)).body.isSubscribed).toBe(true);
    await scanAndFollow(sut, qr.scanUrl, unionId);
  });

  it('should not redirect a browser to the Host it sent (open redirect)', async () => {
    const guest = await sut.app.inject({
      url: `/shop/authorize?tenantId=${victim.tenantId}&station=2`,
      headers: HOSTILE,
    });
    const location = String(guest.headers.location);
    expect(location.startsWith(`${PUBLIC_URL}/`) || location.startsWith('/')).toBe(true);
    expect(location).not.toContain('evil.example');
  });
});

describe('per-address limits and a forged X-Forwarded-For', () => {
  it('should count texts by the connection, whatever address the request claims', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await sut.app.inject({
        method: 'POST',
        url: '/api/sms/send',
        payload: { phoneNumber: `1390000${String(1000 + i)}` },
        remoteAddress: '198.51.100.20',
        headers: { 'x-forwarded-for': `10.99.0.${i}` },
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.headers['retry-after']).toMatch(/^\d+$/);
        expect(response.json().error).toMatchObject({ code: 'TooManyRequests', message: Messages.tooManyRequests });
      }
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(204));
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('should bound a password spray across many accounts from one address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 22; i++) {
      const response = await tokenFrom('198.51.100.50', passwordGrant(`sprayed${i}`, 'Spring2026!'), {
        'x-forwarded-for': `10.98.0.${i}`,
      });
      answers.push(response.statusCode);
    }
    // one address, 22 accounts: the first 20 are checked (and refused), the rest not even checked
    expect(answers.filter((s) => s === 400)).toHaveLength(20);
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
  });

  it('should keep the daily cap per address exact once the address cannot be forged', async () => {
    // the daily cap of SmsService counts by the same address the limits use
    const capped = await sut.app.inject({
      method: 'POST',
      url: '/api/sms/send',
      payload: { phoneNumber: '13900009999' },
      remoteAddress: '198.51.100.21',
    });
    expect(capped.statusCode).toBe(204);
    expect(SmsMessages.dailyLimit).toBe('今日短信发送次数已达上限，请明天再试');
  });
});

describe('forty password guesses at once', () => {
  it('should check at most five before the captcha is required, and then refuse the right password too', async () => {
    const target = await createDistributor(sut);
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => tokenFrom(`192.0.2.${i + 1}`, passwordGrant(target.userName, `wrong-${i}`))),
    );
    const bodies = guesses.map((g) => g.json() as { error?: string; error_description?: string });
    const checked = bodies.filter((b) => b.error_description === LoginMessages.wrongPassword);
    expect(checked).toHaveLength(LOCKOUT_FAILURES);
    // the per-account limit (10 in 15 minutes) answers the rest as 429 or lockout, never a check
    expect(bodies.every((b) => b.error_description !== undefined || guesses.some((g) => g.statusCode === 429))).toBe(
      true,
    );
    const right = await tokenFrom('192.0.2.200', passwordGrant(target.userName, target.password));
    expect(right.statusCode).not.toBe(200);
  });
});

describe('five payments of one order sent at once', () => {
  it('should open one payment with one trade at the provider', async () => {
    const [good] = (await pickGoods(sut, { supplierType: 1, market: 2, where: STOCKED_GOOD })) as [TestGood];
    const skuId = (await skusOf(sut, good.id)).find((s) => s.stock >= 5)?.id ?? '';
    const addressId = await createAddress(sut, victimHeaders);
    const order = await call('POST', '/api/order/fast-order', victimHeaders, {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId, qty: 1 }],
      addressId,
    });
    const orderId = order.body.items[0].id as string;
    const pays = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', victimHeaders, { orderId }),
      ),
    );
    expect(new Set(pays.map((p) => p.body.paymentId)).size).toBe(1);
    const trades = await sut.database.executeSql<{ n: number }>(
      `select count(*)::int n from sandbox_payments p join order_payments o on o.id::text = p.out_trade_no
        where $1 = any(o.order_ids)`,
      [orderId],
    );
    expect(trades.rows[0]?.n).toBe(1);
    await sut.app.inject({ method: 'POST', url: `${pays[0]?.body.payUrl}/pay` });
    expect((await call('GET', `/api/purchase-order/${orderId}`, victimHeaders)).body.status).toBe(OrderStatus.Paid);
  });
});

describe('a publish request sent twice', () => {
  let owner: TestDistributor;
  let headers: Record<string, string>;
  let shopId: string;
  let goodsIds: string[];
  beforeAll(async () => {
    owner = await createDistributor(sut);
    headers = await headersOf(sut, owner);
    ({ shopId } = await readyShop(sut, owner, StationType.Pdd));
    const list = await call('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=3', headers);
    goodsIds = (list.body.items as { id: string }[]).map((g) => g.id);
  }, 120_000);

  const body = () => ({
    shopInfos: [{ shopId }],
    items: goodsIds.map((goodId) => ({ goodId, goodsFrom: 3 })),
    market: 2,
  });
  const publish = (key: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/platform/good/product/publish',
      headers: { ...headers, 'idempotency-key': key },
      payload: body(),
    });
  const tasksOf = async () =>
    (
      await sut.database.executeSql<{ n: number }>('select count(*)::int n from publish_tasks where tenant_id = $1', [
        owner.tenantId,
      ])
    ).rows[0]?.n;

  it('should make one task for a double click and for a retried request with the same key', async () => {
    const before = await tasksOf();
    const [one, two] = await Promise.all([publish('dbl-click-0001'), publish('dbl-click-0001')]);
    expect(one.json().taskId).toBe(two.json().taskId);
    const retried = await publish('dbl-click-0001');
    expect(retried.json().taskId).toBe(one.json().taskId);
    expect(await tasksOf()).toBe((before ?? 0) + 1);
    // a new intent is a new key
    const next = await publish('dbl-click-0002');
    expect(next.json().taskId).not.toBe(one.json().taskId);
  });

  it('should refuse a malformed key in the app envelope', async () => {
    const refused = await publish('short');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('ValidationError');
  });

  it('should tell the dialog which goods the shop already lists', async () => {
    const preflight = await call('POST', '/api/platform/good/product/preflight', headers, body());
    const counts = (preflight.body.items as { publishedCount: number }[]).map((i) => i.publishedCount);
    expect(counts).toHaveLength(goodsIds.length);
    for (const count of counts) expect(count).toBeGreaterThanOrEqual(0);
  });
});

describe('OAuth codes sent to an attacker’s redirect_uri', () => {
  it('should refuse a consent page whose redirect_uri is not the one registered', async () => {
    for (const redirect of [
      'https://attacker.example/cb',
      `${PUBLIC_URL}/shop/authorize/callback/`,
      'http://localhost:3000/shop/authorize/callback',
    ]) {
      const page = await sut.app.inject({
        url: `/sandbox/pdd/service-market/auth?client_id=puhuo-pdd&redirect_uri=${encodeURIComponent(redirect)}&state=s`,
      });
      expect(page.statusCode).toBe(400);
      const agreed = await sut.app.inject({
        method: 'POST',
        url: `/sandbox/pdd/service-market/auth?client_id=puhuo-pdd&redirect_uri=${encodeURIComponent(redirect)}&state=s`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'shopName=受害店铺&decision=allow',
      });
      expect(agreed.statusCode).toBe(400);
      expect(agreed.headers.location).toBeUndefined();
    }
  });
});

describe('a stolen session', () => {
  it('should keep the 7-day credential out of reach of the page and end the session when a used refresh token comes back', async () => {
    const who = await createDistributor(sut);
    const signIn = await tokenFrom('192.0.2.230', passwordGrant(who.userName, who.password));
    expect(signIn.json().expires_in).toBe(1800);
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toMatch(
      /^refresh_token=[\w-]+; Path=\/connect\/token; Max-Age=604800; HttpOnly; SameSite=Strict; Secure$/,
    );
    const refreshToken = /refresh_token=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const refresh = (origin?: string) =>
      tokenFrom(
        '192.0.2.231',
        { grant_type: 'refresh_token' },
        { cookie: `refresh_token=${refreshToken}`, ...(origin ? { origin } : {}) },
      );
    // another site cannot use the cookie
    expect((await refresh('https://evil.example')).statusCode).toBe(400);
    const renewed = await refresh(PUBLIC_URL);
    expect(renewed.statusCode).toBe(200);
    const bearer = { Authorization: `Bearer ${renewed.json().access_token}` };
    expect((await call('GET', '/api/multi-tenancy/tenants/buy-user', bearer)).status).toBe(200);
    // the same refresh token again at once: the browser reloaded before the first answer reached it, so
    // its cookie still holds the used token: it is renewed again in the same sign-in, not signed out
    sut.clock.advance(5_000);
    const renewedAgain = await refresh();
    expect(renewedAgain.statusCode).toBe(200);
    const bearerAgain = { Authorization: `Bearer ${renewedAgain.json().access_token}` };
    expect((await call('GET', '/api/multi-tenancy/tenants/buy-user', bearerAgain)).status).toBe(200);
    // the same refresh token again, later: a thief's copy: the whole session ends
    sut.clock.advance(60_000);
    expect((await refresh()).json().error).toBe('invalid_grant');
    expect((await call('GET', '/api/multi-tenancy/tenants/buy-user', bearer)).status).toBe(401);
    expect((await call('GET', '/api/multi-tenancy/tenants/buy-user', bearerAgain)).status).toBe(401);
  });
});

describe('browser-side defences', () => {
  it('should send a CSP without inline script, forbid framing and sniffing, and keep the referrer', async () => {
    const page = await sut.app.inject({ url: '/api/abp/application-configuration' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // demo mode over http: no HSTS (production sends it)
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.json().environment).toEqual({ mode: 'demo' });
  });
});

describe('small holes', () => {
  it('should answer an unknown WeChat user unfollowing with 404, not 500', async () => {
    const response = await sut.app.inject({
      method: 'POST',
      url: '/sandbox/wechat/unfollow',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'unionId=oUnionNobodyAtAll',
    });
    expect(response.statusCode).toBe(404);
  });

  it('should answer an over-long path parameter and query string in the app envelope', async () => {
    const longPath = await sut.app.inject({ url: `/api/purchase-order/${'a'.repeat(600)}`, headers: victimHeaders });
    expect(longPath.statusCode).toBeGreaterThanOrEqual(400);
    expect(longPath.statusCode).toBeLessThan(500);
    expect(longPath.json().error.message).toEqual(expect.any(String));
    const longQuery = await sut.app.inject({ url: `/api/goods/good?keyword=${'长'.repeat(5000)}` });
    expect(longQuery.statusCode).toBeGreaterThanOrEqual(400);
    expect(longQuery.statusCode).toBeLessThan(500);
    expect(longQuery.json().error.message).toEqual(expect.any(String));
  });
});
