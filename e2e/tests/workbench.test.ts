import { type GoodsListItem, Messages, type PlacedOrders } from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { type ApiSession, registerDistributor, signIn } from '../support/distributor.ts';
import { type Api, addWestLakeAddress, apiWithToken, orderableGood, type StockedSku } from '../support/trade.ts';

/**
 * The workbench: an order placed from the cart and left unpaid is not lost. 进入工作台 opens the
 * workbench in a new window signed in by a one-time ticket; the order waits under 待付款, is paid from
 * there and moves to 已付款; another unpaid order is cancelled and moves to 已取消.
 */

let browser: Browser;
let page: Page;
let session: ApiSession;
let api: Api;
let good: GoodsListItem;
let sku: StockedSku;
let addressId: string;

beforeAll(async () => {
  session = await registerDistributor('工作台商行');
  api = apiWithToken(session.token, session.tenantId);
  addressId = await addWestLakeAddress(api, { name: '钱七', phone: '13700004444', detail: '文一路300号' });
  ({ good, sku } = await orderableGood(api));
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});

afterAll(async () => {
  await browser?.close();
});

const card = (workbench: Page, orderNo: string) => workbench.locator(`[data-order-no="${orderNo}"]`);
const tab = (workbench: Page, label: string) => workbench.getByRole('tab', { name: new RegExp(`^${label}`) });

