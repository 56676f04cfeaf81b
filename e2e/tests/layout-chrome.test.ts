import {
  alibabaOfferUrl,
  BACK_TO_TOP_AFTER_PX,
  DRAWER_WIDTH,
  formatMessage,
  type GoodsListItem,
  MESSAGE_DURATION_SECONDS,
  Messages,
  MINI_PROGRAM_QR_PATH,
  MODAL_WIDTH,
  type PagedResult,
  ServerMessages,
  SUGGESTED_RECHARGE_YUAN,
} from '@puhuo/domain';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '../../apps/web/src/i18n/locales/zh-CN/auth.ts';
import { collect } from '../../apps/web/src/i18n/locales/zh-CN/collect.ts';
import { distribution } from '../../apps/web/src/i18n/locales/zh-CN/distribution.ts';
import { layout } from '../../apps/web/src/i18n/locales/zh-CN/layout.ts';
import { orders } from '../../apps/web/src/i18n/locales/zh-CN/orders.ts';
import { shops } from '../../apps/web/src/i18n/locales/zh-CN/shops.ts';
import { apiGet, baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { popupOf } from '../support/buyer-app.ts';
import { type ApiSession, authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';
import { smsCodeFor } from '../support/identity.ts';
import { type Api, apiWithToken } from '../support/trade.ts';

/**
 * The frame around every screen (top bar, header, footer, floating tool column), the login screens and
 * the ticket login, the tips, panels, modals and drawers the frame opens, and the message duration.
 */

const DEMO = { userName: 'demo', password: 'Demo@2026', phone: '13800000000', company: '演示分销商贸易有限公司' };
/** spec doc 1 §2: the app-authorisation tips are stacked banners 60 px apart */
const TIP_SPACING_PX = 60;
const DAY_MS = 86_400_000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const toolColumn = (p: Page) => p.getByRole('complementary', { name: layout.toolColumn.label });
const toolButton = (p: Page, label: string) => toolColumn(p).getByRole('button', { name: label, exact: true });

/** an image that actually loaded (not a broken icon) */
const loaded = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalHeight > 0);

/** a box's painted width (polled: a modal's opening zoom scales it until it settles) */
async function settledWidth(box: Locator): Promise<number | undefined> {
  return (await box.boundingBox())?.width;
}

async function sandboxAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/sandbox/_admin${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const redirectOf = async (url: string, init: RequestInit, step: string): Promise<string> => {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`${step}: expected a redirect, got ${response.status}`);
  return new URL(location, baseUrl()).toString();
};

/** The 1688 buyer account agrees on 1688's consent page (module buy), as the buyer-app modal's 去授权 does. */
async function authorizeBuyerByApi(session: ApiSession, accountName: string): Promise<void> {
  const query = new URLSearchParams({ tenantId: session.tenantId, station: '1', module: 'buy' });
  const consent = await redirectOf(`${baseUrl()}/shop/authorize?${query}`, { headers: session.headers }, 'start');
  const callback = await redirectOf(
    consent,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ shopName: accountName, decision: 'allow' }).toString(),
    },
    'consent',
  );
  const result = new URL(await redirectOf(callback, { headers: session.headers }, 'callback'));
  if (result.searchParams.get('success') !== 'true') {
    throw new Error(`buyer authorisation failed: ${result.searchParams.get('message')}`);
  }
}

const refOf = (good: GoodsListItem) => ({
  goodsId: good.id,
  tenantId: good.tenantId,
  supplierType: good.supplierType,
  market: good.market,
});

