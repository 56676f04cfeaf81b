import { Messages, OrderMessages, OrderStatus } from '@puhuo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDistributor, loginAs } from '../../testing/identity-helpers.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';
import {
  createAddress,
  pickGoods,
  requester,
  STOCKED_GOOD,
  skusOf,
  type TestGood,
} from '../../testing/trade-helpers.ts';

let sut: TestContext;
let call: ReturnType<typeof requester>;
let asA: Record<string, string>;
let asB: Record<string, string>;
let addressA: string;
let good: TestGood;
let skuId: string;

beforeAll(async () => {
  sut = await createTestContext({ goods: 300 });
  call = requester(sut);
  asA = await loginAs(sut, await createDistributor(sut));
  asB = await loginAs(sut, await createDistributor(sut));
  addressA = await createAddress(sut, asA);
  [good] = (await pickGoods(sut, { supplierType: 1, market: 2, where: STOCKED_GOOD })) as [TestGood];
  skuId = (await skusOf(sut, good.id)).find((s) => s.stock >= 20)?.id ?? '';
});
afterAll(async () => {
  await sut?.close();
});

/** Tenant A orders `qty` of the SKU; the order a minute after the one before, so newest first is clear. */
async function placeOrder(qty = 1): Promise<{ id: string; orderNo: string }> {
  sut.clock.advance(60_000);
  const response = await call('POST', '/api/order/fast-order', asA, {
    goodsId: good.id,
    tenantId: good.tenantId,
    skus: [{ skuId, qty }],
    addressId: addressA,
  });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.items[0];
}
const list = (query = '', headers = asA) => call('GET', `/api/purchase-order${query}`, headers);
const detail = (id: string, headers = asA) => call('GET', `/api/purchase-order/${id}`, headers);
const cancel = (id: string, headers = asA) => call('POST', `/api/purchase-order/${id}/cancel`, headers);
const pay = (orderId: string, headers = asA) =>
  call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', headers, { orderId });
const stockOf = async () => (await skusOf(sut, good.id)).find((s) => s.id === skuId)?.stock;
/** The payer presses pay on the sandbox cashier; the order is paid once the notification is handled. */
async function payOnCashier(orderId: string): Promise<void> {
  const started = await pay(orderId);
  await sut.app.inject({ method: 'POST', url: `${started.body.payUrl}/pay` });
  await vi.waitFor(async () => expect((await detail(orderId)).body.status).toBe(OrderStatus.Paid));
}
const supplierDesk = (orderNo: string, action: 'ship' | 'complete', payload?: Record<string, string>) =>
  sut.app.inject({ method: 'POST', url: `/sandbox/supplier/orders/${orderNo}/${action}`, payload });

