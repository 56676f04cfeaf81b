import { type GoodsListItem, Messages, type PagedResult } from '@puhuo/domain';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { registerDistributor, signIn } from '../support/distributor.ts';
import { loginWithPassword } from '../support/identity.ts';

/**
 * A sign-in lasts 7 days through the HttpOnly refresh cookie while the page's bearer token lives 30
 * minutes: an expired token is refreshed without the user noticing, a passing failure never signs
 * anyone out, and only a sign-in the server ended asks to sign in again, once, on the same page.
 */

const DEMO = { userName: 'demo', password: 'Demo@2026', company: '演示分销商贸易有限公司' };
/** looks like a token (the server only checks tokens of 20-200 characters) but is none: an expired one */
const EXPIRED = 'expired-token-0000000000000000000000000000';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  const cookie = (await context.cookies(baseUrl())).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/** What the page's script sees: exactly one access_token (the one the app itself keeps). */
const accessTokensInPage = (page: Page) =>
  page.evaluate(() => document.cookie.split('; ').filter((part) => part.startsWith('access_token=')).length);

/** As if the 30-minute token had run out: the cookie the app wrote now holds a token the server does not know. */
async function expireAccessToken(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'access_token', value: EXPIRED, url: baseUrl() }]);
}

function tokenRequests(context: BrowserContext): Request[] {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/connect/token') seen.push(request);
  });
  return seen;
}

const buyUserWith = (token: string) =>
  fetch(`${baseUrl()}/api/multi-tenancy/tenants/buy-user`, { headers: { Authorization: `Bearer ${token}` } });

