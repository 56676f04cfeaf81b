import { OrderMessages, OrderStatus } from '@puhuo/domain';
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
let tenantA: string;
let asB: Record<string, string>;
let addressA: string;
let good: TestGood;
let skuId: string;
/** what tenant A's browser receives over the realtime connection */
const received: { event: string; data: { paymentId: string; orderIds: string[]; success: boolean; status: number } }[] =
  [];

beforeAll(async () => {
  sut = await createTestContext({ goods: 300 });
  call = requester(sut);
  const a = await createDistributor(sut);
  asA = await loginAs(sut, a);
  tenantA = a.tenantId;
  asB = await loginAs(sut, await createDistributor(sut));
  addressA = await createAddress(sut, asA);
  [good] = (await pickGoods(sut, { supplierType: 1, market: 2, where: STOCKED_GOOD })) as [TestGood];
  skuId = (await skusOf(sut, good.id)).find((s) => s.stock >= 20)?.id ?? '';
  sut.app.services.hub.attach(
    { send: (text) => received.push(JSON.parse(text)), close: () => undefined },
    { userId: a.userId, tenantId: a.tenantId },
  );
});
afterAll(async () => {
  await sut?.close();
});

async function placeOrder(): Promise<string> {
  const response = await call('POST', '/api/order/fast-order', asA, {
    goodsId: good.id,
    tenantId: good.tenantId,
    skus: [{ skuId, qty: 1 }],
    addressId: addressA,
  });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return response.body.items[0].id;
}
const statusOf = async (orderId: string) => (await call('GET', `/api/purchase-order/${orderId}`, asA)).body.status;
const payOrders = (orderIds: string[], headers = asA) =>
  orderIds.length === 1
    ? call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', headers, { orderId: orderIds[0] })
    : call('POST', '/api/purchase-order/pay/duozan/juhe-batch-pay', headers, { orderIds });
const press = (payUrl: string, button: 'pay' | 'cancel') =>
  sut.app.inject({ method: 'POST', url: `${payUrl}/${button}` });
const payResults = () => received.filter((m) => m.event === 'OrderPayResult').map((m) => m.data);
/** The OrderPayResult of a payment, once it has come through the realtime bus (NOTIFY on PostgreSQL). */
const payResultOf = (paymentId: string) =>
  vi.waitFor(
    () => {
      const found = payResults().filter((r) => r.paymentId === paymentId);
      if (found.length === 0) throw new Error(`no OrderPayResult for ${paymentId} yet`);
      return found;
    },
    { timeout: 5_000 },
  );
/** Waits until everything published before now has been delivered. */
async function drain(): Promise<void> {
  const marker = `marker-${received.length}-${Math.random()}`;
  await sut.app.services.hub.publish({ tenantId: tenantA }, 'ReceiveMessage', marker);
  await vi.waitFor(() => expect(received.some((m) => (m.data as unknown) === marker)).toBe(true), { timeout: 5_000 });
}

