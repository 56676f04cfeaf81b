import type { Browser, Page, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { authorizeSandboxShop, registerDistributor, signIn } from '../support/distributor.ts';

let browser: Browser;
let page: Page;
let shopId: string;
/** the page's realtime connection, passed through to our server, through which a reminder frame arrives */
let realtime: WebSocketRoute | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser);
  const session = await registerDistributor('提醒测试商行');
  shopId = await authorizeSandboxShop(session, 2, '拼多多续费提醒店');
  await page.routeWebSocket('**/api/realtime**', (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      ws.send(message);
      // the page's current connection, once our server has greeted it
      if (String(message).includes('"Connected"')) realtime = ws;
    });
  });
  await signIn(page, session);
  await vi.waitFor(() => {
    if (!realtime) throw new Error('the page has not connected to the realtime hub yet');
  });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * What the server pushes when the daily job reminds of an expiring app (its making is tested on the
 * server); here the browser must open the right modal when it arrives.
 */
function remind(event: 'ShopAppNeedOrder' | 'BuyAppNeedOrder', type: number, data: Record<string, unknown>) {
  realtime?.send(JSON.stringify({ event, data: { group: 8, type, data } }));
}

describe('subscription reminders', () => {
  it('should open the app-ordering modal on the reminded shop at ShopAppNeedOrder', async () => {
    remind('ShopAppNeedOrder', 25, {
      app: 'shopApp',
      shopId,
      shopName: '拼多多续费提醒店',
      stationType: 2,
      expiresOn: '2030-01-01',
      daysLeft: 15,
    });
    const modal = page.getByRole('dialog', { name: '订购应用' });
    // the reminded shop alone (several shops would be tabs), at its first step
    await modal.getByText('拼多多续费提醒店').waitFor();
    await modal.getByText('在拼多多服务市场为店铺订购「铺货助手」', { exact: false }).waitFor();
    await expect(modal.getByRole('tab').count()).resolves.toBe(0);
    await screenshot(page, 'reminder-shop-app-need-order');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });
  });

  it('should open the buyer-app modal at its first step at BuyAppNeedOrder', async () => {
    remind('BuyAppNeedOrder', 26, { app: 'buyApp', shopId: 'b2b-1', shopName: '采购账号', daysLeft: 3 });
    const modal = page.getByRole('dialog', { name: '订购1688买家应用' });
    await modal.getByText('在1688服务市场订购「铺货助手」买家应用', { exact: false }).waitFor();
    await screenshot(page, 'reminder-buy-app-need-order');
  });
});
