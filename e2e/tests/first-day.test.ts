import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type GoodsListItem,
  Messages,
  type PagedResult,
  REQUEST_TIMEOUT_MS,
  SCRIPT_CHUNK_LOAD_TIMEOUT_MS,
} from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, openMarket, screenshot } from '../support/browser.ts';
import { freshPhone, loginWithPassword, openLoginModal, smsCodeFor } from '../support/identity.ts';
import { type Api, apiOf } from '../support/trade.ts';

/**
 * A distributor's first day holds no surprise: a page whose script chunk is gone after a deployment
 * reloads once and then says so in Chinese; the login gives up after 60 s with words; a passing
 * failure never signs anyone out; registration survives a reload at any step; a password can be set
 * for 账号登录; 最近采购 shows only what the distributor bought; the app tips sit above the goods and
 * can be closed; the collect drawer's toggle goes to 重新收藏 and back for any row.
 */

const LOGO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/logo.png');
const DEMO = { userName: 'demo', password: 'Demo@2026', company: '演示分销商贸易有限公司' };
const COMPANY = '晨曦日用百货';
const PASSWORD = 'Chenxi2026';
const REGISTER_DRAFT = 'puhuo.register-draft';
const CHUNK_RELOAD = 'puhuo.chunk-reload';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const sessionValue = (page: Page, key: string) => page.evaluate((k) => window.sessionStorage.getItem(k), key);
const accessToken = async (page: Page) =>
  (await page.context().cookies(baseUrl())).find((c) => c.name === 'access_token')?.value;