describe('main layout', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('should greet in the top bar and lead back to the market from its 首页 link', async () => {
    await page.goto(`${baseUrl()}/hot-selling`);
    await page.getByText(layout.topBar.welcome, { exact: true }).waitFor();
    const links = page.getByRole('navigation', { name: layout.topBar.commonLinks });
    await links.getByRole('link', { name: layout.topBar.home, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/market');
    await page.getByText(layout.topBar.welcome, { exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe(`${layout.pageTitles.market} - ${layout.pageTitles.default}`);
  });

  it('should show the customer-service QR code when 联系客服 is hovered', async () => {
    const links = page.getByRole('navigation', { name: layout.topBar.commonLinks });
    const qr = page.locator('.ant-popover').getByRole('img', { name: layout.topBar.customerServiceQr });
    await expect(qr.count()).resolves.toBe(0);
    await links.getByRole('button', { name: layout.topBar.contactUs, exact: true }).hover();
    await qr.waitFor();
    await expect.poll(() => loaded(qr)).toBe(true);
    await screenshot(page, 'layout-customer-service-qr');
    await page.mouse.move(700, 600);
    await qr.waitFor({ state: 'hidden' });
  });

  it("should link the header to the provider site's five pages, each in a new window", async () => {
    const nav = page.getByRole('navigation', { name: layout.header.providerLinks });
    const links = nav.getByRole('link');
    const { provider } = layout.header;
    await expect(links.allTextContents()).resolves.toEqual([
      provider.official,
      provider.distributor,
      provider.supplier,
      provider.intro,
      provider.about,
    ]);
    const targets = await links.evaluateAll((as) =>
      as.map((a) => ({ href: (a as HTMLAnchorElement).href, target: a.getAttribute('target') })),
    );
    const origins = new Set(targets.map((t) => new URL(t.href).origin));
    // one outside site, five different pages of it, none of them ours
    expect(origins.size).toBe(1);
    expect([...origins][0]).not.toBe(new URL(baseUrl()).origin);
    expect([...origins][0]).toMatch(/^https?:\/\//);
    expect(new Set(targets.map((t) => t.href)).size).toBe(5);
    expect(targets.every((t) => t.target === '_blank')).toBe(true);
  });

  it('should show the footer links, the copyright and filing number, and both QR codes', async () => {
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const { pageTitles, footer: words } = layout;
    const links = await footer
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => [a.textContent, new URL((a as HTMLAnchorElement).href).pathname]));
    expect(links).toEqual([
      [pageTitles.market, '/market'],
      [pageTitles.market1688, '/market-1688'],
      [pageTitles.hotSelling, '/hot-selling'],
      [pageTitles.newArrival, '/new-arrival'],
      [pageTitles.distribution, '/distribution'],
    ]);
    await footer.getByText(words.copyright, { exact: true }).waitFor();
    await footer.getByText(words.icp, { exact: true }).waitFor();
    const miniProgram = footer.getByRole('img', { name: words.miniProgramQr });
    const officialAccount = footer.getByRole('img', { name: words.officialAccountQr });
    await footer.getByText(words.miniProgram, { exact: true }).waitFor();
    await footer.getByText(words.officialAccount, { exact: true }).waitFor();
    await expect(miniProgram.getAttribute('src')).resolves.toBe(MINI_PROGRAM_QR_PATH);
    await expect.poll(() => loaded(miniProgram)).toBe(true);
    await expect.poll(() => loaded(officialAccount)).toBe(true);
    await screenshot(page, 'layout-footer');
    // the footer links go where they say
    await footer.getByRole('link', { name: pageTitles.newArrival, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/new-arrival');
  });

  it('should show the mini-program QR code from the tool column, replaced on the 1688 tab', async () => {
    await page.goto(`${baseUrl()}/market`);
    const qr = page.locator('.ant-popover').getByRole('img', { name: layout.toolColumn.miniProgramQr });
    await toolButton(page, layout.toolColumn.miniProgram).hover();
    await qr.waitFor();
    await expect(qr.getAttribute('src')).resolves.toBe(MINI_PROGRAM_QR_PATH);
    await expect.poll(() => loaded(qr)).toBe(true);
    await screenshot(page, 'layout-tool-column-mini-program');

    await page.goto(`${baseUrl()}/market-1688`);
    await toolButton(page, layout.toolColumn.app1688).waitFor();
    await expect(toolButton(page, layout.toolColumn.miniProgram).count()).resolves.toBe(0);
  });

  it('should show 返回顶部 only once scrolled past 300 px, and scroll back to the top with it', async () => {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('goods-card').first().waitFor();
    const backToTop = toolButton(page, layout.toolColumn.backToTop);
    await expect(backToTop.count()).resolves.toBe(0);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2_000);

    await page.evaluate((y) => window.scrollTo(0, y), BACK_TO_TOP_AFTER_PX + 1);
    await backToTop.waitFor();
    // at exactly 300 px it goes again: only past 300 px is it there
    await page.evaluate((y) => window.scrollTo(0, y), BACK_TO_TOP_AFTER_PX);
    await backToTop.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(BACK_TO_TOP_AFTER_PX);

    await page.evaluate(() => window.scrollTo(0, 1_500));
    await backToTop.waitFor();
    await screenshot(page, 'layout-back-to-top');
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await backToTop.waitFor({ state: 'detached' });
  });
});

describe('logging in', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl()}/market`);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('should open the login dialog 500 px wide with its three tabs', async () => {
    await page.getByRole('button', { name: layout.topBar.login, exact: true }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: auth.login.tabs.account });
    await dialog.waitFor();
    await expect.poll(() => settledWidth(dialog)).toBe(MODAL_WIDTH.login);
    await expect(dialog.getByRole('tab').allTextContents()).resolves.toEqual([
      auth.login.tabs.wechat,
      auth.login.tabs.account,
      auth.login.tabs.phone,
    ]);
    await screenshot(page, 'layout-login-modal');
  });

  it('should sign in with a code texted to the phone on the 手机验证码 tab', async () => {
    const dialog = page.getByRole('dialog').filter({ hasText: auth.login.tabs.account });
    await dialog.getByRole('tab', { name: auth.login.tabs.phone }).click();
    const phone = dialog.getByPlaceholder(auth.fields.phonePlaceholder);
    await phone.fill(DEMO.phone);
    await dialog.getByRole('button', { name: auth.sms.send }).click();
    await page.getByText(auth.sms.sent).waitFor();
    await dialog.getByPlaceholder(auth.fields.codePlaceholder).fill(await smsCodeFor(DEMO.phone));
    await screenshot(page, 'layout-login-phone-code');
    await dialog.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.getByText(Messages.loginSucceeded).waitFor();
    await expect(page.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('should sign in on the full-page /station-login and go on to the market', async () => {
    const p = await newPage(browser);
    await p.goto(`${baseUrl()}/station-login`);
    await p.getByText(auth.login.pageTitle, { exact: true }).waitFor();
    await expect(p.title()).resolves.toBe(`${layout.pageTitles.stationLogin} - ${layout.pageTitles.default}`);
    // a page of its own, outside the market's frame
    await expect(p.getByText(layout.topBar.welcome).count()).resolves.toBe(0);
    await expect(p.getByRole('tab').allTextContents()).resolves.toEqual([
      auth.login.tabs.wechat,
      auth.login.tabs.account,
      auth.login.tabs.phone,
    ]);
    await screenshot(p, 'layout-station-login');
    await p.getByPlaceholder(auth.account.accountPlaceholder).fill(DEMO.userName);
    await p.getByPlaceholder(auth.account.passwordPlaceholder).fill(DEMO.password);
    await p.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await p.getByText(Messages.loginSucceeded).waitFor();
    await p.waitForURL((url) => url.pathname === '/market');
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe(DEMO.company);
    await p.context().close();
  });
});

describe('a ticket in the address', () => {
  let session: ApiSession;
  let ticket: string;

  beforeAll(async () => {
    session = await registerDistributor('票据登录商行');
    const response = await fetch(`${baseUrl()}/api/account/get-auth-ticket`, { headers: session.headers });
    if (!response.ok) throw new Error(`get-auth-ticket answered ${response.status}`);
    ({ ticket } = (await response.json()) as { ticket: string });
  });

  it('should sign in with the ticket and take it out of the address', async () => {
    const p = await newPage(browser);
    await p.goto(`${baseUrl()}/hot-selling?ticket=${encodeURIComponent(ticket)}&from=workbench`);
    await p.getByText(Messages.loginSucceeded).waitFor();
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe('票据登录商行');
    const url = new URL(p.url());
    expect(url.pathname).toBe('/hot-selling');
    expect(url.searchParams.has('ticket')).toBe(false);
    expect(url.searchParams.get('from')).toBe('workbench');
    await screenshot(p, 'layout-ticket-login');
    // signed in for good: the next page of the session needs no ticket
    await p.reload();
    await expect(p.getByTestId('company-name').textContent()).resolves.toBe('票据登录商行');
    await p.context().close();
  });

  it('should refuse the same ticket a second time and stay signed out', async () => {
    const p = await newPage(browser);
    await p.goto(`${baseUrl()}/market?ticket=${encodeURIComponent(ticket)}`);
    await p.getByText(ServerMessages.loginTicketInvalid).waitFor();
    await p.getByRole('button', { name: layout.topBar.login, exact: true }).waitFor();
    await expect(p.getByTestId('company-name').count()).resolves.toBe(0);
    expect(new URL(p.url()).searchParams.has('ticket')).toBe(false);
    await p.context().close();
  });
});

describe('a distributor with a shop to renew and a buyer app', () => {
  let session: ApiSession;
  let page: Page;

  beforeAll(async () => {
    session = await registerDistributor('横幅提示商行');
    // a pdd shop on its 15-day trial: its apps expire within 15 days (tip 8); no buyer app yet (tip 9)
    await authorizeSandboxShop(session, 2, '拼多多横幅小店');
    page = await newPage(browser);
    await signIn(page, session);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('should stack the app tips as banners 60 px apart on the market', async () => {
    const expiring = page.getByTestId('app-tip-8');
    const buyApp = page.getByTestId('app-tip-9');
    await expiring.waitFor();
    await buyApp.waitFor();
    await expect(buyApp.textContent()).resolves.toContain(Messages.tipBuyAppNotOrdered);
    const stacking = async () => {
      const [a, b] = await Promise.all([expiring.boundingBox(), buyApp.boundingBox()]);
      return a && b ? { step: Math.abs(a.y - b.y), sameColumn: a.x === b.x && a.width === b.width } : null;
    };
    // one above the other in one column, 60 px from top to top
    await expect.poll(stacking).toEqual({ step: TIP_SPACING_PX, sameColumn: true });
    await screenshot(page, 'layout-app-tip-banners');
  });

  it('should show a guide picture beside each step of the app-ordering modal', async () => {
    await page.getByTestId('app-tip-8').click();
    const modal = page.getByRole('dialog', { name: shops.ordering.title });
    const guide = modal.getByTestId('guide-image');
    await guide.waitFor();
    // a pdd shop authorises both apps at once
    const app = shops.appType.other;
    await expect(guide.getAttribute('aria-label')).resolves.toBe(
      formatMessage(shops.guide.label, {
        platform: formatMessage(shops.guide.serviceMarket, { platform: Messages.stationPdd }),
        title: formatMessage(shops.guide.orderApp, { app }),
      }),
    );
    await guide.getByText(shops.actions.orderNow, { exact: true }).waitFor();
    await screenshot(page, 'layout-ordering-guide-order');

    await modal.getByRole('button', { name: shops.actions.orderedGoAuthorize }).click();
    await expect
      .poll(() => guide.getAttribute('aria-label'))
      .toBe(
        formatMessage(shops.guide.label, {
          platform: formatMessage(shops.guide.openPlatform, { platform: Messages.stationPdd }),
          title: shops.guide.agreeAuthorize,
        }),
      );
    await guide.getByText(shops.actions.agreeAuthorize, { exact: true }).waitFor();
    await screenshot(page, 'layout-ordering-guide-authorize');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it("should offer '已订购，去授权' in the 1688 buyer-app panel, opening the authorisation step", async () => {
    await page.goto(`${baseUrl()}/market-1688`);
    await toolButton(page, layout.toolColumn.app1688).hover();
    const panel = page.getByTestId('buy-app-panel');
    await panel.getByRole('button', { name: shops.panel.order }).waitFor();
    await panel.getByRole('button', { name: shops.actions.orderedGoAuthorize }).waitFor();
    await expect(panel.getByRole('button', { name: shops.actions.reauthorize }).count()).resolves.toBe(0);
    await screenshot(page, 'layout-buy-app-panel-authorize');
    await panel.getByRole('button', { name: shops.actions.orderedGoAuthorize }).click();
    const modal = page.getByRole('dialog', { name: shops.buyApp.title });
    await modal.getByText(shops.buyApp.authorizeIntro).waitFor();
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });
  });

  it("should offer '重新授权' in its place once the buyer app has expired", async () => {
    // the 1688 buyer account's order of our buyer app ended yesterday; it authorises anyway
    const buyer = await sandboxAdmin<{ shopId: string }>('POST', '/alibaba/shops', { shopName: '过期采购小张' });
    await sandboxAdmin('PUT', `/alibaba/shops/${buyer.shopId}/service-expiry`, {
      module: 'buy',
      expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    });
    await authorizeBuyerByApi(session, '过期采购小张');

    await page.goto(`${baseUrl()}/market-1688`);
    await toolButton(page, layout.toolColumn.app1688).hover();
    const panel = page.getByTestId('buy-app-panel');
    await panel.getByText(formatMessage(shops.panel.account, { name: '过期采购小张' })).waitFor();
    await panel.getByText(shops.days.expired, { exact: true }).waitFor();
    await panel.getByRole('button', { name: shops.panel.renew }).waitFor();
    await panel.getByRole('button', { name: shops.actions.reauthorize }).waitFor();
    await expect(panel.getByRole('button', { name: shops.actions.orderedGoAuthorize }).count()).resolves.toBe(0);
    await screenshot(page, 'layout-buy-app-panel-reauthorize');
    await panel.getByRole('button', { name: shops.actions.reauthorize }).click();
    const modal = page.getByRole('dialog', { name: shops.buyApp.title });
    await modal.getByText(shops.buyApp.authorizeIntro).waitFor();
    await modal.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });
  });

  /** 我的店铺 → 添加店铺 → the platform: its bind dialog */
  async function openBindDialog(platform: string): Promise<Locator> {
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('company-name').hover();
    await page.getByRole('button', { name: layout.topBar.myShops }).click();
    await page.getByRole('button', { name: shops.actions.addShop }).click();
    await page
      .getByRole('dialog', { name: shops.bind.title, exact: true })
      .getByRole('button', { name: new RegExp(platform) })
      .click();
    const dialog = page.getByRole('dialog', { name: formatMessage(shops.bind.titleOf, { platform }) });
    await dialog.getByTestId('code-authorize-form').waitFor();
    return dialog;
  }

  it('should bind a qunjielong shop with the one code its form asks for, then suggest a 100 yuan recharge', async () => {
    const dialog = await openBindDialog(Messages.stationQunjielong);
    const form = dialog.getByTestId('code-authorize-form');
    // one field: the code
    await expect(form.locator('input').count()).resolves.toBe(1);
    await expect(form.getByLabel(shops.codeForm.authCode).getAttribute('placeholder')).resolves.toBe(
      shops.codeForm.qunjielongPlaceholder,
    );
    await form.getByRole('button', { name: shops.actions.addShop }).click();
    await form.getByText(Messages.authCodeRequired, { exact: true }).waitFor();

    const backOffice = await popupOf(page, () =>
      form.getByRole('link', { name: shops.codeForm.qunjielongHelp }).click(),
    );
    await backOffice.getByLabel('团长店铺名称').fill('群接龙团购小铺');
    await backOffice.getByRole('button', { name: '生成授权码' }).click();
    const code = ((await backOffice.locator('#authCode').textContent()) ?? '').trim();
    expect(code).not.toBe('');
    await backOffice.close();

    await form.getByLabel(shops.codeForm.authCode).fill(code);
    await screenshot(page, 'layout-qunjielong-form');
    await form.getByRole('button', { name: shops.actions.addShop }).click();
    const success = page.getByTestId('shop-authorized-success');
    await success
      .getByText(formatMessage(shops.success.title, { platform: Messages.stationQunjielong, shop: '群接龙团购小铺' }))
      .waitFor();
    await success.getByText(formatMessage(shops.success.recharge, { amount: SUGGESTED_RECHARGE_YUAN })).waitFor();
    await expect(success.textContent()).resolves.toContain('建议充值余额100元');
    await screenshot(page, 'layout-recharge-guide');
    await success.getByRole('button', { name: shops.actions.gotIt }).click();
    await page.locator('.ant-drawer .ant-table-row', { hasText: '群接龙团购小铺' }).waitFor();
  });

  it('should bind a wechat shop with the one shop name its form asks for', async () => {
    const dialog = await openBindDialog(Messages.stationWechatVideoShop);
    const form = dialog.getByTestId('code-authorize-form');
    // one field: the shop's name
    await expect(form.locator('input').count()).resolves.toBe(1);
    const name = form.getByLabel(shops.codeForm.shopName);
    await expect(name.getAttribute('placeholder')).resolves.toBe(shops.codeForm.wechatPlaceholder);
    await form.getByRole('button', { name: shops.actions.addShop }).click();
    await form.getByText(Messages.shopNameRequired, { exact: true }).waitFor();

    const backOffice = await popupOf(page, () => form.getByRole('link', { name: shops.codeForm.wechatHelp }).click());
    await backOffice.getByLabel('小店名称').fill('微信小店好物铺');
    await backOffice.getByRole('button', { name: '确认授权' }).click();
    await backOffice.getByText('已授权', { exact: false }).waitFor();
    await backOffice.close();

    await name.fill('微信小店好物铺');
    await screenshot(page, 'layout-wechat-shop-form');
    await form.getByRole('button', { name: shops.actions.addShop }).click();
    const success = page.getByTestId('shop-authorized-success');
    await success
      .getByText(
        formatMessage(shops.success.title, { platform: Messages.stationWechatVideoShop, shop: '微信小店好物铺' }),
      )
      .waitFor();
    await success.getByRole('button', { name: shops.actions.gotIt }).click();
    await page.locator('.ant-drawer .ant-table-row', { hasText: '微信小店好物铺' }).waitFor();
  });
});

describe('the goods drawers and the sample order of a distributor', () => {
  let session: ApiSession;
  let api: Api;
  let page: Page;
  let blue: GoodsListItem[];
  let alibaba: GoodsListItem;

  beforeAll(async () => {
    session = await registerDistributor('收藏清单商行');
    api = apiWithToken(session.token, session.tenantId);
    blue = (await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?supplierType=1&market=2&maxResultCount=20'))
      .items;
    const [first1688] = (await apiGet<PagedResult<GoodsListItem>>('/api/goods/good?supplierType=4&maxResultCount=1'))
      .items;
    if (blue.length < 2 || !first1688) throw new Error('the catalogue lacks blue-ocean or 1688 goods');
    alibaba = first1688;
    page = await newPage(browser);
    // the titles lead out of the market (1688, the workbench): those windows get a stand-in page
    const ours = new URL(baseUrl()).origin;
    await page.context().route(
      (url) => url.origin !== ours,
      (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>outside</title>' }),
    );
    await signIn(page, session);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  const collectDrawer = () => page.locator('.ant-drawer-open');
  async function openCollect(total: number): Promise<Locator> {
    await page.goto(`${baseUrl()}/market`);
    await toolButton(page, layout.toolColumn.collect).click();
    const drawer = collectDrawer();
    await drawer.getByText(formatMessage(collect.title, { total })).waitFor();
    await expect.poll(() => drawer.getByTestId('collect-title').count()).toBe(total);
    return drawer;
  }

  it('should hide the collect tabs with nothing collected and with one kind only, and show the kinds present', async () => {
    let drawer = await openCollect(0);
    await drawer.getByText(collect.empty).waitFor();
    await expect(drawer.getByRole('tab').count()).resolves.toBe(0);

    await api('POST', '/api/goods/good/goods-collect', refOf(blue[0] as GoodsListItem));
    drawer = await openCollect(1);
    await expect(drawer.getByRole('tab').count()).resolves.toBe(0);
    await screenshot(page, 'layout-collect-one-kind');

    await api('POST', '/api/goods/good/goods-collect', refOf(alibaba));
    drawer = await openCollect(2);
    // two kinds: the tabs, without the kind of which nothing is collected (内邀)
    await expect
      .poll(() => drawer.getByRole('tab').allTextContents())
      .toEqual([collect.tabs.all, `${collect.tabs['blue-ocean']} (1)`, `${collect.tabs['1688']} (1)`]);
    await screenshot(page, 'layout-collect-two-kinds');
  });

  it("should open a 1688 good's title on 1688 and another good's on the workbench goods detail", async () => {
    const drawer = collectDrawer();
    const titleOf = (good: GoodsListItem) => drawer.getByTestId('collect-title').filter({ hasText: good.title });

    const offer = await popupOf(page, () => titleOf(alibaba).click());
    expect(offer.url()).toBe(alibabaOfferUrl(alibaba.id));
    expect(new URL(offer.url()).hostname).toBe('detail.1688.com');
    await offer.close();

    const good = blue[0] as GoodsListItem;
    const detail = await popupOf(page, () => titleOf(good).click());
    const url = new URL(detail.url());
    // the product's own workbench, in a new window, on the good's workbench detail
    expect(url.origin).toBe(new URL(baseUrl()).origin);
    expect(url.pathname).toBe('/workbench/goods/detail');
    expect(url.searchParams.get('tenantId')).toBe(good.tenantId);
    expect(url.searchParams.get('id')).toBe(good.id);
    await detail.getByTestId('workbench-goods').getByRole('heading', { name: good.title }).waitFor();
    await screenshot(detail, 'layout-collect-workbench-goods');
    await detail.close();
    await page.keyboard.press('Escape');
  });

  it('should open the distribution-list drawer 650 px wide', async () => {
    for (const good of blue.slice(0, 2)) await api('POST', '/api/goods/cart', refOf(good));
    await page.goto(`${baseUrl()}/market`);
    await toolButton(page, layout.toolColumn.distributionList).click();
    const drawer = page.locator('.ant-drawer-open');
    await drawer.getByText(distribution.drawer.title, { exact: true }).waitFor();
    await expect
      .poll(() => settledWidth(page.locator('.ant-drawer-open .ant-drawer-content-wrapper')))
      .toBe(DRAWER_WIDTH.distributionList);
    await expect.poll(() => drawer.getByTestId('list-title').count()).toBe(2);
    await screenshot(page, 'layout-distribution-list-drawer');
  });

  it('should find the goods of the distribution list by name with its search box', async () => {
    const drawer = page.locator('.ant-drawer-open');
    const [first, second] = blue as [GoodsListItem, GoodsListItem];
    // a part of the first title the second does not have
    const term = [...Array(first.title.length - 3).keys()]
      .map((i) => first.title.slice(i, i + 4))
      .find((part) => part.trim().length === 4 && !second.title.includes(part));
    if (!term) throw new Error('the two titles have no distinct part');
    const search = drawer.getByPlaceholder(distribution.drawer.searchPlaceholder);
    await search.fill(term);
    await search.press('Enter');
    await expect.poll(() => drawer.getByTestId('list-title').allTextContents()).toEqual([first.title]);
    await drawer
      .getByRole('tab', {
        name: formatMessage(distribution.drawer.tab, { label: distribution.tabs.totalCount, goods: 1 }),
      })
      .waitFor();
    await screenshot(page, 'layout-distribution-list-search');
    await search.fill('');
    await search.press('Enter');
    await expect.poll(() => drawer.getByTestId('list-title').count()).toBe(2);
    await page.keyboard.press('Escape');
  });

  it('should confirm a sample order on /sample-order-confirm, the order confirmation screen for samples', async () => {
    await api('POST', '/api/tenant-address', {
      name: '赵六',
      phone: '13700003333',
      provinceCode: '330000',
      cityCode: '330100',
      districtCode: '330106',
      detail: '文三路200号',
    });
    let chosen: { good: GoodsListItem; skuId: string } | undefined;
    for (const good of blue) {
      const detail = await api<{ skus: { skuId: string; stock: number }[] }>(
        'GET',
        `/api/goods/good/${good.tenantId}/${good.id}`,
      );
      const sku = detail.skus.find((s) => s.stock > 0);
      if (sku) {
        chosen = { good, skuId: sku.skuId };
        break;
      }
    }
    if (!chosen) throw new Error('no blue-ocean good in stock');
    const query = `goodsId=${encodeURIComponent(chosen.good.id)}&tenantId=${chosen.good.tenantId}&skus=${encodeURIComponent(`${chosen.skuId}:1`)}`;

    // the purchase confirmation, for comparison
    await page.goto(`${baseUrl()}/order-confirm?${query}`);
    await page.getByRole('heading', { name: orders.confirm.title, exact: true }).waitFor();
    await expect(page.getByText(orders.confirm.sample, { exact: true }).count()).resolves.toBe(0);

    await page.goto(`${baseUrl()}/sample-order-confirm?${query}`);
    await page.getByRole('heading', { name: orders.confirm.sampleTitle, exact: true }).waitFor();
    await expect(page.title()).resolves.toBe(`${layout.pageTitles.sampleOrderConfirm} - ${layout.pageTitles.default}`);
    // the same screen: address, goods list (marked as a sample), remark, total and submit
    await page.getByTestId('address-option').first().waitFor();
    await page.getByRole('heading', { name: orders.confirm.goodsList }).waitFor();
    await page.getByText(orders.confirm.sample, { exact: true }).waitFor();
    await page.getByText(chosen.good.title).first().waitFor();
    await page.getByPlaceholder(orders.confirm.remarkPlaceholder).waitFor();
    await screenshot(page, 'layout-sample-order-confirm');
    const [placed] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/order/sample-order'),
      page.getByRole('button', { name: orders.confirm.submit }).click(),
    ]);
    expect(placed.status()).toBe(200);
    await page.getByText(orders.payment.submitted).waitFor();
    await page.getByTestId('pay-button').waitFor();
  });
});

describe('messages', () => {
  it('should keep a message on screen for the configured 2 s, then take it away', async () => {
    const p = await newPage(browser);
    // the page's clock is ours: the message's time is counted on it, whatever the machine's load
    await p.clock.install();
    await p.goto(`${baseUrl()}/hot-selling`);
    const input = p.getByTestId('header-search').locator('input');
    await input.waitFor();
    await input.focus();
    await p.clock.pauseAt((await p.evaluate(() => Date.now())) + 1_000);
    // an empty keyword only warns
    await input.press('Enter');
    const notice = p.locator('.ant-message-notice').filter({ hasText: Messages.searchKeywordRequired });
    await notice.waitFor();
    const durationMs = MESSAGE_DURATION_SECONDS * 1_000;
    // with the page's clock stopped the message's time does not run, however long the machine takes
    await p.waitForTimeout(durationMs + 500);
    await expect(notice.count()).resolves.toBe(1);

    await p.clock.runFor(durationMs / 2);
    await expect(notice.count()).resolves.toBe(1);
    await screenshot(p, 'layout-message-shown');
    await p.clock.runFor(durationMs / 2 - 100);
    await expect(notice.count()).resolves.toBe(1);

    // its time is up: it leaves (its closing motion plays), well before antd's default 3 s would end
    await p.clock.runFor(200);
    let beyond = 0;
    while ((await notice.count()) > 0 && beyond < 600) {
      await p.clock.runFor(16);
      beyond += 16;
      await p.waitForTimeout(50);
    }
    await expect(notice.count()).resolves.toBe(0);
    await p.context().close();
  });
});
