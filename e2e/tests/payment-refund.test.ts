import {
  formatYuan,
  type GoodsListItem,
  OrderMessages,
  OrderStatus,
  type PayStarted,
  type PlacedOrders,
  yuanToFen,
} from '@puhuo/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { registerDistributor, signIn } from '../support/distributor.ts';
import { type Api, addWestLakeAddress, apiWithToken, orderableGood, type StockedSku } from '../support/trade.ts';

/**
 * An order paid twice: the payment screen says the second payment's money is given back. The screen
 * pays all its orders at once; the other payment, covering one of them with another order, is made
 * through the API, as a second tab or a colleague would, and settled first on the sandbox cashier.
 */

let browser: Browser;
let page: Page;
let api: Api;
let good: GoodsListItem;
let sku: StockedSku;
let addressId: string;

beforeAll(async () => {
  const session = await registerDistributor('重复支付商行');
  api = apiWithToken(session.token, session.tenantId);
  addressId = await addWestLakeAddress(api, { name: '赵六', phone: '13600003333', detail: '文二路200号' });
  ({ good, sku } = await orderableGood(api));
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, session);
});

afterAll(async () => {
  await browser?.close();
});

/** Pays a sandbox trade as the payer would on the cashier page. */
async function payOnCashier(payUrl: string): Promise<void> {
  const response = await fetch(new URL(`${new URL(payUrl, baseUrl()).pathname}/pay`, baseUrl()), { method: 'POST' });
  if (!response.ok) throw new Error(`the cashier answered ${response.status}`);
}

describe('a duplicate payment', () => {
  it('should say on the order’s payment screen that the second payment is refunded', async () => {
    await page.goto(
      `${baseUrl()}/order-confirm?goodsId=${encodeURIComponent(good.id)}&tenantId=${good.tenantId}&skus=${encodeURIComponent(`${sku.skuId}:1`)}`,
    );
    await page.getByTestId('address-option').first().waitFor();
    const [placedResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/order/fast-order')),
      page.getByRole('button', { name: '提交订单' }).click(),
    ]);
    const placed = (await placedResponse.json()) as PlacedOrders;
    const order = placed.items[0];
    if (!order) throw new Error('no order placed');
    await page.getByTestId('pay-button').waitFor();
    const [cashier] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('pay-button').click()]);
    await cashier.waitForURL('**/sandbox/pay/**');

    // meanwhile the same order is paid together with another one, and that payment settles first
    const other = await api<PlacedOrders>('POST', '/api/order/fast-order', {
      goodsId: good.id,
      tenantId: good.tenantId,
      skus: [{ skuId: sku.skuId, qty: 1 }],
      addressId,
    });
    const both = await api<PayStarted>('POST', '/api/purchase-order/pay/duozan/juhe-batch-pay', {
      orderIds: [order.id, ...other.items.map((o) => o.id)],
    });
    await payOnCashier(both.payUrl);
    await expect
      .poll(async () => (await api<{ status: number }>('GET', `/api/purchase-order/${order.id}`)).status)
      .toBe(OrderStatus.Paid);

    // the screen's own payment is paid too: the provider takes it, the product gives it back
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await cashier.getByTestId('refunded').waitFor();
    await screenshot(cashier, 'sandbox-duplicate-refunded');
    await cashier.close();

    await page.getByTestId('pay-success').waitFor();
    const amount = formatYuan(yuanToFen(order.totalAmount));
    const refunds = page.getByTestId('duplicate-refunds');
    await refunds.getByText(OrderMessages.duplicatePaymentRefunded(amount)).waitFor();
    await expect(refunds.locator('.ant-alert').count()).resolves.toBe(1);
    const detail = await api<{ refunds: { amount: number; status: string }[] }>(
      'GET',
      `/api/purchase-order/${order.id}`,
    );
    expect(detail.refunds).toEqual([expect.objectContaining({ amount: order.totalAmount, status: 'refunded' })]);
    await screenshot(page, 'order-duplicate-refunded');
  });
});