describe('the workbench', () => {
  let workbench: Page;
  let unpaidOrderNo: string;
  let unpaidTotal: number;

  it('should keep an order placed from the cart and left unpaid, and open the workbench with a ticket', async () => {
    await api('POST', '/api/cart', { goodsId: good.id, tenantId: good.tenantId, skus: [{ skuId: sku.skuId, qty: 2 }] });
    await page.goto(`${baseUrl()}/cart`);
    await page.getByTestId('cart-sku').first().waitFor();
    await page.getByRole('button', { name: '结算' }).click();
    await page.waitForURL('**/order-confirm?from=cart');
    await page.getByTestId('address-option').first().waitFor();
    const [placedResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/order/purchase-order')),
      page.getByRole('button', { name: '提交订单' }).click(),
    ]);
    const placed = (await placedResponse.json()) as PlacedOrders;
    unpaidOrderNo = placed.items[0]?.orderNo ?? '';
    unpaidTotal = placed.totalAmount;
    await page.getByTestId('pay-button').waitFor();
    await page.getByTestId('order-in-workbench').waitFor();
    // the confirmation is left unpaid: back to the market
    await page.goto(`${baseUrl()}/market`);
    await page.getByTestId('company-name').waitFor();

    await page.getByTestId('workbench-entry').hover();
    await page.getByTestId('workbench-popover').waitFor();
    await page.getByTestId('workbench-popover').getByText('建议充值100元用于代发采购').waitFor();
    await screenshot(page, 'workbench-entry-popover');

    const addresses: string[] = [];
    const [opened] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('open-workbench').click()]);
    opened.on('framenavigated', (frame) => {
      if (frame === opened.mainFrame()) addresses.push(frame.url());
    });
    workbench = opened;
    await workbench.getByTestId('workbench-company').waitFor();
    await workbench.getByRole('heading', { name: '采购订单' }).waitFor();
    // the window came with a ticket, and the ticket login took it out of the address
    await expect.poll(() => new URL(workbench.url()).searchParams.has('ticket')).toBe(false);
    expect(new URL(workbench.url()).pathname).toBe('/workbench/purchase-orders');
    expect(addresses.some((a) => a.includes('ticket='))).toBe(true);

    // a ticket is spent once: the same ticket again is refused
    const ticket = new URL(addresses.find((a) => a.includes('ticket=')) ?? baseUrl()).searchParams.get('ticket');
    const replay = await fetch(`${baseUrl()}/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'ticket',
        ticket: ticket ?? '',
        client_id: 'lanhai-web',
        client_secret: 'lanhai-web-secret',
      }),
    });
    expect(replay.status).toBe(400);
    expect(((await replay.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('should find the unpaid order under 待付款, pay it there and see it under 已付款', async () => {
    await tab(workbench, '待付款').click();
    await expect.poll(() => tab(workbench, '待付款').textContent()).toBe('待付款 (1)');
    const order = card(workbench, unpaidOrderNo);
    await order.waitFor();
    await expect(order.getByTestId('order-status').textContent()).resolves.toBe('待付款');
    await screenshot(workbench, 'workbench-purchase-orders-unpaid');

    const [cashier] = await Promise.all([workbench.waitForEvent('popup'), order.getByTestId('pay-order').click()]);
    await cashier.waitForURL('**/sandbox/pay/**');
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await cashier.getByText('支付成功').first().waitFor();
    await cashier.close();

    await expect.poll(() => card(workbench, unpaidOrderNo).count()).toBe(0);
    await expect.poll(() => tab(workbench, '已付款').textContent()).toBe('已付款 (1)');
    await tab(workbench, '已付款').click();
    await card(workbench, unpaidOrderNo).waitFor();
    await expect(card(workbench, unpaidOrderNo).getByTestId('order-status').textContent()).resolves.toBe('已付款');
    await screenshot(workbench, 'workbench-purchase-orders-paid');

    await card(workbench, unpaidOrderNo).getByTestId('order-details').click();
    await workbench.waitForURL('**/workbench/purchase-orders/*');
    await workbench.getByTestId('purchase-order-detail').waitFor();
    await workbench.getByTestId('order-trail').getByText('付款成功').waitFor();
    await workbench.getByText('供应商尚未发货').waitFor();
    await screenshot(workbench, 'workbench-purchase-order-detail');

    // demo mode: the suppliers' order desk stand-in ships it, and the trail and tracking follow
    const [desk] = await Promise.all([
      workbench.waitForEvent('popup'),
      workbench.getByText('在供应商发货台处理（演示）').click(),
    ]);
    await desk.getByTestId('ship').click();
    await desk.getByRole('heading', { name: '已发货' }).waitFor();
    await desk.close();
    await workbench.reload();
    await expect.poll(() => workbench.getByTestId('order-status').first().textContent()).toBe('已发货');
    await workbench
      .getByTestId('order-tracking')
      .getByText(/运单号：\S+/)
      .waitFor();
    await workbench.getByTestId('order-trail').getByText('供应商发货').waitFor();
    await screenshot(workbench, 'workbench-purchase-order-shipped');
  });

  it('should cancel another unpaid order after a confirm and see it under 已取消', async () => {
    const other = await api<PlacedOrders>('POST', '/api/order/fast-order', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: sku.skuId, qty: 1 }],
      addressId,
    });
    const orderNo = other.items[0]?.orderNo ?? '';
    await workbench.goto(`${baseUrl()}/workbench/purchase-orders?status=1`);
    const order = card(workbench, orderNo);
    await order.waitFor();
    await order.getByTestId('cancel-order').click();
    await workbench.getByText('确定取消该订单吗？').waitFor();
    await screenshot(workbench, 'workbench-cancel-confirm');
    await workbench.getByRole('button', { name: '确定取消' }).click();
    await workbench.getByText(Messages.orderCancelled).first().waitFor();
    await expect.poll(() => card(workbench, orderNo).count()).toBe(0);
    await tab(workbench, '已取消').click();
    await card(workbench, orderNo).waitFor();
    await expect(card(workbench, orderNo).getByTestId('order-status').textContent()).resolves.toBe('已取消');
    await expect(tab(workbench, '已取消').textContent()).resolves.toBe('已取消 (1)');
    await screenshot(workbench, 'workbench-purchase-orders-cancelled');
  });

  it('should show 我的余额 in the popover and recharge the suggested 100 yuan on the finance page', async () => {
    await page.goto(`${baseUrl()}/new-arrival`);
    await page.getByTestId('workbench-entry').hover();
    await expect.poll(() => page.getByTestId('entry-balance').textContent()).toBe('¥0.00');
    const [finance] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('entry-recharge').click()]);
    const dialog = finance.getByRole('dialog');
    await dialog.getByText('余额充值').waitFor();
    await expect(dialog.getByTestId('recharge-amount').inputValue()).resolves.toBe('100.00');
    expect(new URL(finance.url()).searchParams.has('ticket')).toBe(false);
    await screenshot(finance, 'workbench-recharge');
    const [cashier] = await Promise.all([finance.waitForEvent('popup'), dialog.getByTestId('recharge-pay').click()]);
    await cashier.waitForURL('**/sandbox/pay/**');
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await cashier.getByText('支付成功').first().waitFor();
    await cashier.close();
    await finance.getByText('充值成功').first().waitFor();
    await expect.poll(() => finance.getByTestId('finance-balance').textContent()).toBe('¥100.00');
    // the recharge and the order paid in the workbench, newest first
    await expect
      .poll(() => finance.getByTestId('entry-amount').allTextContents())
      .toEqual(['+¥100.00', `-¥${unpaidTotal.toFixed(2)}`]);
    await screenshot(finance, 'workbench-finance');
    await finance.close();
  });

  it('should pay an unpaid order from the balance in the workbench', async () => {
    const other = await api<PlacedOrders>('POST', '/api/order/fast-order', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: sku.skuId, qty: 1 }],
      addressId,
    });
    const placed = other.items[0];
    if (!placed) throw new Error('no order placed');
    await workbench.goto(`${baseUrl()}/workbench/purchase-orders?status=1`);
    const order = card(workbench, placed.orderNo);
    await order.getByTestId('balance-pay').click();
    await workbench.getByText(`使用余额支付 ¥${placed.totalAmount.toFixed(2)}？`).waitFor();
    await screenshot(workbench, 'workbench-balance-pay');
    await workbench.getByRole('button', { name: '确认支付' }).click();
    await workbench.getByText('支付成功').first().waitFor();
    await expect.poll(() => card(workbench, placed.orderNo).count()).toBe(0);
    await workbench.getByRole('menuitem', { name: '我的余额' }).click();
    await expect
      .poll(() => workbench.getByTestId('finance-balance').textContent())
      .toBe(`¥${(100 - placed.totalAmount).toFixed(2)}`);
  });

  it('should ask a guest to log in, in the market and in the workbench', async () => {
    const guest = await newPage(browser);
    // a page of the market the first-screen shell does not draw: the top bar is the app's own at once
    await guest.goto(`${baseUrl()}/new-arrival`);
    await guest.getByTestId('workbench-entry').click();
    await guest.getByText(Messages.notLoggedIn).first().waitFor();
    await guest.goto(`${baseUrl()}/workbench/purchase-orders`);
    await guest.getByText('登录后进入工作台').waitFor();
    await screenshot(guest, 'workbench-guest');
    await guest.close();
  });
});
