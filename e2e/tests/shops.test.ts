import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import {
  authorizeBuyerAccount,
  confirmProtocolPayOpen,
  openProtocolPay,
  orderBuyerApp,
  popupOf,
} from '../support/buyer-app.ts';
import { loginWithPassword } from '../support/identity.ts';

const DEMO = { userName: 'demo', password: 'Demo@2026' };
const DAY_MS = 86_400_000;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.goto(`${baseUrl()}/market`);
  await loginWithPassword(page, DEMO.userName, DEMO.password);
  await page.getByText('登录成功').waitFor();
});
afterAll(async () => {
  await browser?.close();
});

async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}/sandbox/_admin${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

async function openMyShops(p: Page) {
  await p.goto(`${baseUrl()}/market`);
  await p.getByTestId('company-name').hover();
  await p.getByRole('button', { name: '我的店铺' }).click();
  await p.locator('.ant-drawer').getByText('我的店铺').first().waitFor();
}

async function closeMyShops(p: Page) {
  await p.locator('.ant-drawer .ant-drawer-close').click();
  await p.locator('.ant-drawer-open').waitFor({ state: 'detached' });
}

describe('shops journeys', () => {
  it('should bind a pdd shop through the platform consent page and list it', async () => {
    await openMyShops(page);
    await screenshot(page, 'shops-drawer-empty');
    await page.getByRole('button', { name: '添加店铺' }).click();
    const modal = page.getByRole('dialog', { name: '添加店铺' });
    await modal.getByTestId('platform-grid').waitFor();
    await expect(modal.getByText('本地', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'bind-shop-platforms');
    await modal.getByRole('button', { name: /拼多多/ }).click();
    const pddModal = page.getByRole('dialog', { name: '添加拼多多店铺' });
    await pddModal.getByTestId('guide-image').waitFor();
    await screenshot(page, 'bind-shop-pdd-guide');

    const consent = await popupOf(page, () => pddModal.getByRole('button', { name: '去授权' }).click());
    await consent.getByText('授权「铺货助手」访问你的店铺').waitFor();
    await consent.getByLabel('店铺名称').fill('拼多多晨光旗舰店');
    await screenshot(consent, 'pdd-consent-page');
    await consent.getByRole('button', { name: '同意授权' }).click();
    await consent.getByText('店铺授权成功').waitFor();
    await consent.getByText('拼多多店铺「拼多多晨光旗舰店」已授权', { exact: false }).waitFor();
    await screenshot(consent, 'shop-auth-success-page');
    await consent.close();

    const success = page.getByTestId('shop-authorized-success');
    await success.getByText('拼多多店铺「拼多多晨光旗舰店」授权成功').waitFor();
    await screenshot(page, 'shop-authorized-success-modal');
    await success.getByRole('button', { name: '知道了' }).click();

    const row = page.locator('.ant-drawer .ant-table-row', { hasText: '拼多多晨光旗舰店' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('可铺货');
    await screenshot(page, 'shops-drawer-with-pdd');
    await closeMyShops(page);
  });

  it('should ask for each fanmeng field, show the platform’s refusal, then bind the shop', async () => {
    await openMyShops(page);
    await page.getByRole('button', { name: '添加店铺' }).click();
    await page.getByRole('dialog', { name: '添加店铺' }).getByRole('button', { name: /泛盟/ }).click();
    const modal = page.getByRole('dialog', { name: '添加泛盟店铺' });
    const form = modal.getByTestId('code-authorize-form');
    await form.getByRole('button', { name: '添加店铺' }).click();
    for (const text of ['请输入店铺名称', '请输入App ID', '请输入密匙', '请输入接口地址']) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    await screenshot(page, 'fanmeng-validation');

    // the shop owner creates an app on fanmeng's developer page
    const developer = await popupOf(page, () => form.getByRole('link', { name: '去泛盟后台创建应用' }).click());
    await developer.getByLabel('店铺名称').fill('泛盟好物店');
    await developer.getByRole('button', { name: '创建应用' }).click();
    const appId = (await developer.locator('#appId').textContent()) ?? '';
    const appSecret = (await developer.locator('#appSecret').textContent()) ?? '';
    const apiUrl = (await developer.locator('#apiUrl').textContent()) ?? '';
    await screenshot(developer, 'fanmeng-developer-page');
    await developer.close();

    await form.getByLabel('店铺名称').fill('泛盟好物店');
    await form.getByLabel('App ID').fill(appId);
    await form.getByLabel('密匙').fill('not-the-secret');
    await form.getByLabel('接口地址').fill(apiUrl);
    await form.getByRole('button', { name: '添加店铺' }).click();
    await page.locator('.ant-message-info').getByText('密匙错误：App ID与密匙不匹配，请核对后重试').waitFor();
    await screenshot(page, 'fanmeng-wrong-secret');

    await form.getByLabel('密匙').fill(appSecret);
    await form.getByRole('button', { name: '添加店铺' }).click();
    await page.getByTestId('shop-authorized-success').getByText('泛盟店铺「泛盟好物店」授权成功').waitFor();
    await screenshot(page, 'fanmeng-authorized');
    await page.getByTestId('shop-authorized-success').getByRole('button', { name: '知道了' }).click();
    await page.locator('.ant-drawer .ant-table-row', { hasText: '泛盟好物店' }).waitFor();
    await closeMyShops(page);
  });

  it('should tip an expiring shop and open the ordering modal with the expiring shops only', async () => {
    // the shop's order of our app ends in 10 days
    const shop = await admin('POST', '/pdd/shops', { shopName: '拼多多将到期小店' });
    await admin('PUT', `/pdd/shops/${shop.shopId}/service-expiry`, {
      module: 'goods',
      expiresAt: new Date(Date.now() + 10 * DAY_MS + 3_600_000).toISOString(),
    });
    await openMyShops(page);
    await page.getByRole('button', { name: '添加店铺' }).click();
    await page
      .getByRole('dialog', { name: '添加店铺' })
      .getByRole('button', { name: /拼多多/ })
      .click();
    const consent = await popupOf(page, () =>
      page.getByRole('dialog', { name: '添加拼多多店铺' }).getByRole('button', { name: '去授权' }).click(),
    );
    await consent.getByLabel('店铺名称').fill('拼多多将到期小店');
    await consent.getByRole('button', { name: '同意授权' }).click();
    await consent.getByText('店铺授权成功').waitFor();
    await consent.close();
    await page.getByTestId('shop-authorized-success').getByRole('button', { name: '知道了' }).click();
    const row = page.locator('.ant-drawer .ant-table-row', { hasText: '拼多多将到期小店' });
    await row.getByText('即将到期 · 剩余10天').waitFor();
    await screenshot(page, 'shops-drawer-expiring');
    await closeMyShops(page);

    await page.goto(`${baseUrl()}/market`);
    const tip = page.getByTestId('app-tip-8');
    await tip.waitFor();
    await expect(tip.textContent()).resolves.toContain('即将到期');
    await screenshot(page, 'market-app-tips');
    await tip.click();
    const modal = page.getByRole('dialog', { name: '订购应用' });
    await modal.getByRole('tab', { name: '拼多多将到期小店' }).waitFor();
    // the pdd shop from the first journey is on its 15-day trial, so it expires within 15 days too
    await modal.getByRole('tab', { name: '拼多多晨光旗舰店' }).waitFor();
    await expect(modal.getByRole('tab', { name: '泛盟好物店' }).count()).resolves.toBe(0);
    await modal.getByRole('tab', { name: '拼多多将到期小店' }).click();
    await modal.getByText('剩余10天').first().waitFor();
    await screenshot(page, 'ordering-modal-tip-8');

    const market = await popupOf(page, () => modal.getByRole('button', { name: '去订购' }).last().click());
    await market.getByText('订购「铺货助手」').waitFor();
    await screenshot(market, 'pdd-service-market');
    await market.close();
    await modal.getByRole('button', { name: '去授权' }).last().waitFor();
    await screenshot(page, 'ordering-modal-authorize-step');
    await page.keyboard.press('Escape');
  });

  it('should order the buyer app, authorise the 1688 account and enable password-free payment', async () => {
    await page.goto(`${baseUrl()}/market-1688`);
    await page.getByRole('button', { name: '1688应用' }).hover();
    const panel = page.getByTestId('buy-app-panel');
    await panel.getByRole('button', { name: '我要代发，去订购' }).waitFor();
    await screenshot(page, 'buy-app-panel-not-ordered');
    await panel.getByRole('button', { name: '我要代发，去订购' }).click();
    const modal = page.getByRole('dialog', { name: '订购1688买家应用' });
    await modal.getByText('在1688服务市场订购「铺货助手」买家应用', { exact: false }).waitFor();
    await screenshot(page, 'buy-app-step-order');

    await orderBuyerApp(page, modal, '义乌采购小王');
    await authorizeBuyerAccount(page, modal, '义乌采购小王', (consent) => screenshot(consent, 'buyer-consent-page'));

    await modal.getByText('开通1688免密支付后', { exact: false }).waitFor();
    await modal.getByRole('button', { name: '我已开通' }).click();
    await page.getByText('1688免密支付尚未开通，请先开通后再试').waitFor();
    await screenshot(page, 'buy-app-protocol-pay-not-open');

    await openProtocolPay(page, modal, '义乌采购小王');

    await confirmProtocolPayOpen(modal);
    await screenshot(page, 'buy-app-ready');
    await modal.getByRole('button', { name: '完成' }).click();

    await page.getByRole('button', { name: '1688应用' }).hover();
    await panel.getByText('已授权账号：义乌采购小王').waitFor();
    await panel.getByText(/有效期剩余 \d+ 天/).waitFor();
    await screenshot(page, 'buy-app-panel-ordered');
  });
});