describe('paying orders on the sandbox pay page', () => {
  it('should show the amount, and on pay mark the order paid and tell the browser', async () => {
    const orderId = await placeOrder();
    const started = await payOrders([orderId]);
    expect(started.status).toBe(200);
    const detail = await call('GET', `/api/purchase-order/${orderId}`, asA);
    expect(started.body.amount).toBe(detail.body.totalAmount);
    expect(started.body.payUrl).toMatch(/^\/sandbox\/pay\/SB\d{20}$/);

    const page = await sut.app.inject({ method: 'GET', url: started.body.payUrl });
    expect(page.body).toContain(`¥${detail.body.totalAmount.toFixed(2)}`);
    expect(page.body).toContain('确认支付');

    const paid = await press(started.body.payUrl, 'pay');
    expect(paid.body).toContain('支付成功');
    expect(await statusOf(orderId)).toBe(OrderStatus.Paid);
    expect(await payResultOf(started.body.paymentId)).toEqual([
      {
        paymentId: started.body.paymentId,
        orderIds: [orderId],
        success: true,
        status: OrderStatus.Paid,
      },
    ]);
  });

  it('should refuse to pay an order twice, and settle a pressed-twice page once', async () => {
    const orderId = await placeOrder();
    const started = await payOrders([orderId]);
    await press(started.body.payUrl, 'pay');
    await payResultOf(started.body.paymentId);
    const again = await press(started.body.payUrl, 'pay');
    expect(again.body).toContain('支付成功');
    await drain();
    expect(await payResultOf(started.body.paymentId)).toHaveLength(1);

    const twice = await payOrders([orderId]);
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe(OrderMessages.alreadyPaid);
  });

  it("should refuse to pay another distributor's order and change nothing", async () => {
    const orderId = await placeOrder();
    const response = await payOrders([orderId], asB);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe(OrderMessages.orderNotFound);
    const batch = await payOrders([orderId, await placeOrder()], asB);
    expect(batch.status).toBe(404);
    expect(await statusOf(orderId)).toBe(OrderStatus.WaitingPayment);
  });

  it('should pay several orders at once for their total', async () => {
    const ids = [await placeOrder(), await placeOrder()];
    const totals = await Promise.all(
      ids.map(async (id) => (await call('GET', `/api/purchase-order/${id}`, asA)).body.totalAmount),
    );
    const started = await payOrders(ids);
    expect(started.body.amount).toBeCloseTo(totals[0] + totals[1], 2);
    await press(started.body.payUrl, 'pay');
    for (const id of ids) expect(await statusOf(id)).toBe(OrderStatus.Paid);
    expect((await payResultOf(started.body.paymentId))[0]?.orderIds).toEqual(ids);
  });

  it('should leave the order waiting when the payer cancels, and let it be paid afterwards', async () => {
    const orderId = await placeOrder();
    const first = await payOrders([orderId]);
    const cancelled = await press(first.body.payUrl, 'cancel');
    expect(cancelled.body).toContain('交易已关闭');
    expect(await payResultOf(first.body.paymentId)).toMatchObject([
      { success: false, status: OrderStatus.WaitingPayment },
    ]);
    expect(await statusOf(orderId)).toBe(OrderStatus.WaitingPayment);
    expect((await press(first.body.payUrl, 'pay')).body).toContain('交易已关闭');
    expect(await statusOf(orderId)).toBe(OrderStatus.WaitingPayment);

    const second = await payOrders([orderId]);
    await press(second.body.payUrl, 'pay');
    expect(await statusOf(orderId)).toBe(OrderStatus.Paid);
  });

  it('should open one payment however often, and however concurrently, an order is paid', async () => {
    const orderId = await placeOrder();
    const calls = await Promise.all(Array.from({ length: 5 }, () => payOrders([orderId])));
    expect(calls.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(calls.map((c) => c.body.paymentId)).size).toBe(1);
    expect(new Set(calls.map((c) => c.body.payUrl)).size).toBe(1);
    const { rows } = await sut.database.executeSql<{ n: number }>(
      'select count(*)::int n from order_payments where $1 = any(order_ids)',
      [orderId],
    );
    expect(rows[0]?.n).toBe(1);
    const trades = await sut.database.executeSql<{ n: number }>(
      'select count(*)::int n from sandbox_payments where out_trade_no = $1',
      [calls[0]?.body.paymentId],
    );
    expect(trades.rows[0]?.n).toBe(1);
  });

  it('should refund a second completed payment of an order through the provider and show it on the order', async () => {
    const [a, b] = [await placeOrder(), await placeOrder()];
    const alone = await payOrders([a]);
    // paying A together with B is another payment: both pages can be paid
    const together = await payOrders([a, b]);
    expect(together.body.paymentId).not.toBe(alone.body.paymentId);
    await press(alone.body.payUrl, 'pay');
    await press(together.body.payUrl, 'pay');
    expect(await statusOf(a)).toBe(OrderStatus.Paid);
    expect(await statusOf(b)).toBe(OrderStatus.Paid);
    const { rows } = await sut.database.executeSql<{ status: string; refund_status: string; refund_fen: number }>(
      'select status, refund_status, refund_fen from order_payments where id = $1',
      [together.body.paymentId],
    );
    const aTotal = (await call('GET', `/api/purchase-order/${a}`, asA)).body.totalAmount;
    expect(rows[0]).toEqual({ status: 'duplicate', refund_status: 'refunded', refund_fen: Math.round(aTotal * 100) });
    // the cashier gave the money back once, and the order says so
    const cashier = await sut.app.inject({ method: 'GET', url: together.body.payUrl });
    expect(cashier.body).toContain(`已退款 ¥${aTotal.toFixed(2)}`);
    const detail = (await call('GET', `/api/purchase-order/${a}`, asA)).body;
    expect(detail.refunds).toEqual([{ amount: aTotal, status: 'refunded', refundTime: expect.any(String) }]);
    // B was paid by that payment: nothing of B came back
    expect((await call('GET', `/api/purchase-order/${b}`, asA)).body.refunds).toEqual([]);
    // the finance page shows both payments going out and the refund coming back, the balance untouched
    const { items } = (await call('GET', '/api/finance/entries?skipCount=0&maxResultCount=50', asA)).body;
    const ofPayment = (kind: string) =>
      items.filter((e: { kind: string; orderNos: string[] }) => e.kind === kind && e.orderNos.length > 0);
    expect(ofPayment('refund')).toEqual([
      expect.objectContaining({ kind: 'refund', amount: aTotal, onBalance: false }),
    ]);
    expect(ofPayment('orderPayment').map((e: { amount: number }) => e.amount)).toEqual(
      expect.arrayContaining([-aTotal]),
    );
  });

  it('should refuse malformed payment requests', async () => {
    expect((await call('POST', '/api/purchase-order/pay/duozan/juhe-single-pay', asA, { orderId: 'x' })).status).toBe(
      400,
    );
    expect((await call('POST', '/api/purchase-order/pay/duozan/juhe-batch-pay', asA, { orderIds: [] })).status).toBe(
      400,
    );
    expect((await sut.app.inject({ method: 'GET', url: '/sandbox/pay/SB00000000000000000000' })).statusCode).toBe(404);
  });
});

describe('orders left unpaid', () => {
  it('should be cancelled after 30 minutes, their stock given back, and refuse payment', async () => {
    const stockOf = async () =>
      (await sut.database.executeSql<{ stock: number }>('select stock from goods_skus where id = $1', [skuId])).rows[0]
        ?.stock;
    const orderId = await placeOrder();
    const reserved = await stockOf();
    // every order still unpaid now (this one and earlier ones) gives its quantity back
    const { rows } = await sut.database.executeSql<{ qty: number }>(
      `select coalesce(sum(l.qty), 0)::int qty from purchase_order_lines l join purchase_orders o on o.id = l.order_id
        where o.status = 1 and l.sku_id = $1`,
      [skuId],
    );
    sut.clock.advance(29 * 60_000);
    await sut.app.services.purchaseOrders.cancelUnpaid();
    expect(await statusOf(orderId)).toBe(OrderStatus.WaitingPayment);
    sut.clock.advance(2 * 60_000);
    expect(await sut.app.services.purchaseOrders.cancelUnpaid()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(orderId)).toBe(OrderStatus.Cancelled);
    expect(await stockOf()).toBe((reserved ?? 0) + (rows[0]?.qty ?? 0));
    const pay = await payOrders([orderId]);
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toBe(OrderMessages.cancelled);
  });
});