describe('a session that holds', () => {
  it('should reload once when a page chunk fails to load, and then show the page', async () => {
    const page = await newPage(browser);
    let failed = 0;
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
    });
    // the chunk is gone for the page first loaded (a deployment, a blip), there again after a reload
    await page.route(/\/assets\/MarketPage-[\w-]+\.js$/, (route) => {
      if (documents > 1) return route.fallback();
      failed += 1;
      return route.abort('failed');
    });
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(documents).toBe(2);
    await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
    await expect(page.getByText(Messages.chunkLoadFailed).count()).resolves.toBe(0);
    // the attempt is forgotten once a chunk loaded: the next failure may reload again
    expect(await sessionValue(page, CHUNK_RELOAD)).toBeNull();
    await page.context().close();
  });

  it('should say in Chinese that the page failed, with a reload button, when the chunk keeps failing', async () => {
    const page = await newPage(browser);
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
    });
    let broken = true;
    await page.route(/\/assets\/MarketPage-[\w-]+\.js$/, (route) =>
      broken ? route.abort('failed') : route.fallback(),
    );
    await page.goto(`${baseUrl()}/market`);
    const screen = page.getByTestId('page-error');
    await screen.getByText(Messages.chunkLoadFailed).waitFor();
    await screen.getByText(Messages.chunkLoadFailedHint).waitFor();
    // reloaded once by itself, not in a loop
    await page.waitForTimeout(1500);
    expect(documents).toBe(2);
    await expect(page.getByText('Unexpected Application Error').count()).resolves.toBe(0);
    // the layout stays around the message: the top bar and the header
    await page.getByRole('button', { name: '请登录' }).waitFor();
    await screenshot(page, 'first-day-chunk-failed');

    broken = false;
    await screen.getByRole('button', { name: Messages.reloadPage }).click();
    await page.getByTestId('goods-card').first().waitFor();
    expect(await sessionValue(page, CHUNK_RELOAD)).toBeNull();
    await page.context().close();
  });

  it('should give a page script up after 120 s as a page that failed to load (spec doc 2 §8)', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    // the screen's script never arrives (a dead connection): neither the first load nor the reload
    let documents = 0;
    let chunkAsked = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents += 1;
      if (/\/assets\/MarketPage-[\w-]+\.js$/.test(request.url())) chunkAsked += 1;
    });
    await page.route(/\/assets\/MarketPage-[\w-]+\.js$/, () => undefined);
    await page.goto(`${baseUrl()}/market`);
    // nothing is drawn while the first screen's script is awaited; 120 s later the page reloads once
    // (a busy machine may take seconds to load a page: the polls wait longer than the 1 s default)
    const patiently = { timeout: 20_000 };
    await expect.poll(() => chunkAsked, patiently).toBe(1);
    await page.clock.runFor(SCRIPT_CHUNK_LOAD_TIMEOUT_MS);
    await expect.poll(() => documents, patiently).toBe(2);
    await expect.poll(() => chunkAsked, patiently).toBe(2);
    // the second wait ends on the error screen
    await page.clock.runFor(SCRIPT_CHUNK_LOAD_TIMEOUT_MS);
    await page.getByTestId('page-error').getByText(Messages.chunkLoadFailed).waitFor();
    await screenshot(page, 'first-day-chunk-timed-out');
    await page.context().close();
  });

  it('should give the login up after 60 s with a clear message, keeping what was typed', async () => {
    const page = await newPage(browser);
    await page.clock.install();
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    // the token endpoint never answers (a dead connection)
    await page.route('**/connect/token', () => undefined);
    await openLoginModal(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入账号').fill(DEMO.userName);
    await dialog.getByPlaceholder('请输入密码').fill(DEMO.password);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/connect/token')),
      dialog.getByRole('button', { name: '登录' }).click(),
    ]);
    await page.clock.runFor(REQUEST_TIMEOUT_MS - 1000);
    await expect(page.getByText(Messages.loginTimedOut).count()).resolves.toBe(0);
    await page.clock.runFor(1000);
    await page.clock.resume();
    await page.getByText(Messages.loginTimedOut).waitFor();
    await expect(dialog.getByPlaceholder('请输入账号').inputValue()).resolves.toBe(DEMO.userName);
    await expect(dialog.getByRole('button', { name: '登录' }).isEnabled()).resolves.toBe(true);
    await screenshot(page, 'first-day-login-timeout');
    await page.context().close();
  });

  it('should keep the token and try again while the refresh answers 5xx, never asking to sign in', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl()}/market`);
    await loginWithPassword(page, DEMO.userName, DEMO.password);
    await page.getByText(Messages.loginSucceeded).waitFor();
    // the 30-minute token ran out, and the token endpoint is briefly away
    const expired = 'expired-token-0000000000000000000000000000';
    await page.context().addCookies([{ name: 'access_token', value: expired, url: baseUrl() }]);
    let refreshes = 0;
    await page.route('**/connect/token', (route) => {
      refreshes += 1;
      if (refreshes > 2) return route.fallback();
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'ServiceUnavailable', message: Messages.serviceUnavailable } }),
      });
    });
    await page.reload();
    await expect(page.getByTestId('company-name').textContent({ timeout: 20_000 })).resolves.toBe(DEMO.company);
    expect(refreshes).toBeGreaterThanOrEqual(3);
    await expect.poll(() => accessToken(page)).not.toBe(expired);
    await expect(page.getByText(Messages.sessionExpired).count()).resolves.toBe(0);
    await expect(page.locator('.ant-modal-wrap:visible').count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe("a new distributor's whole account and market", () => {
  let page: Page;
  let api: Api;
  const phone = freshPhone();

  beforeAll(async () => {
    page = await openMarket(browser);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('should keep the registration through a reload at step 0 and at step 1', async () => {
    await page.getByRole('button', { name: '注册成为分销商' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入手机号').fill(phone);
    await dialog.getByTestId('sms-send').click();
    await dialog.getByText(/\d+秒后重发/).waitFor();
    const code = await smsCodeFor(phone);
    await dialog.getByPlaceholder('请输入验证码').fill(code);
    await dialog.getByRole('checkbox').check();

    await page.reload();
    dialog = page.getByRole('dialog');
    await dialog.getByText('注册成为分销商').first().waitFor();
    await expect(dialog.getByPlaceholder('请输入手机号').inputValue()).resolves.toBe(phone);
    await expect(dialog.getByPlaceholder('请输入验证码').inputValue()).resolves.toBe(code);
    await expect(dialog.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await screenshot(page, 'first-day-register-step0-after-reload');
    await dialog.getByRole('button', { name: '注册' }).click();
    await page.getByText(Messages.registerSucceeded).waitFor();

    await dialog.getByText('完善基础信息').first().waitFor();
    await dialog.getByPlaceholder('请输入公司或商家名称').fill(COMPANY);
    await page.locator('input[type=file]').setInputFiles(LOGO);
    await dialog.getByAltText('Logo').waitFor();

    await page.reload();
    dialog = page.getByRole('dialog');
    await dialog.getByText('完善基础信息').first().waitFor();
    await expect(dialog.getByPlaceholder('请输入公司或商家名称').inputValue()).resolves.toBe(COMPANY);
    await dialog.getByAltText('Logo').waitFor();
    await screenshot(page, 'first-day-register-step1-after-reload');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText(Messages.saved).waitFor();
    await expect.poll(() => page.getByTestId('company-name').textContent()).toBe(COMPANY);
    await dialog.waitFor({ state: 'hidden' });
    // complete: the draft is gone, and a reload opens nothing
    expect(await sessionValue(page, REGISTER_DRAFT)).toBeNull();
    await page.reload();
    await page.getByTestId('company-name').waitFor();
    await page.waitForTimeout(800);
    await expect(page.locator('.ant-modal-wrap:visible').count()).resolves.toBe(0);
    api = await apiOf(page);
  });

  it('should show 最近采购 only from what this distributor bought', async () => {
    const guest = await openMarket(browser);
    await guest.waitForTimeout(800);
    await expect(guest.getByTestId('recent-procurement').count()).resolves.toBe(0);
    await guest.context().close();

    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('recent-procurement-empty').waitFor();
    await expect(page.getByTestId('recent-procurement').locator('li').count()).resolves.toBe(0);
    await screenshot(page, 'first-day-recent-procurement-empty');

    const bought = await buyOneGood(api);
    await page.reload();
    const recent = page.getByTestId('recent-procurement');
    await recent.locator('li').first().waitFor();
    await expect(recent.locator('li').count()).resolves.toBe(1);
    await expect(recent.locator('li a').first().getAttribute('title')).resolves.toBe(bought.title);
    await screenshot(page, 'first-day-recent-procurement');
  });

  it('should show the app tips above the goods, in the flow, and close them for the session', async () => {
    await page.goto(`${baseUrl()}/market`);
    const tip = page.getByTestId('app-tip-9');
    await tip.waitFor({ timeout: 8000 }).catch(async () => {
      await screenshot(page, 'debug-tips');
      console.log('DEBUG', await page.evaluate(() => JSON.stringify(sessionStorage)), page.url());
    });
    await tip.waitFor();
    await page.getByTestId('goods-card').first().waitFor();
    const banners = page.getByTestId('app-tip-banners');
    expect(await banners.evaluate((e) => getComputedStyle(e).position)).toBe('static');
    const bannersBox = await banners.boundingBox();
    const gridBox = await page.getByTestId('goods-grid').boundingBox();
    if (!bannersBox || !gridBox) throw new Error('banners or grid not laid out');
    expect(bannersBox.y + bannersBox.height).toBeLessThanOrEqual(gridBox.y);
    // nothing covers a goods card: the element at a card's centre is inside the card
    const card = page.getByTestId('goods-card').first();
    const covered = await card.evaluate((e) => {
      const r = e.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !e.contains(top);
    });
    expect(covered).toBe(false);
    await screenshot(page, 'first-day-app-tips');

    // the tip opens the buyer-app modal; closing it opens nothing
    await tip.getByRole('button', { name: /1688/ }).click();
    await page.getByRole('dialog', { name: '订购1688买家应用' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '订购1688买家应用' }).waitFor({ state: 'hidden' });
    await tip.getByRole('button', { name: '本次不再提醒' }).click();
    await tip.waitFor({ state: 'detached' });
    await expect(page.locator('.ant-modal-wrap:visible').count()).resolves.toBe(0);
    await screenshot(page, 'first-day-app-tips-closed');
    await page.reload();
    await page.getByTestId('goods-card').first().waitFor();
    await page.waitForTimeout(800);
    await expect(page.getByTestId('app-tip-9').count()).resolves.toBe(0);
    await page.goto(`${baseUrl()}/market-1688`);
    await page.getByTestId('goods-card').first().waitFor();
    await page.waitForTimeout(800);
    await expect(page.getByTestId('app-tip-9').count()).resolves.toBe(0);

    // another session (a new window of the browser's next start) tips again
    const next = await newPage(browser);
    await next.context().addCookies(await page.context().cookies());
    await next.goto(`${baseUrl()}/market`);
    await next.getByTestId('app-tip-9').waitFor();
    await next.context().close();
  });

  it('should let every row of the collect drawer go to 重新收藏 and back, the last of a page and of a kind too', async () => {
    const [blue] = (
      await api<PagedResult<GoodsListItem>>('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=1')
    ).items;
    const [alibaba] = (await api<PagedResult<GoodsListItem>>('GET', '/api/goods/good?supplierType=4&maxResultCount=1'))
      .items;
    if (!blue || !alibaba) throw new Error('the catalogue lacks a kind of good');
    await api('POST', '/api/goods/good/goods-collect', refOf(blue));
    await page.goto(`${baseUrl()}/market`);
    await page.getByRole('complementary', { name: '工具栏' }).getByRole('button', { name: '收藏' }).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText('收藏 (1)').waitFor();
    const toggle = drawer.getByTestId('collect-toggle');
    await expect.poll(() => toggle.count()).toBe(1);

    // the only good of the only page: it stays, with 重新收藏
    await toggle.click();
    await page.getByText(Messages.uncollected).waitFor();
    await drawer.getByText('收藏 (0)').waitFor();
    await expect.poll(() => toggle.textContent()).toBe('重新收藏');
    await expect(drawer.getByTestId('collect-title').count()).resolves.toBe(1);
    await screenshot(page, 'first-day-collect-recollect');
    await toggle.click();
    await expect.poll(() => toggle.textContent()).toBe('取消收藏');
    await drawer.getByText('收藏 (1)').waitFor();

    // the last good of its kind: its tab stays while the row is there
    await api('POST', '/api/goods/good/goods-collect', refOf(alibaba));
    await page.keyboard.press('Escape');
    await page.getByRole('complementary', { name: '工具栏' }).getByRole('button', { name: '收藏' }).click();
    // while the tab's own rows load, the previous tab's stay under the spinner: none can be uncollected
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const isAlibabaList = (url: URL) =>
      url.pathname === '/api/goods/good/goods-collect-list' && url.searchParams.get('SupplierType') === '4';
    await page.route(
      isAlibabaList,
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await drawer.getByRole('tab', { name: '1688 (1)' }).click();
    await drawer.locator('.ant-table-wrapper .ant-spin-spinning').waitFor();
    await screenshot(page, 'first-day-collect-tab-loading');
    await expect(toggle.first().click({ timeout: 1_000 })).rejects.toThrow();
    answer();
    await drawer.getByTestId('collect-title').filter({ hasText: alibaba.title }).waitFor();
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(1);
    await toggle.click();
    await drawer.getByRole('tab', { name: '1688 (0)' }).waitFor();
    await expect.poll(() => toggle.textContent()).toBe('重新收藏');
    await screenshot(page, 'first-day-collect-last-of-kind');
    await toggle.click();
    await drawer.getByRole('tab', { name: '1688 (1)' }).waitFor();
    await expect.poll(() => toggle.textContent()).toBe('取消收藏');

    // reopened, the drawer reads the list again: an uncollected good is gone then
    await toggle.click();
    await drawer.getByRole('tab', { name: '1688 (0)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('complementary', { name: '工具栏' }).getByRole('button', { name: '收藏' }).click();
    await drawer.getByText('收藏 (1)').waitFor();
    await expect(drawer.getByRole('tab').count()).resolves.toBe(0);
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('should set a login password after a code to the bound phone, then sign in with 账号登录', async () => {
    await page.getByTestId('company-name').hover();
    await expect(page.getByTestId('account-user-name').textContent()).resolves.toBe(`账号：${phone}`);
    await page.getByRole('button', { name: '设置登录密码' }).click();
    const dialog = page.getByRole('dialog', { name: '设置登录密码' });
    await expect(dialog.getByTestId('password-account').textContent()).resolves.toBe(phone);
    await dialog.getByText(Messages.passwordPolicy).waitFor();
    await dialog.getByText(`${phone.slice(0, 3)}****${phone.slice(7)}`, { exact: false }).waitFor();

    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.getByText(Messages.codeRequired).waitFor();
    await dialog.getByText(Messages.passwordRequired).waitFor();
    await dialog.getByText(Messages.passwordConfirmRequired).waitFor();
    await dialog.getByPlaceholder('请输入新密码').fill('abc');
    await dialog.getByText(Messages.passwordLength).waitFor();
    await dialog.getByPlaceholder('请输入新密码').fill('abcdefgh');
    await dialog.getByText(Messages.passwordLettersAndDigits).waitFor();
    await dialog.getByPlaceholder('请输入新密码').fill(PASSWORD);
    await dialog.getByPlaceholder('请再次输入新密码').fill(`${PASSWORD}x`);
    await dialog.getByText(Messages.passwordMismatch).waitFor();
    await screenshot(page, 'first-day-password-validation');
    await dialog.getByPlaceholder('请再次输入新密码').fill(PASSWORD);

    // the registration's code may have been sent under a minute ago: the server counts the 60 s down
    const before = await smsCodeFor(phone);
    await expect
      .poll(
        async () => {
          // counting down already (a click before was taken while its answer was on the way)
          const countdown = dialog.getByText(/\d+秒后重发/);
          if ((await countdown.count()) === 1) return 1;
          const send = dialog.getByTestId('sms-send');
          if (await send.isEnabled()) await send.click();
          return countdown.count();
        },
        { timeout: 70_000, interval: 5_000 },
      )
      .toBe(1);
    await expect.poll(() => smsCodeFor(phone)).not.toBe(before);
    await dialog.getByPlaceholder('请输入验证码').fill(await smsCodeFor(phone));
    await dialog.getByRole('button', { name: '确定' }).click();
    await page.getByText(Messages.passwordSet).first().waitFor();
    await page.getByText(`下次可在「账号登录」用账号 ${phone} 和新密码登录。`).waitFor();
    await screenshot(page, 'first-day-password-set');
    await page.getByRole('button', { name: '知道了' }).click();

    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('button', { name: '请登录' }).waitFor();
    await openLoginModal(page);
    await page.getByRole('dialog').getByTestId('password-hint').waitFor();
    await screenshot(page, 'first-day-account-login');
    await page.keyboard.press('Escape');
    await loginWithPassword(page, phone, PASSWORD);
    await page.getByText(Messages.loginSucceeded).waitFor();
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe(COMPANY);
    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: '修改登录密码' }).waitFor();
  }, 120_000);
});

const refOf = (good: GoodsListItem) => ({
  goodsId: good.id,
  tenantId: good.tenantId,
  supplierType: good.supplierType,
  market: good.market,
});

interface Sku {
  skuId: string;
  stock: number;
  isWholesale: boolean;
}

/** Places an order (waiting for payment) for one piece of a curated good, through the API. */
async function buyOneGood(api: Api): Promise<GoodsListItem> {
  const candidates = (
    await api<PagedResult<GoodsListItem>>('GET', '/api/goods/good?supplierType=1&market=2&maxResultCount=60')
  ).items.reverse();
  for (const good of candidates) {
    const [setting, terms, detail] = await Promise.all([
      api<{ enableSaleQty: boolean }>('GET', `/api/goods/setting/${good.tenantId}/qty-setting`),
      api<{ limitPrice: number }>(
        'GET',
        `/api/goods/good/supplier-goods-price?tenantId=${good.tenantId}&id=${good.id}`,
      ),
      api<{ isWholesale: boolean; skus: Sku[] }>('GET', `/api/goods/good/${good.tenantId}/${good.id}`),
    ]);
    const sku = detail.skus.find((s) => s.isWholesale && s.stock >= 5);
    if (!setting.enableSaleQty || terms.limitPrice !== 0 || !detail.isWholesale || !sku) continue;
    const address = await api<{ id: string }>('POST', '/api/tenant-address', {
      name: '王晨曦',
      phone: '13900002222',
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      detail: '文三路100号',
    });
    await api('POST', '/api/order/fast-order', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: sku.skuId, qty: 1 }],
      addressId: address.id,
    });
    return good;
  }
  throw new Error('no good to buy in the seeded catalogue');
}