describe('the purchase orders of the workbench', () => {
  it('should list every order newest first with its goods, address and amounts, and count each status', async () => {
    const older = await placeOrder();
    const newer = await placeOrder(2);
    const page = await list('?maxResultCount=1');
    expect(page.status).toBe(200);
    expect(page.body.items.map((o: { id: string }) => o.id)).toEqual([newer.id]);
    const [first] = page.body.items;
    expect(first).toMatchObject({
      status: OrderStatus.WaitingPayment,
      totalQty: 2,
      address: { name: '张三', phone: '13800138000', detail: '文三路100号' },
      shippedTime: null,
      trackingNo: null,
      cancelledTime: null,
    });
    expect(first.lines).toHaveLength(1);
    expect(first.lines[0]).toMatchObject({ goodsId: good.id, skuId, qty: 2 });
    expect(first.goodsAmount + first.freight).toBeCloseTo(first.totalAmount, 2);
    expect(page.body.totalCount).toBeGreaterThanOrEqual(2);

    const second = await list('?maxResultCount=1&skipCount=1');
    expect(second.body.items.map((o: { id: string }) => o.id)).toEqual([older.id]);
    expect(page.body.statusCounts[String(OrderStatus.WaitingPayment)]).toBe(page.body.totalCount);
    expect(Object.keys(page.body.statusCounts).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('should list one status only when a tab is chosen, and refuse a status that is none', async () => {
    const order = await placeOrder();
    await cancel(order.id);
    const cancelled = await list(`?status=${OrderStatus.Cancelled}`);
    expect(cancelled.body.items.every((o: { status: number }) => o.status === OrderStatus.Cancelled)).toBe(true);
    expect(cancelled.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(cancelled.body.totalCount).toBe(cancelled.body.statusCounts[String(OrderStatus.Cancelled)]);

    const wrong = await list('?status=9');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.validationErrors[0].message).toBe(Messages.orderStatusInvalid);
  });

  it('should keep an unpaid order after the confirmation screen is left, and pay it later once', async () => {
    const order = await placeOrder();
    expect((await list(`?status=${OrderStatus.WaitingPayment}`)).body.items.map((o: { id: string }) => o.id)).toContain(
      order.id,
    );
    // two clicks on 去支付 open one payment, one pay page: the payer cannot be charged twice
    const first = await pay(order.id);
    const second = await pay(order.id);
    expect(second.body).toEqual(first.body);
    await sut.app.inject({ method: 'POST', url: `${first.body.payUrl}/pay` });
    await vi.waitFor(async () => expect((await detail(order.id)).body.status).toBe(OrderStatus.Paid));
    const again = await pay(order.id);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(OrderMessages.alreadyPaid);
    const paid = (await detail(order.id)).body;
    expect(paid.paidTime).not.toBeNull();
    expect(paid.refunds).toEqual([]);
  });

  it('should cancel an unpaid order once, give its stock back and keep it under 已取消', async () => {
    const before = await stockOf();
    const order = await placeOrder(3);
    expect(await stockOf()).toBe((before ?? 0) - 3);
    const cancelled = await cancel(order.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe(OrderStatus.Cancelled);
    expect(cancelled.body.cancelledTime).not.toBeNull();
    expect(await stockOf()).toBe(before);
    // a second click answers the cancelled order and gives nothing back twice
    const twice = await cancel(order.id);
    expect(twice.status).toBe(200);
    expect(twice.body.cancelledTime).toBe(cancelled.body.cancelledTime);
    expect(await stockOf()).toBe(before);
    const payCancelled = await pay(order.id);
    expect(payCancelled.status).toBe(400);
    expect(payCancelled.body.error.message).toBe(OrderMessages.cancelled);
  });

  it('should refuse to cancel a paid order with a clear message', async () => {
    const order = await placeOrder();
    await payOnCashier(order.id);
    const refused = await cancel(order.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(OrderMessages.paidCannotCancel);
    expect(refused.body.error.message).toBe('订单已付款，不能取消');
    expect((await detail(order.id)).body.status).toBe(OrderStatus.Paid);
  });

  it("should not show or change another tenant's orders: its id answers 404", async () => {
    const order = await placeOrder();
    expect((await detail(order.id, asB)).status).toBe(404);
    const cancelByB = await cancel(order.id, asB);
    expect(cancelByB.status).toBe(404);
    expect(cancelByB.body.error.message).toBe(OrderMessages.orderNotFound);
    expect((await pay(order.id, asB)).status).toBe(404);
    const theirs = await list('', asB);
    expect(theirs.body).toMatchObject({ totalCount: 0, items: [] });
    expect((await detail(order.id)).body.status).toBe(OrderStatus.WaitingPayment);
    expect((await list('')).status).toBe(200);
    expect((await call('GET', '/api/purchase-order', {})).status).toBe(401);
  });

  it('should show the trail and tracking as the supplier ships and the order is received (demo supplier desk)', async () => {
    const order = await placeOrder();
    const early = await supplierDesk(order.orderNo, 'ship');
    expect(early.statusCode, early.body).toBe(409);
    await payOnCashier(order.id);
    const shipped = await supplierDesk(order.orderNo, 'ship', {
      logisticsCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(shipped.statusCode).toBe(200);
    const inTransit = (await detail(order.id)).body;
    expect(inTransit).toMatchObject({
      status: OrderStatus.Shipped,
      logisticsCompany: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(inTransit.shippedTime).not.toBeNull();
    expect((await cancel(order.id)).status).toBe(403);
    expect((await pay(order.id)).body.error.message).toBe(OrderMessages.alreadyPaid);

    expect((await supplierDesk(order.orderNo, 'complete')).statusCode).toBe(200);
    const done = (await detail(order.id)).body;
    expect(done.status).toBe(OrderStatus.Completed);
    expect(Date.parse(done.completedTime)).toBeGreaterThanOrEqual(Date.parse(done.shippedTime));
    expect(Date.parse(done.paidTime)).toBeGreaterThanOrEqual(Date.parse(done.creationTime));
    const counts = (await list()).body.statusCounts;
    expect(counts[String(OrderStatus.Completed)]).toBeGreaterThanOrEqual(1);
  });

  it('should keep the supplier desk for this machine or the sandbox admin', async () => {
    const order = await placeOrder();
    const fromOutside = await sut.app.inject({
      method: 'POST',
      url: `/sandbox/supplier/orders/${order.orderNo}/ship`,
      remoteAddress: '203.0.113.9',
    });
    expect(fromOutside.statusCode).toBe(403);
  });
});