describe('a session that outlives its access token', () => {
  let page: Page;
  let detailPath: string;

  beforeAll(async () => {
    const [good] = (
      await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?supplierType=1&market=2&maxResultCount=1')
    ).items;
    if (!good) throw new Error('the catalogue has no goods');
    detailPath = `/detail/${encodeURIComponent(good.id)}?tenantId=${good.tenantId}`;
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('should refresh an expired token once and keep the user signed in', async () => {
    // a page of its own, so a second try starts signed out like the first (the tests after it go on from here)
    await page?.context().close();
    page = await newPage(browser);
    await page.goto(`${baseUrl()}/market`);
    await loginWithPassword(page, DEMO.userName, DEMO.password);
    await page.getByText(Messages.loginSucceeded).waitFor();
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    // the refresh token is there, and out of the script's reach
    const refresh = (await page.context().cookies(`${baseUrl()}/connect/token`)).find(
      (c) => c.name === 'refresh_token',
    );
    expect(refresh?.httpOnly).toBe(true);
    expect(refresh?.sameSite).toBe('Strict');
    expect(await page.evaluate(() => document.cookie.includes('refresh_token'))).toBe(false);

    // the page is left before its token runs out: a read it still made after signing in (slow on a busy
    // machine) would otherwise meet the expired token there and refresh it, and the page opened next
    // would rightly find a live token
    await page.goto('about:blank');
    await expireAccessToken(page.context());
    const refreshes = tokenRequests(page.context());
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`${baseUrl()}/market`);
    expect(await accessTokensInPage(page)).toBe(1);
    await expect.poll(() => cookieValue(page.context(), 'access_token'), { timeout: 15_000 }).not.toBe(EXPIRED);
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    const renewed = await cookieValue(page.context(), 'access_token');
    expect(renewed).toBeTruthy();
    expect((await buyUserWith(renewed ?? '')).status).toBe(200);
    // the session query, the page's other calls and the realtime connection all saw the expired token: one refresh
    await page.waitForTimeout(1500);
    expect(refreshes.map((r) => r.postData())).toEqual([expect.stringContaining('grant_type=refresh_token')]);
    // the realtime connection comes with the new token: refused the expired one if it tried it before the
    // refresh answered (which comes first depends on the machine), never with any other
    await expect.poll(() => sockets.at(-1)).toContain(`access_token=${encodeURIComponent(renewed ?? '')}`);
    for (const url of sockets) {
      expect([`access_token=${EXPIRED}`, `access_token=${encodeURIComponent(renewed ?? '')}`]).toContain(
        `access_token=${new URL(url).searchParams.get('access_token')}`,
      );
    }
    await screenshot(page, 'session-refreshed');
  });

  it('should ask once to sign in again when the session was ended, and stay on the page', async () => {
    await page.goto(`${baseUrl()}${detailPath}`);
    await page.getByTestId('company-name').waitFor();
    const token = await cookieValue(page.context(), 'access_token');
    // the page is left first: a request it still sent after the revocation (the page reads on after the
    // company name shows, slowly on a busy machine) would learn of it there, and the page opened next
    // would rightly be a guest's
    await page.goto('about:blank');
    // the session is revoked elsewhere (signed out on another device): its refresh token dies with it
    const revoked = await fetch(`${baseUrl()}/api/account/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.status).toBe(204);

    await page.goto(`${baseUrl()}${detailPath}`);
    const dialog = page.getByRole('dialog').filter({ hasText: '账号登录' });
    await dialog.getByTestId('login-notice').getByText(Messages.sessionExpired).waitFor();
    // nothing else piles up behind it
    await page.waitForTimeout(1500);
    await expect(page.locator('.ant-modal-wrap:visible').count()).resolves.toBe(1);
    await expect(page.getByText(Messages.sessionExpired).count()).resolves.toBe(1);
    await expect(page.getByText(Messages.authorizationFailed).count()).resolves.toBe(0);
    await expect(cookieValue(page.context(), 'access_token')).resolves.toBeUndefined();
    await page.getByRole('button', { name: '请登录' }).waitFor();
    await screenshot(page, 'session-expired-login');

    await dialog.getByPlaceholder('请输入账号').fill(DEMO.userName);
    await dialog.getByPlaceholder('请输入密码').fill(DEMO.password);
    await dialog.getByRole('button', { name: '登录' }).click();
    await page.getByText(Messages.loginSucceeded).waitFor();
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(detailPath);
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'session-signed-in-again');
  });

  it('should refresh once for two tabs that both found the token expired', async () => {
    const second = await page.context().newPage();
    await second.goto(`${baseUrl()}/market`);
    await second.getByTestId('company-name').waitFor();
    // both tabs are left before the token runs out, as in the first test, then opened again together
    await Promise.all([page.goto('about:blank'), second.goto('about:blank')]);
    await expireAccessToken(page.context());
    const refreshes = tokenRequests(page.context());
    await Promise.all([page.goto(`${baseUrl()}/market`), second.goto(`${baseUrl()}/market`)]);
    for (const tab of [page, second]) {
      await expect(tab.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    }
    await page.waitForTimeout(1500);
    // the refresh cookie is single-use: the second tab waited for the lock and took the first tab's token
    expect(refreshes).toHaveLength(1);
    await expect(page.getByText(Messages.sessionExpired).count()).resolves.toBe(0);
    await expect(second.getByText(Messages.sessionExpired).count()).resolves.toBe(0);
    await second.close();
  });
});

describe('a session that holds through passing failures', () => {
  let page: Page;

  afterAll(async () => {
    await page?.context().close();
  });

  it('should stay signed in when reading the user fails with a network error and a 502', async () => {
    const session = await registerDistributor('网络波动测试店');
    page = await newPage(browser);
    await signIn(page, session);
    let calls = 0;
    await page.route('**/api/multi-tenancy/tenants/buy-user', async (route) => {
      calls += 1;
      if (calls === 1) return route.abort('internetdisconnected');
      if (calls === 2) {
        return route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'BadGateway', message: 'Bad Gateway' } }),
        });
      }
      return route.continue();
    });
    await page.reload();
    await expect(page.getByTestId('company-name').textContent({ timeout: 20_000 })).resolves.toBe('网络波动测试店');
    expect(calls).toBeGreaterThanOrEqual(3);
    await expect(cookieValue(page.context(), 'access_token')).resolves.toBe(session.token);
    await expect(cookieValue(page.context(), '__tenant')).resolves.toBe(session.tenantId);
    await screenshot(page, 'session-after-502');
  });

  it('should show the sign-in limit’s own words when the token endpoint answers 429', async () => {
    const guest = await newPage(browser);
    await guest.goto(`${baseUrl()}/market`);
    // the abuse limits answer in the app's envelope, not OAuth2's: what a limit reached looks like
    await guest.route('**/connect/token', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '42' },
        body: JSON.stringify({
          error: { code: 'TooManyRequests', message: Messages.tooManyRequests, details: null, data: null },
        }),
      }),
    );
    await loginWithPassword(guest, DEMO.userName, DEMO.password);
    await guest.getByText(Messages.tooManyRequests).waitFor();
    await guest.getByRole('dialog').getByText('账号登录').waitFor();
    await screenshot(guest, 'login-too-many-requests');
    await guest.context().close();
  });
});
